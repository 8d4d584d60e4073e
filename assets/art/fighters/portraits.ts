// The fighters' faces outside the battle: framed busts for the character select, round avatars for
// the battle header, the locked fighters as dark silhouettes behind a big '?', and a shadowy,
// nameless aggressor for enemies without a face of their own.
import { INK, mix, rgba } from './colour.ts';
import type { Ctx } from './ink.ts';
import { figureOf, paintFigure } from './paint.ts';
import { LOOKS, SECRET_LOOKS, type Look, type LookName, type SecretName } from './palettes.ts';
import { posesOf } from './poses.ts';
import type { Pose } from './skeleton.ts';

export const PORTRAIT_WIDTH = 300;
export const PORTRAIT_HEIGHT = 400;
export const AVATAR_SIZE = 192;

interface Backdrop {
  readonly top: string;
  readonly bottom: string;
  readonly glow: string;
  readonly motif: (ctx: Ctx, w: number, h: number) => void;
}

const BACKDROPS: Readonly<Record<LookName, Backdrop>> = {
  kidlat: { top: '#2a0d1e', bottom: '#6e1a2a', glow: '#e0303f', motif: lightning },
  alon: { top: '#0c1f2e', bottom: '#145a66', glow: '#2bb3a3', motif: waves },
  tulisan: { top: '#0f1a12', bottom: '#3a3a1e', glow: '#c8702a', motif: fronds },
  babaylan: { top: '#160b2b', bottom: '#4a1f5e', glow: '#c58cff', motif: stars },
  bantay: { top: '#1d1208', bottom: '#5a3a1a', glow: '#f2b544', motif: palisade },
};

function lightning(ctx: Ctx, w: number, h: number): void {
  ctx.strokeStyle = 'rgba(255, 210, 63, 0.22)';
  ctx.lineWidth = 6;
  ctx.lineJoin = 'round';
  for (const [x, y, s] of [
    [w * 0.18, h * 0.08, 1],
    [w * 0.84, h * 0.18, 0.8],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x - 22 * s, y + 60 * s);
    ctx.lineTo(x + 4 * s, y + 58 * s);
    ctx.lineTo(x - 18 * s, y + 130 * s);
    ctx.stroke();
  }
}

function waves(ctx: Ctx, w: number, h: number): void {
  ctx.strokeStyle = 'rgba(155, 231, 240, 0.2)';
  ctx.lineWidth = 5;
  for (let row = 0; row < 6; row += 1) {
    const y = h * 0.12 + row * 46;
    ctx.beginPath();
    for (let x = -20; x <= w + 40; x += 60) {
      ctx.moveTo(x, y);
      ctx.bezierCurveTo(x + 15, y - 18, x + 35, y - 14, x + 40, y);
    }
    ctx.stroke();
  }
}

