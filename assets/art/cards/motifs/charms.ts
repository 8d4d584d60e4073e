// Signs of a blessing for the buff cards: rising arrows, an anting-anting amulet, a watchful eye,
// a feather and the footprints of a footwork pattern.
import { type Ctx, INK, TAU, glow, outlined, polygon } from '../ink.ts';

/** A fat arrow pointing up, its base at (x, y). */
export function upArrow(ctx: Ctx, x: number, y: number, h: number, w: number, fill = '#ffd23f'): void {
  outlined(ctx, fill, () =>
    polygon(ctx, [
      [x, y - h],
      [x + w, y - h * 0.5],
      [x + w * 0.42, y - h * 0.5],
      [x + w * 0.42, y],
      [x - w * 0.42, y],
      [x - w * 0.42, y - h * 0.5],
      [x - w, y - h * 0.5],
    ]),
  );
  ctx.fillStyle = 'rgba(255, 255, 255, 0.45)';
  ctx.beginPath();
  polygon(ctx, [
    [x, y - h + 6],
    [x - w + 10, y - h * 0.5 - 2],
    [x - w * 0.42 + 3, y - h * 0.5 - 2],
    [x - w * 0.42 + 3, y - 4],
    [x - w * 0.15, y - 4],
    [x - w * 0.15, y - h * 0.55],
  ]);
  ctx.fill();
}

/** Stacked chevrons pointing up, fading toward the top. */
export function chevrons(ctx: Ctx, x: number, y: number, w: number, count: number, colour = '#ffd23f'): void {
  for (let i = 0; i < count; i += 1) {
    const cy = y - i * w * 0.5;
    ctx.globalAlpha = 1 - i / (count + 1);
    outlined(
      ctx,
      colour,
      () =>
        polygon(ctx, [
          [x - w / 2, cy],
          [x, cy - w * 0.4],
          [x + w / 2, cy],
          [x + w / 2, cy + w * 0.16],
          [x, cy - w * 0.22],
          [x - w / 2, cy + w * 0.16],
        ]),
      3,
    );
  }
  ctx.globalAlpha = 1;
}

/** An anting-anting: a gold medallion on a cord, a triangle and an eye at its heart. */
export function amulet(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.strokeStyle = INK;
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.moveTo(x - r * 1.4, y - r * 2.6);
  ctx.quadraticCurveTo(x - r * 0.6, y - r * 1.2, x, y - r);
  ctx.quadraticCurveTo(x + r * 0.6, y - r * 1.2, x + r * 1.4, y - r * 2.6);
  ctx.stroke();
  ctx.strokeStyle = '#c98a4b';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  glow(ctx, x, y, r * 2.4, '#ffe39a', 0.55);
  const gold = ctx.createRadialGradient(x - r * 0.3, y - r * 0.3, 0, x, y, r);
  gold.addColorStop(0, '#fff3b0');
  gold.addColorStop(0.6, '#f2b544');
  gold.addColorStop(1, '#9a6a10');
  outlined(ctx, gold, () => ctx.arc(x, y, r, 0, TAU), 5);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(x, y, r * 0.82, 0, TAU);
  ctx.stroke();
  outlined(
    ctx,
    '#fff3b0',
    () =>
      polygon(ctx, [
        [x, y - r * 0.6],
        [x + r * 0.55, y + r * 0.38],
        [x - r * 0.55, y + r * 0.38],
      ]),
    2.5,
  );
  eye(ctx, x, y + r * 0.08, r * 0.26, '#b3202f');
}

/** An almond eye with an iris of `iris`, looking straight out. */
export function eye(ctx: Ctx, x: number, y: number, r: number, iris = '#1f7a8c'): void {
  outlined(
    ctx,
    '#fff8e8',
    () => {
      ctx.moveTo(x - r * 1.6, y);
      ctx.quadraticCurveTo(x, y - r * 1.5, x + r * 1.6, y);
      ctx.quadraticCurveTo(x, y + r * 1.5, x - r * 1.6, y);
      ctx.closePath();
    },
    Math.max(2, r * 0.3),
  );
  ctx.fillStyle = iris;
  ctx.beginPath();
  ctx.arc(x, y, r * 0.62, 0, TAU);
  ctx.fill();
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.arc(x, y, r * 0.3, 0, TAU);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(x - r * 0.2, y - r * 0.22, r * 0.14, 0, TAU);
  ctx.fill();
}

/** A long feather, for lightness. */
export function feather(
  ctx: Ctx,
  x: number,
  y: number,
  length: number,
  angle: number,
  colour = '#f6ead7',
): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  outlined(
    ctx,
    colour,
    () => {
      ctx.moveTo(0, 0);
      ctx.quadraticCurveTo(length * 0.3, -length * 0.16, length, -length * 0.02);
      ctx.quadraticCurveTo(length * 0.45, length * 0.18, 0, 0);
      ctx.closePath();
    },
    3,
  );
  ctx.strokeStyle = 'rgba(26, 15, 31, 0.55)';
  ctx.lineWidth = 1.2;
  ctx.beginPath();
  ctx.moveTo(-length * 0.12, length * 0.02);
  ctx.lineTo(length * 0.96, -length * 0.01);
  for (let i = 1; i < 8; i += 1) {
    const px = (i / 8) * length;
    ctx.moveTo(px, 0);
    ctx.lineTo(px + length * 0.06, -length * 0.1 * Math.sin((i / 8) * Math.PI));
    ctx.moveTo(px, 0);
    ctx.lineTo(px + length * 0.06, length * 0.1 * Math.sin((i / 8) * Math.PI));
  }
  ctx.stroke();
  ctx.restore();
}

/** A bare footprint, heel at (x, y), pointing along `angle`. */
export function footprint(ctx: Ctx, x: number, y: number, s: number, angle: number, fill = '#f6ead7'): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle + Math.PI / 2);
  outlined(ctx, fill, () => ctx.ellipse(0, -s * 0.55, s * 0.32, s * 0.6, 0, 0, TAU), 2.5);
  for (const [tx, ty, tr] of [
    [-0.22, -1.3, 0.11],
    [-0.04, -1.36, 0.1],
    [0.13, -1.32, 0.09],
    [0.27, -1.22, 0.08],
    [0.37, -1.08, 0.07],
  ] as const)
    outlined(ctx, fill, () => ctx.arc(tx * s, ty * s, tr * s, 0, TAU), 2);
  ctx.restore();
}
