// The merchant's stall (`store.stall`, 1920 x 1080), seen from the customer's side of the counter:
// a bamboo frame under a nipa roof and a striped inabel awning, a woven sawali back wall, the market
// street at dusk beyond the posts. The goods on its shelves are painted by storeGoods.ts.
import { seededRandom } from '../lib/seededRandom.ts';
import { INK, SKY, glow, inkFill, mix, vertical, type Ctx } from './ink.ts';
import { paintCounterGoods, paintShelfGoods } from './storeGoods.ts';

export const STALL_WIDTH = 1920;
export const STALL_HEIGHT = 1080;

const WALL = { left: 170, right: 1750, top: 250, bottom: 800 } as const;
const COUNTER_TOP = 800;

export function paintStoreStall(ctx: Ctx): void {
  paintStreet(ctx);
  paintBackWall(ctx);
  paintShelfGoods(ctx);
  paintPost(ctx, WALL.left - 50, 110);
  paintPost(ctx, WALL.right - 10, 110);
  paintAwning(ctx);
  paintCounter(ctx);
  paintCounterGoods(ctx);
  // The lamps' warmth gathers in the middle, the corners fall into the dusk.
  const vignette = ctx.createRadialGradient(960, 560, 380, 960, 560, 1150);
  vignette.addColorStop(0, 'rgba(30, 12, 30, 0)');
  vignette.addColorStop(1, 'rgba(30, 12, 30, 0.5)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, STALL_WIDTH, STALL_HEIGHT);
}

// Beyond the posts: the dusk sky, the roofs of the next stalls, strings of lanterns.
function paintStreet(ctx: Ctx): void {
  ctx.fillStyle = vertical(ctx, 0, 900, [SKY.top, SKY.high, SKY.low, SKY.horizon]);
  ctx.fillRect(0, 0, STALL_WIDTH, STALL_HEIGHT);
  const random = seededRandom(900);
  for (const side of [0, 1]) {
    for (let i = 0; i < 3; i += 1) {
      const x = side === 0 ? 40 - i * 90 + random() * 30 : 1880 + i * 90 - random() * 30;
      const y = 560 + i * 30;
      const w = 200;
      ctx.fillStyle = mix('#2a1838', '#120c2b', i * 0.3);
      ctx.beginPath();
      ctx.moveTo(x - w * 0.6, y);
      ctx.lineTo(x, y - 150);
      ctx.lineTo(x + w * 0.6, y);
      ctx.closePath();
      ctx.fill();
      ctx.fillRect(x - w * 0.42, y, w * 0.84, 400);
      ctx.fillStyle = 'rgba(255, 180, 90, 0.8)';
      ctx.fillRect(x - 18, y + 40, 36, 30);
    }
  }
  ctx.fillStyle = '#120c1c';
  ctx.fillRect(0, 900, STALL_WIDTH, 180);
}

function paintBackWall(ctx: Ctx): void {
  const { left, right, top, bottom } = WALL;
  ctx.fillStyle = '#8a5a2e';
  ctx.fillRect(left, top, right - left, bottom - top);
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, right - left, bottom - top);
  ctx.clip();
  // Sawali: split bamboo woven over-two-under-two, so the strips make a herringbone.
  const cell = 26;
  for (let row = 0; row * cell < bottom - top; row += 1) {
    for (let col = 0; col * cell < right - left; col += 1) {
      const x = left + col * cell;
      const y = top + row * cell;
      const across = (Math.floor((col + row) / 2) % 2 === 0) !== (row % 2 === 0);
      const tone = ((col * 7 + row * 13) % 5) / 5;
      ctx.fillStyle = mix(across ? '#d9a868' : '#c08a4e', '#a87440', tone * 0.5);
      ctx.fillRect(x, y, cell, cell);
      ctx.fillStyle = 'rgba(80, 46, 20, 0.35)';
      if (across) ctx.fillRect(x, y + cell - 3, cell, 3);
      else ctx.fillRect(x + cell - 3, y, 3, cell);
    }
  }
  // Lamplight pools on the wall; the top, under the roof, stays dark.
  ctx.globalCompositeOperation = 'multiply';
  ctx.fillStyle = vertical(ctx, top, bottom, ['#3a2448', '#b07a70', '#e8c8a8']);
  ctx.fillRect(left, top, right - left, bottom - top);
  ctx.globalCompositeOperation = 'source-over';
  for (const x of [470, 960, 1450]) glow(ctx, x, 380, 380, '#ffb050', 0.32);
  ctx.restore();
  ctx.lineWidth = 6;
  ctx.strokeStyle = INK;
  ctx.strokeRect(left, top, right - left, bottom - top);
}

