// What the merchant sells, set out in the stall: two bamboo shelves of jars, tonics, books and
// chests, capiz lanterns and herbs hanging from the beam, and on the counter a basket of baston for
// sale, fruit, an oil lamp and the scales.
import { INK, LAMP, RATTAN, at, glow, inkFill, roundRect, sparkle, type Ctx } from './ink.ts';
import { paintRattanStick } from './rattan.ts';
import { basket, book, cardStack, chest, goldCoins, jar, placeWare, potion, type Ware } from './wares.ts';

/** How far below its centre each ware's foot sits, in its 100-unit box. */
const FOOT = new Map<Ware, number>();

interface Shelved {
  readonly ware: Ware;
  readonly x: number;
  readonly size: number;
}

const SHELF_Y = [486, 718] as const;
const SHELF_LEFT = 230;
const SHELF_RIGHT = 1690;
const OUTLINE = 5;

const terracotta = jar('#c4643a');
const darkClay = jar('#7a4a3a');
const paleClay = jar('#d8a070');
const redTonic = potion('#e0303f');
const tealTonic = potion('#1fa3a8');
const goldTonic = potion('#f2b544');
const violetTonic = potion('#8a4ad0');
const greenTonic = potion('#5cc04a');
const rice = basket('#f3ead2');
const mangoes = basket('#f2b02a');
const calamansi = basket('#8ac040');

for (const ware of [terracotta, darkClay, paleClay]) FOOT.set(ware, 44);
for (const ware of [redTonic, tealTonic, goldTonic, violetTonic, greenTonic]) FOOT.set(ware, 44);
for (const ware of [rice, mangoes, calamansi]) FOOT.set(ware, 26);
FOOT.set(goldCoins, 48);
FOOT.set(book, 44);
FOOT.set(chest, 40);
FOOT.set(cardStack, 40);

const UPPER: readonly Shelved[] = [
  { ware: terracotta, x: 300, size: 150 },
  { ware: darkClay, x: 420, size: 118 },
  { ware: rice, x: 548, size: 130 },
  { ware: tealTonic, x: 672, size: 104 },
  { ware: goldTonic, x: 760, size: 96 },
  { ware: redTonic, x: 846, size: 110 },
  { ware: book, x: 980, size: 120 },
  { ware: chest, x: 1120, size: 140 },
  { ware: violetTonic, x: 1250, size: 104 },
  { ware: greenTonic, x: 1336, size: 96 },
  { ware: paleClay, x: 1460, size: 128 },
  { ware: terracotta, x: 1600, size: 112 },
];

const LOWER: readonly Shelved[] = [
  { ware: mangoes, x: 310, size: 150 },
  { ware: calamansi, x: 470, size: 132 },
  { ware: redTonic, x: 610, size: 130 },
  { ware: goldCoins, x: 750, size: 130 },
  { ware: cardStack, x: 880, size: 120 },
  { ware: darkClay, x: 1030, size: 140 },
  { ware: tealTonic, x: 1160, size: 110 },
  { ware: book, x: 1280, size: 110 },
  { ware: rice, x: 1420, size: 140 },
  { ware: paleClay, x: 1580, size: 120 },
];

export function paintShelfGoods(ctx: Ctx): void {
  paintHangingHerbs(ctx);
  SHELF_Y.forEach((y, index) => {
    paintShelfBoard(ctx, y, 'back');
    for (const item of index === 0 ? UPPER : LOWER) {
      const foot = FOOT.get(item.ware) ?? 44;
      placeWare(ctx, item.ware, item.x, y - (foot * item.size) / 100, item.size, OUTLINE);
    }
    paintShelfBoard(ctx, y, 'front');
  });
  for (const x of [540, 1190]) paintCapizLantern(ctx, x, 150, 330);
}

export function paintCounterGoods(ctx: Ctx): void {
  paintStickBasket(ctx, 230, 806);
  placeWare(ctx, mangoes, 420, 806 - 26 * 1.5, 150, OUTLINE);
  placeWare(ctx, goldCoins, 1380, 806 - 48 * 1.2, 120, OUTLINE);
  paintOilLamp(ctx, 1540, 806);
  paintScales(ctx, 1730, 806);
}

