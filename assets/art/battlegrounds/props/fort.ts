// Pieces of the old fort: a round watchtower (bantayan) broken at the top, an arched gateway, and
// a lantaka, the bronze swivel cannon of the old wars, lying in the grass.
import type { Point } from '../../lib/curve.ts';
import { tracePolygon } from '../../lib/curve.ts';
import type { Ctx, Finish } from '../../lib/finish.ts';
import { detail, lineOf, saved, shape, stroke } from '../../lib/finish.ts';
import { STONE, STONE_DARK, WOOD_DARK } from '../../lib/palette.ts';
import { seededRandom } from '../../lib/seededRandom.ts';

/** A round stone tower, its top broken off; a dark window slit or two. */
export function paintWatchtower(
  ctx: Ctx,
  x: number,
  groundY: number,
  width: number,
  height: number,
  finish: Finish,
): void {
  const random = seededRandom(191);
  const line = lineOf(finish);
  const top = groundY - height;
  const outline: Point[] = [{ x: x - width * 0.55, y: groundY }];
  outline.push({ x: x - width * 0.5, y: top + height * 0.12 });
  // The broken crown: jagged, higher on one side.
  for (let k = 0; k <= 8; k += 1) {
    const u = k / 8 - 0.5;
    const jag = k % 2 === 0 ? random() * height * 0.05 : height * (0.03 + random() * 0.08);
    outline.push({ x: x + u * width, y: top + jag + (u + 0.5) * height * 0.12 });
  }
  outline.push({ x: x + width * 0.55, y: groundY });
  const body = (): void => tracePolygon(ctx, outline);
  shape(ctx, finish, STONE, body, 0);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      body();
      ctx.clip();
      // Curved courses of stone around the tower, lit on the left.
      const course = width * 0.1;
      for (let y = top; y < groundY; y += course) {
        ctx.beginPath();
        ctx.moveTo(x - width * 0.6, y);
        ctx.quadraticCurveTo(x, y + course * 0.5, x + width * 0.6, y);
        stroke(ctx, Math.max(1.5, line * 0.45), 'rgba(26, 15, 31, 0.6)');
        for (let k = 0; k < 4; k += 1) {
          const bx = x + ((k + ((y / course) % 2) * 0.5) / 4 - 0.5) * width;
          ctx.beginPath();
          ctx.moveTo(bx, y + course * 0.2);
          ctx.lineTo(bx, y + course * 0.95);
          stroke(ctx, Math.max(1.5, line * 0.4), 'rgba(26, 15, 31, 0.5)');
        }
      }
      const shade = ctx.createLinearGradient(x - width / 2, 0, x + width / 2, 0);
      shade.addColorStop(0, 'rgba(255, 220, 190, 0.25)');
      shade.addColorStop(0.45, 'rgba(40, 20, 50, 0.05)');
      shade.addColorStop(1, 'rgba(30, 10, 40, 0.55)');
      ctx.fillStyle = shade;
      ctx.fillRect(x - width, top - 20, width * 2, height + 20);
      ctx.fillStyle = '#120a16';
      for (const [dy, dx] of [
        [0.3, -0.1],
        [0.55, 0.12],
      ] as const) {
        ctx.beginPath();
        ctx.moveTo(x + dx * width - width * 0.04, top + height * dy + width * 0.2);
        ctx.lineTo(x + dx * width - width * 0.04, top + height * dy);
        ctx.arc(x + dx * width, top + height * dy, width * 0.04, Math.PI, 0);
        ctx.lineTo(x + dx * width + width * 0.04, top + height * dy + width * 0.2);
        ctx.closePath();
        ctx.fill();
      }
    }),
  );
  if (line > 0) {
    ctx.beginPath();
    body();
    stroke(ctx, line);
  }
}

/** A gateway of stone with a round arch; what lies beyond shows through the opening. */
export function paintArchway(
  ctx: Ctx,
  x: number,
  groundY: number,
  width: number,
  height: number,
  finish: Finish,
  beyond: (ctx: Ctx) => void,
): void {
  const line = lineOf(finish);
  const open = width * 0.56;
  const springY = groundY - height * 0.5;
  const opening = (): void => {
    ctx.moveTo(x - open / 2, groundY);
    ctx.lineTo(x - open / 2, springY);
    ctx.arc(x, springY, open / 2, Math.PI, 0);
    ctx.lineTo(x + open / 2, groundY);
    ctx.closePath();
  };
  const piers = (): void => {
    ctx.moveTo(x - width / 2, groundY);
    ctx.lineTo(x - width / 2, groundY - height * 0.92);
    ctx.lineTo(x - width * 0.2, groundY - height);
    ctx.lineTo(x + width * 0.05, groundY - height * 0.9);
    ctx.lineTo(x + width * 0.3, groundY - height * 0.97);
    ctx.lineTo(x + width / 2, groundY - height * 0.86);
    ctx.lineTo(x + width / 2, groundY);
    ctx.closePath();
  };
  shape(ctx, finish, STONE, piers);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      piers();
      ctx.clip();
      const course = height * 0.09;
      for (let y = groundY - height; y < groundY; y += course) {
        ctx.beginPath();
        ctx.moveTo(x - width / 2, y);
        ctx.lineTo(x + width / 2, y);
        stroke(ctx, Math.max(1.5, line * 0.45), 'rgba(26, 15, 31, 0.55)');
      }
      // Voussoirs fanning around the arch.
      for (let k = 0; k <= 8; k += 1) {
        const a = Math.PI + (k / 8) * Math.PI;
        ctx.beginPath();
        ctx.moveTo(x + Math.cos(a) * open * 0.5, springY + Math.sin(a) * open * 0.5);
        ctx.lineTo(x + Math.cos(a) * open * 0.75, springY + Math.sin(a) * open * 0.75);
        stroke(ctx, Math.max(2, line * 0.55), 'rgba(26, 15, 31, 0.7)');
      }
      ctx.fillStyle = 'rgba(30, 10, 40, 0.35)';
      ctx.fillRect(x + width * 0.1, groundY - height, width, height);
    }),
  );
  if (line > 0) {
    ctx.beginPath();
    piers();
    stroke(ctx, line);
  }
  saved(ctx, () => {
    ctx.beginPath();
    opening();
    ctx.clip();
    beyond(ctx);
  });
  ctx.beginPath();
  opening();
  stroke(ctx, line);
}

