// Guards for the defense cards: the kalasag (the tall carved shield of the northern highlands),
// a round buckler, a ring of warding light and the chips that fly off a blocked blow.
import { seededRandom } from '../../lib/seededRandom.ts';
import { type Ctx, TAU, glow, outlined, withAlpha } from '../ink.ts';

/** A kalasag standing at (x, y) (its middle), `h` tall, tilted by `angle`. */
export function kalasag(ctx: Ctx, x: number, y: number, h: number, angle: number, wood = '#8a4a2a'): void {
  const w = h * 0.42;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  const shape = () => {
    // Three prongs on top, two at the bottom, waisted sides.
    ctx.moveTo(-w / 2, -h * 0.36);
    ctx.lineTo(-w * 0.42, -h / 2);
    ctx.lineTo(-w * 0.22, -h * 0.4);
    ctx.lineTo(0, -h * 0.52);
    ctx.lineTo(w * 0.22, -h * 0.4);
    ctx.lineTo(w * 0.42, -h / 2);
    ctx.lineTo(w / 2, -h * 0.36);
    ctx.quadraticCurveTo(w * 0.4, 0, w / 2, h * 0.38);
    ctx.lineTo(w * 0.3, h / 2);
    ctx.lineTo(w * 0.12, h * 0.4);
    ctx.lineTo(-w * 0.12, h * 0.4);
    ctx.lineTo(-w * 0.3, h / 2);
    ctx.lineTo(-w / 2, h * 0.38);
    ctx.quadraticCurveTo(-w * 0.4, 0, -w / 2, -h * 0.36);
    ctx.closePath();
  };
  const g = ctx.createLinearGradient(-w / 2, 0, w / 2, 0);
  g.addColorStop(0, '#5a2e1a');
  g.addColorStop(0.35, wood);
  g.addColorStop(1, '#4a2414');
  outlined(ctx, g, shape, 5);
  // Rattan lashings across the wood, and carved chevrons between them.
  ctx.save();
  ctx.beginPath();
  shape();
  ctx.clip();
  for (const ly of [-0.28, -0.1, 0.1, 0.28]) {
    ctx.fillStyle = '#c98a4b';
    ctx.fillRect(-w, ly * h - 3, w * 2, 6);
    ctx.fillStyle = 'rgba(26, 15, 31, 0.6)';
    for (let lx = -w / 2; lx < w / 2; lx += 6) ctx.fillRect(lx, ly * h - 3, 1.5, 6);
  }
  ctx.strokeStyle = 'rgba(255, 220, 170, 0.35)';
  ctx.lineWidth = 2;
  for (const cy of [-0.19, 0, 0.19]) {
    ctx.beginPath();
    ctx.moveTo(-w * 0.3, cy * h + 6);
    ctx.lineTo(0, cy * h - 4);
    ctx.lineTo(w * 0.3, cy * h + 6);
    ctx.stroke();
  }
  ctx.restore();
  ctx.restore();
}

/** A round buckler of woven rattan with a metal boss, facing the viewer. */
export function buckler(ctx: Ctx, x: number, y: number, r: number, rim = '#1f7a8c'): void {
  outlined(ctx, rim, () => ctx.arc(x, y, r, 0, TAU), 5);
  const face = ctx.createRadialGradient(x - r * 0.3, y - r * 0.3, 0, x, y, r);
  face.addColorStop(0, '#e0a866');
  face.addColorStop(1, '#8a5a2c');
  outlined(ctx, face, () => ctx.arc(x, y, r * 0.82, 0, TAU), 3);
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r * 0.82, 0, TAU);
  ctx.clip();
  ctx.strokeStyle = 'rgba(90, 50, 20, 0.5)';
  ctx.lineWidth = 2;
  for (let i = 1; i < 6; i += 1) {
    ctx.beginPath();
    ctx.arc(x, y, (i / 6) * r * 0.82, 0, TAU);
    ctx.stroke();
  }
  ctx.restore();
  const boss = ctx.createRadialGradient(x - r * 0.08, y - r * 0.08, 0, x, y, r * 0.26);
  boss.addColorStop(0, '#fff3b0');
  boss.addColorStop(1, '#b07a2a');
  outlined(ctx, boss, () => ctx.arc(x, y, r * 0.24, 0, TAU), 3);
}

/** A ring of warding light around (x, y). */
export function ward(ctx: Ctx, x: number, y: number, r: number, colour = '#9ff5e8'): void {
  glow(ctx, x, y, r * 1.3, colour, 0.3);
  ctx.save();
  ctx.strokeStyle = withAlpha(colour, 0.85);
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.stroke();
  ctx.lineWidth = 1.5;
  ctx.setLineDash([6, 8]);
  ctx.beginPath();
  ctx.arc(x, y, r * 0.88, 0, TAU);
  ctx.stroke();
  ctx.setLineDash([]);
  // Small diamonds around the ring, like the teeth of a woven border.
  ctx.fillStyle = withAlpha(colour, 0.9);
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * TAU;
    const px = x + Math.cos(a) * r;
    const py = y + Math.sin(a) * r;
    ctx.beginPath();
    ctx.moveTo(px + Math.cos(a) * 6, py + Math.sin(a) * 6);
    ctx.lineTo(px + Math.cos(a + 1.57) * 3, py + Math.sin(a + 1.57) * 3);
    ctx.lineTo(px - Math.cos(a) * 6, py - Math.sin(a) * 6);
    ctx.lineTo(px - Math.cos(a + 1.57) * 3, py - Math.sin(a + 1.57) * 3);
    ctx.fill();
  }
  ctx.restore();
}

/** Chips and a flash where a blow glances off a guard. */
export function deflect(ctx: Ctx, x: number, y: number, angle: number, seed: number): void {
  const random = seededRandom(seed);
  glow(ctx, x, y, 34, '#fffbe8', 0.8);
  ctx.save();
  ctx.strokeStyle = '#fffbe8';
  ctx.lineCap = 'round';
  for (let i = 0; i < 7; i += 1) {
    const a = angle + (random() - 0.5) * 1.6;
    const d0 = 8 + random() * 6;
    const d1 = d0 + 12 + random() * 18;
    ctx.lineWidth = 2 + random() * 2;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(a) * d0, y + Math.sin(a) * d0);
    ctx.lineTo(x + Math.cos(a) * d1, y + Math.sin(a) * d1);
    ctx.stroke();
  }
  ctx.restore();
  outlined(ctx, '#fffbe8', () => ctx.arc(x, y, 4, 0, TAU), 0);
}