function fronds(ctx: Ctx, w: number, h: number): void {
  ctx.fillStyle = 'rgba(20, 40, 22, 0.75)';
  for (const [x, y, a] of [
    [0, h * 0.2, 0.5],
    [w, h * 0.1, 2.6],
    [w, h * 0.55, 2.9],
    [0, h * 0.65, 0.2],
  ] as const) {
    for (let i = 0; i < 7; i += 1) {
      const angle = a + (i - 3) * 0.2;
      ctx.beginPath();
      ctx.ellipse(x + Math.cos(angle) * 60, y + Math.sin(angle) * 60, 60, 10, angle, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

function stars(ctx: Ctx, w: number, h: number): void {
  const points = [
    [0.12, 0.1],
    [0.3, 0.2],
    [0.2, 0.36],
    [0.8, 0.08],
    [0.9, 0.26],
    [0.7, 0.3],
    [0.1, 0.55],
    [0.88, 0.5],
  ] as const;
  ctx.strokeStyle = 'rgba(246, 234, 215, 0.18)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 || i === 3 ? ctx.moveTo(x * w, y * h) : ctx.lineTo(x * w, y * h)));
  ctx.stroke();
  ctx.fillStyle = 'rgba(255, 244, 220, 0.8)';
  for (const [x, y] of points) {
    ctx.beginPath();
    ctx.arc(x * w, y * h, 2.4, 0, Math.PI * 2);
    ctx.fill();
  }
  // A thin crescent moon.
  ctx.fillStyle = 'rgba(255, 236, 200, 0.5)';
  ctx.beginPath();
  ctx.arc(w * 0.78, h * 0.14, 22, 0, Math.PI * 2);
  ctx.arc(w * 0.74, h * 0.12, 20, 0, Math.PI * 2, true);
  ctx.fill('evenodd');
}

function palisade(ctx: Ctx, w: number, h: number): void {
  ctx.fillStyle = 'rgba(30, 18, 8, 0.55)';
  for (let x = -10; x < w + 20; x += 26) {
    const top = h * 0.38 + ((x * 7) % 23);
    ctx.beginPath();
    ctx.moveTo(x, h);
    ctx.lineTo(x, top + 12);
    ctx.lineTo(x + 11, top);
    ctx.lineTo(x + 22, top + 12);
    ctx.lineTo(x + 22, h);
    ctx.closePath();
    ctx.fill();
  }
}

function paintBackdrop(
  ctx: Ctx,
  w: number,
  h: number,
  backdrop: Backdrop,
  glowAt: { x: number; y: number },
): void {
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, backdrop.top);
  sky.addColorStop(1, backdrop.bottom);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  backdrop.motif(ctx, w, h);
  const glow = ctx.createRadialGradient(glowAt.x, glowAt.y, 10, glowAt.x, glowAt.y, Math.max(w, h) * 0.6);
  glow.addColorStop(0, rgba(backdrop.glow, 0.7));
  glow.addColorStop(0.45, rgba(backdrop.glow, 0.2));
  glow.addColorStop(1, rgba(backdrop.glow, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, w, h);
}

/** Paints a figure so that its head centre lands at (x, y), `scale` times its sheet size. */
function paintBust(ctx: Ctx, look: Look, pose: Pose, x: number, y: number, scale: number): void {
  const probe = figureOf(ctx, look, pose, 'none');
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale, scale);
  ctx.translate(-probe.j.head.x, -probe.j.head.y);
  paintFigure(figureOf(ctx, look, pose, 'none'));
  ctx.restore();
}

/** The pose a portrait shows: the fighter's guard. */
function portraitPose(look: LookName): Pose {
  return posesOf(look, 'idle')[0] as Pose;
}

function vignette(ctx: Ctx, w: number, h: number): void {
  const fade = ctx.createLinearGradient(0, h * 0.6, 0, h);
  fade.addColorStop(0, 'rgba(10, 5, 15, 0)');
  fade.addColorStop(1, 'rgba(10, 5, 15, 0.85)');
  ctx.fillStyle = fade;
  ctx.fillRect(0, 0, w, h);
}

/** A thin gold inner frame with woven corner marks. */
function innerFrame(ctx: Ctx, w: number, h: number, colour: string): void {
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = 3;
  ctx.strokeRect(10, 10, w - 20, h - 20);
  ctx.fillStyle = colour;
  for (const [x, y] of [
    [10, 10],
    [w - 10, 10],
    [10, h - 10],
    [w - 10, h - 10],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(x, y - 9);
    ctx.lineTo(x + 9, y);
    ctx.lineTo(x, y + 9);
    ctx.lineTo(x - 9, y);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = INK;
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.strokeStyle = colour;
  }
  ctx.restore();
}

/** A framed bust for the character select (portrait.<name>). */
export function paintPortrait(ctx: Ctx, look: LookName): void {
  const w = PORTRAIT_WIDTH;
  const h = PORTRAIT_HEIGHT;
  paintBackdrop(ctx, w, h, BACKDROPS[look], { x: w * 0.5, y: h * 0.36 });
  paintBust(ctx, LOOKS[look], portraitPose(look), w * 0.48, h * 0.37, 1.95);
  vignette(ctx, w, h);
  innerFrame(ctx, w, h, mix(BACKDROPS[look].glow, '#ffd98a', 0.5));
}

/** A round head-and-shoulders avatar for the battle header (avatar.<name>). */
export function paintAvatar(ctx: Ctx, look: LookName): void {
  const s = AVATAR_SIZE;
  ctx.save();
  ctx.beginPath();
  ctx.arc(s / 2, s / 2, s / 2, 0, Math.PI * 2);
  ctx.clip();
  paintBackdrop(ctx, s, s, BACKDROPS[look], { x: s * 0.5, y: s * 0.4 });
  paintBust(ctx, LOOKS[look], portraitPose(look), s * 0.47, s * 0.5, 1.85);
  ctx.restore();
}

/**
 * A locked fighter: the figure as one flat dark shape with a faint rim of light, and a big '?'.
 * The figure is painted on its own canvas first, then filled flat, so no detail shows through.
 */
export function paintLockedPortrait(ctx: Ctx, secret: SecretName): void {
  const w = PORTRAIT_WIDTH;
  const h = PORTRAIT_HEIGHT;
  const sky = ctx.createLinearGradient(0, 0, 0, h);
  sky.addColorStop(0, '#0d0818');
  sky.addColorStop(1, '#2a1838');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, h);
  const glow = ctx.createRadialGradient(w / 2, h * 0.4, 10, w / 2, h * 0.4, h * 0.6);
  glow.addColorStop(0, 'rgba(120, 90, 160, 0.45)');
  glow.addColorStop(1, 'rgba(120, 90, 160, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, w, h);

  const shape = document.createElement('canvas');
  shape.width = w;
  shape.height = h;
  const sctx = shape.getContext('2d');
  if (sctx) {
    const pose = posesOf(secret === 'bagyo' ? 'kidlat' : 'alon', 'idle')[0] as Pose;
    paintBust(sctx, SECRET_LOOKS[secret], pose, w * 0.46, h * 0.3, 1.55);
    sctx.globalCompositeOperation = 'source-in';
    // Rim light first (the shape moved up and toward the front), then the flat dark body.
    const rim = document.createElement('canvas');
    rim.width = w;
    rim.height = h;
    const rctx = rim.getContext('2d');
    if (rctx) {
      rctx.drawImage(shape, 0, 0);
      rctx.globalCompositeOperation = 'source-in';
      rctx.fillStyle = 'rgba(190, 160, 230, 0.75)';
      rctx.fillRect(0, 0, w, h);
      ctx.drawImage(rim, 4, -3);
    }
    sctx.fillStyle = '#0b0612';
    sctx.fillRect(0, 0, w, h);
    ctx.drawImage(shape, 0, 0);
  }
  vignette(ctx, w, h);
  // The big question mark.
  ctx.save();
  ctx.font = `bold 190px Georgia, 'DejaVu Serif', serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 12;
  ctx.strokeStyle = INK;
  ctx.strokeText('?', w / 2, h * 0.5);
  ctx.fillStyle = '#f2b544';
  ctx.fillText('?', w / 2, h * 0.5);
  ctx.restore();
  innerFrame(ctx, w, h, '#6b5480');
}

/** The nameless aggressor: a hooded shadow with burning eyes. */
export function paintShadowAvatar(ctx: Ctx): void {
  const s = AVATAR_SIZE;
  ctx.save();
  ctx.beginPath();
  ctx.arc(s / 2, s / 2, s / 2, 0, Math.PI * 2);
  ctx.clip();
  const bg = ctx.createRadialGradient(s / 2, s * 0.45, 8, s / 2, s / 2, s * 0.7);
  bg.addColorStop(0, '#5a1f2e');
  bg.addColorStop(0.6, '#241026');
  bg.addColorStop(1, '#0b0612');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, s, s);
  // Smoke curling behind.
  ctx.fillStyle = 'rgba(20, 10, 24, 0.6)';
  for (const [x, y, r] of [
    [0.2, 0.3, 30],
    [0.82, 0.36, 26],
    [0.3, 0.7, 36],
    [0.74, 0.72, 34],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x * s, y * s, r, 0, Math.PI * 2);
    ctx.fill();
  }
  // Hood and shoulders: one dark shape with a cold rim of light.
  const hood = (dx: number, dy: number) => {
    ctx.beginPath();
    ctx.moveTo(s * 0.06 + dx, s + dy);
    ctx.bezierCurveTo(s * 0.1 + dx, s * 0.7 + dy, s * 0.26 + dx, s * 0.66 + dy, s * 0.32 + dx, s * 0.58 + dy);
    ctx.bezierCurveTo(
      s * 0.24 + dx,
      s * 0.3 + dy,
      s * 0.38 + dx,
      s * 0.12 + dy,
      s * 0.52 + dx,
      s * 0.12 + dy,
    );
    ctx.bezierCurveTo(s * 0.7 + dx, s * 0.12 + dy, s * 0.8 + dx, s * 0.34 + dy, s * 0.72 + dx, s * 0.58 + dy);
    ctx.bezierCurveTo(s * 0.8 + dx, s * 0.66 + dy, s * 0.92 + dx, s * 0.72 + dy, s * 0.96 + dx, s + dy);
    ctx.closePath();
  };
  hood(3, -2);
  ctx.fillStyle = 'rgba(200, 120, 140, 0.55)';
  ctx.fill();
  hood(0, 0);
  ctx.fillStyle = '#0b0612';
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = INK;
  ctx.stroke();
  // The face lost in the hood's shadow, and two burning eyes.
  ctx.fillStyle = '#050208';
  ctx.beginPath();
  ctx.ellipse(s * 0.53, s * 0.42, s * 0.15, s * 0.17, 0, 0, Math.PI * 2);
  ctx.fill();
  for (const x of [0.47, 0.6]) {
    const eye = ctx.createRadialGradient(x * s, s * 0.42, 0, x * s, s * 0.42, 14);
    eye.addColorStop(0, '#fff2c0');
    eye.addColorStop(0.3, '#ff6a3a');
    eye.addColorStop(1, 'rgba(255, 60, 40, 0)');
    ctx.fillStyle = eye;
    ctx.beginPath();
    ctx.arc(x * s, s * 0.42, 14, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}
