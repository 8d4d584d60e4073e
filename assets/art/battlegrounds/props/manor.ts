// The asyenda: the big house (bahay na bato: stone below, wood and capiz windows above, a tiled
// roof), its high whitewashed walls with a tiled coping, the great gate, blue-and-white jars and a
// reflecting pool in the courtyard.
import type { Ctx, Finish } from '../../lib/finish.ts';
import { detail, lineOf, saved, shape, stroke } from '../../lib/finish.ts';
import { LAMP, STONE, WOOD, WOOD_DARK } from '../../lib/palette.ts';

const TILE = '#8a3a2a';
const TILE_LIT = '#b85a3a';
const STUCCO = '#b49a9a';
const CAPIZ = '#ffd98a';

/** The upper floor and roof of a big house, seen above the wall (its base hidden behind it). */
export function paintBigHouse(ctx: Ctx, x: number, baseY: number, width: number, finish: Finish): void {
  const line = lineOf(finish);
  const floorH = width * 0.26;
  const top = baseY - floorH;
  // Wooden upper storey with a row of capiz windows, lit from within.
  shape(ctx, finish, WOOD, () => ctx.rect(x - width / 2, top, width, floorH + 20));
  const panes = Math.round(width / 90);
  const paneW = (width * 0.86) / panes;
  for (let i = 0; i < panes; i += 1) {
    const px = x - width * 0.43 + i * paneW + paneW * 0.1;
    const py = top + floorH * 0.18;
    const pw = paneW * 0.8;
    const ph = floorH * 0.55;
    shape(ctx, finish, CAPIZ, () => ctx.rect(px, py, pw, ph), line * 0.7);
    detail(finish, () => {
      // The grid of small capiz shells in each sliding window.
      ctx.beginPath();
      for (let k = 1; k < 4; k += 1) {
        ctx.moveTo(px + (pw * k) / 4, py);
        ctx.lineTo(px + (pw * k) / 4, py + ph);
      }
      for (let k = 1; k < 4; k += 1) {
        ctx.moveTo(px, py + (ph * k) / 4);
        ctx.lineTo(px + pw, py + (ph * k) / 4);
      }
      stroke(ctx, 1.5, 'rgba(140, 80, 30, 0.6)');
    });
  }
  // A wide hip roof of clay tiles.
  const roof = (): void => {
    ctx.moveTo(x - width * 0.6, top + 6);
    ctx.lineTo(x - width * 0.32, top - width * 0.2);
    ctx.lineTo(x + width * 0.32, top - width * 0.2);
    ctx.lineTo(x + width * 0.6, top + 6);
    ctx.closePath();
  };
  const tiles = ctx.createLinearGradient(0, top - width * 0.2, 0, top);
  tiles.addColorStop(0, TILE_LIT);
  tiles.addColorStop(1, TILE);
  shape(ctx, finish, tiles, roof);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      roof();
      ctx.clip();
      for (let k = 0; k < 40; k += 1) {
        const u = k / 39 - 0.5;
        ctx.beginPath();
        ctx.moveTo(x + u * width * 0.64, top - width * 0.2);
        ctx.lineTo(x + u * width * 1.2, top + 6);
        stroke(ctx, 2, 'rgba(40, 10, 10, 0.35)');
      }
      ctx.beginPath();
      ctx.moveTo(x - width * 0.6, top - width * 0.02);
      ctx.lineTo(x + width * 0.6, top - width * 0.02);
      stroke(ctx, 3, 'rgba(40, 10, 10, 0.3)');
    }),
  );
}

export interface HighWall {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** Distance between pilasters. */
  readonly bay: number;
}

