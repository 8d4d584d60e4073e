// The cards, painted in code: a woven frame coloured by the card's type, trimmed by its rarity, an
// illustration of the card's family (strike, burn, poison, stun, guard, buff, energy), the name
// banner, the energy cost gem and the power seal. The battle's hand, the card dialog and the
// gallery all show these faces.
import type { Card } from '../../content/index.ts';

export const CARD_ART_WIDTH = 300;
export const CARD_ART_HEIGHT = 420;

export type CardFamily = 'strike' | 'burn' | 'poison' | 'stun' | 'guard' | 'buff' | 'energy';

type Ctx = CanvasRenderingContext2D;
const INK = '#1a0f1f';

export function familyOf(card: Card): CardFamily {
  if (card.is_burn > 0) return 'burn';
  if (card.is_poison > 0) return 'poison';
  if (card.is_stunned) return 'stun';
  if (card.type === 'defense') return 'guard';
  if (card.type === 'buff') return 'buff';
  if (card.type === 'energy') return 'energy';
  return 'strike';
}

/** Colours of each family: frame, deep background, glow. */
export const FAMILY_COLOURS: Readonly<Record<CardFamily, { frame: string; deep: string; glow: string }>> = {
  strike: { frame: '#c0392b', deep: '#3a0f14', glow: '#ff9a6a' },
  burn: { frame: '#e0553a', deep: '#401008', glow: '#ffc04a' },
  poison: { frame: '#4f9a3a', deep: '#102a14', glow: '#b8ff6a' },
  stun: { frame: '#6a5ad8', deep: '#1a1440', glow: '#c9c0ff' },
  guard: { frame: '#2bb3a3', deep: '#0b2e2c', glow: '#9ff5e8' },
  buff: { frame: '#e0a030', deep: '#3a2608', glow: '#ffe39a' },
  energy: { frame: '#3a8ee0', deep: '#0a1e3a', glow: '#9fd8ff' },
};

const RARITY_TRIM: Readonly<Record<Card['rarity'], string>> = {
  common: '#b07a44',
  rare: '#d8dce8',
  special: '#ffd23f',
};

function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Paints a whole card face at CARD_ART size. */
export function paintCardFace(ctx: Ctx, card: Card): void {
  const w = CARD_ART_WIDTH;
  const h = CARD_ART_HEIGHT;
  const family = familyOf(card);
  const colours = FAMILY_COLOURS[family];
  ctx.save();
  roundRect(ctx, 4, 4, w - 8, h - 8, 22);
  ctx.fillStyle = INK;
  ctx.fill();
  roundRect(ctx, 10, 10, w - 20, h - 20, 18);
  ctx.fillStyle = colours.frame;
  ctx.fill();
  ctx.lineWidth = 5;
  ctx.strokeStyle = RARITY_TRIM[card.rarity];
  ctx.stroke();
  // Woven texture on the frame (sawali).
  ctx.save();
  roundRect(ctx, 10, 10, w - 20, h - 20, 18);
  ctx.clip();
  ctx.globalAlpha = 0.14;
  ctx.fillStyle = '#000';
  for (let y = 10; y < h; y += 12)
    for (let x = 10 + ((y / 12) % 2) * 6; x < w; x += 12) ctx.fillRect(x, y, 6, 6);
  ctx.restore();

  // Illustration window.
  const art = { x: 26, y: 64, w: w - 52, h: 190 };
  ctx.save();
  roundRect(ctx, art.x, art.y, art.w, art.h, 12);
  ctx.clip();
  const bg = ctx.createRadialGradient(
    w / 2,
    art.y + art.h * 0.55,
    10,
    w / 2,
    art.y + art.h * 0.55,
    art.w * 0.8,
  );
  bg.addColorStop(0, colours.glow);
  bg.addColorStop(0.45, colours.frame);
  bg.addColorStop(1, colours.deep);
  ctx.fillStyle = bg;
  ctx.fillRect(art.x, art.y, art.w, art.h);
  paintIllustration(ctx, family, w / 2, art.y + art.h / 2, card.id);
  ctx.restore();
  roundRect(ctx, art.x, art.y, art.w, art.h, 12);
  ctx.lineWidth = 5;
  ctx.strokeStyle = INK;
  ctx.stroke();

  // Name banner.
  roundRect(ctx, 22, 20, w - 44, 40, 10);
  ctx.fillStyle = '#f6ead7';
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = INK;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  fitText(ctx, card.name, w / 2 + 14, 41, w - 110, 26, 'bold', "Georgia, 'DejaVu Serif', serif");

  // Type line and the rules text.
  ctx.fillStyle = 'rgba(18, 10, 24, 0.82)';
  roundRect(ctx, 26, 266, w - 52, 122, 10);
  ctx.fill();
  ctx.fillStyle = colours.glow;
  ctx.font = "bold 17px 'Trebuchet MS', 'DejaVu Sans', sans-serif";
  ctx.fillText(`${card.type.toUpperCase()} · ${card.rarity.toUpperCase()}`, w / 2, 284);
  ctx.fillStyle = '#f6ead7';
  ctx.font = "15px 'Trebuchet MS', 'DejaVu Sans', sans-serif";
  wrapText(ctx, rulesLine(card), w / 2, 310, w - 72, 19, 4);

  // Cost gem (top left) and power seal (bottom right).
  gem(ctx, 34, 36, 26, '#2f7ad8', String(card.mana_cost));
  if (card.type === 'attack') gem(ctx, w - 40, h - 38, 26, '#b3202f', String(card.power));
  ctx.restore();
}

