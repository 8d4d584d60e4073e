// The frame's sockets for numbers: the energy-cost gem, an attack's power seal and the rarity
// jewel. The numbers themselves are written over them at run time.
import type { Rarity } from '../../../src/content/index.ts';
import { type Ctx, TAU, outlined, polygon } from './ink.ts';
import type { Disc } from './layout.ts';

/** Metal of each rarity's trim: rattan-brass, silver, gold. */
export const RARITY_METAL: Readonly<Record<Rarity, { base: string; light: string; dark: string }>> = {
  common: { base: '#c98a4b', light: '#f0c48a', dark: '#6b4a2b' },
  rare: { base: '#c9cfdc', light: '#ffffff', dark: '#6a7085' },
  special: { base: '#ffd23f', light: '#fff3b0', dark: '#9a6a10' },
};

function ring(ctx: Ctx, { cx, cy, r }: Disc, rarity: Rarity): void {
  const metal = RARITY_METAL[rarity];
  const g = ctx.createLinearGradient(cx - r, cy - r, cx + r, cy + r);
  g.addColorStop(0, metal.light);
  g.addColorStop(0.5, metal.base);
  g.addColorStop(1, metal.dark);
  outlined(ctx, g, () => ctx.arc(cx, cy, r, 0, TAU), 4);
}

/** A cut gem filling a disc: facets around a flat table, lit from the top left. */
function facets(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  sides: number,
  light: string,
  dark: string,
): void {
  const corners = Array.from({ length: sides }, (_, i) => {
    const a = (i / sides) * TAU - Math.PI / 2;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as const;
  });
  const table = corners.map(([x, y]) => [cx + (x - cx) * 0.55, cy + (y - cy) * 0.55] as const);
  const body = ctx.createLinearGradient(cx - r, cy - r, cx + r, cy + r);
  body.addColorStop(0, light);
  body.addColorStop(1, dark);
  outlined(ctx, body, () => polygon(ctx, corners), 3);
  for (let i = 0; i < sides; i += 1) {
    const a = corners[i];
    const b = corners[(i + 1) % sides];
    const ta = table[i];
    const tb = table[(i + 1) % sides];
    if (!a || !b || !ta || !tb) continue;
    const mid = (i + 0.5) / sides;
    // Facets facing up and left catch the light; the others fall into shade.
    const lit = Math.cos(mid * TAU - Math.PI / 2 + Math.PI * 0.75);
    ctx.fillStyle = lit > 0 ? `rgba(255, 255, 255, ${0.3 * lit})` : `rgba(0, 0, 0, ${-0.3 * lit})`;
    ctx.beginPath();
    polygon(ctx, [a, b, tb, ta]);
    ctx.fill();
  }
  ctx.fillStyle = 'rgba(255, 255, 255, 0.12)';
  ctx.beginPath();
  polygon(ctx, table);
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = 'rgba(26, 15, 31, 0.45)';
  ctx.stroke();
}

/** The energy cost: a blue gem in a ring of the rarity's metal. */
export function paintCostGem(ctx: Ctx, disc: Disc, rarity: Rarity): void {
  ring(ctx, disc, rarity);
  facets(ctx, disc.cx, disc.cy, disc.r - 6, 8, '#8fd0ff', '#1b3f9a');
}

/** An attack's power: a red gem cut as a diamond, set in the rarity's metal. */
export function paintPowerGem(ctx: Ctx, disc: Disc, rarity: Rarity): void {
  ring(ctx, disc, rarity);
  facets(ctx, disc.cx, disc.cy, disc.r - 5, 4, '#ff7a6a', '#7a0d1c');
}

/** The rarity jewel: a rattan knot, a silver diamond or a gold star. */
export function paintJewel(ctx: Ctx, { cx, cy, r }: Disc, rarity: Rarity): void {
  const metal = RARITY_METAL[rarity];
  if (rarity === 'common') {
    outlined(ctx, metal.base, () => ctx.arc(cx, cy, r * 0.8, 0, TAU), 3);
    ctx.strokeStyle = metal.dark;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(cx - r * 0.5, cy - r * 0.3);
    ctx.lineTo(cx + r * 0.5, cy + r * 0.3);
    ctx.moveTo(cx - r * 0.5, cy + r * 0.3);
    ctx.lineTo(cx + r * 0.5, cy - r * 0.3);
    ctx.stroke();
    return;
  }
  const points = rarity === 'rare' ? 4 : 5;
  const outer = rarity === 'rare' ? r * 1.15 : r * 1.45;
  const inner = rarity === 'rare' ? r * 0.55 : r * 0.6;
  const star = Array.from({ length: points * 2 }, (_, i) => {
    const a = (i / (points * 2)) * TAU - Math.PI / 2;
    const d = i % 2 === 0 ? outer : inner;
    return [cx + Math.cos(a) * d, cy + Math.sin(a) * d] as const;
  });
  const g = ctx.createLinearGradient(cx - outer, cy - outer, cx + outer, cy + outer);
  g.addColorStop(0, metal.light);
  g.addColorStop(1, metal.base);
  outlined(ctx, g, () => polygon(ctx, star), 3);
}