/** A high whitewashed wall with pilasters, a tiled coping and the stains of many rains. */
export function paintHighWall(ctx: Ctx, wall: HighWall, finish: Finish): void {
  const { left, right, top, bottom, bay } = wall;
  const line = lineOf(finish);
  shape(ctx, finish, STUCCO, () => ctx.rect(left, top, right - left, bottom - top));
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      ctx.rect(left, top, right - left, bottom - top);
      ctx.clip();
      const dusk = ctx.createLinearGradient(0, top, 0, bottom);
      dusk.addColorStop(0, 'rgba(60, 30, 80, 0.25)');
      dusk.addColorStop(1, 'rgba(40, 16, 50, 0.6)');
      ctx.fillStyle = dusk;
      ctx.fillRect(left, top, right - left, bottom - top);
      // Rain streaks under the coping.
      for (let x = left + 30; x < right; x += 57) {
        ctx.fillStyle = 'rgba(40, 20, 40, 0.18)';
        ctx.fillRect(x, top, 10 + (x % 13), (bottom - top) * (0.2 + ((x * 7) % 10) / 30));
      }
      ctx.fillStyle = 'rgba(30, 14, 30, 0.4)';
      ctx.fillRect(left, bottom - 26, right - left, 26);
    }),
  );
  for (let x = left + bay / 2; x < right; x += bay) {
    shape(ctx, finish, '#c2a8a2', () => ctx.rect(x - 22, top - 10, 44, bottom - top + 10));
    detail(finish, () => {
      ctx.fillStyle = 'rgba(40, 16, 50, 0.45)';
      ctx.fillRect(x + 4, top, 16, bottom - top);
    });
  }
  shape(ctx, finish, TILE, () => ctx.rect(left, top - 24, right - left, 26));
  detail(finish, () => {
    for (let x = left; x < right; x += 22) {
      ctx.beginPath();
      ctx.arc(x + 11, top - 2, 11, Math.PI, 0);
      stroke(ctx, Math.max(1.5, line * 0.5), 'rgba(40, 10, 10, 0.5)');
    }
    ctx.beginPath();
    ctx.moveTo(left, top - 22);
    ctx.lineTo(right, top - 22);
    stroke(ctx, 3, 'rgba(255, 190, 140, 0.5)');
  });
}

/** The great gate: stone piers with ball finials, heavy studded doors under an arch and a crest. */
export function paintGate(
  ctx: Ctx,
  x: number,
  groundY: number,
  width: number,
  height: number,
  finish: Finish,
): void {
  const line = lineOf(finish);
  const pier = width * 0.2;
  const doorTop = groundY - height * 0.78;
  const opening = width - pier * 2;
  const door = (): void => {
    ctx.moveTo(x - opening / 2, groundY);
    ctx.lineTo(x - opening / 2, doorTop + opening / 2);
    ctx.arc(x, doorTop + opening / 2, opening / 2, Math.PI, 0);
    ctx.lineTo(x + opening / 2, groundY);
    ctx.closePath();
  };
  shape(ctx, finish, '#c2a8a2', () => ctx.rect(x - width / 2, groundY - height, width, height));
  shape(ctx, finish, WOOD_DARK, door);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      door();
      ctx.clip();
      // Planks, the split between the two leaves, and rows of iron studs.
      for (let k = 1; k < 8; k += 1) {
        ctx.beginPath();
        ctx.moveTo(x - opening / 2 + (opening * k) / 8, doorTop);
        ctx.lineTo(x - opening / 2 + (opening * k) / 8, groundY);
        stroke(ctx, 2, 'rgba(0, 0, 0, 0.35)');
      }
      ctx.beginPath();
      ctx.moveTo(x, doorTop);
      ctx.lineTo(x, groundY);
      stroke(ctx, line);
      ctx.fillStyle = '#2a2030';
      for (let row = 0; row < 6; row += 1) {
        for (let k = 0; k < 8; k += 1) {
          ctx.beginPath();
          ctx.arc(
            x - opening / 2 + (opening * (k + 0.5)) / 8,
            doorTop + opening * 0.6 + row * ((groundY - doorTop - opening * 0.6) / 6),
            4,
            0,
            Math.PI * 2,
          );
          ctx.fill();
        }
      }
      ctx.fillStyle = 'rgba(255, 200, 120, 0.12)';
      ctx.fillRect(x - opening / 2, doorTop, opening * 0.3, groundY - doorTop);
    }),
  );
  // Gold ring handles and the crest above the arch.
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(x + side * opening * 0.12, groundY - height * 0.35, opening * 0.05, 0, Math.PI * 2);
    stroke(ctx, line + 5);
    stroke(ctx, 5, LAMP);
  }
  shape(ctx, finish, LAMP, () => {
    ctx.moveTo(x, groundY - height - 30);
    ctx.lineTo(x + 34, groundY - height + 8);
    ctx.lineTo(x, groundY - height + 46);
    ctx.lineTo(x - 34, groundY - height + 8);
    ctx.closePath();
  });
  for (const side of [-1, 1]) {
    const px = x + side * (width / 2 + pier * 0.1);
    shape(ctx, finish, STONE, () => ctx.rect(px - pier / 2, groundY - height - 40, pier, height + 40));
    detail(finish, () => {
      ctx.fillStyle = 'rgba(40, 16, 50, 0.35)';
      ctx.fillRect(px, groundY - height - 40, pier / 2, height + 40);
    });
    shape(ctx, finish, STONE, () => ctx.rect(px - pier * 0.65, groundY - height - 56, pier * 1.3, 20));
    shape(ctx, finish, '#a88a86', () =>
      ctx.arc(px, groundY - height - 56 - pier * 0.4, pier * 0.4, 0, Math.PI * 2),
    );
  }
}

