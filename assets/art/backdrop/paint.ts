// Source of the landing backdrop layers (rendered to assets/art/backdrop/*.webp by
// `npm run assets:build`), painted in code: dusk over a barangay at the foot of rice terraces. Each
// function paints one parallax layer (spec 000 §2: main image, front cloud, left cloud, right cloud,
// wind) on a transparent canvas of the reference size.
import { seededRandom } from '../lib/seededRandom.ts';

export const BACKDROP_WIDTH = 2200;
export const BACKDROP_HEIGHT = 1240;

type Ctx = CanvasRenderingContext2D;

const INK = '#1a0f1f';

export function paintMainImage(ctx: Ctx): void {
  const w = BACKDROP_WIDTH;
  const h = BACKDROP_HEIGHT;
  const sky = ctx.createLinearGradient(0, 0, 0, h * 0.75);
  sky.addColorStop(0, '#120c2b');
  sky.addColorStop(0.45, '#3b1f4f');
  sky.addColorStop(0.75, '#b2494a');
  sky.addColorStop(1, '#f2a65a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);

  paintStars(ctx, w, h * 0.45);
  paintSun(ctx, w * 0.62, h * 0.6, 120);

  // Far mountains, then the terraces, in layers that darken toward the viewer.
  ridge(ctx, h * 0.52, 140, 7, '#5a2d55', 11);
  ridge(ctx, h * 0.6, 120, 5, '#42234a', 23);
  paintTerraces(ctx, w, h);
  ridge(ctx, h * 0.8, 60, 9, '#1f1430', 37);

  const ground = ctx.createLinearGradient(0, h * 0.82, 0, h);
  ground.addColorStop(0, '#1b1229');
  ground.addColorStop(1, '#0b0713');
  ctx.fillStyle = ground;
  ctx.fillRect(0, h * 0.84, w, h * 0.16);

  paintPalm(ctx, w * 0.08, h * 0.9, 330, -0.12);
  paintPalm(ctx, w * 0.15, h * 0.92, 250, 0.1);
  paintPalm(ctx, w * 0.9, h * 0.91, 310, 0.14);
  paintNipaHut(ctx, w * 0.24, h * 0.86, 150);
  paintNipaHut(ctx, w * 0.76, h * 0.87, 180);
  paintNipaHut(ctx, w * 0.83, h * 0.85, 110);
  paintFireLight(ctx, w * 0.5, h * 0.9);
}

function paintStars(ctx: Ctx, w: number, maxY: number): void {
  const random = seededRandom(7);
  for (let i = 0; i < 140; i += 1) {
    const x = random() * w;
    const y = random() * maxY;
    const r = random() * 1.6 + 0.3;
    ctx.globalAlpha = 0.25 + random() * 0.6 * (1 - y / maxY);
    ctx.fillStyle = '#fff4dc';
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

function paintSun(ctx: Ctx, x: number, y: number, r: number): void {
  const glow = ctx.createRadialGradient(x, y, r * 0.4, x, y, r * 4);
  glow.addColorStop(0, 'rgba(255, 210, 140, 0.55)');
  glow.addColorStop(1, 'rgba(255, 160, 90, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(x - r * 4, y - r * 4, r * 8, r * 8);
  ctx.fillStyle = '#ffd89a';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

function ridge(ctx: Ctx, baseY: number, amplitude: number, peaks: number, color: string, seed: number): void {
  const random = seededRandom(seed);
  const w = BACKDROP_WIDTH;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(0, BACKDROP_HEIGHT);
  ctx.lineTo(0, baseY);
  const step = w / peaks;
  for (let i = 0; i < peaks; i += 1) {
    const x0 = i * step;
    const peak = baseY - amplitude * (0.45 + random() * 0.55);
    ctx.quadraticCurveTo(
      x0 + step * 0.5,
      peak - amplitude * 0.35,
      x0 + step,
      baseY - random() * amplitude * 0.3,
    );
  }
  ctx.lineTo(w, BACKDROP_HEIGHT);
  ctx.closePath();
  ctx.fill();
}

// Banaue-style terraces: stacked curved bands with a bright water line on each lip.
function paintTerraces(ctx: Ctx, w: number, h: number): void {
  const top = h * 0.62;
  const bands = 7;
  for (let i = 0; i < bands; i += 1) {
    const y = top + i * 28;
    const shade = 40 + i * 6;
    ctx.fillStyle = `rgb(${shade - 14}, ${shade + 22}, ${shade - 2})`;
    ctx.beginPath();
    ctx.moveTo(0, y + 40);
    ctx.bezierCurveTo(w * 0.25, y - 30, w * 0.55, y + 50, w, y - 10);
    ctx.lineTo(w, y + 60);
    ctx.bezierCurveTo(w * 0.55, y + 110, w * 0.25, y + 30, 0, y + 100);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = 'rgba(255, 196, 130, 0.35)';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(0, y + 40);
    ctx.bezierCurveTo(w * 0.25, y - 30, w * 0.55, y + 50, w, y - 10);
    ctx.stroke();
  }
}

function paintPalm(ctx: Ctx, x: number, groundY: number, height: number, lean: number): void {
  ctx.strokeStyle = INK;
  ctx.lineCap = 'round';
  ctx.lineWidth = height * 0.055;
  const topX = x + lean * height;
  const topY = groundY - height;
  ctx.beginPath();
  ctx.moveTo(x, groundY);
  ctx.quadraticCurveTo(x + lean * height * 0.2, groundY - height * 0.55, topX, topY);
  ctx.stroke();
  ctx.fillStyle = INK;
  for (let i = 0; i < 7; i += 1) {
    const angle = -Math.PI + (i / 6) * Math.PI + lean;
    const length = height * (0.42 + (i % 2) * 0.08);
    const endX = topX + Math.cos(angle) * length;
    const endY = topY + Math.sin(angle) * length * 0.55 + length * 0.35;
    ctx.beginPath();
    ctx.moveTo(topX, topY);
    ctx.quadraticCurveTo((topX + endX) / 2, topY - length * 0.25, endX, endY);
    ctx.quadraticCurveTo((topX + endX) / 2, topY - length * 0.05, topX, topY + 6);
    ctx.fill();
  }
}

// A nipa hut on stilts: steep thatched roof, woven walls, a ladder.
function paintNipaHut(ctx: Ctx, x: number, groundY: number, size: number): void {
  ctx.fillStyle = INK;
  const floorY = groundY - size * 0.45;
  for (const dx of [-0.35, -0.1, 0.15, 0.38]) ctx.fillRect(x + dx * size, floorY, size * 0.05, size * 0.45);
  ctx.fillRect(x - size * 0.45, floorY - size * 0.4, size * 0.9, size * 0.42);
  ctx.beginPath();
  ctx.moveTo(x - size * 0.62, floorY - size * 0.35);
  ctx.lineTo(x, floorY - size * 0.95);
  ctx.lineTo(x + size * 0.62, floorY - size * 0.35);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = 'rgba(255, 170, 80, 0.75)';
  ctx.fillRect(x - size * 0.08, floorY - size * 0.28, size * 0.16, size * 0.18);
  ctx.strokeStyle = INK;
  ctx.lineWidth = size * 0.025;
  ctx.beginPath();
  ctx.moveTo(x + size * 0.5, groundY);
  ctx.lineTo(x + size * 0.3, floorY);
  ctx.moveTo(x + size * 0.6, groundY);
  ctx.lineTo(x + size * 0.4, floorY);
  ctx.stroke();
}

function paintFireLight(ctx: Ctx, x: number, y: number): void {
  const glow = ctx.createRadialGradient(x, y, 4, x, y, 260);
  glow.addColorStop(0, 'rgba(255, 170, 80, 0.45)');
  glow.addColorStop(1, 'rgba(255, 120, 40, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(x - 260, y - 260, 520, 520);
}

function cloud(ctx: Ctx, x: number, y: number, scale: number, color: string, seed: number): void {
  const random = seededRandom(seed);
  // Lit from the setting sun below: a warm underside fading into the cloud's own colour on top.
  const shade = ctx.createLinearGradient(0, y - 150 * scale, 0, y + 40 * scale);
  shade.addColorStop(0, color);
  shade.addColorStop(0.7, color);
  shade.addColorStop(1, 'rgba(255, 170, 120, 0.55)');
  ctx.fillStyle = shade;
  ctx.beginPath();
  const puffs = 6;
  for (let i = 0; i < puffs; i += 1) {
    const px = x + (i - puffs / 2) * 70 * scale + random() * 20 * scale;
    const py = y - Math.sin((i / (puffs - 1)) * Math.PI) * 45 * scale - random() * 15 * scale;
    const r = (50 + random() * 35) * scale;
    ctx.moveTo(px + r, py);
    ctx.arc(px, py, r, 0, Math.PI * 2);
  }
  // A long soft base instead of a flat edge, so the cloud reads as a bank, not a box.
  ctx.moveTo(x + puffs * 40 * scale, y + 8 * scale);
  ctx.ellipse(x, y + 8 * scale, puffs * 40 * scale, 34 * scale, 0, 0, Math.PI * 2);
  ctx.fill();
}

export function paintFrontCloud(ctx: Ctx): void {
  cloud(ctx, BACKDROP_WIDTH * 0.48, BACKDROP_HEIGHT * 0.98, 2.6, 'rgba(24, 14, 36, 0.92)', 101);
  cloud(ctx, BACKDROP_WIDTH * 0.05, BACKDROP_HEIGHT * 1.02, 2.2, 'rgba(24, 14, 36, 0.95)', 102);
  cloud(ctx, BACKDROP_WIDTH * 0.95, BACKDROP_HEIGHT * 1.0, 2.4, 'rgba(24, 14, 36, 0.95)', 103);
}

export function paintLeftCloud(ctx: Ctx): void {
  cloud(ctx, BACKDROP_WIDTH * 0.16, BACKDROP_HEIGHT * 0.22, 1.3, 'rgba(196, 120, 150, 0.55)', 201);
  cloud(ctx, BACKDROP_WIDTH * 0.3, BACKDROP_HEIGHT * 0.36, 0.8, 'rgba(230, 150, 140, 0.45)', 202);
}

export function paintRightCloud(ctx: Ctx): void {
  cloud(ctx, BACKDROP_WIDTH * 0.84, BACKDROP_HEIGHT * 0.18, 1.5, 'rgba(160, 96, 150, 0.55)', 301);
  cloud(ctx, BACKDROP_WIDTH * 0.7, BACKDROP_HEIGHT * 0.33, 0.9, 'rgba(240, 160, 130, 0.4)', 302);
}

// Hangin: long pale strokes of wind crossing the valley.
export function paintWind(ctx: Ctx): void {
  const random = seededRandom(401);
  ctx.lineCap = 'round';
  for (let i = 0; i < 16; i += 1) {
    const x = random() * BACKDROP_WIDTH;
    const y = BACKDROP_HEIGHT * (0.3 + random() * 0.5);
    const length = 120 + random() * 260;
    ctx.strokeStyle = `rgba(255, 236, 210, ${0.12 + random() * 0.18})`;
    ctx.lineWidth = 2 + random() * 2;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.bezierCurveTo(x + length * 0.3, y - 14, x + length * 0.6, y + 14, x + length, y);
    ctx.stroke();
  }
}
