// What the fighters hold: rattan sticks (baston) with their nodes, the Tulisan's bolo and daga, the
// Babaylan's staff with its crescent, tassel and bells, the Bantay's spear and his tall kalasag
// shield. Each is drawn from the gripping hand along the direction its tip points.
import { INK, mix, shadeOf } from './colour.ts';
import type { Figure } from './figure.ts';
import { beside, capsule, ellipse, line, part, polygon, ribbon, smooth } from './ink.ts';
import { direction } from './limbs.ts';
import type { Weapon } from './palettes.ts';
import type { Point } from './skeleton.ts';

const STEEL = '#c9d2d8';

const along = (hand: Point, dir: Point, t: number, side = 0): Point => ({
  x: hand.x + dir.x * t - dir.y * side,
  y: hand.y + dir.y * t + dir.x * side,
});

export function paintWeapon(f: Figure, weapon: Weapon, hand: Point, degrees: number): void {
  const dir = direction(degrees);
  switch (weapon) {
    case 'stick':
      return stick(f, hand, dir);
    case 'bolo':
      return bolo(f, hand, dir);
    case 'daga':
      return daga(f, hand, dir);
    case 'staff':
      return staff(f, hand, dir);
    case 'spear':
      return spear(f, hand, dir);
    case 'shield':
      return shield(f, hand, dir);
    case 'open':
      return;
  }
}

function stick(f: Figure, hand: Point, dir: Point): void {
  const butt = along(hand, dir, -18);
  const tip = along(hand, dir, 98);
  const wood = f.look.wood;
  part(f.b, capsule(butt, tip, 5.2, 4.6), wood, {
    outline: 2.4,
    inside: (ctx) => {
      // The rattan's nodes and its glossy skin.
      for (const t of [0.32, 0.62, 0.88]) {
        line(ctx, [beside(butt, tip, t, 6), beside(butt, tip, t + 0.015, -6)], 2, shadeOf(wood));
      }
      line(
        ctx,
        [beside(butt, tip, 0.05, 1.6), beside(butt, tip, 0.95, 1.4)],
        1.4,
        mix(wood, '#fff4dc', 0.55),
      );
    },
  });
}

function bolo(f: Figure, hand: Point, dir: Point): void {
  part(f.b, capsule(along(hand, dir, -20), along(hand, dir, 8), 5.4, 5), '#3a2418', { outline: 2.2 });
  // The blade widens toward its heavy, rounded belly near the tip.
  const blade = [
    along(hand, dir, 10, 4),
    along(hand, dir, 40, 9),
    along(hand, dir, 72, 14),
    along(hand, dir, 92, 13),
    along(hand, dir, 102, 4),
    along(hand, dir, 100, -4),
    along(hand, dir, 60, -5),
    along(hand, dir, 10, -5),
  ];
  part(f.b, polygon(blade), STEEL, {
    outline: 2.4,
    inside: (ctx) => {
      line(ctx, [along(hand, dir, 16, 3), along(hand, dir, 60, 9), along(hand, dir, 92, 10)], 2.4, '#ffffff');
      line(ctx, [along(hand, dir, 14, -1), along(hand, dir, 84, -1)], 1.4, shadeOf(STEEL));
    },
  });
  part(f.b, ellipse(along(hand, dir, 9), 4, 8, Math.atan2(dir.y, dir.x)), '#8a6a3a', { outline: 2 });
}

function daga(f: Figure, hand: Point, dir: Point): void {
  part(f.b, capsule(along(hand, dir, -12), along(hand, dir, 6), 4.4, 4.4), '#3a2418', { outline: 2 });
  part(
    f.b,
    polygon([
      along(hand, dir, 7, 4),
      along(hand, dir, 30, 5),
      along(hand, dir, 48, 0),
      along(hand, dir, 30, -5),
      along(hand, dir, 7, -4),
    ]),
    STEEL,
    {
      outline: 2.2,
      inside: (ctx) => line(ctx, [along(hand, dir, 8, 0), along(hand, dir, 40, 0)], 1.4, shadeOf(STEEL)),
    },
  );
  part(f.b, capsule(along(hand, dir, 7, 9), along(hand, dir, 7, -9), 2.6, 2.6), '#8a6a3a', { outline: 1.8 });
}