/** A tall blue-and-white porcelain jar (tapayan of the trade ships), a sign of wealth. */
export function paintPorcelainJar(ctx: Ctx, x: number, groundY: number, size: number, finish: Finish): void {
  const line = lineOf(finish);
  const h = size * 1.4;
  const body = (): void => {
    ctx.moveTo(x - size * 0.18, groundY - h);
    ctx.lineTo(x + size * 0.18, groundY - h);
    ctx.bezierCurveTo(
      x + size * 0.2,
      groundY - h * 0.8,
      x + size * 0.55,
      groundY - h * 0.75,
      x + size * 0.5,
      groundY - h * 0.45,
    );
    ctx.bezierCurveTo(x + size * 0.45, groundY - h * 0.15, x + size * 0.3, groundY, x + size * 0.22, groundY);
    ctx.lineTo(x - size * 0.22, groundY);
    ctx.bezierCurveTo(
      x - size * 0.3,
      groundY,
      x - size * 0.45,
      groundY - h * 0.15,
      x - size * 0.5,
      groundY - h * 0.45,
    );
    ctx.bezierCurveTo(
      x - size * 0.55,
      groundY - h * 0.75,
      x - size * 0.2,
      groundY - h * 0.8,
      x - size * 0.18,
      groundY - h,
    );
    ctx.closePath();
  };
  shape(ctx, finish, '#e6dccb', body);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      body();
      ctx.clip();
      ctx.strokeStyle = '#2a4a8a';
      ctx.lineWidth = 4;
      for (const k of [0.22, 0.78]) {
        ctx.beginPath();
        ctx.moveTo(x - size, groundY - h * k);
        ctx.lineTo(x + size, groundY - h * k);
        ctx.stroke();
      }
      // A painted vine of blue leaves around the belly.
      ctx.beginPath();
      for (let k = 0; k <= 12; k += 1) {
        const px = x - size * 0.5 + (k / 12) * size;
        const py = groundY - h * 0.5 + Math.sin(k * 1.3) * size * 0.08;
        if (k === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.stroke();
      ctx.fillStyle = '#2a4a8a';
      for (let k = 0; k < 6; k += 1) {
        ctx.beginPath();
        ctx.ellipse(
          x - size * 0.4 + k * size * 0.16,
          groundY - h * 0.5 + (k % 2 === 0 ? -1 : 1) * size * 0.1,
          size * 0.05,
          size * 0.025,
          k,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
      ctx.fillStyle = 'rgba(40, 20, 60, 0.4)';
      ctx.fillRect(x + size * 0.1, groundY - h, size, h);
      ctx.fillStyle = 'rgba(255, 250, 230, 0.5)';
      ctx.beginPath();
      ctx.ellipse(x - size * 0.28, groundY - h * 0.55, size * 0.05, h * 0.15, 0, 0, Math.PI * 2);
      ctx.fill();
    }),
  );
  if (line > 0) {
    ctx.beginPath();
    body();
    stroke(ctx, line);
  }
}

/** A long pool with a stone rim; returns the water's rectangle for the shimmer. */
export function paintPool(
  ctx: Ctx,
  left: number,
  right: number,
  top: number,
  bottom: number,
  finish: Finish,
): void {
  const line = lineOf(finish);
  shape(ctx, finish, '#8a7a80', () => ctx.rect(left - 18, top - 12, right - left + 36, bottom - top + 28));
  const water = ctx.createLinearGradient(0, top, 0, bottom);
  water.addColorStop(0, '#2a4a5a');
  water.addColorStop(0.5, '#1f3444');
  water.addColorStop(1, '#17202e');
  shape(ctx, finish, water, () => ctx.rect(left, top, right - left, bottom - top), line * 0.7);
  detail(finish, () => {
    // The sky and the wall's lamps mirrored in it.
    ctx.fillStyle = 'rgba(240, 160, 96, 0.25)';
    ctx.fillRect(left, top + 2, right - left, 6);
    ctx.fillStyle = 'rgba(255, 217, 138, 0.35)';
    for (let x = left + 40; x < right; x += 110)
      ctx.fillRect(x, top + 12 + ((x * 7) % 9), 40 + ((x * 3) % 30), 3);
  });
}
