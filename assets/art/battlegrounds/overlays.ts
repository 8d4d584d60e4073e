// Small pictures the battle scene animates over a battleground: a soft fire glow (flickers over
// torches and bonfires), a flame, water sparkle that drifts, and plants that sway in front.
import type { Ctx } from '../lib/finish.ts';
import { inked } from '../lib/finish.ts';
import { paintFlame } from '../lib/fire.ts';
import { paintFern, paintGrassTuft, paintHangingVine, paintReeds } from '../lib/plants.ts';
import { seededRandom } from '../lib/seededRandom.ts';
import { FLAME_OVERLAY, GLOW_OVERLAY, SHIMMER_OVERLAY } from './layout.ts';

export const GLOW_SIZE = GLOW_OVERLAY;
export const FLAME_SIZE = FLAME_OVERLAY;
export const SHIMMER_SIZE = SHIMMER_OVERLAY;
export const GRASS_SIZE = { width: 320, height: 200 } as const;
export const FERN_SIZE = { width: 480, height: 260 } as const;
export const REEDS_SIZE = { width: 220, height: 320 } as const;
export const VINE_SIZE = { width: 200, height: 420 } as const;

/** A soft round glow, white-hot at the centre to warm orange at the rim, fading to nothing. */
export function paintGlow(ctx: Ctx): void {
  const r = GLOW_SIZE / 2;
  const glow = ctx.createRadialGradient(r, r, 0, r, r, r);
  glow.addColorStop(0, 'rgba(255, 220, 150, 0.9)');
  glow.addColorStop(0.25, 'rgba(255, 170, 90, 0.45)');
  glow.addColorStop(0.6, 'rgba(240, 110, 50, 0.12)');
  glow.addColorStop(1, 'rgba(220, 80, 40, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, GLOW_SIZE, GLOW_SIZE);
}

/** A flame standing on the bottom centre, to flicker over a painted one. */
export function paintFlameOverlay(ctx: Ctx): void {
  paintFlame(ctx, FLAME_SIZE.width / 2, FLAME_SIZE.baseY, FLAME_SIZE.size, 3);
}

/** Glints on water: short bright dashes that tile sideways. */
export function paintShimmer(ctx: Ctx): void {
  const random = seededRandom(151);
  const { width, height } = SHIMMER_SIZE;
  ctx.lineCap = 'round';
  for (let i = 0; i < 60; i += 1) {
    const x = random() * width;
    const y = 6 + random() * (height - 12);
    const length = 8 + random() * 34;
    ctx.strokeStyle = `rgba(255, ${200 + Math.round(random() * 40)}, 160, ${0.35 + random() * 0.5})`;
    ctx.lineWidth = 2 + random() * 2;
    // Draw each dash twice, a width apart, so the picture tiles without a seam.
    for (const dx of [0, -width]) {
      ctx.beginPath();
      ctx.moveTo(x + dx, y);
      ctx.lineTo(x + dx + length, y);
      ctx.stroke();
    }
  }
}

/** A tuft of tall grass rooted at the bottom centre. */
export function paintGrassOverlay(ctx: Ctx): void {
  const { width, height } = GRASS_SIZE;
  paintGrassTuft(
    ctx,
    {
      x: width / 2,
      groundY: height + 6,
      height: height * 0.92,
      width: width * 0.6,
      blades: 13,
      blade: 0.06,
      seed: 7,
      colours: ['#2f5a3f', '#3d6a45', '#4f7f4a', '#6a9a58'],
    },
    inked(4),
  );
}

/** A fern rooted at the bottom centre. */
export function paintFernOverlay(ctx: Ctx): void {
  const { width, height } = FERN_SIZE;
  paintFern(
    ctx,
    { x: width / 2, groundY: height - 4, size: 225, fronds: 9, spread: 1.25, seed: 3 },
    inked(4),
  );
}

/** Reeds with cattails rooted at the bottom centre. */
export function paintReedsOverlay(ctx: Ctx): void {
  const { width, height } = REEDS_SIZE;
  paintReeds(
    ctx,
    { x: width / 2, groundY: height + 4, height: height * 0.95, width: width * 0.8, seed: 5 },
    inked(4),
  );
}

/** A vine hanging from the top centre. */
export function paintVineOverlay(ctx: Ctx): void {
  const { width, height } = VINE_SIZE;
  paintHangingVine(ctx, { x: width / 2, y: -4, length: height - 20, bow: width * 0.18, seed: 9 }, inked(4));
}
