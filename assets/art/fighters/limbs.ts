// Arms, hands, legs and feet: tapered, cel-shaded limbs in sleeves or trousers, with wrist wraps,
// rolled cuffs, greaves and sandals as each fighter wears them.
import { INK, mix, shadeOf } from './colour.ts';
import type { Figure } from './figure.ts';
import { beside, capsule, ellipse, lerp, line, part, polygon, smooth, type PathFn } from './ink.ts';
import type { Limb, Point } from './skeleton.ts';
import { rad } from './skeleton.ts';

/** A unit vector in the skeleton's angle convention. */
export function direction(degrees: number): Point {
  return { x: Math.sin(rad(degrees)), y: Math.cos(rad(degrees)) };
}

const angleOf = (a: Point, b: Point): number => Math.atan2(b.y - a.y, b.x - a.x);

export function paintArm(f: Figure, limb: Limb, id: string): void {
  const { look, b } = f;
  const k = look.build.bulk;
  const sleeve = look.sleeves;
  const upperR: [number, number] = [10.5 * k, 8.6 * k];
  const foreR: [number, number] = [8.4 * k, 6.4 * k];
  const upperColour = sleeve.length === 'none' ? f.skin : sleeve.colour;
  const foreColour = sleeve.length === 'long' ? sleeve.colour : f.skin;
  const upperSkin = sleeve.length === 'none';
  const foreSkin = sleeve.length !== 'long';
  const pad = (skin: boolean) => (skin ? 0 : 1.6);
  // The forearm first, so the upper arm's sleeve overlaps the elbow.
  part(b, capsule(limb.mid, limb.end, foreR[0] + pad(foreSkin), foreR[1] + pad(foreSkin)), foreColour, {
    inside: f.marks(`${id}.fore`, limb.mid, limb.end, foreR[0], foreSkin),
  });
  part(b, capsule(limb.root, limb.mid, upperR[0] + pad(upperSkin), upperR[1] + pad(upperSkin)), upperColour, {
    inside: (ctx) => {
      if (look.torso.motif === 'tattoo') tattooBands(ctx, limb.root, limb.mid, upperR[0]);
      f.marks(`${id}.upper`, limb.root, limb.mid, upperR[0], upperSkin)?.(ctx);
    },
  });
  if (sleeve.length === 'short') {
    // The sleeve's hem just above the elbow.
    const a = beside(limb.root, limb.mid, 0.82, upperR[1] + 2.4);
    const c = beside(limb.root, limb.mid, 0.82, -upperR[1] - 2.4);
    line(b.ctx, [a, c], 2.2, shadeOf(sleeve.colour));
  }
  // Wrist wraps, bangles or bracers.
  const wrist0 = lerp(limb.mid, limb.end, look.name === 'bantay' ? 0.42 : 0.7);
  const wrist1 = lerp(limb.mid, limb.end, 0.94);
  part(b, capsule(wrist0, wrist1, foreR[1] + 2.4, foreR[1] + 2), look.wrists, {
    inside: (ctx) => {
      ctx.strokeStyle = shadeOf(look.wrists);
      ctx.lineWidth = 1.6;
      for (const t of [0.35, 0.7]) {
        const p = beside(wrist0, wrist1, t, foreR[1] + 4);
        const q = beside(wrist0, wrist1, t, -foreR[1] - 4);
        ctx.beginPath();
        ctx.moveTo(p.x, p.y);
        ctx.lineTo(q.x, q.y);
        ctx.stroke();
      }
    },
  });
}

/** The Tulisan's pintados: bands of tattooed lines around the upper arm. */
function tattooBands(ctx: CanvasRenderingContext2D, a: Point, b: Point, r: number): void {
  ctx.strokeStyle = 'rgba(40, 22, 30, 0.75)';
  ctx.lineWidth = 2;
  for (const t of [0.3, 0.42, 0.54]) {
    const p = beside(a, b, t, r + 3);
    const q = beside(a, b, t + 0.06, -r - 3);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    ctx.lineTo(q.x, q.y);
    ctx.stroke();
  }
  // A row of small triangles between the bands.
  ctx.fillStyle = 'rgba(40, 22, 30, 0.75)';
  for (let i = -1; i <= 1; i += 1) {
    const p = beside(a, b, 0.66, i * r * 0.6);
    ctx.beginPath();
    ctx.moveTo(p.x - 3, p.y - 3);
    ctx.lineTo(p.x + 3, p.y - 3);
    ctx.lineTo(p.x, p.y + 3);
    ctx.closePath();
    ctx.fill();
  }
}

/** A closed fist around a grip, or an open palm facing forward. */
export function paintHand(f: Figure, at: Point, along: Point, open: boolean): void {
  const k = f.look.build.bulk;
  const r = 8.4 * Math.max(0.9, k * 0.95);
  if (!open) {
    part(f.b, ellipse(at, r * 1.05, r * 0.92, Math.atan2(along.y, along.x)), f.skin);
    // The knuckles' crease.
    const tip = { x: at.x + along.x * r * 0.3, y: at.y + along.y * r * 0.3 };
    line(
      f.b.ctx,
      [
        { x: tip.x - along.y * r * 0.6, y: tip.y + along.x * r * 0.6 },
        { x: tip.x + along.y * r * 0.2, y: tip.y - along.x * r * 0.2 },
      ],
      1.8,
      INK,
    );
    return;
  }
  const angle = Math.atan2(along.y, along.x);
  const local = (x: number, y: number): Point => ({
    x: at.x + Math.cos(angle) * x - Math.sin(angle) * y,
    y: at.y + Math.sin(angle) * x + Math.cos(angle) * y,
  });
  // Fingers together and the thumb apart: a palm raised to cast.
  part(
    f.b,
    smooth([
      local(-6, -7),
      local(8, -9),
      local(19, -6),
      local(21, 0),
      local(18, 6),
      local(8, 8),
      local(4, 13),
      local(-2, 12),
      local(-6, 6),
    ]),
    f.skin,
  );
  line(f.b.ctx, [local(9, -2), local(17, -2)], 1.4, INK);
  line(f.b.ctx, [local(9, 2), local(17, 2)], 1.4, INK);
}