// A shelf: a plank behind the goods and a bamboo lip in front of their feet.
function paintShelfBoard(ctx: Ctx, y: number, layer: 'back' | 'front'): void {
  if (layer === 'back') {
    ctx.beginPath();
    ctx.rect(SHELF_LEFT, y - 16, SHELF_RIGHT - SHELF_LEFT, 18);
    inkFill(ctx, '#7a4f26', 4);
    for (const x of [SHELF_LEFT + 40, (SHELF_LEFT + SHELF_RIGHT) / 2, SHELF_RIGHT - 40]) {
      ctx.beginPath();
      ctx.moveTo(x - 10, y + 10);
      ctx.lineTo(x + 10, y + 10);
      ctx.lineTo(x + 4, y + 60);
      ctx.lineTo(x - 4, y + 60);
      ctx.closePath();
      inkFill(ctx, '#6b4a2b', 4);
    }
    return;
  }
  ctx.beginPath();
  ctx.roundRect(SHELF_LEFT - 20, y - 4, SHELF_RIGHT - SHELF_LEFT + 40, 22, 11);
  const pole = ctx.createLinearGradient(0, y - 4, 0, y + 18);
  pole.addColorStop(0, '#f0d088');
  pole.addColorStop(0.4, '#c8a050');
  pole.addColorStop(1, '#6e5424');
  inkFill(ctx, pole, 5);
  for (let x = SHELF_LEFT + 120; x < SHELF_RIGHT; x += 240) {
    ctx.fillStyle = '#5e4620';
    ctx.fillRect(x, y - 3, 6, 20);
  }
}