/** A bamboo post: a green-gold culm with nodes, lit on its left. */
export function paintBamboo(ctx: Ctx, x: number, y0: number, y1: number, width: number): void {
  ctx.save();
  const length = y1 - y0;
  ctx.beginPath();
  ctx.rect(x, y0, width, length);
  const culm = ctx.createLinearGradient(x, 0, x + width, 0);
  culm.addColorStop(0, '#e8c878');
  culm.addColorStop(0.35, '#c8a050');
  culm.addColorStop(1, '#6e5424');
  inkFill(ctx, culm, 5);
  for (let ny = y0 + 90; ny < y1 - 20; ny += 150) {
    ctx.fillStyle = '#5e4620';
    ctx.fillRect(x, ny, width, 7);
    ctx.fillStyle = 'rgba(255, 240, 200, 0.5)';
    ctx.fillRect(x, ny + 7, width, 3);
    ctx.strokeStyle = INK;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(x - 3, ny + 3);
    ctx.lineTo(x + width + 3, ny + 3);
    ctx.stroke();
  }
  ctx.fillStyle = 'rgba(255, 245, 210, 0.45)';
  ctx.fillRect(x + width * 0.16, y0 + 6, width * 0.1, length - 12);
  ctx.restore();
}

function paintPost(ctx: Ctx, x: number, width: number): void {
  paintBamboo(ctx, x, 120, 1080, width);
}

// The nipa roof's eave and, under it, a striped inabel awning with a scalloped, fringed hem.
function paintAwning(ctx: Ctx): void {
  // Thatch.
  ctx.beginPath();
  ctx.moveTo(-40, 0);
  ctx.lineTo(1960, 0);
  ctx.lineTo(1960, 150);
  ctx.lineTo(-40, 150);
  ctx.closePath();
  inkFill(ctx, vertical(ctx, 0, 150, ['#3e240e', '#9a6428']), 6);
  const random = seededRandom(901);
  ctx.lineWidth = 3;
  for (let i = 0; i < 340; i += 1) {
    const x = random() * 1960;
    const y = 10 + random() * 130;
    ctx.strokeStyle = random() < 0.5 ? 'rgba(40, 20, 6, 0.5)' : 'rgba(255, 190, 90, 0.35)';
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + 6 - random() * 12, y + 26);
    ctx.stroke();
  }
  // Ragged thatch ends.
  ctx.fillStyle = '#9a6428';
  ctx.strokeStyle = INK;
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(-40, 146);
  for (let x = -40; x <= 1960; x += 24) {
    ctx.lineTo(x + 12, 164 + random() * 14);
    ctx.lineTo(x + 24, 146);
  }
  ctx.lineTo(1960, 140);
  ctx.lineTo(-40, 140);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();

  // The awning, stretched from the eave down and out toward the customer.
  const top = 150;
  const hem = 250;
  const stripes = ['#b3202f', '#f6ead7', '#1f7a8c', '#f6ead7', '#e0a13c', '#f6ead7'];
  const stripeWidth = 64;
  const trace = () => {
    ctx.beginPath();
    ctx.moveTo(60, top);
    ctx.lineTo(1860, top);
    ctx.lineTo(1880, hem);
    for (let x = 1880; x > 40; x -= stripeWidth) {
      ctx.quadraticCurveTo(x - stripeWidth / 2, hem + 46, x - stripeWidth, hem);
    }
    ctx.lineTo(40, hem);
    ctx.closePath();
  };
  trace();
  ctx.fillStyle = '#f6ead7';
  ctx.fill();
  ctx.save();
  trace();
  ctx.clip();
  for (let i = 0; i * stripeWidth < 1960; i += 1) {
    const x = 40 + i * stripeWidth;
    ctx.fillStyle = stripes[i % stripes.length] ?? '#f6ead7';
    ctx.fillRect(x, top, stripeWidth, hem - top + 60);
    if (i % 2 === 1) {
      // A thin woven diamond row on the pale stripes.
      ctx.fillStyle = '#b3202f';
      for (let y = top + 22; y < hem + 30; y += 28) {
        ctx.beginPath();
        ctx.moveTo(x + stripeWidth / 2, y - 8);
        ctx.lineTo(x + stripeWidth / 2 + 8, y);
        ctx.lineTo(x + stripeWidth / 2, y + 8);
        ctx.lineTo(x + stripeWidth / 2 - 8, y);
        ctx.closePath();
        ctx.fill();
      }
    }
  }
  // Folds: the cloth sags between its ribs.
  for (let i = 0; i * stripeWidth < 1960; i += 1) {
    const x = 40 + i * stripeWidth;
    const fold = ctx.createLinearGradient(x, 0, x + stripeWidth, 0);
    fold.addColorStop(0, 'rgba(40, 16, 40, 0.3)');
    fold.addColorStop(0.5, 'rgba(255, 240, 220, 0.1)');
    fold.addColorStop(1, 'rgba(40, 16, 40, 0.3)');
    ctx.fillStyle = fold;
    ctx.fillRect(x, top, stripeWidth, hem - top + 60);
  }
  ctx.fillStyle = vertical(ctx, top, hem + 50, ['rgba(20, 10, 30, 0.5)', 'rgba(20, 10, 30, 0)']);
  ctx.fillRect(0, top, 1960, hem - top + 50);
  ctx.restore();
  trace();
  ctx.lineWidth = 6;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  ctx.stroke();
  // Gold tassels at each scallop's point.
  for (let x = 1880; x >= 40; x -= stripeWidth) {
    ctx.strokeStyle = INK;
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.moveTo(x, hem);
    ctx.lineTo(x, hem + 22);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(x - 6, hem + 22);
    ctx.lineTo(x + 6, hem + 22);
    ctx.lineTo(x + 3, hem + 40);
    ctx.lineTo(x - 3, hem + 40);
    ctx.closePath();
    inkFill(ctx, '#ffd23f', 3);
  }
}