/** A lantaka lying on the ground, its muzzle toward `dir`: old bronze, green where the rain ran. */
export function paintLantaka(
  ctx: Ctx,
  x: number,
  groundY: number,
  length: number,
  dir: 1 | -1,
  finish: Finish,
): void {
  const line = lineOf(finish);
  const r = length * 0.09;
  const cy = groundY - r * 1.2;
  const end = (u: number): number => x + dir * length * u;
  // The barrel tapers from the breech, then flares into the muzzle.
  const barrel = (): void => {
    ctx.moveTo(end(-0.5), cy - r);
    ctx.lineTo(end(0.36), cy - r * 0.7);
    ctx.quadraticCurveTo(end(0.45), cy - r * 0.7, end(0.5), cy - r * 1.15);
    ctx.lineTo(end(0.5), cy + r * 1.15);
    ctx.quadraticCurveTo(end(0.45), cy + r * 0.7, end(0.36), cy + r * 0.7);
    ctx.lineTo(end(-0.5), cy + r);
    ctx.closePath();
  };
  const bronze = ctx.createLinearGradient(0, cy - r, 0, cy + r);
  bronze.addColorStop(0, '#d8b060');
  bronze.addColorStop(0.45, '#9a7a36');
  bronze.addColorStop(1, '#4a3a20');
  shape(ctx, finish, bronze, barrel);
  detail(finish, () => {
    saved(ctx, () => {
      ctx.beginPath();
      barrel();
      ctx.clip();
      ctx.fillStyle = 'rgba(90, 150, 120, 0.45)';
      for (const u of [-0.3, 0.05, 0.28]) {
        ctx.beginPath();
        ctx.ellipse(end(u), cy + r * 0.3, length * 0.06, r * 0.5, 0, 0, Math.PI * 2);
        ctx.fill();
      }
    });
    for (const u of [-0.42, -0.1, 0.2]) {
      shape(
        ctx,
        finish,
        '#c89a40',
        () => ctx.rect(end(u) - length * 0.018, cy - r * 1.08, length * 0.036, r * 2.16),
        line * 0.6,
      );
    }
  });
  // The swivel yoke it once turned on, and the knob of the breech.
  shape(ctx, finish, '#5a4a2a', () => {
    ctx.moveTo(end(-0.02) - r * 0.3, cy + r * 0.6);
    ctx.lineTo(end(-0.02) + r * 0.3, cy + r * 0.6);
    ctx.lineTo(end(-0.02) + r * 0.15, groundY);
    ctx.lineTo(end(-0.02) - r * 0.15, groundY);
    ctx.closePath();
  });
  shape(ctx, finish, '#9a7a36', () => ctx.arc(end(-0.56), cy, r * 0.5, 0, Math.PI * 2));
  shape(ctx, finish, WOOD_DARK, () => ctx.ellipse(end(0.5), cy, r * 0.3, r * 0.85, 0, 0, Math.PI * 2));
}

/** Fallen blocks scattered at the foot of a ruin. */
export function paintRubble(
  ctx: Ctx,
  x: number,
  groundY: number,
  spread: number,
  count: number,
  seed: number,
  finish: Finish,
): void {
  const random = seededRandom(seed);
  for (let i = 0; i < count; i += 1) {
    const bx = x + (random() - 0.5) * spread;
    const size = spread * (0.06 + random() * 0.06);
    const tilt = (random() - 0.5) * 0.5;
    saved(ctx, () => {
      ctx.translate(bx, groundY - size * 0.4 + random() * 10);
      ctx.rotate(tilt);
      shape(ctx, finish, random() > 0.5 ? STONE : STONE_DARK, () =>
        ctx.rect(-size, -size * 0.55, size * 2, size * 1.1),
      );
      detail(finish, () => {
        ctx.fillStyle = 'rgba(255, 220, 190, 0.22)';
        ctx.fillRect(-size + 3, -size * 0.55 + 3, size * 2 - 6, size * 0.25);
      });
    });
  }
}
