// Close-ups of hands: a fist gripping a stick, an open palm and a forearm with its sleeve, for the
// cards about the wrist, the grip and the empty hand.
import { type Ctx, INK, mix, outlined } from '../ink.ts';
import { type StickLook, bastonAt } from './stick.ts';

export const SKIN = '#b8784a';
export const SKIN_SHADE = '#7e4a2c';

export interface Grip {
  /** Middle of the fist. */
  readonly x: number;
  readonly y: number;
  /** Direction the forearm comes from (toward the elbow). */
  readonly arm: number;
  readonly armLength?: number;
  /** Direction the stick points; null for an empty fist. */
  readonly stick: number | null;
  readonly stickLength?: number;
  /** How far the stick's butt end shows past the little finger. */
  readonly butt?: number;
  readonly size: number;
  readonly sleeve?: string;
  /** How far up the forearm the sleeve starts, in fist sizes. */
  readonly cuff?: number;
  readonly skin?: string;
  readonly look?: StickLook;
}

/** A forearm from off the edge, a wrist, and a fist closed around a stick. */
export function fist(ctx: Ctx, g: Grip): void {
  const s = g.size;
  const skin = g.skin ?? SKIN;
  forearm(ctx, g.x, g.y, g.arm, s, g.sleeve ?? '#3a2450', skin, g.armLength ?? s * 4, g.cuff);
  if (g.stick !== null)
    bastonAt(ctx, g.x, g.y, g.stick, g.stickLength ?? s * 6, g.butt ?? s * 1.1, {
      width: s * 0.42,
      ...g.look,
    });
  closedHand(ctx, g.x, g.y, g.stick ?? g.arm + Math.PI / 2, s, skin);
}

/** An open hand at the end of its forearm, fingers straight: a check, a push, a parry. */
export function openHand(ctx: Ctx, g: Omit<Grip, 'stick' | 'stickLength' | 'butt' | 'look'>): void {
  const s = g.size;
  const skin = g.skin ?? SKIN;
  forearm(ctx, g.x, g.y, g.arm, s, g.sleeve ?? '#3a2450', skin, g.armLength ?? s * 4, g.cuff);
  bladeHand(ctx, g.x, g.y, g.arm + Math.PI, s, skin);
}

/** The forearm from the elbow (off toward `arm`) to the wrist beside (x, y), with its sleeve. */
export function forearm(
  ctx: Ctx,
  x: number,
  y: number,
  arm: number,
  s: number,
  sleeve: string,
  skin: string,
  armLength: number,
  cuffAt = 2.2,
): void {
  const ax = x + Math.cos(arm) * armLength;
  const ay = y + Math.sin(arm) * armLength;
  const px = -Math.sin(arm);
  const py = Math.cos(arm);
  const wrist = s * 0.36;
  const elbow = s * 0.5;
  const wx = x + Math.cos(arm) * s * 0.55;
  const wy = y + Math.sin(arm) * s * 0.55;
  outlined(ctx, skin, () => {
    ctx.moveTo(wx + px * wrist, wy + py * wrist);
    ctx.lineTo(ax + px * elbow, ay + py * elbow);
    ctx.lineTo(ax - px * elbow, ay - py * elbow);
    ctx.lineTo(wx - px * wrist, wy - py * wrist);
    ctx.closePath();
  });
  // Shade along the arm's lower edge.
  ctx.save();
  ctx.globalAlpha = 0.35;
  ctx.fillStyle = SKIN_SHADE;
  ctx.beginPath();
  ctx.moveTo(wx - px * wrist, wy - py * wrist);
  ctx.lineTo(ax - px * elbow, ay - py * elbow);
  ctx.lineTo(ax - px * elbow * 0.4, ay - py * elbow * 0.4);
  ctx.lineTo(wx - px * wrist * 0.4, wy - py * wrist * 0.4);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
  // The sleeve covers the arm from a little below the elbow.
  const cuff = Math.min(s * cuffAt, armLength * 0.9);
  const cx = x + Math.cos(arm) * cuff;
  const cy = y + Math.sin(arm) * cuff;
  const c = s * 0.6;
  const far = armLength + s * 3;
  outlined(ctx, sleeve, () => {
    ctx.moveTo(cx + px * c, cy + py * c);
    ctx.lineTo(x + Math.cos(arm) * far + px * c * 1.25, y + Math.sin(arm) * far + py * c * 1.25);
    ctx.lineTo(x + Math.cos(arm) * far - px * c * 1.25, y + Math.sin(arm) * far - py * c * 1.25);
    ctx.lineTo(cx - px * c, cy - py * c);
    ctx.closePath();
  });
  ctx.strokeStyle = mix(sleeve, '#ffffff', 0.25);
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(cx + px * c * 0.8 + Math.cos(arm) * 4, cy + py * c * 0.8 + Math.sin(arm) * 4);
  ctx.lineTo(cx - px * c * 0.8 + Math.cos(arm) * 4, cy - py * c * 0.8 + Math.sin(arm) * 4);
  ctx.stroke();
}

