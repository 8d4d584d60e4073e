// A fighter as a dark silhouette with a warm rim of sunset light (ARTISTS.md: figures must read as
// silhouettes alone). Limbs are given as angles, so each card poses the same body its own way: a
// lunge, a leap, a rooted stance, a clinch. Angles are in radians in the fighter's own frame:
// 0 points forward (toward the foe), PI/2 straight down, -PI/2 straight up.
import { type Ctx, INK, TAU } from '../ink.ts';
import { type StickLook, baston } from './stick.ts';

export interface Limb {
  /** Upper arm or thigh. */
  readonly upper: number;
  /** Forearm or shin. */
  readonly lower: number;
}

export interface Pose {
  /** The hip, in card units. */
  readonly x: number;
  readonly y: number;
  /** Standing height, head to heel. */
  readonly size: number;
  readonly facing: 1 | -1;
  /** Torso tilt from upright; positive leans toward the foe. */
  readonly lean: number;
  readonly frontArm: Limb;
  readonly backArm: Limb;
  readonly frontLeg: Limb;
  readonly backLeg: Limb;
  /** Angle of the stick held in each hand (null: empty hand). */
  readonly frontStick?: number | null;
  readonly backStick?: number | null;
  /** Stick length as a share of the standing height. */
  readonly stickLength?: number;
  readonly stick?: StickLook;
  /** Headband and sash colour. */
  readonly band?: string;
  readonly hat?: boolean;
  readonly body?: string;
  readonly rim?: string;
  /** Direction the light comes from (card space), for the rim. */
  readonly light?: number;
}

type Point = readonly [number, number];
type Part =
  | { readonly a: Point; readonly b: Point; readonly w: number }
  | { readonly c: Point; readonly r: number }
  | { readonly poly: readonly Point[] };

export interface Joints {
  readonly hip: Point;
  readonly neck: Point;
  readonly head: Point;
  readonly headR: number;
  readonly frontHand: Point;
  readonly backHand: Point;
  readonly frontFoot: Point;
  readonly backFoot: Point;
}

/** Where the joints of a pose fall, in card units (for effects placed at a hand or a foot). */
export function joints(p: Pose): Joints {
  const S = p.size;
  const at = (from: Point, angle: number, length: number): Point => [
    from[0] + Math.cos(angle) * length * p.facing,
    from[1] + Math.sin(angle) * length,
  ];
  const hip: Point = [p.x, p.y];
  const neck = at(hip, p.lean - Math.PI / 2, S * 0.3);
  const shoulder: Point = [hip[0] + (neck[0] - hip[0]) * 0.9, hip[1] + (neck[1] - hip[1]) * 0.9];
  const headR = S * 0.068;
  const head = at(neck, p.lean - Math.PI / 2, headR * 1.15);
  const frontHand = at(at(shoulder, p.frontArm.upper, S * 0.17), p.frontArm.lower, S * 0.16);
  const backHand = at(at(shoulder, p.backArm.upper, S * 0.17), p.backArm.lower, S * 0.16);
  const frontFoot = at(at(hip, p.frontLeg.upper, S * 0.24), p.frontLeg.lower, S * 0.24);
  const backFoot = at(at(hip, p.backLeg.upper, S * 0.24), p.backLeg.lower, S * 0.24);
  return { hip, neck, head, headR, frontHand, backHand, frontFoot, backFoot };
}