/** A capiz-shell lantern: a frame of translucent shell panes around a flame. */
function paintCapizLantern(ctx: Ctx, x: number, top: number, y: number): void {
  ctx.strokeStyle = INK;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(x, top);
  ctx.lineTo(x, y - 44);
  ctx.stroke();
  glow(ctx, x, y, 220, '#ffb050', 0.45);
  ctx.beginPath();
  ctx.moveTo(x - 24, y - 44);
  ctx.lineTo(x + 24, y - 44);
  ctx.lineTo(x + 40, y);
  ctx.lineTo(x + 24, y + 44);
  ctx.lineTo(x - 24, y + 44);
  ctx.lineTo(x - 40, y);
  ctx.closePath();
  const shell = ctx.createRadialGradient(x, y, 4, x, y, 44);
  shell.addColorStop(0, '#fff6d0');
  shell.addColorStop(0.6, '#ffd98a');
  shell.addColorStop(1, '#e0a040');
  inkFill(ctx, shell, 5);
  ctx.strokeStyle = 'rgba(120, 70, 20, 0.55)';
  ctx.lineWidth = 2;
  for (const dx of [-12, 12]) {
    ctx.beginPath();
    ctx.moveTo(x + dx, y - 44);
    ctx.lineTo(x + dx * 1.4, y);
    ctx.lineTo(x + dx, y + 44);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(x - 40, y);
  ctx.lineTo(x + 40, y);
  ctx.stroke();
  for (const cy of [y - 52, y + 52]) {
    roundRect(ctx, x - 28, cy - 6, 56, 12, 4);
    inkFill(ctx, RATTAN.dark, 4);
  }
  ctx.strokeStyle = '#ffd23f';
  ctx.lineWidth = 3;
  for (const dx of [-10, 0, 10]) {
    ctx.beginPath();
    ctx.moveTo(x + dx, y + 58);
    ctx.lineTo(x + dx, y + 80);
    ctx.stroke();
  }
}

// Bundles of herbs and a braid of garlic hung from the wall's top beam.
function paintHangingHerbs(ctx: Ctx): void {
  for (const [x, length, colour] of [
    [320, 90, '#6f9a4e'],
    [620, 70, '#8aa85a'],
    [1230, 80, '#5f8a44'],
    [1640, 96, '#7aa050'],
  ] as const) {
    ctx.strokeStyle = INK;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(x, 250);
    ctx.lineTo(x, 270);
    ctx.stroke();
    for (const dx of [-14, 0, 14]) {
      ctx.beginPath();
      ctx.moveTo(x, 272);
      ctx.quadraticCurveTo(x + dx * 1.5, 272 + length * 0.5, x + dx, 272 + length);
      ctx.quadraticCurveTo(x + dx * 0.3, 272 + length * 0.5, x, 272);
      inkFill(ctx, colour, 3);
    }
    roundRect(ctx, x - 8, 264, 16, 12, 3);
    inkFill(ctx, '#b3202f', 3);
  }
  // Garlic braid.
  for (let i = 0; i < 5; i += 1) {
    ctx.beginPath();
    ctx.ellipse(1040 + (i % 2) * 14 - 7, 276 + i * 18, 13, 11, 0, 0, Math.PI * 2);
    inkFill(ctx, '#f3ead8', 3);
  }
  // A hanging agung gong, its boss catching the lamp.
  const gx = 800;
  const gy = 330;
  ctx.strokeStyle = INK;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(gx - 30, 252);
  ctx.lineTo(gx, gy - 50);
  ctx.lineTo(gx + 30, 252);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(gx, gy, 52, 0, Math.PI * 2);
  const bronze = ctx.createRadialGradient(gx - 16, gy - 18, 4, gx, gy, 52);
  bronze.addColorStop(0, '#ffe2a0');
  bronze.addColorStop(0.5, '#c98a2e');
  bronze.addColorStop(1, '#6e3e12');
  inkFill(ctx, bronze, 5);
  ctx.beginPath();
  ctx.arc(gx, gy, 16, 0, Math.PI * 2);
  inkFill(ctx, '#e0a13c', 4);
  sparkle(ctx, gx - 8, gy - 8, 8, '#fff6d6');
}

/** A tall woven basket holding baston for sale, their tips splayed. */
function paintStickBasket(ctx: Ctx, x: number, y: number): void {
  for (const [tipX, tipY] of [
    [x - 70, y - 330],
    [x - 24, y - 360],
    [x + 22, y - 350],
    [x + 66, y - 320],
  ] as const) {
    paintRattanStick(ctx, [x + (tipX - x) * 0.1, y - 40], [tipX, tipY], 20, { outline: 4, detail: true });
  }
  ctx.beginPath();
  ctx.moveTo(x - 62, y - 120);
  ctx.lineTo(x + 62, y - 120);
  ctx.lineTo(x + 50, y);
  ctx.lineTo(x - 50, y);
  ctx.closePath();
  inkFill(ctx, RATTAN.mid, 5);
  ctx.save();
  ctx.clip();
  ctx.strokeStyle = 'rgba(107, 74, 43, 0.9)';
  ctx.lineWidth = 3;
  for (let row = 0; row < 9; row += 1) {
    for (let col = -6 + (row % 2) * 0.5; col < 6; col += 1) {
      ctx.beginPath();
      ctx.moveTo(x + col * 16, y - 120 + row * 14);
      ctx.lineTo(x + col * 16 + 8, y - 120 + row * 14 + 14);
      ctx.stroke();
    }
  }
  ctx.restore();
  roundRect(ctx, x - 68, y - 130, 136, 16, 8);
  inkFill(ctx, '#e0a866', 5);
  // A price tag on a red cord.
  at(ctx, x + 40, y - 80, 0.2, 1, () => {
    roundRect(ctx, -16, -10, 32, 22, 4);
    inkFill(ctx, '#f1dfb6', 3);
    ctx.fillStyle = INK;
    ctx.beginPath();
    ctx.arc(0, 1, 5, 0, Math.PI * 2);
    ctx.fill();
  });
}

/** A brass oil lamp, its flame the brightest light in the stall. */
function paintOilLamp(ctx: Ctx, x: number, y: number): void {
  glow(ctx, x + 38, y - 74, 240, '#ffb050', 0.55);
  ctx.beginPath();
  ctx.moveTo(x - 46, y - 40);
  ctx.quadraticCurveTo(x - 40, y - 4, x, y - 4);
  ctx.quadraticCurveTo(x + 30, y - 4, x + 52, y - 56);
  ctx.lineTo(x + 30, y - 46);
  ctx.quadraticCurveTo(x, y - 56, x - 46, y - 40);
  ctx.closePath();
  inkFill(ctx, '#d9a646', 5);
  ctx.beginPath();
  ctx.ellipse(x, y - 4, 30, 8, 0, 0, Math.PI * 2);
  inkFill(ctx, '#a8702a', 4);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.arc(x - 52, y - 30, 14, Math.PI * 0.4, Math.PI * 1.6);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(x + 46, y - 56);
  ctx.quadraticCurveTo(x + 30, y - 86, x + 44, y - 108);
  ctx.quadraticCurveTo(x + 64, y - 80, x + 50, y - 56);
  ctx.closePath();
  inkFill(ctx, '#ffb03a', 3);
  ctx.beginPath();
  ctx.moveTo(x + 47, y - 60);
  ctx.quadraticCurveTo(x + 40, y - 78, x + 46, y - 92);
  ctx.quadraticCurveTo(x + 56, y - 76, x + 50, y - 60);
  ctx.closePath();
  ctx.fillStyle = '#fff1a8';
  ctx.fill();
  sparkle(ctx, x - 22, y - 30, 8, '#fff6d6');
}

/** The merchant's scales: a beam on a post, a pan hanging from each end. */
function paintScales(ctx: Ctx, x: number, y: number): void {
  ctx.beginPath();
  ctx.ellipse(x, y - 6, 40, 10, 0, 0, Math.PI * 2);
  inkFill(ctx, '#8a5a2e', 4);
  ctx.beginPath();
  ctx.rect(x - 6, y - 160, 12, 154);
  inkFill(ctx, '#a8702a', 4);
  ctx.save();
  ctx.translate(x, y - 160);
  ctx.rotate(-0.08);
  roundRect(ctx, -100, -6, 200, 12, 6);
  inkFill(ctx, LAMP.gold, 4);
  for (const px of [-92, 92]) {
    ctx.strokeStyle = INK;
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.moveTo(px, 0);
    ctx.lineTo(px - 26, 80);
    ctx.moveTo(px, 0);
    ctx.lineTo(px + 26, 80);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(px - 34, 80);
    ctx.quadraticCurveTo(px, 110, px + 34, 80);
    ctx.closePath();
    inkFill(ctx, '#e0a13c', 4);
  }
  ctx.restore();
  ctx.beginPath();
  ctx.arc(x, y - 162, 9, 0, Math.PI * 2);
  inkFill(ctx, '#ffd98a', 4);
}
