// Painted effects around a fighter, part of the frames themselves: the shadow on the floor, the
// power-up aura and motes, embers and smoke of a burn, poison bubbles, the Babaylan's spirit flame,
// the dust of a fall and the flash of a hit. `phase` (0-1) moves them from frame to frame.
import { seededRandom } from '../lib/seededRandom.ts';
import { INK, rgba } from './colour.ts';
import type { Figure } from './figure.ts';
import type { Ctx } from './ink.ts';
import type { Point } from './skeleton.ts';
import { FEET, FRAME_HEIGHT, FRAME_WIDTH } from './sheet.ts';

export function groundShadow(f: Figure): void {
  const { ctx } = f.b;
  const { frontLeg, backLeg, hip, head } = f.j;
  const xs = [frontLeg.end.x, backLeg.end.x, hip.x, head.x];
  const left = Math.min(...xs) - 20;
  const right = Math.max(...xs) + 26;
  const lift = Math.max(0, FEET.y - Math.max(frontLeg.end.y, backLeg.end.y) - 9);
  const fade = Math.max(0.35, 1 - lift / 60);
  ctx.save();
  ctx.fillStyle = `rgba(12, 6, 20, ${0.38 * fade})`;
  ctx.beginPath();
  ctx.ellipse((left + right) / 2, FEET.y + 2, ((right - left) / 2) * fade, 11 * fade, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** The centre of the chest, between neck and hips. */
function chest(f: Figure): Point {
  return { x: (f.j.neck.x * 2 + f.j.hip.x) / 3, y: (f.j.neck.y * 2 + f.j.hip.y) / 3 };
}

/** Behind the figure: a glow and rays in the fighter's colour, swelling with the phase. */
export function auraBehind(f: Figure, phase: number): void {
  const { ctx } = f.b;
  const c = chest(f);
  const strength = 0.45 + 0.55 * Math.sin(phase * Math.PI);
  // The glow fades out before the frame's edge, so no frame shows a cut-off halo.
  const r = Math.min(128, c.x - 6, FRAME_WIDTH - c.x - 6);
  const stretch = Math.min(1.45, (c.y - 8) / r, (FRAME_HEIGHT - 6 - c.y) / r);
  ctx.save();
  ctx.translate(c.x, c.y);
  ctx.scale(1, stretch);
  const glow = ctx.createRadialGradient(0, 0, 8, 0, 0, r);
  glow.addColorStop(0, rgba(f.look.aura, 0.75 * strength));
  glow.addColorStop(0.5, rgba(f.look.aura, 0.3 * strength));
  glow.addColorStop(1, rgba(f.look.aura, 0));
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 0.5 * strength;
  for (let i = 0; i < 10; i += 1) {
    const a = (i / 10) * Math.PI * 2 + phase * 0.6;
    const length = r * (0.72 + (i % 3) * 0.09);
    const ray = ctx.createLinearGradient(0, 0, Math.cos(a) * length, Math.sin(a) * length);
    ray.addColorStop(0, 'rgba(255, 246, 224, 0.9)');
    ray.addColorStop(1, 'rgba(255, 246, 224, 0)');
    ctx.fillStyle = ray;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a - 0.06) * 30, Math.sin(a - 0.06) * 30);
    ctx.lineTo(Math.cos(a) * length, Math.sin(a) * length);
    ctx.lineTo(Math.cos(a + 0.06) * 30, Math.sin(a + 0.06) * 30);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
  // A ring of light at the feet.
  ctx.save();
  ctx.strokeStyle = rgba(f.look.aura, 0.8 * strength);
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.ellipse(f.j.hip.x, FEET.y, 70 + phase * 30, 9 + phase * 2, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

/** In front: motes of light rising around the body. */
export function auraMotes(f: Figure, phase: number): void {
  const random = seededRandom(41);
  const c = chest(f);
  for (let i = 0; i < 14; i += 1) {
    const x = Math.max(14, Math.min(FRAME_WIDTH - 14, c.x + (random() - 0.5) * 190));
    const y0 = FEET.y - 30 - random() * 300;
    const y = y0 - phase * 60 - random() * 10;
    const size = 2.5 + random() * 4;
    sparkle(f.b.ctx, { x, y }, size, i % 3 === 0 ? '#ffffff' : f.look.aura);
  }
}

function sparkle(ctx: Ctx, p: Point, size: number, colour: string): void {
  ctx.save();
  ctx.fillStyle = colour;
  ctx.shadowColor = colour;
  ctx.shadowBlur = 8;
  ctx.beginPath();
  ctx.moveTo(p.x, p.y - size * 2);
  ctx.quadraticCurveTo(p.x, p.y, p.x + size * 2, p.y);
  ctx.quadraticCurveTo(p.x, p.y, p.x, p.y + size * 2);
  ctx.quadraticCurveTo(p.x, p.y, p.x - size * 2, p.y);
  ctx.quadraticCurveTo(p.x, p.y, p.x, p.y - size * 2);
  ctx.fill();
  ctx.restore();
}

/** A burn: small flames licking at the shoulder and hip, embers rising, a wisp of smoke. */
export function burning(f: Figure, phase: number): void {
  const { ctx } = f.b;
  const random = seededRandom(97);
  const spots = [f.j.frontArm.mid, f.j.neck, f.j.hip, f.j.backArm.mid];
  // Smoke first, behind the flames.
  ctx.save();
  for (let i = 0; i < 3; i += 1) {
    const s = spots[i] as Point;
    const rise = ((phase + i / 3) % 1) * 50;
    ctx.fillStyle = `rgba(70, 60, 80, ${0.35 * (1 - rise / 60)})`;
    ctx.beginPath();
    ctx.ellipse(s.x - 6 - rise * 0.3, s.y - 30 - rise, 12 + rise * 0.3, 9 + rise * 0.2, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
  spots.slice(0, 3).forEach((s, i) => {
    const flicker = Math.sin((phase + i * 0.37) * Math.PI * 2);
    flame(ctx, { x: s.x + (i - 1) * 4, y: s.y - 4 }, 13 + flicker * 4, flicker * 0.15);
  });
  for (let i = 0; i < 16; i += 1) {
    const base = spots[i % spots.length] as Point;
    const t = (random() + phase) % 1;
    const x = base.x + (random() - 0.5) * 70 + Math.sin(t * 6 + i) * 8;
    const y = base.y - t * 110 - 10;
    glowDot(ctx, { x, y }, 2 + random() * 2.6, i % 3 === 0 ? '#ffe28a' : '#ff7a2a', 1 - t * 0.7);
  }
}

function flame(ctx: Ctx, p: Point, height: number, lean: number): void {
  ctx.save();
  ctx.translate(p.x, p.y);
  ctx.rotate(lean);
  const tongue = (h: number, w: number, colour: string) => {
    ctx.beginPath();
    ctx.moveTo(0, -h);
    ctx.bezierCurveTo(w * 0.6, -h * 0.5, w, -h * 0.1, 0, h * 0.25);
    ctx.bezierCurveTo(-w, -h * 0.1, -w * 0.5, -h * 0.45, 0, -h);
    ctx.fillStyle = colour;
    ctx.fill();
  };
  ctx.lineWidth = 2.2;
  ctx.strokeStyle = INK;
  ctx.beginPath();
  ctx.moveTo(0, -height);
  ctx.bezierCurveTo(height * 0.36, -height * 0.5, height * 0.6, -height * 0.1, 0, height * 0.25);
  ctx.bezierCurveTo(-height * 0.6, -height * 0.1, -height * 0.3, -height * 0.45, 0, -height);
  ctx.stroke();
  tongue(height, height * 0.6, '#ff6a2a');
  tongue(height * 0.7, height * 0.38, '#ffb43a');
  tongue(height * 0.4, height * 0.2, '#fff1a8');
  ctx.restore();
}

function glowDot(ctx: Ctx, p: Point, r: number, colour: string, alpha: number): void {
  ctx.save();
  ctx.globalAlpha = Math.max(0, alpha);
  const g = ctx.createRadialGradient(p.x, p.y, 0, p.x, p.y, r * 3);
  g.addColorStop(0, '#fff6d0');
  g.addColorStop(0.35, colour);
  g.addColorStop(1, rgba('#ff5a1a', 0));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(p.x, p.y, r * 3, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Poison: sickly bubbles rising off the skin and a faint green haze. */
export function poisoned(f: Figure, phase: number): void {
  const { ctx } = f.b;
  const c = chest(f);
  ctx.save();
  const haze = ctx.createRadialGradient(c.x, c.y, 10, c.x, c.y, 140);
  haze.addColorStop(0, 'rgba(140, 220, 90, 0.22)');
  haze.addColorStop(1, 'rgba(140, 220, 90, 0)');
  ctx.fillStyle = haze;
  ctx.fillRect(c.x - 150, c.y - 150, 300, 300);
  ctx.restore();
  const random = seededRandom(53);
  const spots = [f.j.head, f.j.frontArm.end, f.j.neck, f.j.frontArm.mid];
  for (let i = 0; i < 7; i += 1) {
    const base = spots[i % spots.length] as Point;
    const t = (random() + phase) % 1;
    const p = { x: base.x + (random() - 0.5) * 60, y: base.y - 6 - t * 70 };
    const r = 2.5 + random() * 3 + t * 2;
    ctx.save();
    ctx.globalAlpha = 1 - t * 0.8;
    ctx.fillStyle = 'rgba(150, 230, 90, 0.55)';
    ctx.strokeStyle = '#2f5a1e';
    ctx.lineWidth = 1.6;
    ctx.beginPath();
    ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = 'rgba(240, 255, 220, 0.9)';
    ctx.beginPath();
    ctx.arc(p.x - r * 0.35, p.y - r * 0.35, r * 0.28, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }
}

/** The Babaylan's spirit flame in her open hand. */
export function spiritFlame(f: Figure, at: Point, strength: number): void {
  const { ctx } = f.b;
  ctx.save();
  const g = ctx.createRadialGradient(at.x, at.y, 2, at.x, at.y, 60 * strength);
  g.addColorStop(0, 'rgba(255, 255, 255, 0.95)');
  g.addColorStop(0.25, rgba(f.look.aura, 0.85));
  g.addColorStop(1, rgba(f.look.aura, 0));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(at.x, at.y, 60 * strength, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  // Wisps curling off the flame.
  for (let i = 0; i < 3; i += 1) {
    const a = -0.8 + i * 0.8;
    ctx.save();
    ctx.strokeStyle = rgba('#f2e0ff', 0.85);
    ctx.lineWidth = 3 - i * 0.6;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(at.x, at.y);
    ctx.quadraticCurveTo(
      at.x + 30 * strength,
      at.y + Math.sin(a) * 30,
      at.x + 56 * strength,
      at.y + Math.sin(a) * 18 - 10,
    );
    ctx.stroke();
    ctx.restore();
  }
}

/** Dust kicked up where a falling body lands. */
export function dust(f: Figure, strength: number): void {
  const { ctx } = f.b;
  const random = seededRandom(19);
  const x0 = f.j.hip.x;
  ctx.save();
  for (let i = 0; i < 9; i += 1) {
    const x = x0 + (random() - 0.5) * 200;
    const r = (8 + random() * 14) * strength;
    ctx.fillStyle = `rgba(200, 170, 140, ${0.45 * strength})`;
    ctx.beginPath();
    ctx.arc(x, FEET.y - r * 0.5, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** The flash of a blow landing on the chest. */
export function impact(f: Figure, strength: number): void {
  const { ctx } = f.b;
  const c = { x: chest(f).x + 26, y: chest(f).y - 6 };
  ctx.save();
  ctx.globalAlpha = strength;
  ctx.fillStyle = '#fff6e0';
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2.4;
  ctx.beginPath();
  for (let i = 0; i < 16; i += 1) {
    const a = (i / 16) * Math.PI * 2;
    const r = i % 2 === 0 ? 34 : 12;
    const p = { x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r };
    if (i === 0) ctx.moveTo(p.x, p.y);
    else ctx.lineTo(p.x, p.y);
  }
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}
