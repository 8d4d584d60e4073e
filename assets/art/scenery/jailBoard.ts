// The jail's notice board (`jail.board`, 1920 x 1080): a plank board under a little nipa roof,
// set against the coral-stone wall of the jail, WANTED posters and notices pinned to it, a torch
// burning beside it and a barred cell window in the dark.
import { seededRandom } from '../lib/seededRandom.ts';
import { INK, LAMP, at, glow, inkFill, mix, vertical, type Ctx } from './ink.ts';
import { paintNote, paintPin, paintTournamentNotice, paintWantedPoster } from './posters.ts';

export const JAIL_WIDTH = 1920;
export const JAIL_HEIGHT = 1080;

const BOARD = { left: 450, right: 1470, top: 200, bottom: 850 } as const;

export function paintJailBoard(ctx: Ctx): void {
  paintStoneWall(ctx);
  paintCellWindow(ctx, 190, 300);
  paintGround(ctx);
  paintTorch(ctx, 1640, 420);
  paintBoard(ctx);
  paintNotices(ctx);
  paintKeys(ctx, 1360, 640);
  paintRoof(ctx);
  const vignette = ctx.createRadialGradient(960, 520, 420, 960, 540, 1120);
  vignette.addColorStop(0, 'rgba(18, 12, 43, 0)');
  vignette.addColorStop(1, 'rgba(18, 12, 43, 0.6)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, JAIL_WIDTH, JAIL_HEIGHT);
}

// Coral-stone blocks in courses, mortar lines between, lit warm near the torch, violet elsewhere.
function paintStoneWall(ctx: Ctx): void {
  ctx.fillStyle = '#4a3a52';
  ctx.fillRect(0, 0, JAIL_WIDTH, JAIL_HEIGHT);
  const random = seededRandom(950);
  const course = 76;
  for (let row = 0; row * course < 960; row += 1) {
    const y = row * course;
    let x = row % 2 === 0 ? -60 : -130;
    while (x < JAIL_WIDTH) {
      const w = 130 + random() * 70;
      const tone = random();
      ctx.beginPath();
      ctx.roundRect(x + 4, y + 4, w - 8, course - 8, 8);
      ctx.fillStyle = mix('#6e5c6e', '#8a7478', tone);
      ctx.fill();
      // Pitted coral: a few dark pocks on each block.
      ctx.fillStyle = 'rgba(30, 18, 36, 0.35)';
      for (let p = 0; p < 4; p += 1) {
        ctx.beginPath();
        ctx.arc(
          x + 14 + random() * (w - 28),
          y + 14 + random() * (course - 28),
          2 + random() * 3,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
      ctx.fillStyle = 'rgba(255, 220, 190, 0.12)';
      ctx.fillRect(x + 8, y + 6, w - 16, 5);
      x += w;
    }
  }
  // Moss creeping up from the ground.
  ctx.fillStyle = 'rgba(80, 120, 70, 0.35)';
  for (let i = 0; i < 40; i += 1) {
    ctx.beginPath();
    ctx.ellipse(
      random() * JAIL_WIDTH,
      900 + random() * 60,
      30 + random() * 50,
      12 + random() * 20,
      0,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  ctx.globalCompositeOperation = 'multiply';
  ctx.fillStyle = vertical(ctx, 0, 960, ['#3a2a5a', '#8a6a9a', '#b88a8a']);
  ctx.fillRect(0, 0, JAIL_WIDTH, 960);
  ctx.globalCompositeOperation = 'source-over';
}

function paintCellWindow(ctx: Ctx, x: number, y: number): void {
  const w = 200;
  const h = 240;
  ctx.beginPath();
  ctx.roundRect(x - 14, y - 14, w + 28, h + 28, 18);
  inkFill(ctx, '#8a7a80', 6);
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 10);
  inkFill(ctx, '#0c0812', 5);
  // Someone's lamp deep inside the cell.
  glow(ctx, x + w * 0.65, y + h * 0.75, 90, '#ff9a40', 0.35);
  ctx.lineCap = 'round';
  for (let bx = x + 28; bx < x + w; bx += 36) {
    ctx.strokeStyle = INK;
    ctx.lineWidth = 16;
    ctx.beginPath();
    ctx.moveTo(bx, y - 4);
    ctx.lineTo(bx, y + h + 4);
    ctx.stroke();
    ctx.strokeStyle = '#6e6070';
    ctx.lineWidth = 8;
    ctx.stroke();
    ctx.strokeStyle = 'rgba(255, 220, 200, 0.35)';
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.moveTo(bx - 2, y);
    ctx.lineTo(bx - 2, y + h);
    ctx.stroke();
  }
  for (const by of [y + 70, y + 170]) {
    ctx.beginPath();
    ctx.rect(x - 4, by - 8, w + 8, 16);
    inkFill(ctx, '#6e6070', 4);
  }
}

function paintGround(ctx: Ctx): void {
  ctx.beginPath();
  ctx.rect(0, 950, JAIL_WIDTH, 140);
  inkFill(ctx, vertical(ctx, 950, 1080, ['#5a3e34', '#2a1a22']), 6);
  const random = seededRandom(951);
  for (let i = 0; i < 50; i += 1) {
    ctx.beginPath();
    ctx.ellipse(
      random() * JAIL_WIDTH,
      970 + random() * 100,
      6 + random() * 14,
      4 + random() * 5,
      0,
      0,
      Math.PI * 2,
    );
    inkFill(ctx, mix('#7a6060', '#4a3a44', random()), 3);
  }
}

function paintTorch(ctx: Ctx, x: number, y: number): void {
  glow(ctx, x, y - 40, 520, '#ff9a40', 0.42);
  glow(ctx, x, y - 50, 160, '#ffd98a', 0.45);
  // The iron bracket and the torch: a bamboo tube wrapped with cord.
  ctx.beginPath();
  ctx.rect(x - 30, y + 60, 60, 14);
  inkFill(ctx, '#3a2a30', 5);
  ctx.beginPath();
  ctx.moveTo(x - 16, y - 10);
  ctx.lineTo(x + 16, y - 10);
  ctx.lineTo(x + 10, y + 140);
  ctx.lineTo(x - 10, y + 140);
  ctx.closePath();
  inkFill(ctx, '#a8802e', 5);
  ctx.fillStyle = '#5e4620';
  for (const by of [y + 20, y + 90]) ctx.fillRect(x - 14, by, 28, 6);
  for (const [h, w, colour] of [
    [150, 70, '#e0401e'],
    [118, 52, '#ff8a2a'],
    [84, 34, '#ffc84a'],
    [50, 18, '#fff4c0'],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(x - w / 2, y - 6);
    ctx.bezierCurveTo(x - w * 0.7, y - h * 0.45, x - w * 0.1, y - h * 0.6, x + w * 0.08, y - h);
    ctx.bezierCurveTo(x + w * 0.15, y - h * 0.55, x + w * 0.7, y - h * 0.45, x + w / 2, y - 6);
    ctx.closePath();
    inkFill(ctx, colour, colour === '#e0401e' ? 5 : 0);
  }
}

// The board: a frame of heavy beams on two posts, horizontal planks, nails.
function paintBoard(ctx: Ctx): void {
  const { left, right, top, bottom } = BOARD;
  for (const x of [left + 20, right - 70]) {
    ctx.beginPath();
    ctx.rect(x, top, 50, 1000 - top);
    inkFill(ctx, vertical(ctx, top, 1000, ['#6b4a2b', '#3a2414']), 6);
  }
  ctx.fillStyle = 'rgba(20, 8, 16, 0.45)';
  ctx.fillRect(left + 16, top + 20, right - left, bottom - top);
  const planks = 8;
  const plankHeight = (bottom - top) / planks;
  const random = seededRandom(952);
  for (let i = 0; i < planks; i += 1) {
    const y = top + i * plankHeight;
    ctx.beginPath();
    ctx.rect(left, y, right - left, plankHeight);
    const tone = random();
    inkFill(
      ctx,
      vertical(ctx, y, y + plankHeight, [mix('#b07a44', '#9a6434', tone), mix('#8a5a2e', '#74482a', tone)]),
      4,
    );
    ctx.strokeStyle = 'rgba(60, 30, 12, 0.35)';
    ctx.lineWidth = 2;
    for (let g = 0; g < 3; g += 1) {
      const gy = y + 14 + g * 22 + random() * 8;
      ctx.beginPath();
      ctx.moveTo(left, gy);
      ctx.bezierCurveTo(left + 300, gy + 6, right - 300, gy - 6, right, gy + 2);
      ctx.stroke();
    }
    for (const nx of [left + 40, right - 40]) {
      ctx.fillStyle = INK;
      ctx.beginPath();
      ctx.arc(nx, y + plankHeight / 2, 5, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  // Old nail holes and the ghost of a torn-off notice.
  ctx.fillStyle = 'rgba(235, 210, 160, 0.5)';
  ctx.beginPath();
  ctx.moveTo(1330, 700);
  ctx.lineTo(1390, 690);
  ctx.lineTo(1380, 730);
  ctx.lineTo(1350, 722);
  ctx.closePath();
  ctx.fill();
  // The frame.
  ctx.lineWidth = 26;
  ctx.strokeStyle = INK;
  ctx.strokeRect(left - 6, top - 6, right - left + 12, bottom - top + 12);
  ctx.lineWidth = 18;
  ctx.strokeStyle = '#5a3a1e';
  ctx.strokeRect(left - 6, top - 6, right - left + 12, bottom - top + 12);
  ctx.lineWidth = 3;
  ctx.strokeStyle = 'rgba(255, 210, 150, 0.35)';
  ctx.strokeRect(left - 12, top - 12, right - left + 24, bottom - top + 24);
  // The torch's warmth on the right of the board.
  ctx.save();
  ctx.globalCompositeOperation = 'soft-light';
  glow(ctx, 1600, 400, 900, '#ffb050', 0.7);
  ctx.restore();
}

function paintNotices(ctx: Ctx): void {
  const notices: [number, number, number, () => void, readonly [number, number][]][] = [
    [620, 450, -0.05, () => paintWantedPoster(ctx, 280, 400, 'salakot', 960), [[0, -180]]],
    [
      950,
      420,
      0.04,
      () => paintWantedPoster(ctx, 250, 360, 'headband', 961),
      [
        [-100, -160],
        [100, -160],
      ],
    ],
    [1260, 470, -0.03, () => paintWantedPoster(ctx, 250, 360, 'longhair', 962), [[0, -162]]],
    [640, 740, 0.06, () => paintNote(ctx, 200, 130, 963), [[0, -50]]],
    [1000, 730, -0.04, () => paintTournamentNotice(ctx, 220, 200, 964), [[0, -86]]],
  ];
  for (const [x, y, angle, paint, pins] of notices) {
    at(ctx, x, y, angle, 1, () => {
      paint();
      for (const [px, py] of pins) paintPin(ctx, px, py, px === 0 ? '#e0303f' : LAMP.gold);
    });
  }
}

// A small nipa roof over the board, keeping the rain off the notices.
function paintRoof(ctx: Ctx): void {
  const { left, right, top } = BOARD;
  ctx.beginPath();
  ctx.moveTo(left - 90, top - 4);
  ctx.lineTo(left + 40, top - 120);
  ctx.lineTo(right - 40, top - 120);
  ctx.lineTo(right + 90, top - 4);
  ctx.closePath();
  inkFill(ctx, vertical(ctx, top - 120, top, ['#a8783e', '#6e4a22']), 6);
  const random = seededRandom(953);
  ctx.lineWidth = 3;
  for (let i = 0; i < 160; i += 1) {
    const t = random();
    const y = top - 110 + t * 100;
    const span = right - left + 80 + t * 100;
    const x = (left + right) / 2 - span / 2 + random() * span;
    ctx.strokeStyle = random() < 0.5 ? 'rgba(40, 20, 6, 0.45)' : 'rgba(255, 200, 120, 0.3)';
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 4 - random() * 8, y + 18);
    ctx.stroke();
  }
  ctx.fillStyle = 'rgba(20, 8, 16, 0.4)';
  ctx.fillRect(left, top + 4, right - left, 22);
}

// The jailer's ring of iron keys, hung on a nail at the board's edge.
function paintKeys(ctx: Ctx, x: number, y: number): void {
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.arc(x, y, 7, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = 10;
  ctx.strokeStyle = INK;
  ctx.beginPath();
  ctx.arc(x, y + 44, 38, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = 5;
  ctx.strokeStyle = '#8a8094';
  ctx.stroke();
  for (const [angle, length] of [
    [0.5, 110],
    [0.15, 96],
    [-0.3, 120],
  ] as const) {
    at(ctx, x + Math.sin(angle) * 38, y + 44 + Math.cos(angle) * 38, angle, 1, () => {
      // Bow, shank and bit of an old iron key.
      ctx.beginPath();
      ctx.arc(0, 14, 13, 0, Math.PI * 2);
      ctx.rect(-4, 24, 8, length - 40);
      ctx.rect(-4, length - 26, 20, 8);
      ctx.rect(-4, length - 12, 16, 8);
      ctx.lineWidth = 8;
      ctx.strokeStyle = INK;
      ctx.stroke();
      ctx.fillStyle = '#6e6478';
      ctx.fill();
      ctx.fillStyle = '#1a0f1f';
      ctx.beginPath();
      ctx.arc(0, 14, 5, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = 'rgba(255, 220, 190, 0.4)';
      ctx.fillRect(-3, 26, 2, length - 44);
    });
  }
}