// The counter: a thick plank top and a front of upright bamboo slats.
function paintCounter(ctx: Ctx): void {
  const top = COUNTER_TOP;
  ctx.beginPath();
  ctx.rect(-10, top + 64, 1940, 300);
  inkFill(ctx, '#6e4a22', 6);
  for (let x = 0; x < 1920; x += 54) {
    ctx.beginPath();
    ctx.rect(x + 4, top + 72, 46, 320);
    const slat = ctx.createLinearGradient(x, 0, x + 50, 0);
    slat.addColorStop(0, '#c8a050');
    slat.addColorStop(1, '#7a5a26');
    inkFill(ctx, slat, 4);
    ctx.fillStyle = '#5e4620';
    ctx.fillRect(x + 4, top + 170 + ((x / 54) % 3) * 18, 46, 6);
  }
  ctx.fillStyle = vertical(ctx, top + 64, 1080, ['rgba(50, 18, 20, 0.3)', 'rgba(30, 10, 24, 0.65)']);
  ctx.fillRect(0, top + 64, 1920, 300);
  // The plank top, lit by the lamps.
  ctx.beginPath();
  ctx.moveTo(-10, top);
  ctx.lineTo(1930, top);
  ctx.lineTo(1930, top + 70);
  ctx.lineTo(-10, top + 70);
  ctx.closePath();
  inkFill(ctx, vertical(ctx, top, top + 70, ['#c88a4e', '#8a5a2e']), 6);
  ctx.strokeStyle = 'rgba(60, 30, 12, 0.45)';
  ctx.lineWidth = 2;
  for (const y of [top + 20, top + 42]) {
    ctx.beginPath();
    ctx.moveTo(0, y);
    ctx.lineTo(1920, y + 4);
    ctx.stroke();
  }
  ctx.fillStyle = 'rgba(255, 220, 170, 0.35)';
  ctx.fillRect(0, top + 4, 1920, 5);
  paintRunner(ctx, 700, 1220, top);
}

// A t'nalak runner laid along the counter, its end hanging over the front with a fringe.
function paintRunner(ctx: Ctx, left: number, right: number, top: number): void {
  const drop = top + 150;
  ctx.beginPath();
  ctx.moveTo(left + 20, top + 6);
  ctx.lineTo(right - 20, top + 6);
  ctx.lineTo(right, top + 70);
  ctx.lineTo(right - 6, drop);
  ctx.lineTo(left + 6, drop);
  ctx.lineTo(left, top + 70);
  ctx.closePath();
  ctx.fillStyle = '#5a1a1e';
  ctx.fill();
  ctx.save();
  ctx.clip();
  // T'nalak: cream figures on abaca dyed dark red and black, in bands of diamonds and zigzags.
  for (let band = 0; band < 5; band += 1) {
    const y = top + 14 + band * 28;
    ctx.fillStyle = band % 2 === 0 ? '#2a0f14' : '#7a2226';
    ctx.fillRect(left, y, right - left, 28);
    ctx.fillStyle = '#efe2c8';
    for (let x = left + 14; x < right; x += 28) {
      ctx.beginPath();
      if (band % 2 === 0) {
        ctx.moveTo(x, y + 4);
        ctx.lineTo(x + 10, y + 14);
        ctx.lineTo(x, y + 24);
        ctx.lineTo(x - 10, y + 14);
      } else {
        ctx.moveTo(x - 14, y + 20);
        ctx.lineTo(x, y + 8);
        ctx.lineTo(x + 14, y + 20);
        ctx.lineTo(x + 14, y + 24);
        ctx.lineTo(x, y + 12);
        ctx.lineTo(x - 14, y + 24);
      }
      ctx.closePath();
      ctx.fill();
    }
  }
  // The fold over the counter's edge.
  ctx.fillStyle = vertical(ctx, top + 60, top + 80, ['rgba(255, 230, 200, 0.25)', 'rgba(20, 8, 16, 0.45)']);
  ctx.fillRect(left, top + 60, right - left, 20);
  ctx.restore();
  ctx.lineWidth = 5;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.strokeStyle = '#efe2c8';
  ctx.lineWidth = 3;
  for (let x = left + 12; x < right - 6; x += 9) {
    ctx.beginPath();
    ctx.moveTo(x, drop);
    ctx.lineTo(x + 1, drop + 18);
    ctx.stroke();
  }
}
