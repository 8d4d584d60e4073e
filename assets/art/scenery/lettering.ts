// Sets a word in the display glyphs the way a title card would: an ink outline, a carved-out depth
// below each letter and a lit bevel along the top, letters riding a gentle arch.
import { layoutWord, type Glyph } from './glyphs.ts';
import { INK, type Ctx } from './ink.ts';

export interface LetteringStyle {
  /** Centre of the word and the top of its letters at the centre, in pixels. */
  readonly centreX: number;
  readonly topY: number;
  readonly capHeight: number;
  /** Gap between letters in cap-height units (100 = one cap height). */
  readonly tracking: number;
  /** How far the word's ends drop below its centre, in pixels (0 for a straight line). */
  readonly arch: number;
  /** Forward slant, as the x shift per unit of height. */
  readonly slant: number;
  /** Face colours from the top of a letter to its foot. */
  readonly face: readonly string[];
  /** Depth of the carved side in pixels and its colour. */
  readonly depth: number;
  readonly side: string;
  readonly outline: number;
  /** A thin light line along each letter's top edge. */
  readonly bevel: string;
}

interface Placement {
  readonly glyph: Glyph;
  readonly x: number;
  readonly y: number;
  readonly angle: number;
}

export function paintLettering(ctx: Ctx, text: string, style: LetteringStyle): void {
  const scale = style.capHeight / 100;
  const { glyphs, width } = layoutWord(text, style.tracking);
  const half = (width * scale) / 2;
  const placements: Placement[] = glyphs.map(({ glyph, x }) => {
    const centre = style.centreX - half + (x + glyph.width / 2) * scale;
    const u = (centre - style.centreX) / half;
    const drop = style.arch * u * u;
    const angle = Math.atan((2 * style.arch * u) / half);
    return { glyph, x: centre, y: style.topY + drop, angle };
  });

  // Enters a letter's own frame (saving the context: the caller restores) and traces its outline.
  const trace = (placement: Placement, dx: number, dy: number) => {
    ctx.save();
    ctx.translate(placement.x + dx, placement.y + dy);
    ctx.rotate(placement.angle);
    ctx.scale(scale, scale);
    ctx.transform(1, 0, -style.slant, 1, 0, 0);
    ctx.translate(-placement.glyph.width / 2 + style.slant * 100, 0);
    contours(placement.glyph);
  };
  const contours = (glyph: Glyph) => {
    ctx.beginPath();
    for (const contour of glyph.contours) {
      contour.forEach(([px, py], index) => (index === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
      ctx.closePath();
    }
  };

  const depthX = style.depth * 0.25;
  // The outline around letter and depth together, as one ink silhouette.
  for (const placement of placements) {
    for (let d = 0; d <= style.depth; d += 2) {
      trace(placement, (d / Math.max(1, style.depth)) * depthX, d);
      ctx.lineWidth = (style.outline * 2) / scale;
      ctx.lineJoin = 'round';
      ctx.strokeStyle = INK;
      ctx.fillStyle = INK;
      ctx.fill('evenodd');
      ctx.stroke();
      ctx.restore();
    }
  }
  // The carved side: stacked copies of the letter, darker toward the back.
  for (const placement of placements) {
    for (let d = style.depth; d >= 1; d -= 1) {
      trace(placement, (d / Math.max(1, style.depth)) * depthX, d);
      ctx.fillStyle = style.side;
      ctx.fill('evenodd');
      ctx.restore();
    }
  }
  const face = ctx.createLinearGradient(0, 0, 0, 100);
  style.face.forEach((colour, index) =>
    face.addColorStop(index / Math.max(1, style.face.length - 1), colour),
  );
  // The face, with its bevel: the bevel colour shows where the face is pushed down a little.
  for (const placement of placements) {
    trace(placement, 0, 0);
    ctx.fillStyle = style.bevel;
    ctx.fill('evenodd');
    ctx.clip('evenodd');
    ctx.translate(0, 5);
    contours(placement.glyph);
    ctx.fillStyle = face;
    ctx.fill('evenodd');
    // A darker lower half gives the face a second plane, as if cut at an angle.
    ctx.translate(0, -5);
    ctx.fillStyle = 'rgba(90, 20, 30, 0.16)';
    ctx.fillRect(-20, 60, placement.glyph.width + 60, 60);
    ctx.restore();
    // Crisp inner line where the face meets the outline.
    trace(placement, 0, 0);
    ctx.lineWidth = (style.outline * 0.35) / scale;
    ctx.strokeStyle = INK;
    ctx.stroke();
    ctx.restore();
  }
}

/** A word in flat ink, as printed on a notice: no depth or bevel. Centred on centreX. */
export function paintInkWord(
  ctx: Ctx,
  text: string,
  centreX: number,
  topY: number,
  capHeight: number,
  colour: string,
): void {
  const scale = capHeight / 100;
  const { glyphs, width } = layoutWord(text, 10);
  ctx.save();
  ctx.translate(centreX - (width * scale) / 2, topY);
  ctx.scale(scale, scale);
  ctx.beginPath();
  for (const { glyph, x } of glyphs) {
    for (const contour of glyph.contours) {
      contour.forEach(([px, py], index) => (index === 0 ? ctx.moveTo(x + px, py) : ctx.lineTo(x + px, py)));
      ctx.closePath();
    }
  }
  ctx.fillStyle = colour;
  ctx.fill('evenodd');
  ctx.restore();
}