export function paintFigure(ctx: Ctx, p: Pose): void {
  const S = p.size;
  const at = (from: Point, angle: number, length: number): Point => [
    from[0] + Math.cos(angle) * length * p.facing,
    from[1] + Math.sin(angle) * length,
  ];
  const j = joints(p);
  const shoulder: Point = [j.hip[0] + (j.neck[0] - j.hip[0]) * 0.9, j.hip[1] + (j.neck[1] - j.hip[1]) * 0.9];
  const limb = (root: Point, l: Limb, a: number, b: number, w: number, taper: number): Part[] => {
    const mid = at(root, l.upper, S * a);
    const end = at(mid, l.lower, S * b);
    return [
      { a: root, b: mid, w: S * w },
      { a: mid, b: end, w: S * w * taper },
    ];
  };
  const foot = (f: Point): Part => ({ a: f, b: [f[0] + p.facing * S * 0.06, f[1] + S * 0.005], w: S * 0.05 });
  const back: Part[] = [
    ...limb(j.hip, p.backLeg, 0.24, 0.24, 0.08, 0.8),
    foot(j.backFoot),
    ...limb(shoulder, p.backArm, 0.17, 0.16, 0.07, 0.8),
  ];
  // The torso: broad at the shoulders, narrow at the waist, the chest pushed toward the foe.
  const up = p.lean - Math.PI / 2;
  const side = (from: Point, along: number, across: number): Point => {
    const base = at(from, up, along);
    return at(base, p.lean, across);
  };
  const torso: Point[] = [
    side(j.hip, -S * 0.02, -S * 0.07),
    side(j.hip, -S * 0.02, S * 0.07),
    side(j.hip, S * 0.12, S * 0.06),
    side(j.hip, S * 0.22, S * 0.1),
    side(j.hip, S * 0.29, S * 0.07),
    side(j.hip, S * 0.3, -S * 0.08),
    side(j.hip, S * 0.2, -S * 0.085),
    side(j.hip, S * 0.1, -S * 0.06),
  ];
  // A nose and chin, so a head shows which way it looks.
  const nose = at(j.head, p.lean + 0.3, j.headR * 0.98);
  const front: Part[] = [
    { poly: torso },
    { a: shoulder, b: j.neck, w: S * 0.07 },
    { c: j.head, r: j.headR },
    { a: j.head, b: nose, w: j.headR * 0.42 },
    ...limb(j.hip, p.frontLeg, 0.24, 0.24, 0.085, 0.8),
    foot(j.frontFoot),
  ];
  const frontArm = limb(shoulder, p.frontArm, 0.17, 0.16, 0.07, 0.8);
  const body = p.body ?? '#2a1838';
  const rim = p.rim ?? '#ffb070';
  const light = p.light ?? -Math.PI / 4;
  const length = S * (p.stickLength ?? 0.5);
  const band = p.band ?? '#e0303f';

  if (p.backStick != null) stickFrom(ctx, j.backHand, p.backStick, p.facing, length, p.stick);
  silhouette(ctx, [...back, { c: j.backHand, r: S * 0.034 }], '#1d0f27', rim, light);
  tails(ctx, j.head, j.headR, p, band);
  silhouette(ctx, front, body, rim, light);
  sash(ctx, j.hip, S, p, band);
  headband(ctx, j.head, j.headR, p, band);
  if (p.hat) salakot(ctx, j.head, j.headR, p.lean);
  silhouette(ctx, frontArm, body, rim, light);
  if (p.frontStick != null) stickFrom(ctx, j.frontHand, p.frontStick, p.facing, length, p.stick);
  // Fists over the sticks.
  for (const hand of [j.frontHand]) {
    ctx.beginPath();
    ctx.arc(hand[0], hand[1], S * 0.036, 0, TAU);
    ctx.fillStyle = body;
    ctx.fill();
    ctx.lineWidth = 3;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
}

function stickFrom(
  ctx: Ctx,
  hand: Point,
  angle: number,
  facing: 1 | -1,
  length: number,
  look?: StickLook,
): void {
  const c = Math.cos(angle) * facing;
  const s = Math.sin(angle);
  const butt = length * 0.12;
  baston(ctx, hand[0] - c * butt, hand[1] - s * butt, hand[0] + c * length, hand[1] + s * length, {
    width: 7,
    ...look,
  });
}

/** Ink outline, then the rim colour, then the body shifted away from the light. */
function silhouette(ctx: Ctx, parts: readonly Part[], body: string, rim: string, light: number): void {
  const ox = -Math.cos(light) * 1.8;
  const oy = -Math.sin(light) * 1.8;
  const pass = (colour: string, grow: number, dx: number, dy: number) => {
    ctx.fillStyle = colour;
    ctx.strokeStyle = colour;
    ctx.lineCap = 'round';
    for (const part of parts) {
      ctx.beginPath();
      if ('poly' in part) {
        part.poly.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x + dx, y + dy) : ctx.lineTo(x + dx, y + dy)));
        ctx.closePath();
        ctx.fill();
        if (grow > 0) {
          ctx.lineJoin = 'round';
          ctx.lineWidth = grow;
          ctx.stroke();
        }
      } else if ('c' in part) {
        ctx.arc(part.c[0] + dx, part.c[1] + dy, Math.max(0.5, part.r + grow / 2), 0, TAU);
        ctx.fill();
      } else {
        ctx.lineWidth = Math.max(0.5, part.w + grow);
        ctx.moveTo(part.a[0] + dx, part.a[1] + dy);
        ctx.lineTo(part.b[0] + dx, part.b[1] + dy);
        ctx.stroke();
      }
    }
  };
  pass(INK, 8, 0, 0);
  pass(rim, 0, 0, 0);
  pass(body, -1, ox, oy);
}

