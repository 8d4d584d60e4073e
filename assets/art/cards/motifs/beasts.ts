// Animals that stand for a card's virtue: the carabao (strength), the Philippine eagle (agility and
// reach) and the owl (alertness).
import { type Ctx, INK, TAU, outlined } from '../ink.ts';

/** A carabao's head seen from the front, its sweeping horns wider than its face. */
export function carabao(ctx: Ctx, x: number, y: number, s: number): void {
  const hide = '#4a4250';
  const horn = '#d8cbb0';
  // Horns: great backward crescents.
  for (const side of [-1, 1]) {
    outlined(ctx, horn, () => {
      ctx.moveTo(x + side * s * 0.28, y - s * 0.48);
      ctx.bezierCurveTo(
        x + side * s * 0.9,
        y - s * 0.75,
        x + side * s * 1.45,
        y - s * 0.55,
        x + side * s * 1.5,
        y - s * 1.05,
      );
      ctx.bezierCurveTo(
        x + side * s * 1.25,
        y - s * 0.75,
        x + side * s * 0.85,
        y - s * 0.42,
        x + side * s * 0.3,
        y - s * 0.3,
      );
      ctx.closePath();
    });
    ctx.strokeStyle = 'rgba(90, 70, 50, 0.6)';
    ctx.lineWidth = 1.5;
    for (let i = 1; i < 5; i += 1) {
      const t = i / 5;
      const hx = x + side * s * (0.35 + t * 1.0);
      const hy = y - s * (0.42 + t * 0.35);
      ctx.beginPath();
      ctx.moveTo(hx, hy - s * 0.08);
      ctx.lineTo(hx + side * s * 0.03, hy + s * 0.06);
      ctx.stroke();
    }
    // Ears below the horns.
    outlined(ctx, hide, () =>
      ctx.ellipse(x + side * s * 0.55, y - s * 0.2, s * 0.22, s * 0.09, side * 0.4, 0, TAU),
    );
  }
  // The face: broad brow narrowing to a wide muzzle.
  outlined(ctx, hide, () => {
    ctx.moveTo(x - s * 0.42, y - s * 0.45);
    ctx.quadraticCurveTo(x, y - s * 0.62, x + s * 0.42, y - s * 0.45);
    ctx.quadraticCurveTo(x + s * 0.38, y + s * 0.1, x + s * 0.3, y + s * 0.45);
    ctx.quadraticCurveTo(x, y + s * 0.62, x - s * 0.3, y + s * 0.45);
    ctx.quadraticCurveTo(x - s * 0.38, y + s * 0.1, x - s * 0.42, y - s * 0.45);
    ctx.closePath();
  });
  outlined(ctx, '#6a5e6e', () => ctx.ellipse(x, y + s * 0.36, s * 0.3, s * 0.2, 0, 0, TAU), 3.5);
  ctx.fillStyle = INK;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(x + side * s * 0.12, y + s * 0.38, s * 0.05, s * 0.07, 0, 0, TAU);
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(x + side * s * 0.22, y - s * 0.12, s * 0.06, s * 0.045, side * -0.3, 0, TAU);
    ctx.fill();
    ctx.fillStyle = '#ffd98a';
    ctx.beginPath();
    ctx.arc(x + side * s * 0.21, y - s * 0.13, s * 0.015, 0, TAU);
    ctx.fill();
    ctx.fillStyle = INK;
  }
  // Light on the brow.
  ctx.fillStyle = 'rgba(255, 200, 150, 0.18)';
  ctx.beginPath();
  ctx.ellipse(x - s * 0.12, y - s * 0.36, s * 0.2, s * 0.08, -0.2, 0, TAU);
  ctx.fill();
}

