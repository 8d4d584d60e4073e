// Land shared by the backdrop and the battlegrounds: mountain ridges that darken toward the viewer
// and Banaue-style rice terraces with a bright water line on every lip.
import type { Ctx } from './finish.ts';
import { seededRandom } from './seededRandom.ts';

export interface Ridge {
  /** Height of the ridge's foot line. */
  readonly baseY: number;
  readonly amplitude: number;
  readonly peaks: number;
  readonly colour: string;
  readonly seed: number;
  /** A warm line along the crest, where the sky behind catches the edge. */
  readonly rim?: string;
}

/** A ridge of rounded peaks across `w`, filled down to `bottom`. */
export function paintRidge(ctx: Ctx, w: number, bottom: number, ridge: Ridge): void {
  const { baseY, amplitude, peaks } = ridge;
  const step = w / peaks;
  // The crest from the ridge's own seed, so the fill and the rim line follow the same peaks.
  const crest = (): void => {
    const random = seededRandom(ridge.seed);
    for (let i = 0; i < peaks; i += 1) {
      const x0 = i * step;
      const peak = baseY - amplitude * (0.45 + random() * 0.55);
      ctx.quadraticCurveTo(
        x0 + step * 0.5,
        peak - amplitude * 0.35,
        x0 + step,
        baseY - random() * amplitude * 0.3,
      );
    }
  };
  ctx.beginPath();
  ctx.moveTo(0, bottom);
  ctx.lineTo(0, baseY);
  crest();
  ctx.lineTo(w, bottom);
  ctx.closePath();
  ctx.fillStyle = ridge.colour;
  ctx.fill();
  if (!ridge.rim) return;
  ctx.beginPath();
  ctx.moveTo(0, baseY);
  crest();
  ctx.strokeStyle = ridge.rim;
  ctx.lineWidth = 3;
  ctx.stroke();
}

export interface Terraces {
  readonly top: number;
  readonly width: number;
  readonly bands: number;
  /** Vertical distance between two lips. */
  readonly step: number;
  /** How far each band reaches below its lip. */
  readonly depth: number;
  /**
   * The lip curve across the width: start height, two control points (x as a fraction of the width,
   * y as an offset) and the end height, all relative to the band's own height.
   */
  readonly lip: readonly [number, number, number, number, number, number];
  /** The colour of band `i`, counted from the top. */
  readonly colour: (i: number) => string;
  readonly waterLine: string;
  readonly waterWidth: number;
}

/** Stacked curved bands, each with a bright water line on its lip. */
export function paintTerraces(ctx: Ctx, t: Terraces): void {
  const [y0, c1x, c1y, c2x, c2y, y1] = t.lip;
  const w = t.width;
  for (let i = 0; i < t.bands; i += 1) {
    const y = t.top + i * t.step;
    const lip = (): void => {
      ctx.moveTo(0, y + y0);
      ctx.bezierCurveTo(w * c1x, y + c1y, w * c2x, y + c2y, w, y + y1);
    };
    ctx.fillStyle = t.colour(i);
    ctx.beginPath();
    lip();
    ctx.lineTo(w, y + y1 + t.depth);
    ctx.bezierCurveTo(w * c2x, y + c2y + t.depth, w * c1x, y + c1y + t.depth, 0, y + y0 + t.depth);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = t.waterLine;
    ctx.lineWidth = t.waterWidth;
    ctx.beginPath();
    lip();
    ctx.stroke();
  }
}