/** The two loose ends of the headband, streaming behind the head. */
function tails(ctx: Ctx, head: Point, r: number, p: Pose, colour: string): void {
  const bx = head[0] - p.facing * r * 0.8;
  const by = head[1] - r * 0.2;
  ctx.save();
  ctx.lineJoin = 'round';
  for (const [dx, dy, w] of [
    [-2.6, 0.2, 0.34],
    [-2.2, 1.1, 0.28],
  ] as const) {
    const ex = bx + p.facing * dx * r;
    const ey = by + dy * r;
    const trace = () => {
      ctx.beginPath();
      ctx.moveTo(bx, by - w * r);
      ctx.quadraticCurveTo((bx + ex) / 2, by - r * 0.7 + dy * r, ex, ey - w * r * 0.3);
      ctx.lineTo(ex, ey + w * r * 0.3);
      ctx.quadraticCurveTo((bx + ex) / 2, by - r * 0.2 + dy * r, bx, by + w * r);
      ctx.closePath();
    };
    trace();
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = INK;
    ctx.stroke();
  }
  ctx.restore();
}

function headband(ctx: Ctx, head: Point, r: number, p: Pose, colour: string): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(head[0], head[1], r, 0, TAU);
  ctx.clip();
  ctx.translate(head[0], head[1]);
  ctx.rotate(p.lean);
  ctx.fillStyle = colour;
  ctx.fillRect(-r * 1.2, -r * 0.42, r * 2.4, r * 0.36);
  ctx.restore();
}

function sash(ctx: Ctx, hip: Point, S: number, p: Pose, colour: string): void {
  ctx.save();
  ctx.translate(hip[0], hip[1]);
  ctx.rotate(p.lean * p.facing);
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.rect(-S * 0.075, -S * 0.035, S * 0.15, S * 0.045);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = INK;
  ctx.stroke();
  // The sash's hanging end.
  ctx.beginPath();
  ctx.moveTo(-p.facing * S * 0.06, 0);
  ctx.quadraticCurveTo(-p.facing * S * 0.1, S * 0.06, -p.facing * S * 0.16, S * 0.08);
  ctx.lineTo(-p.facing * S * 0.13, S * 0.1);
  ctx.quadraticCurveTo(-p.facing * S * 0.07, S * 0.08, -p.facing * S * 0.03, S * 0.01);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** A salakot: the wide, low cone of a farmer's hat. */
function salakot(ctx: Ctx, head: Point, r: number, lean: number): void {
  ctx.save();
  ctx.translate(head[0], head[1] - r * 0.3);
  ctx.rotate(lean * 0.5);
  ctx.beginPath();
  ctx.moveTo(-r * 2.2, r * 0.2);
  ctx.quadraticCurveTo(0, -r * 1.9, r * 2.2, r * 0.2);
  ctx.quadraticCurveTo(0, -r * 0.1, -r * 2.2, r * 0.2);
  ctx.fillStyle = '#8a6a3a';
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.restore();
}
