// Fire: bamboo torches, a bonfire of crossed logs in a ring of stones, the layered flame itself and
// the warm pool of light it throws. Overlays in the battle scene flicker over the painted flames.
import { type Ctx, type Finish, detail, lineOf, shape } from './finish.ts';
import { BAMBOO, FIRE, RATTAN_DARK, STONE, WOOD, WOOD_DARK } from './palette.ts';
import { seededRandom } from './seededRandom.ts';

/** A layered teardrop flame standing on (x, y), `size` wide at its base. */
export function paintFlame(ctx: Ctx, x: number, y: number, size: number, line = 0): void {
  FIRE.forEach((colour, i) => {
    const scale = 1 - i * 0.3;
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(x, y - size * 2.1 * scale);
    ctx.bezierCurveTo(
      x + size * 0.35 * scale,
      y - size * 1.2 * scale,
      x + size * scale,
      y - size * 0.6 * scale,
      x + size * 0.55 * scale,
      y,
    );
    ctx.quadraticCurveTo(x, y + size * 0.25 * scale, x - size * 0.55 * scale, y);
    ctx.bezierCurveTo(
      x - size * scale,
      y - size * 0.7 * scale,
      x - size * 0.2 * scale,
      y - size * 1.1 * scale,
      x,
      y - size * 2.1 * scale,
    );
    ctx.fill();
    if (i === 0 && line > 0) {
      ctx.lineWidth = line;
      ctx.strokeStyle = '#7a1f1f';
      ctx.stroke();
    }
  });
}

/** The soft pool of warm light around a fire, added on top of what is painted. */
export function paintFireLight(ctx: Ctx, x: number, y: number, radius: number, strength = 0.45): void {
  const glow = ctx.createRadialGradient(x, y, radius * 0.02, x, y, radius);
  glow.addColorStop(0, `rgba(255, 170, 80, ${strength})`);
  glow.addColorStop(0.4, `rgba(255, 140, 60, ${strength * 0.4})`);
  glow.addColorStop(1, 'rgba(255, 120, 40, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}

export interface Torch {
  readonly x: number;
  readonly groundY: number;
  readonly height: number;
}

export interface FireOptions {
  /** Paint the pool of light around the fire (leave it to an overlay on transparent layers). */
  readonly light?: boolean;
}

/** Where a torch's flame stands, for the flicker overlays. */
export function torchFlame(torch: Torch): { x: number; y: number; size: number } {
  return { x: torch.x, y: torch.groundY - torch.height * 1.04, size: torch.height * 0.16 };
}

/** A bamboo torch (sulo): a pole lashed with rattan, a cup of resin and its flame. */
export function paintTorch(ctx: Ctx, torch: Torch, finish: Finish, options: FireOptions = {}): void {
  const { x, groundY, height: h } = torch;
  const line = lineOf(finish);
  const w = h * 0.045;
  const flame = torchFlame(torch);
  if (options.light ?? true) paintFireLight(ctx, flame.x, flame.y - flame.size, h * 1.1, 0.4);
  shape(ctx, finish, BAMBOO, () => ctx.rect(x - w / 2, groundY - h, w, h));
  detail(finish, () => {
    for (let k = 1; k < 5; k += 1) {
      shape(
        ctx,
        finish,
        RATTAN_DARK,
        () => ctx.rect(x - w * 0.65, groundY - h * (k * 0.2), w * 1.3, w * 0.35),
        line * 0.6,
      );
    }
  });
  shape(ctx, finish, WOOD_DARK, () => {
    ctx.moveTo(x - w * 1.4, groundY - h - w * 0.9);
    ctx.lineTo(x + w * 1.4, groundY - h - w * 0.9);
    ctx.lineTo(x + w * 0.8, groundY - h + w * 0.6);
    ctx.lineTo(x - w * 0.8, groundY - h + w * 0.6);
    ctx.closePath();
  });
  paintFlame(ctx, flame.x, flame.y, flame.size, Math.max(2, line * 0.6));
}

export interface Bonfire {
  readonly x: number;
  readonly groundY: number;
  readonly size: number;
  readonly seed?: number;
}

/** Where a bonfire's flame stands, for the flicker overlays. */
export function bonfireFlame(fire: Bonfire): { x: number; y: number; size: number } {
  return { x: fire.x, y: fire.groundY - fire.size * 0.12, size: fire.size * 0.42 };
}

/** A bonfire: crossed logs in a ring of stones, a tall flame and sparks. */
export function paintBonfire(ctx: Ctx, fire: Bonfire, finish: Finish, options: FireOptions = {}): void {
  const { x, groundY, size: s } = fire;
  const random = seededRandom(fire.seed ?? 83);
  const line = lineOf(finish);
  const flame = bonfireFlame(fire);
  if (options.light ?? true) paintFireLight(ctx, x, groundY - s * 0.4, s * 3.2, 0.5);
  // Logs leaning into a cone, back ones first.
  for (const [dx, angle] of [
    [-0.35, -0.9],
    [0.35, -2.25],
    [-0.1, -1.3],
    [0.12, -1.85],
  ] as const) {
    const bx = x + dx * s;
    const length = s * 0.7;
    const ex = bx + Math.cos(angle) * length;
    const ey = groundY + Math.sin(angle) * length * 0.8;
    const half = s * 0.065;
    const nx = -Math.sin(angle) * half;
    const ny = Math.cos(angle) * half;
    shape(ctx, finish, WOOD, () => {
      ctx.moveTo(bx + nx, groundY + ny);
      ctx.lineTo(ex + nx, ey + ny);
      ctx.lineTo(ex - nx, ey - ny);
      ctx.lineTo(bx - nx, groundY - ny);
      ctx.closePath();
    });
  }
  paintFlame(ctx, flame.x, flame.y, flame.size, Math.max(2, line * 0.6));
  // The ring of stones in front.
  for (let i = 0; i < 7; i += 1) {
    const u = i / 6 - 0.5;
    const sx = x + u * s * 1.1;
    const sy = groundY + Math.cos(u * Math.PI) * s * 0.06;
    const r = s * (0.08 + random() * 0.04);
    shape(ctx, finish, STONE, () => ctx.ellipse(sx, sy, r * 1.2, r * 0.8, 0, 0, Math.PI * 2));
    detail(finish, () => {
      ctx.fillStyle = 'rgba(255, 180, 100, 0.45)';
      ctx.beginPath();
      ctx.ellipse(sx, sy - r * 0.35, r * 0.7, r * 0.3, 0, 0, Math.PI * 2);
      ctx.fill();
    });
  }
  // Sparks rising.
  ctx.fillStyle = '#ffd98a';
  for (let i = 0; i < 14; i += 1) {
    ctx.globalAlpha = 0.4 + random() * 0.6;
    ctx.beginPath();
    ctx.arc(
      x + (random() - 0.5) * s * 0.8,
      groundY - s * (1 + random() * 1.4),
      1.5 + random() * 2,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}