function staff(f: Figure, hand: Point, dir: Point): void {
  const wood = f.look.wood;
  const butt = along(hand, dir, -92);
  const top = along(hand, dir, 100);
  part(f.b, capsule(butt, top, 4.8, 4.4), wood, {
    outline: 2.4,
    inside: (ctx) =>
      line(ctx, [beside(butt, top, 0.02, 1.4), beside(butt, top, 0.98, 1.4)], 1.2, mix(wood, '#fff4dc', 0.4)),
  });
  // Cloth wraps at the grip.
  part(f.b, capsule(along(hand, dir, 12), along(hand, dir, 26), 6.2, 6.2), f.look.sash.colour, {
    outline: 2,
  });
  // The crescent at the top, a red tassel and two small bells.
  const c = along(hand, dir, 110);
  const angle = Math.atan2(dir.y, dir.x) + Math.PI / 2;
  f.b.ctx.save();
  f.b.ctx.translate(c.x, c.y);
  f.b.ctx.rotate(angle);
  part(
    f.b,
    smooth([
      { x: -22, y: -8 },
      { x: -12, y: 6 },
      { x: 0, y: 10 },
      { x: 12, y: 6 },
      { x: 22, y: -8 },
      { x: 10, y: -1 },
      { x: 0, y: 2 },
      { x: -10, y: -1 },
    ]),
    f.look.headgear.colour,
    { outline: 2.2 },
  );
  f.b.ctx.restore();
  const tassel = along(hand, dir, 94, 6);
  if (!f.pose.drop)
    part(
      f.b,
      ribbon([tassel, { x: tassel.x - 8, y: tassel.y + 14 }, { x: tassel.x - 12, y: tassel.y + 30 }], 7, 10),
      f.look.headgear.accent,
      { outline: 2 },
    );
  for (const side of [-7, 7])
    part(f.b, ellipse(along(hand, dir, 88, side), 3.6, 3.6), f.look.headgear.colour, { outline: 1.6 });
}

function spear(f: Figure, hand: Point, dir: Point): void {
  const wood = f.look.wood;
  const butt = along(hand, dir, -80);
  const socket = along(hand, dir, 70);
  part(f.b, capsule(butt, socket, 4.4, 4), wood, {
    outline: 2.4,
    inside: (ctx) =>
      line(
        ctx,
        [beside(butt, socket, 0.02, 1.2), beside(butt, socket, 0.98, 1.2)],
        1.2,
        mix(wood, '#fff4dc', 0.4),
      ),
  });
  // A leaf-shaped iron head, a red horsehair tuft below it.
  part(
    f.b,
    ribbon([along(hand, dir, 64), along(hand, dir, 58, 4), along(hand, dir, 52, 8)], 8, 4),
    f.look.sash.colour,
    { outline: 2 },
  );
  part(
    f.b,
    polygon([
      along(hand, dir, 68, 3.6),
      along(hand, dir, 80, 8),
      along(hand, dir, 102, 0),
      along(hand, dir, 80, -8),
      along(hand, dir, 68, -3.6),
    ]),
    STEEL,
    {
      outline: 2.2,
      inside: (ctx) => line(ctx, [along(hand, dir, 70, 0), along(hand, dir, 98, 0)], 1.6, shadeOf(STEEL)),
    },
  );
  line(f.b.ctx, [along(hand, dir, 66, 4.6), along(hand, dir, 66, -4.6)], 2.4, INK);
}

/** The kalasag: tall and narrow, notched at both ends, carved and lashed with rattan. */
function shield(f: Figure, hand: Point, dir: Point): void {
  const up = dir;
  const p = (u: number, v: number): Point => along(hand, up, u, v);
  const wood = '#7a3b26';
  const outline = [
    p(80, -22),
    p(74, -8),
    p(84, 0),
    p(74, 8),
    p(80, 22),
    p(36, 27),
    p(0, 24),
    p(-40, 27),
    p(-76, 22),
    p(-68, 8),
    p(-78, 0),
    p(-68, -8),
    p(-76, -22),
    p(-40, -27),
    p(0, -24),
    p(36, -27),
  ];
  part(f.b, polygon(outline), wood, {
    outline: 2.8,
    inside: (ctx) => {
      // The central boss ridge and carved white zigzags.
      line(ctx, [p(70, 0), p(-70, 0)], 6, mix(wood, '#ffd98a', 0.25));
      ctx.strokeStyle = '#f6ead7';
      ctx.lineWidth = 2.4;
      for (const band of [40, -40]) {
        ctx.beginPath();
        for (let i = -3; i <= 3; i += 1) {
          const q = p(band + (i % 2 === 0 ? 6 : -6), i * 7);
          if (i === -3) ctx.moveTo(q.x, q.y);
          else ctx.lineTo(q.x, q.y);
        }
        ctx.stroke();
      }
      for (const band of [62, 18, -18, -62])
        line(ctx, [p(band, -30), p(band, 30)], 5, f.look.headgear.colour);
      f.marks('shield', p(-60, 0), p(60, 0), 20, false)?.(ctx);
    },
  });
}
