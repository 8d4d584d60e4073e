// Pieces every battleground shares: the earth the fighters stand on, pools of fire light on it,
// scattered pebbles, the shadow where the fighters stand and the vignette that keeps the eye on the
// middle.
import type { Ctx } from '../lib/finish.ts';
import { seededRandom } from '../lib/seededRandom.ts';
import { GROUND_HEIGHT, GROUND_WIDTH } from './layout.ts';

export const W = GROUND_WIDTH;
export const H = GROUND_HEIGHT;

/** The ground plane from `top` (the far edge) to the bottom: lighter far, darker near. */
export function paintEarth(ctx: Ctx, top: number, colours: readonly [string, string, string]): void {
  const earth = ctx.createLinearGradient(0, top, 0, H);
  earth.addColorStop(0, colours[0]);
  earth.addColorStop(0.45, colours[1]);
  earth.addColorStop(1, colours[2]);
  ctx.fillStyle = earth;
  ctx.fillRect(0, top, W, H - top);
}

/**
 * Streaks and pebbles scattered over the ground, denser and bigger toward the viewer, so the
 * plane reads in perspective.
 */
export function paintGroundTexture(
  ctx: Ctx,
  top: number,
  seed: number,
  count: number,
  dark = 'rgba(20, 10, 12, 0.35)',
  light = 'rgba(255, 210, 160, 0.12)',
): void {
  const random = seededRandom(seed);
  for (let i = 0; i < count; i += 1) {
    const depth = random() ** 0.7;
    const y = top + depth * (H - top);
    const x = random() * W;
    const size = 2 + depth * 9 * (0.5 + random());
    ctx.fillStyle = random() > 0.45 ? dark : light;
    ctx.beginPath();
    ctx.ellipse(x, y, size * (1.6 + random()), size * 0.55, 0, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** A warm pool of light on the ground (lit by a fire or lamp), flattened in perspective. */
export function paintLightPool(ctx: Ctx, x: number, y: number, rx: number, ry: number, alpha = 0.35): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(1, ry / rx);
  const pool = ctx.createRadialGradient(0, 0, 0, 0, 0, rx);
  pool.addColorStop(0, `rgba(255, 180, 100, ${alpha})`);
  pool.addColorStop(1, 'rgba(255, 150, 80, 0)');
  ctx.fillStyle = pool;
  ctx.fillRect(-rx, -rx, rx * 2, rx * 2);
  ctx.restore();
}

/** Soft shade on the ground where each fighter stands, so they sit on it rather than float. */
export function paintStandingShadows(ctx: Ctx, floorY: number): void {
  for (const x of [W * 0.28, W * 0.72]) {
    ctx.save();
    ctx.translate(x, floorY);
    ctx.scale(1, 0.22);
    const shade = ctx.createRadialGradient(0, 0, 0, 0, 0, 240);
    shade.addColorStop(0, 'rgba(15, 6, 18, 0.45)');
    shade.addColorStop(1, 'rgba(15, 6, 18, 0)');
    ctx.fillStyle = shade;
    ctx.fillRect(-240, -240, 480, 480);
    ctx.restore();
  }
}

/** Darkens the edges and the top, so the eye rests on the fighters. */
export function paintVignette(ctx: Ctx, strength = 0.6): void {
  const vignette = ctx.createRadialGradient(W / 2, H * 0.6, H * 0.3, W / 2, H * 0.6, W * 0.72);
  vignette.addColorStop(0, 'rgba(8, 3, 12, 0)');
  vignette.addColorStop(1, `rgba(8, 3, 12, ${strength})`);
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, W, H);
}