/** A Philippine eagle diving, wings swept back, seen from the side, head toward `facing`. */
export function eagle(ctx: Ctx, x: number, y: number, s: number, facing: 1 | -1, angle = 0.5): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(facing, 1);
  ctx.rotate(angle);
  const brown = '#6b4a2b';
  const cream = '#f0e2c4';
  // Far wing.
  outlined(ctx, '#4a321e', () => {
    ctx.moveTo(-s * 0.1, -s * 0.1);
    ctx.quadraticCurveTo(-s * 0.6, -s * 0.9, -s * 1.3, -s * 0.95);
    ctx.lineTo(-s * 1.05, -s * 0.7);
    ctx.lineTo(-s * 1.25, -s * 0.62);
    ctx.lineTo(-s * 0.95, -s * 0.45);
    ctx.quadraticCurveTo(-s * 0.5, -s * 0.25, -s * 0.3, s * 0.05);
    ctx.closePath();
  });
  // Body and tail.
  outlined(ctx, cream, () => {
    ctx.moveTo(s * 0.55, -s * 0.05);
    ctx.quadraticCurveTo(s * 0.2, s * 0.25, -s * 0.6, s * 0.12);
    ctx.lineTo(-s * 1.05, s * 0.2);
    ctx.lineTo(-s * 0.95, 0);
    ctx.lineTo(-s * 1.05, -s * 0.12);
    ctx.lineTo(-s * 0.6, -s * 0.08);
    ctx.quadraticCurveTo(s * 0.1, -s * 0.25, s * 0.55, -s * 0.05);
    ctx.closePath();
  });
  // Near wing, swept back.
  outlined(ctx, brown, () => {
    ctx.moveTo(s * 0.1, -s * 0.05);
    ctx.quadraticCurveTo(-s * 0.3, -s * 0.75, -s * 1.15, -s * 0.6);
    ctx.lineTo(-s * 0.9, -s * 0.42);
    ctx.lineTo(-s * 1.1, -s * 0.32);
    ctx.lineTo(-s * 0.8, -s * 0.22);
    ctx.lineTo(-s * 0.95, -s * 0.1);
    ctx.quadraticCurveTo(-s * 0.3, -s * 0.02, s * 0.1, -s * 0.05);
    ctx.closePath();
  });
  // Head with its shaggy crest and great pale beak.
  outlined(ctx, '#c9a070', () => {
    ctx.moveTo(s * 0.35, -s * 0.12);
    ctx.lineTo(s * 0.3, -s * 0.34);
    ctx.lineTo(s * 0.42, -s * 0.26);
    ctx.lineTo(s * 0.44, -s * 0.38);
    ctx.lineTo(s * 0.54, -s * 0.27);
    ctx.quadraticCurveTo(s * 0.7, -s * 0.22, s * 0.72, -s * 0.08);
    ctx.quadraticCurveTo(s * 0.6, s * 0.05, s * 0.4, -s * 0.02);
    ctx.closePath();
  });
  outlined(
    ctx,
    '#b8c4d8',
    () => {
      ctx.moveTo(s * 0.68, -s * 0.16);
      ctx.quadraticCurveTo(s * 0.86, -s * 0.16, s * 0.85, -s * 0.02);
      ctx.lineTo(s * 0.76, -s * 0.06);
      ctx.lineTo(s * 0.68, -s * 0.04);
      ctx.closePath();
    },
    3,
  );
  ctx.fillStyle = INK;
  ctx.beginPath();
  ctx.arc(s * 0.6, -s * 0.16, s * 0.03, 0, TAU);
  ctx.fill();
  // Talons forward.
  ctx.strokeStyle = INK;
  ctx.lineWidth = 5;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(s * 0.05, s * 0.12);
  ctx.lineTo(s * 0.35, s * 0.3);
  ctx.stroke();
  ctx.strokeStyle = '#ffd23f';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.restore();
}

/** An owl's face: two great eyes under feathered brows. */
export function owl(ctx: Ctx, x: number, y: number, s: number): void {
  outlined(ctx, '#5a4434', () => {
    ctx.moveTo(x - s, y - s * 0.7);
    ctx.lineTo(x - s * 0.6, y - s * 0.55);
    ctx.quadraticCurveTo(x, y - s * 0.8, x + s * 0.6, y - s * 0.55);
    ctx.lineTo(x + s, y - s * 0.7);
    ctx.quadraticCurveTo(x + s * 1.05, y + s * 0.5, x, y + s * 0.9);
    ctx.quadraticCurveTo(x - s * 1.05, y + s * 0.5, x - s, y - s * 0.7);
    ctx.closePath();
  });
  for (const side of [-1, 1]) {
    outlined(ctx, '#d8c0a0', () => ctx.arc(x + side * s * 0.42, y - s * 0.05, s * 0.38, 0, TAU), 3);
    outlined(ctx, '#ffd23f', () => ctx.arc(x + side * s * 0.42, y - s * 0.05, s * 0.24, 0, TAU), 3);
    ctx.fillStyle = INK;
    ctx.beginPath();
    ctx.arc(x + side * s * 0.42, y - s * 0.05, s * 0.12, 0, TAU);
    ctx.fill();
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(x + side * s * 0.38, y - s * 0.1, s * 0.04, 0, TAU);
    ctx.fill();
  }
  outlined(
    ctx,
    '#e0a030',
    () => {
      ctx.moveTo(x - s * 0.08, y + s * 0.12);
      ctx.lineTo(x + s * 0.08, y + s * 0.12);
      ctx.lineTo(x, y + s * 0.34);
      ctx.closePath();
    },
    2.5,
  );
}
