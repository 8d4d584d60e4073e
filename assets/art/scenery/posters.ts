// Notices for the jail board: WANTED posters with inked portraits and a reward in gold, and
// smaller scraps of news. Each is painted in its own frame, centred on (0, 0), on torn paper.
import { seededRandom } from '../lib/seededRandom.ts';
import { INK, KIDLAT, LAMP, at, inkFill, roundRect, type Ctx } from './ink.ts';
import { paintInkWord } from './lettering.ts';
import { tear } from './parchment.ts';

const SEPIA = '#4a2a1a';

/** A sheet of old paper, w x h, with ragged edges and a scorched rim. */
export function paintPaper(ctx: Ctx, w: number, h: number, seed: number, tint = '#efdcb2'): void {
  const top = tear(seed, w, 6);
  const right = tear(seed + 1, h, 6);
  const bottom = tear(seed + 2, w, 8);
  const left = tear(seed + 3, h, 6);
  const x0 = -w / 2;
  const y0 = -h / 2;
  const trace = () => {
    ctx.beginPath();
    for (let x = 0; x <= w; x += 4) ctx.lineTo(x0 + x, y0 + top(x));
    for (let y = 0; y <= h; y += 4) ctx.lineTo(x0 + w + right(y), y0 + y);
    for (let x = w; x >= 0; x -= 4) ctx.lineTo(x0 + x, y0 + h + bottom(x));
    for (let y = h; y >= 0; y -= 4) ctx.lineTo(x0 + left(y), y0 + y);
    ctx.closePath();
  };
  // Its shadow on the planks.
  ctx.save();
  ctx.translate(8, 10);
  trace();
  ctx.fillStyle = 'rgba(20, 8, 16, 0.45)';
  ctx.fill();
  ctx.restore();
  trace();
  ctx.fillStyle = tint;
  ctx.fill();
  ctx.save();
  ctx.clip();
  for (let width = 30; width >= 3; width -= 3) {
    trace();
    ctx.lineWidth = width;
    ctx.strokeStyle = 'rgba(140, 86, 40, 0.06)';
    ctx.stroke();
  }
  // Water stains.
  const random = seededRandom(seed + 9);
  for (let i = 0; i < 3; i += 1) {
    ctx.strokeStyle = 'rgba(150, 100, 50, 0.18)';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(x0 + random() * w, y0 + random() * h, 14 + random() * 26, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
  trace();
  ctx.lineWidth = 4;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  ctx.stroke();
}

/** A pin: a rattan peg's round head, driven through the paper. */
export function paintPin(ctx: Ctx, x: number, y: number, colour: string = KIDLAT.band): void {
  ctx.fillStyle = 'rgba(20, 8, 16, 0.45)';
  ctx.beginPath();
  ctx.arc(x + 4, y + 5, 9, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y, 9, 0, Math.PI * 2);
  inkFill(ctx, colour, 3);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.6)';
  ctx.beginPath();
  ctx.arc(x - 3, y - 3, 3, 0, Math.PI * 2);
  ctx.fill();
}

/** Lines of handwriting: ink scribbles of varied length. */
function scribbles(ctx: Ctx, x: number, y: number, width: number, lines: number, seed: number): void {
  const random = seededRandom(seed);
  ctx.strokeStyle = 'rgba(74, 42, 26, 0.75)';
  ctx.lineWidth = 3;
  ctx.lineCap = 'round';
  for (let i = 0; i < lines; i += 1) {
    const length = width * (i === lines - 1 ? 0.5 : 0.8 + random() * 0.2);
    ctx.beginPath();
    ctx.moveTo(x, y + i * 16);
    for (let dx = 0; dx < length; dx += 10) {
      ctx.lineTo(x + dx + 5, y + i * 16 - 2 - random() * 4);
      ctx.lineTo(x + dx + 10, y + i * 16 + random() * 2);
    }
    ctx.stroke();
  }
}

function rewardCoins(ctx: Ctx, x: number, y: number, count: number): void {
  for (let i = 0; i < count; i += 1) {
    ctx.beginPath();
    ctx.ellipse(x + i * 26, y, 12, 12, 0, 0, Math.PI * 2);
    inkFill(ctx, LAMP.gold, 3);
    ctx.strokeStyle = 'rgba(150, 80, 20, 0.8)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(x + i * 26, y, 6, 0, Math.PI * 2);
    ctx.stroke();
  }
}

export type Outlaw = 'salakot' | 'headband' | 'longhair';

/** A WANTED poster, w x h, with an outlaw's portrait and a reward. */
export function paintWantedPoster(ctx: Ctx, w: number, h: number, outlaw: Outlaw, seed: number): void {
  paintPaper(ctx, w, h, seed);
  paintInkWord(ctx, 'WANTED', 0, -h / 2 + 26, w * 0.15, SEPIA);
  ctx.fillStyle = SEPIA;
  ctx.fillRect(-w * 0.38, -h / 2 + 36 + w * 0.15, w * 0.76, 4);
  // The portrait, in a ruled frame.
  const frameTop = -h / 2 + 52 + w * 0.15;
  const frameSize = w * 0.62;
  ctx.save();
  roundRect(ctx, -frameSize / 2, frameTop, frameSize, frameSize, 4);
  ctx.fillStyle = '#e2c896';
  ctx.fill();
  ctx.clip();
  at(ctx, 0, frameTop + frameSize * 0.58, 0, frameSize / 200, () => paintOutlaw(ctx, outlaw));
  ctx.restore();
  roundRect(ctx, -frameSize / 2, frameTop, frameSize, frameSize, 4);
  ctx.lineWidth = 4;
  ctx.strokeStyle = SEPIA;
  ctx.stroke();
  const below = frameTop + frameSize + 26;
  rewardCoins(ctx, -w * 0.3, below, 3);
  scribbles(ctx, -w * 0.3 + 80, below - 4, w * 0.38, 1, seed + 5);
  scribbles(ctx, -w * 0.34, below + 30, w * 0.68, 2, seed + 6);
}

/** The outlaw's head and shoulders, drawn around (0, 0) at about 200 units across. */
function paintOutlaw(ctx: Ctx, outlaw: Outlaw): void {
  const skin = '#c99a6a';
  const shadow = '#8a5e3e';
  // Shoulders.
  ctx.beginPath();
  ctx.moveTo(-96, 110);
  ctx.quadraticCurveTo(-90, 40, 0, 36);
  ctx.quadraticCurveTo(90, 40, 96, 110);
  ctx.closePath();
  inkFill(ctx, outlaw === 'headband' ? '#7a2226' : '#4a3a5a', 5);
  if (outlaw === 'longhair') {
    ctx.beginPath();
    ctx.moveTo(-52, -40);
    ctx.quadraticCurveTo(-70, 20, -56, 70);
    ctx.lineTo(56, 70);
    ctx.quadraticCurveTo(70, 20, 52, -40);
    ctx.closePath();
    inkFill(ctx, '#2a1a1a', 5);
  }
  // Neck and head.
  ctx.beginPath();
  ctx.rect(-16, 10, 32, 34);
  inkFill(ctx, shadow, 4);
  ctx.beginPath();
  ctx.ellipse(0, -20, 44, 52, 0, 0, Math.PI * 2);
  inkFill(ctx, skin, 5);
  // Shade on the face's far side.
  ctx.save();
  ctx.beginPath();
  ctx.ellipse(0, -20, 44, 52, 0, 0, Math.PI * 2);
  ctx.clip();
  ctx.fillStyle = 'rgba(90, 50, 30, 0.35)';
  ctx.fillRect(10, -80, 60, 120);
  ctx.restore();
  // A scowl: heavy brows, narrow eyes.
  ctx.strokeStyle = INK;
  ctx.lineCap = 'round';
  ctx.lineWidth = 7;
  ctx.beginPath();
  ctx.moveTo(-30, -34);
  ctx.lineTo(-8, -26);
  ctx.moveTo(30, -34);
  ctx.lineTo(8, -26);
  ctx.stroke();
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.moveTo(-26, -18);
  ctx.lineTo(-12, -18);
  ctx.moveTo(26, -18);
  ctx.lineTo(12, -18);
  ctx.moveTo(-14, 14);
  ctx.quadraticCurveTo(0, 8, 14, 14);
  ctx.stroke();
  if (outlaw === 'salakot') {
    // Drooping moustache, a scar, and the wide hat.
    ctx.fillStyle = INK;
    ctx.beginPath();
    ctx.moveTo(-24, 8);
    ctx.quadraticCurveTo(0, -4, 24, 8);
    ctx.quadraticCurveTo(0, 2, -24, 8);
    ctx.fill();
    ctx.strokeStyle = '#8a2a2a';
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.moveTo(18, -40);
    ctx.lineTo(30, -6);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(-100, -40);
    ctx.quadraticCurveTo(0, -150, 100, -40);
    ctx.quadraticCurveTo(0, -54, -100, -40);
    ctx.closePath();
    inkFill(ctx, '#c98a4b', 5);
    ctx.strokeStyle = 'rgba(107, 74, 43, 0.9)';
    ctx.lineWidth = 3;
    for (const t of [-0.6, -0.3, 0, 0.3, 0.6]) {
      ctx.beginPath();
      ctx.moveTo(0, -96);
      ctx.lineTo(t * 96, -46);
      ctx.stroke();
    }
  } else if (outlaw === 'headband') {
    // A red headband knotted at the side, and a patch over one eye.
    ctx.beginPath();
    ctx.rect(-46, -56, 92, 16);
    inkFill(ctx, KIDLAT.band, 4);
    ctx.beginPath();
    ctx.moveTo(42, -50);
    ctx.lineTo(70, -64);
    ctx.lineTo(74, -40);
    ctx.closePath();
    inkFill(ctx, KIDLAT.band, 4);
    ctx.fillStyle = '#2a1a1a';
    ctx.beginPath();
    ctx.moveTo(-44, -70);
    ctx.quadraticCurveTo(0, -96, 44, -70);
    ctx.lineTo(44, -56);
    ctx.lineTo(-44, -56);
    ctx.closePath();
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(-19, -18, 12, 10, 0, 0, Math.PI * 2);
    inkFill(ctx, INK, 0);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(-40, -40);
    ctx.lineTo(30, -2);
    ctx.stroke();
  } else {
    // Tattooed cheeks in the old way, and hair parted over the brow.
    ctx.strokeStyle = '#2a3a5a';
    ctx.lineWidth = 3;
    for (const side of [-1, 1]) {
      for (let i = 0; i < 3; i += 1) {
        ctx.beginPath();
        ctx.moveTo(side * 18, -4 + i * 8);
        ctx.lineTo(side * 34, -8 + i * 8);
        ctx.stroke();
      }
    }
    ctx.beginPath();
    ctx.moveTo(-46, -30);
    ctx.quadraticCurveTo(-40, -80, 0, -74);
    ctx.quadraticCurveTo(40, -80, 46, -30);
    ctx.quadraticCurveTo(20, -64, 0, -56);
    ctx.quadraticCurveTo(-20, -64, -46, -30);
    ctx.closePath();
    inkFill(ctx, '#2a1a1a', 4);
  }
}

/** A scrap of news: a notice of an Arnis tournament, with crossed sticks drawn on it. */
export function paintTournamentNotice(ctx: Ctx, w: number, h: number, seed: number): void {
  paintPaper(ctx, w, h, seed, '#f3e6c6');
  ctx.lineCap = 'round';
  for (const [width, colour] of [
    [16, INK],
    [9, '#c98a4b'],
  ] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.beginPath();
    ctx.moveTo(-40, -h / 2 + 30);
    ctx.lineTo(40, -h / 2 + 100);
    ctx.moveTo(40, -h / 2 + 30);
    ctx.lineTo(-40, -h / 2 + 100);
    ctx.stroke();
  }
  scribbles(ctx, -w * 0.36, -h / 2 + 134, w * 0.72, 4, seed + 3);
}

/** A plain note: a few lines and a seal of red wax. */
export function paintNote(ctx: Ctx, w: number, h: number, seed: number): void {
  paintPaper(ctx, w, h, seed, '#e8d6ae');
  scribbles(ctx, -w * 0.36, -h / 2 + 36, w * 0.72, Math.max(2, Math.floor((h - 80) / 16)), seed + 4);
  ctx.beginPath();
  ctx.arc(w * 0.22, h / 2 - 30, 14, 0, Math.PI * 2);
  inkFill(ctx, '#9a1a24', 3);
}
