// Fences and posts: the woven sawali fence of a practice yard, bamboo palisades and single posts.
import { type Ctx, type Finish, detail, lineOf, saved, shape, stroke } from './finish.ts';
import { BAMBOO, RATTAN_DARK, WOOD, WOOD_DARK } from './palette.ts';
import { seededRandom } from './seededRandom.ts';

export interface Fence {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** Distance between two posts. */
  readonly panel: number;
  /** Shade over the weave (dusk falls on the fence's face). */
  readonly shade?: string;
}

/** Panels of woven bamboo strips between dark posts, under a top rail. */
export function paintSawaliFence(ctx: Ctx, fence: Fence, finish: Finish): void {
  const { left, right, top, bottom, panel } = fence;
  const line = lineOf(finish);
  const face = (): void => ctx.rect(left, top, right - left, bottom - top);
  shape(ctx, finish, '#8a5a34', face, 0);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      face();
      ctx.clip();
      const strip = Math.max(8, (bottom - top) / 9);
      for (let row = 0; top + row * strip < bottom; row += 1) {
        for (let col = 0; left + col * strip < right; col += 1) {
          const light = (row + col) % 2 === 0;
          ctx.fillStyle = light ? '#b78250' : '#7a4c2a';
          const cx = left + col * strip;
          const cy = top + row * strip;
          if (light) ctx.fillRect(cx, cy, strip, strip / 2);
          else ctx.fillRect(cx + strip / 4, cy, strip / 2, strip);
        }
      }
      const dusk = ctx.createLinearGradient(0, top, 0, bottom);
      dusk.addColorStop(0, 'rgba(30, 12, 30, 0.25)');
      dusk.addColorStop(1, fence.shade ?? 'rgba(30, 12, 30, 0.55)');
      ctx.fillStyle = dusk;
      ctx.fillRect(left, top, right - left, bottom - top);
    }),
  );
  for (let x = left; x <= right; x += panel)
    paintPost(ctx, x, bottom, bottom - top + panel * 0.16, panel * 0.1, finish);
  shape(ctx, finish, WOOD, () => ctx.rect(left, top - line, right - left, line * 2 + 4));
}

/** A squared wooden post with a rattan lashing near the top. */
export function paintPost(
  ctx: Ctx,
  x: number,
  groundY: number,
  height: number,
  width: number,
  finish: Finish,
): void {
  const line = lineOf(finish);
  shape(ctx, finish, WOOD_DARK, () => ctx.rect(x - width / 2, groundY - height, width, height));
  detail(finish, () => {
    ctx.fillStyle = 'rgba(255, 200, 140, 0.18)';
    ctx.fillRect(x - width / 2 + line / 2, groundY - height + line / 2, width * 0.3, height - line);
    shape(
      ctx,
      finish,
      RATTAN_DARK,
      () => ctx.rect(x - width * 0.6, groundY - height * 0.9, width * 1.2, width * 0.5),
      line * 0.7,
    );
  });
}

export interface Palisade {
  readonly left: number;
  readonly right: number;
  readonly groundY: number;
  readonly height: number;
  /** Width of one pole. */
  readonly pole: number;
  readonly seed?: number;
}

/** A palisade of sharpened bamboo poles, uneven in height, with two lashed rails. */
export function paintPalisade(ctx: Ctx, p: Palisade, finish: Finish): void {
  const random = seededRandom(p.seed ?? 71);
  const line = lineOf(finish);
  for (let x = p.left; x < p.right; x += p.pole) {
    const tall = p.height * (0.85 + random() * 0.15);
    shape(ctx, finish, BAMBOO, () => {
      ctx.moveTo(x, p.groundY);
      ctx.lineTo(x, p.groundY - tall);
      ctx.lineTo(x + p.pole / 2, p.groundY - tall - p.pole * 0.8);
      ctx.lineTo(x + p.pole, p.groundY - tall);
      ctx.lineTo(x + p.pole, p.groundY);
      ctx.closePath();
    });
    detail(finish, () => {
      for (const k of [0.3, 0.62]) {
        ctx.beginPath();
        ctx.moveTo(x + line / 2, p.groundY - tall * k);
        ctx.lineTo(x + p.pole - line / 2, p.groundY - tall * k);
        stroke(ctx, Math.max(1.5, line * 0.5), 'rgba(26, 15, 31, 0.6)');
      }
    });
  }
  for (const k of [0.28, 0.7]) {
    shape(ctx, finish, WOOD, () =>
      ctx.rect(
        p.left - p.pole * 0.3,
        p.groundY - p.height * k,
        p.right - p.left + p.pole * 0.6,
        p.pole * 0.45,
      ),
    );
  }
}