/** The closed hand itself: four knuckles across the stick and a thumb wrapped over. */
export function closedHand(ctx: Ctx, x: number, y: number, stick: number, s: number, skin: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(stick + Math.PI / 2);
  const light = mix(skin, '#ffe0c0', 0.25);
  outlined(ctx, skin, () => {
    ctx.moveTo(-s * 0.5, -s * 0.46);
    ctx.quadraticCurveTo(-s * 0.62, 0, -s * 0.5, s * 0.46);
    ctx.lineTo(s * 0.36, s * 0.5);
    ctx.quadraticCurveTo(s * 0.62, s * 0.46, s * 0.6, 0);
    ctx.quadraticCurveTo(s * 0.62, -s * 0.46, s * 0.36, -s * 0.5);
    ctx.closePath();
  });
  // Finger creases.
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  for (const t of [-0.25, 0, 0.25]) {
    ctx.beginPath();
    ctx.moveTo(s * 0.12, t * s * 1.6);
    ctx.lineTo(s * 0.56, t * s * 1.6);
    ctx.stroke();
  }
  // The thumb across the front of the grip.
  outlined(
    ctx,
    light,
    () => {
      ctx.moveTo(-s * 0.45, -s * 0.3);
      ctx.quadraticCurveTo(-s * 0.05, -s * 0.52, s * 0.18, -s * 0.2);
      ctx.quadraticCurveTo(s * 0.2, -s * 0.06, s * 0.02, -s * 0.06);
      ctx.quadraticCurveTo(-s * 0.25, -s * 0.12, -s * 0.45, -s * 0.05);
      ctx.closePath();
    },
    2.5,
  );
  ctx.restore();
}

/**
 * An open hand seen from the side, fingers together and straight along `angle` (from the wrist to
 * the fingertips), the thumb tucked along its top: the hand of a check or a palm strike.
 */
export function bladeHand(ctx: Ctx, x: number, y: number, angle: number, s: number, skin = SKIN): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  outlined(ctx, skin, () => {
    ctx.moveTo(-s * 0.45, -s * 0.36);
    ctx.quadraticCurveTo(s * 0.2, -s * 0.46, s * 0.75, -s * 0.3);
    ctx.quadraticCurveTo(s * 1.05, -s * 0.22, s * 1.02, -s * 0.02);
    ctx.quadraticCurveTo(s * 0.98, s * 0.16, s * 0.7, s * 0.2);
    ctx.lineTo(s * 0.1, s * 0.34);
    ctx.quadraticCurveTo(-s * 0.3, s * 0.42, -s * 0.45, s * 0.3);
    ctx.closePath();
  });
  ctx.strokeStyle = INK;
  ctx.lineWidth = 1.8;
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (const fy of [-0.12, 0.06]) {
    ctx.moveTo(s * 0.45, fy * s);
    ctx.lineTo(s * 0.95, fy * s * 0.6);
  }
  ctx.stroke();
  // The thumb, lying along the top of the hand.
  outlined(
    ctx,
    mix(skin, '#ffe0c0', 0.25),
    () => {
      ctx.moveTo(-s * 0.3, -s * 0.34);
      ctx.quadraticCurveTo(s * 0.15, -s * 0.56, s * 0.42, -s * 0.36);
      ctx.quadraticCurveTo(s * 0.2, -s * 0.26, -s * 0.2, -s * 0.2);
      ctx.closePath();
    },
    2.2,
  );
  ctx.restore();
}
