// Energy and weather: lightning, the agung gong and its rings, a gathered orb, breath, wind, the
// river's current, and the stars that circle a stunned head.
import { seededRandom } from '../../lib/seededRandom.ts';
import { type Ctx, INK, TAU, glow, outlined, polygon, withAlpha } from '../ink.ts';

/** A jagged lightning bolt from (x1, y1) to (x2, y2), outlined, with a white-hot core. */
export function lightning(
  ctx: Ctx,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  width: number,
  seed: number,
  colour = '#ffe14a',
): void {
  const random = seededRandom(seed);
  const steps = 7;
  const nx = -(y2 - y1);
  const ny = x2 - x1;
  const len = Math.hypot(nx, ny);
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const off = i === 0 || i === steps ? 0 : (random() - 0.5) * 0.35 * len;
    points.push([x1 + (x2 - x1) * t + (nx / len) * off, y1 + (y2 - y1) * t + (ny / len) * off]);
  }
  glow(ctx, (x1 + x2) / 2, (y1 + y2) / 2, len * 0.6, colour, 0.35);
  ctx.save();
  ctx.lineJoin = 'miter';
  ctx.lineCap = 'round';
  for (const [w, c] of [
    [width + 7, INK],
    [width, colour],
    [width * 0.35, '#ffffff'],
  ] as const) {
    ctx.strokeStyle = c;
    ctx.lineWidth = w;
    ctx.beginPath();
    points.forEach(([px, py], i) => (i === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
    ctx.stroke();
  }
  ctx.restore();
}

/** The classic zigzag bolt shape, filled, centred on (x, y), `h` tall. */
export function boltShape(ctx: Ctx, x: number, y: number, h: number, fill = '#ffe14a'): void {
  const w = h * 0.5;
  outlined(ctx, fill, () =>
    polygon(ctx, [
      [x + w * 0.2, y - h / 2],
      [x - w * 0.5, y + h * 0.06],
      [x - w * 0.02, y + h * 0.06],
      [x - w * 0.22, y + h / 2],
      [x + w * 0.5, y - h * 0.1],
      [x + w * 0.04, y - h * 0.1],
    ]),
  );
  ctx.fillStyle = 'rgba(255, 255, 255, 0.6)';
  ctx.beginPath();
  polygon(ctx, [
    [x + w * 0.12, y - h / 2 + 8],
    [x - w * 0.36, y + h * 0.02],
    [x - w * 0.16, y + h * 0.02],
  ]);
  ctx.fill();
}

/** An agung: a large bossed gong, hung from a cord, facing the viewer. */
export function gong(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.strokeStyle = INK;
  ctx.lineWidth = 6;
  ctx.beginPath();
  ctx.moveTo(x - r * 0.6, y - r * 1.7);
  ctx.lineTo(x - r * 0.35, y - r * 0.9);
  ctx.moveTo(x + r * 0.6, y - r * 1.7);
  ctx.lineTo(x + r * 0.35, y - r * 0.9);
  ctx.stroke();
  ctx.strokeStyle = '#e0303f';
  ctx.lineWidth = 3;
  ctx.stroke();
  const bronze = ctx.createRadialGradient(x - r * 0.3, y - r * 0.35, r * 0.1, x, y, r);
  bronze.addColorStop(0, '#ffe3a0');
  bronze.addColorStop(0.45, '#d89a3a');
  bronze.addColorStop(1, '#6b3e14');
  outlined(ctx, bronze, () => ctx.arc(x, y, r, 0, TAU), 5);
  ctx.strokeStyle = 'rgba(60, 30, 10, 0.55)';
  ctx.lineWidth = 2;
  for (const f of [0.82, 0.62]) {
    ctx.beginPath();
    ctx.arc(x, y, r * f, 0, TAU);
    ctx.stroke();
  }
  const boss = ctx.createRadialGradient(x - r * 0.1, y - r * 0.12, 0, x, y, r * 0.3);
  boss.addColorStop(0, '#fff6d0');
  boss.addColorStop(1, '#a0641e');
  outlined(ctx, boss, () => ctx.arc(x, y, r * 0.28, 0, TAU), 4);
}

/** Rings of sound or force spreading from (x, y). */
export function shockRings(ctx: Ctx, x: number, y: number, r0: number, count: number, colour: string): void {
  for (let i = 0; i < count; i += 1) {
    ctx.strokeStyle = withAlpha(colour, 0.85 - (i / count) * 0.7);
    ctx.lineWidth = 5 - i * 0.8;
    ctx.beginPath();
    ctx.arc(x, y, r0 + i * 18, 0, TAU);
    ctx.stroke();
  }
}

/** A ball of gathered energy with a bright heart. */
export function orb(ctx: Ctx, x: number, y: number, r: number, colour = '#6ac8ff'): void {
  glow(ctx, x, y, r * 2.6, colour, 0.6);
  const g = ctx.createRadialGradient(x - r * 0.2, y - r * 0.2, 0, x, y, r);
  g.addColorStop(0, '#ffffff');
  g.addColorStop(0.45, colour);
  g.addColorStop(1, withAlpha(colour, 0.6));
  outlined(ctx, g, () => ctx.arc(x, y, r, 0, TAU), 4);
}

/** A spiral of breath or wind, unwinding from (x, y). */
export function spiral(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  turns: number,
  colour: string,
  width = 5,
  start = 0,
): void {
  ctx.save();
  ctx.lineCap = 'round';
  for (const [w, c] of [
    [width + 5, withAlpha('#1a0f1f', 0.7)],
    [width, colour],
  ] as const) {
    ctx.strokeStyle = c;
    ctx.lineWidth = w;
    ctx.beginPath();
    const steps = Math.round(turns * 40);
    for (let i = 0; i <= steps; i += 1) {
      const t = i / steps;
      const a = start + t * turns * TAU;
      const d = r * t;
      const px = x + Math.cos(a) * d;
      const py = y + Math.sin(a) * d;
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.stroke();
  }
  ctx.restore();
}

/** A gust: a long curling stroke ending in a small spiral, from (x, y) toward +x. */
export function gust(ctx: Ctx, x: number, y: number, length: number, colour = '#e8f6ff', width = 5): void {
  ctx.save();
  ctx.lineCap = 'round';
  for (const [w, c] of [
    [width + 5, withAlpha('#1a0f1f', 0.6)],
    [width, colour],
  ] as const) {
    ctx.strokeStyle = c;
    ctx.lineWidth = w;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.bezierCurveTo(x + length * 0.4, y - 10, x + length * 0.7, y + 8, x + length * 0.85, y - 2);
    const cx = x + length * 0.85;
    const cy = y - 14;
    ctx.arc(cx, cy, 12, Math.PI / 2, Math.PI * 2.1, true);
    ctx.stroke();
  }
  ctx.restore();
}

/** Curling wave crests across the picture at height y (Alon's sea, a river's current). */
export function waves(
  ctx: Ctx,
  y: number,
  width: number,
  crest: number,
  colour: string,
  foam: string,
  seed: number,
): void {
  const random = seededRandom(seed);
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(-10, y + crest * 3);
  let x = -10;
  while (x < width + 10) {
    const w = crest * (2.4 + random() * 0.8);
    ctx.quadraticCurveTo(x + w * 0.3, y - crest, x + w * 0.62, y - crest * 0.7);
    ctx.quadraticCurveTo(x + w * 0.78, y - crest * 0.2, x + w * 0.6, y + crest * 0.1);
    ctx.quadraticCurveTo(x + w * 0.85, y + crest * 0.2, x + w, y);
    x += w;
  }
  ctx.lineTo(width + 10, y + crest * 6);
  ctx.lineTo(-10, y + crest * 6);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = INK;
  ctx.stroke();
  ctx.restore();
  ctx.strokeStyle = foam;
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  ctx.moveTo(0, y + crest * 0.8);
  ctx.lineTo(width, y + crest * 0.8);
  ctx.stroke();
}

/** Little stars and birds circling a dazed head. */
export function dazedStars(ctx: Ctx, x: number, y: number, r: number, seed: number): void {
  const random = seededRandom(seed);
  ctx.save();
  ctx.strokeStyle = withAlpha('#ffe14a', 0.7);
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.ellipse(x, y, r, r * 0.32, 0, 0, TAU);
  ctx.stroke();
  ctx.restore();
  for (let i = 0; i < 4; i += 1) {
    const a = (i / 4) * TAU + random() * 0.5;
    const sx = x + Math.cos(a) * r;
    const sy = y + Math.sin(a) * r * 0.32;
    const s = 7 + random() * 4;
    outlined(
      ctx,
      '#ffe14a',
      () =>
        polygon(
          ctx,
          Array.from({ length: 10 }, (_, k) => {
            const ka = (k / 10) * TAU - Math.PI / 2;
            const d = k % 2 === 0 ? s : s * 0.45;
            return [sx + Math.cos(ka) * d, sy + Math.sin(ka) * d] as [number, number];
          }),
        ),
      2.5,
    );
  }
}