/** The rules half of the card's description (after the image of the move). */
function rulesLine(card: Card): string {
  const parts = card.description.split(/(?<=\.)\s+/);
  return parts.length > 1 ? parts.slice(1).join(' ') : card.description;
}

function gem(ctx: Ctx, x: number, y: number, r: number, colour: string, label: string): void {
  ctx.beginPath();
  for (let i = 0; i < 6; i += 1) {
    const a = (i / 6) * Math.PI * 2 - Math.PI / 2;
    const px = x + Math.cos(a) * r;
    const py = y + Math.sin(a) * r;
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = "bold 22px 'Trebuchet MS', 'DejaVu Sans', sans-serif";
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 4;
  ctx.strokeStyle = INK;
  ctx.strokeText(label, x, y + 1);
  ctx.fillText(label, x, y + 1);
}

function fitText(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  size: number,
  weight: string,
  family: string,
): void {
  let px = size;
  ctx.font = `${weight} ${px}px ${family}`;
  while (ctx.measureText(text).width > maxWidth && px > 12) {
    px -= 1;
    ctx.font = `${weight} ${px}px ${family}`;
  }
  ctx.fillText(text, x, y);
}

function wrapText(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  line: number,
  maxLines: number,
): void {
  const words = text.split(' ');
  let current = '';
  let row = 0;
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (ctx.measureText(next).width > maxWidth && current) {
      ctx.fillText(current, x, y + row * line);
      row += 1;
      current = word;
      if (row >= maxLines) return;
    } else current = next;
  }
  if (current && row < maxLines) ctx.fillText(current, x, y + row * line);
}

function stroked(ctx: Ctx, fill: string, draw: () => void, width = 5): void {
  ctx.beginPath();
  draw();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = width;
  ctx.strokeStyle = INK;
  ctx.lineJoin = 'round';
  ctx.stroke();
}

function stick(ctx: Ctx, x1: number, y1: number, x2: number, y2: number): void {
  ctx.lineCap = 'round';
  ctx.strokeStyle = INK;
  ctx.lineWidth = 18;
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
  ctx.strokeStyle = '#d39a55';
  ctx.lineWidth = 10;
  ctx.stroke();
  ctx.strokeStyle = 'rgba(255, 240, 200, 0.6)';
  ctx.lineWidth = 3;
  ctx.stroke();
}

