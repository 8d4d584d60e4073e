// The dusk sky shared by the backdrop and the battlegrounds: the gradient, stars, the setting sun,
// the rising moon, cloud banks lit from below, and the violet haze that sets distant things back.
import type { Ctx } from './finish.ts';
import { SKY } from './palette.ts';
import { seededRandom } from './seededRandom.ts';

/** Four colours of a sky, top to horizon. */
export type SkyStops = readonly [string, string, string, string];

/** Fills w x h with the dusk gradient; the horizon colour is reached at `horizonY`. */
export function paintDuskSky(ctx: Ctx, w: number, h: number, horizonY: number, stops: SkyStops = SKY): void {
  const sky = ctx.createLinearGradient(0, 0, 0, horizonY);
  sky.addColorStop(0, stops[0]);
  sky.addColorStop(0.45, stops[1]);
  sky.addColorStop(0.75, stops[2]);
  sky.addColorStop(1, stops[3]);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
}

/** Stars thinning toward the horizon, placed by `seed`. */
export function paintStars(ctx: Ctx, seed: number, count: number, w: number, maxY: number): void {
  const random = seededRandom(seed);
  ctx.fillStyle = '#fff4dc';
  for (let i = 0; i < count; i += 1) {
    const x = random() * w;
    const y = random() * maxY;
    const r = random() * 1.6 + 0.3;
    ctx.globalAlpha = 0.25 + random() * 0.6 * (1 - y / maxY);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

/** The sun sinking behind the land, with its wide warm glow. */
export function paintSun(ctx: Ctx, x: number, y: number, r: number): void {
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

/** A pale rising moon with soft grey seas and a halo. */
export function paintMoon(ctx: Ctx, x: number, y: number, r: number): void {
  const halo = ctx.createRadialGradient(x, y, r * 0.6, x, y, r * 5);
  halo.addColorStop(0, 'rgba(255, 236, 200, 0.45)');
  halo.addColorStop(0.35, 'rgba(255, 210, 170, 0.12)');
  halo.addColorStop(1, 'rgba(255, 200, 150, 0)');
  ctx.fillStyle = halo;
  ctx.fillRect(x - r * 5, y - r * 5, r * 10, r * 10);
  ctx.fillStyle = '#ffecc8';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(214, 170, 150, 0.45)';
  for (const [dx, dy, s] of [
    [-0.3, -0.2, 0.28],
    [0.25, 0.15, 0.22],
    [-0.05, 0.4, 0.16],
    [0.35, -0.35, 0.12],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x + dx * r, y + dy * r, s * r, 0, Math.PI * 2);
    ctx.fill();
  }
}

/**
 * A bank of cloud, lit from the setting sun below: a warm underside fading into the cloud's own
 * colour on top, with a long soft base so it reads as a bank, not a box.
 */
export function paintCloud(
  ctx: Ctx,
  x: number,
  y: number,
  scale: number,
  colour: string,
  seed: number,
): void {
  const random = seededRandom(seed);
  const shade = ctx.createLinearGradient(0, y - 150 * scale, 0, y + 40 * scale);
  shade.addColorStop(0, colour);
  shade.addColorStop(0.7, colour);
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
  ctx.moveTo(x + puffs * 40 * scale, y + 8 * scale);
  ctx.ellipse(x, y + 8 * scale, puffs * 40 * scale, 34 * scale, 0, 0, Math.PI * 2);
  ctx.fill();
}

/**
 * Aerial perspective: a veil of dusk over everything painted so far between two heights, clear at
 * `top` and `alpha` strong at `bottom`, so the next, nearer layer stands out against it.
 */
export function paintHaze(
  ctx: Ctx,
  w: number,
  top: number,
  bottom: number,
  rgb: readonly [number, number, number],
  alpha: number,
): void {
  const [r, g, b] = rgb;
  const haze = ctx.createLinearGradient(0, top, 0, bottom);
  haze.addColorStop(0, `rgba(${r}, ${g}, ${b}, 0)`);
  haze.addColorStop(1, `rgba(${r}, ${g}, ${b}, ${alpha})`);
  ctx.fillStyle = haze;
  ctx.fillRect(0, top, w, bottom - top);
}