export function paintLeg(f: Figure, limb: Limb, footAngle: number, id: string): void {
  const { look, b } = f;
  const k = look.build.bulk;
  const thighR: [number, number] = [14.5 * k, 10.6 * k];
  const shinR: [number, number] = [10.4 * k, 7 * k];
  const style = look.legs.style;
  const cloth = look.legs.colour;
  paintFoot(f, limb.end, footAngle);
  // Bare shin below the trousers' cut.
  part(b, capsule(limb.mid, limb.end, shinR[0], shinR[1]), f.skin, {
    inside: f.marks(`${id}.shin`, limb.mid, limb.end, shinR[0], true),
  });
  if (style === 'pants' && look.legs.cut > 0) {
    const cuff = lerp(limb.mid, limb.end, look.legs.cut);
    const cuffR = shinR[0] + (shinR[1] - shinR[0]) * look.legs.cut + 3;
    part(b, capsule(limb.mid, cuff, shinR[0] + 3, cuffR), cloth, {
      inside: f.marks(`${id}.pant`, limb.mid, cuff, shinR[0], false),
    });
    // A rolled cuff.
    part(
      b,
      capsule(lerp(limb.mid, limb.end, look.legs.cut - 0.08), cuff, cuffR - 0.6, cuffR - 0.2),
      mix(cloth, '#ffffff', 0.16),
      {
        outline: 2,
      },
    );
  }
  if (look.name === 'bantay') greave(f, limb);
  const thighColour = cloth;
  part(b, capsule(limb.root, limb.mid, thighR[0] + 2, thighR[1] + 2.5), thighColour, {
    inside: f.marks(`${id}.thigh`, limb.root, limb.mid, thighR[0], false),
  });
  if (style === 'shorts') {
    // Ragged hem of the Tulisan's short trousers just below the knee.
    const hem: Point[] = [];
    const n = 5;
    for (let i = 0; i <= n; i += 1) {
      const side = -thighR[1] - 3 + ((thighR[1] * 2 + 6) * i) / n;
      hem.push(beside(limb.root, limb.mid, i % 2 === 0 ? 1.08 : 1.0, side));
    }
    part(
      b,
      polygon([
        beside(limb.root, limb.mid, 0.78, thighR[1] + 3),
        ...hem.reverse(),
        beside(limb.root, limb.mid, 0.78, -thighR[1] - 3),
      ]),
      cloth,
      { outline: 2.2 },
    );
  }
}

/** The Bantay's rattan shin guard, lashed in three bands. */
function greave(f: Figure, limb: Limb): void {
  const a = lerp(limb.mid, limb.end, 0.08);
  const c = lerp(limb.mid, limb.end, 0.8);
  const rattan = f.look.headgear.colour;
  part(f.b, capsule(a, c, 12.5, 10), rattan, {
    inside: (ctx) => {
      ctx.strokeStyle = f.look.headgear.accent;
      ctx.lineWidth = 3;
      for (const t of [0.22, 0.5, 0.78]) {
        const p = beside(a, c, t, 16);
        const q = beside(a, c, t, -16);
        ctx.beginPath();
        ctx.moveTo(p.x, p.y);
        ctx.lineTo(q.x, q.y);
        ctx.stroke();
      }
    },
  });
}

export function paintFoot(f: Figure, ankle: Point, degrees: number): void {
  const forward = direction(degrees);
  const down = { x: -forward.y, y: forward.x };
  const k = Math.max(1.12, f.look.build.bulk);
  const at = (u: number, v: number): Point => ({
    x: ankle.x + (forward.x * u + down.x * v) * k,
    y: ankle.y + (forward.y * u + down.y * v) * k,
  });
  const shape: PathFn = smooth([
    at(-9, -5),
    at(-11, 5),
    at(-4, 10),
    at(14, 10),
    at(25, 8),
    at(27, 3),
    at(17, -2),
    at(4, -8),
  ]);
  if (f.look.feet === 'sandals') {
    part(f.b, polygon([at(-12, 8), at(28, 8), at(28, 12), at(-12, 12)]), '#4a3020', { outline: 2 });
  }
  part(f.b, shape, f.skin);
  if (f.look.feet === 'sandals') line(f.b.ctx, [at(6, -3), at(10, 9)], 3.2, '#5a3a22');
  if (f.look.name === 'babaylan') {
    // Brass anklet.
    line(f.b.ctx, [at(-6, -8), at(4, -9)], 3, f.look.wrists);
  }
}

/** The direction from a limb's middle joint to its end, as a unit vector. */
export function endDirection(limb: Limb): Point {
  const angle = angleOf(limb.mid, limb.end);
  return { x: Math.cos(angle), y: Math.sin(angle) };
}