/** The picture of a card family, centred on (cx, cy); the id varies the angle a little. */
export function paintIllustration(ctx: Ctx, family: CardFamily, cx: number, cy: number, id: number): void {
  const tilt = ((id % 5) - 2) * 0.06;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(tilt);
  // Speed rays behind every picture.
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.16)';
  ctx.lineWidth = 6;
  for (let i = 0; i < 14; i += 1) {
    const a = (i / 14) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a) * 40, Math.sin(a) * 40);
    ctx.lineTo(Math.cos(a) * 160, Math.sin(a) * 160);
    ctx.stroke();
  }
  switch (family) {
    case 'strike':
      stick(ctx, -70, 60, 70, -60);
      stick(ctx, -70, -60, 70, 60);
      ctx.strokeStyle = '#fff6e0';
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.arc(0, 0, 82, -2.6, -1.2);
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(0, 0, 94, 0.5, 1.9);
      ctx.stroke();
      break;
    case 'burn':
      stick(ctx, -60, 70, 40, -40);
      flame(ctx, 40, -30, 44);
      break;
    case 'poison':
      stroked(ctx, '#8be05a', () => {
        ctx.moveTo(0, -70);
        ctx.bezierCurveTo(40, -10, 50, 20, 0, 60);
        ctx.bezierCurveTo(-50, 20, -40, -10, 0, -70);
      });
      stroked(ctx, '#1a0f1f', () => ctx.arc(-12, 14, 9, 0, Math.PI * 2), 2);
      stroked(ctx, '#1a0f1f', () => ctx.arc(14, 14, 9, 0, Math.PI * 2), 2);
      stroked(ctx, '#d8ffb0', () => ctx.arc(-20, -10, 7, 0, Math.PI * 2), 2);
      break;
    case 'stun':
      stroked(ctx, '#ffe14a', () => {
        ctx.moveTo(12, -80);
        ctx.lineTo(-34, 6);
        ctx.lineTo(-2, 6);
        ctx.lineTo(-18, 80);
        ctx.lineTo(36, -14);
        ctx.lineTo(4, -14);
        ctx.closePath();
      });
      break;
    case 'guard':
      stroked(ctx, '#2bb3a3', () => {
        ctx.moveTo(0, -76);
        ctx.quadraticCurveTo(60, -60, 62, -40);
        ctx.quadraticCurveTo(62, 30, 0, 76);
        ctx.quadraticCurveTo(-62, 30, -62, -40);
        ctx.quadraticCurveTo(-60, -60, 0, -76);
      });
      ctx.strokeStyle = 'rgba(255,255,255,0.5)';
      ctx.lineWidth = 4;
      for (let i = -2; i <= 2; i += 1) {
        ctx.beginPath();
        ctx.moveTo(i * 22 - 20, -50);
        ctx.lineTo(i * 22 + 20, 50);
        ctx.stroke();
      }
      break;
    case 'buff':
      for (const [x, s] of [
        [-44, 0.8],
        [0, 1.1],
        [44, 0.8],
      ] as const)
        stroked(ctx, '#ffd23f', () => {
          ctx.moveTo(x, -70 * s);
          ctx.lineTo(x + 30 * s, -20 * s);
          ctx.lineTo(x + 12 * s, -20 * s);
          ctx.lineTo(x + 12 * s, 60);
          ctx.lineTo(x - 12 * s, 60);
          ctx.lineTo(x - 12 * s, -20 * s);
          ctx.lineTo(x - 30 * s, -20 * s);
          ctx.closePath();
        });
      break;
    case 'energy':
      stroked(ctx, '#6ac8ff', () => ctx.arc(0, 0, 46, 0, Math.PI * 2));
      ctx.strokeStyle = '#e8f8ff';
      ctx.lineWidth = 6;
      ctx.beginPath();
      for (let t = 0; t < 18; t += 0.2) {
        const r = 6 + t * 3.4;
        const x = Math.cos(t) * r;
        const y = Math.sin(t) * r;
        if (t === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
      break;
  }
  ctx.restore();
}

function flame(ctx: Ctx, x: number, y: number, size: number): void {
  for (const [scale, colour] of [
    [1, '#e0553a'],
    [0.7, '#f2b544'],
    [0.4, '#fff0b0'],
  ] as const)
    stroked(
      ctx,
      colour,
      () => {
        ctx.moveTo(x, y - size * 2 * scale);
        ctx.quadraticCurveTo(x + size * 1.2 * scale, y - size * 0.4 * scale, x, y + size * 0.5 * scale);
        ctx.quadraticCurveTo(x - size * 1.2 * scale, y - size * 0.4 * scale, x, y - size * 2 * scale);
      },
      scale === 1 ? 5 : 0.01,
    );
}
