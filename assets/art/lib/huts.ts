// The nipa hut (bahay kubo) shared by the backdrop and the battlegrounds: bamboo stilts, woven
// sawali walls, a propped-open window glowing with lamp light, a ladder to the door and a steep
// thatched roof with a ragged fringe.
import { type Ctx, type Finish, detail, isSilhouette, lineOf, saved, shape, stroke } from './finish.ts';
import { BAMBOO, THATCH, THATCH_DARK, THATCH_LIT, WOOD, WOOD_DARK } from './palette.ts';
import { seededRandom } from './seededRandom.ts';

export interface Hut {
  /** Centre of the hut. */
  readonly x: number;
  readonly groundY: number;
  /** Width of the walls; everything else is in proportion. */
  readonly size: number;
  /** The window's light, or null for a dark window. */
  readonly window?: string | null;
  /** Which side the ladder stands on. */
  readonly ladder?: 'left' | 'right';
  readonly seed?: number;
}

export function paintNipaHut(ctx: Ctx, hut: Hut, finish: Finish): void {
  const { x, groundY, size: s } = hut;
  const random = seededRandom(hut.seed ?? 61);
  const line = lineOf(finish);
  const floorY = groundY - s * 0.42;
  const wallTop = floorY - s * 0.42;
  const eaveY = wallTop + s * 0.08;
  const ridgeY = floorY - s * 1.12;
  const windowLight = hut.window === undefined ? '#ffcf7a' : hut.window;

  // Stilts, then the floor beam.
  for (const dx of [-0.42, -0.14, 0.14, 0.42]) {
    shape(ctx, finish, BAMBOO, () =>
      ctx.rect(x + dx * s - s * 0.025, floorY - s * 0.02, s * 0.05, groundY - floorY + s * 0.02),
    );
  }
  shape(ctx, finish, WOOD, () => ctx.rect(x - s * 0.56, floorY - s * 0.02, s * 1.12, s * 0.06));

  // Walls of woven sawali, shaded toward the bottom.
  const wall = (): void => ctx.rect(x - s * 0.48, wallTop, s * 0.96, floorY - wallTop);
  shape(ctx, finish, '#a07448', wall);
  detail(finish, () =>
    saved(ctx, () => {
      ctx.beginPath();
      wall();
      ctx.clip();
      const cell = Math.max(6, s * 0.045);
      ctx.fillStyle = 'rgba(60, 30, 20, 0.35)';
      for (let row = 0; wallTop + row * cell < floorY; row += 1) {
        for (let col = 0; x - s * 0.48 + col * cell < x + s * 0.48; col += 1) {
          if ((row + col) % 2 === 0)
            ctx.fillRect(x - s * 0.48 + col * cell, wallTop + row * cell, cell, cell / 2);
          else ctx.fillRect(x - s * 0.48 + col * cell + cell / 4, wallTop + row * cell, cell / 2, cell);
        }
      }
      const shade = ctx.createLinearGradient(0, wallTop, 0, floorY);
      shade.addColorStop(0, 'rgba(40, 16, 40, 0.55)');
      shade.addColorStop(1, 'rgba(40, 16, 40, 0.15)');
      ctx.fillStyle = shade;
      ctx.fillRect(x - s * 0.5, wallTop, s, floorY - wallTop);
    }),
  );
  if (!isSilhouette(finish)) {
    ctx.beginPath();
    wall();
    stroke(ctx, line);
  }

  // The window: lamp light inside, its nipa flap propped open above.
  const winX = x - s * (hut.ladder === 'left' ? -0.12 : 0.2);
  const winW = s * 0.24;
  const winY = wallTop + s * 0.12;
  const winH = s * 0.2;
  if (windowLight && !isSilhouette(finish)) {
    const glow = ctx.createRadialGradient(
      winX + winW / 2,
      winY + winH / 2,
      2,
      winX + winW / 2,
      winY + winH / 2,
      s * 0.5,
    );
    glow.addColorStop(0, 'rgba(255, 190, 110, 0.3)');
    glow.addColorStop(1, 'rgba(255, 150, 80, 0)');
    ctx.fillStyle = glow;
    ctx.fillRect(winX + winW / 2 - s * 0.5, winY + winH / 2 - s * 0.5, s, s);
  }
  ctx.fillStyle = windowLight ?? '#1a0f1f';
  ctx.fillRect(winX, winY, winW, winH);
  detail(finish, () => {
    if (windowLight) {
      // Lamp light deepening toward the frame, and the bamboo bars across it.
      const inside = ctx.createRadialGradient(
        winX + winW / 2,
        winY + winH * 0.7,
        1,
        winX + winW / 2,
        winY + winH * 0.6,
        winW * 0.7,
      );
      inside.addColorStop(0, '#fff0b8');
      inside.addColorStop(1, '#e08a3a');
      ctx.fillStyle = inside;
      ctx.fillRect(winX, winY, winW, winH);
      ctx.beginPath();
      for (const k of [1 / 3, 2 / 3]) {
        ctx.moveTo(winX + winW * k, winY);
        ctx.lineTo(winX + winW * k, winY + winH);
      }
      stroke(ctx, Math.max(2, line * 0.6), '#4e3524');
    }
    ctx.beginPath();
    ctx.rect(winX, winY, winW, winH);
    stroke(ctx, line * 0.8);
    shape(ctx, finish, THATCH_DARK, () => {
      ctx.moveTo(winX - s * 0.02, winY);
      ctx.lineTo(winX + winW + s * 0.02, winY);
      ctx.lineTo(winX + winW + s * 0.06, winY - s * 0.1);
      ctx.lineTo(winX + s * 0.02, winY - s * 0.12);
      ctx.closePath();
    });
    ctx.beginPath();
    ctx.moveTo(winX + winW * 0.8, winY);
    ctx.lineTo(winX + winW * 0.9, winY - s * 0.1);
    stroke(ctx, line * 0.6);
  });

  // The door and the ladder down to the ground.
  const doorSide = hut.ladder === 'left' ? -1 : 1;
  const doorX = x + doorSide * s * 0.3;
  shape(ctx, finish, WOOD_DARK, () =>
    ctx.rect(doorX - s * 0.09, wallTop + s * 0.1, s * 0.18, floorY - wallTop - s * 0.1),
  );
  const footX = doorX + doorSide * s * 0.22;
  for (const dx of [-0.07, 0.07]) {
    shape(ctx, finish, BAMBOO, () => {
      ctx.moveTo(doorX + dx * s - s * 0.012, floorY);
      ctx.lineTo(doorX + dx * s + s * 0.012, floorY);
      ctx.lineTo(footX + dx * s + s * 0.012, groundY);
      ctx.lineTo(footX + dx * s - s * 0.012, groundY);
      ctx.closePath();
    });
  }
  for (let k = 1; k < 4; k += 1) {
    const t = k / 4;
    const rx = doorX + (footX - doorX) * t;
    const ry = floorY + (groundY - floorY) * t;
    ctx.beginPath();
    ctx.moveTo(rx - s * 0.08, ry);
    ctx.lineTo(rx + s * 0.08, ry);
    if (isSilhouette(finish)) stroke(ctx, Math.max(2, s * 0.02), finish.silhouette);
    else stroke(ctx, Math.max(3, line * 0.8), BAMBOO);
  }

  // The roof: a steep hip of nipa thatch with a ragged fringe at the eave.
  const roof = (): void => {
    ctx.moveTo(x - s * 0.2, ridgeY);
    ctx.lineTo(x + s * 0.2, ridgeY);
    ctx.lineTo(x + s * 0.72, eaveY);
    const fringe = 14;
    for (let k = 1; k <= fringe; k += 1) {
      const fx = x + s * 0.72 - (k / fringe) * s * 1.44;
      const fy = eaveY + (k % 2 === 0 ? 0 : s * (0.03 + random() * 0.03));
      ctx.lineTo(fx, fy);
    }
    ctx.closePath();
  };
  const thatch = ctx.createLinearGradient(0, ridgeY, 0, eaveY);
  thatch.addColorStop(0, THATCH_LIT);
  thatch.addColorStop(0.35, THATCH);
  thatch.addColorStop(1, THATCH_DARK);
  shape(ctx, finish, thatch, roof);
  detail(finish, () => {
    saved(ctx, () => {
      ctx.beginPath();
      roof();
      ctx.clip();
      // Rows of thatch, and strands running down the slope.
      for (let k = 1; k < 5; k += 1) {
        const ry = ridgeY + ((eaveY - ridgeY) * k) / 5;
        const half = s * 0.2 + (s * 0.52 * k) / 5;
        ctx.beginPath();
        ctx.moveTo(x - half, ry);
        ctx.lineTo(x + half, ry);
        stroke(ctx, Math.max(2, line * 0.5), 'rgba(40, 20, 20, 0.45)');
      }
      for (let k = 0; k < 22; k += 1) {
        const u = k / 21 - 0.5;
        ctx.beginPath();
        ctx.moveTo(x + u * s * 0.4, ridgeY);
        ctx.lineTo(x + u * s * 1.44, eaveY + s * 0.05);
        stroke(ctx, 1.5, 'rgba(40, 20, 20, 0.25)');
      }
    });
    // The ridge cap and the warm edge of the roof against the sky.
    shape(ctx, finish, THATCH_DARK, () => ctx.rect(x - s * 0.24, ridgeY - s * 0.04, s * 0.48, s * 0.06));
    ctx.beginPath();
    ctx.moveTo(x - s * 0.69, eaveY - s * 0.02);
    ctx.lineTo(x - s * 0.19, ridgeY + s * 0.02);
    ctx.lineTo(x + s * 0.19, ridgeY + s * 0.02);
    stroke(ctx, Math.max(2, line * 0.5), 'rgba(255, 200, 130, 0.55)');
  });
}
