// One card's picture: its place (a backdrop), its subject (the card's own painter) and a finish
// that ties the card to its family: a wash of the family's colour and a vignette toward the frame.
import { type Backdrop, paintBackdrop } from './backdrops.ts';
import { type CardFamily, FAMILY_COLOURS } from './families.ts';
import { type Ctx, withAlpha } from './ink.ts';
import { CARD_HEIGHT as H, CARD_WIDTH as W } from './layout.ts';

/** How far every subject is raised above where its painter places it, in card units. */
const SUBJECT_LIFT = 12;

export interface Illustration {
  readonly backdrop: Backdrop;
  /** The subject, in card units, over the backdrop; keep it above y = 290 (the text box). */
  readonly paint: (ctx: Ctx) => void;
}

export function paintIllustration(ctx: Ctx, picture: Illustration, family: CardFamily): void {
  ctx.save();
  paintBackdrop(ctx, picture.backdrop);
  ctx.restore();
  ctx.save();
  // Subjects are drawn a little high, so feet and impacts clear the type plaque and power gem.
  ctx.translate(0, -SUBJECT_LIFT);
  picture.paint(ctx);
  ctx.restore();
  finish(ctx, family);
}

function finish(ctx: Ctx, family: CardFamily): void {
  const colours = FAMILY_COLOURS[family];
  ctx.save();
  // Light of the family's colour pooling from below, where the card's words will sit.
  const wash = ctx.createLinearGradient(0, 0, 0, H);
  wash.addColorStop(0, withAlpha(colours.deep, 0));
  wash.addColorStop(0.7, withAlpha(colours.deep, 0.05));
  wash.addColorStop(1, withAlpha(colours.deep, 0.6));
  ctx.fillStyle = wash;
  ctx.fillRect(0, 0, W, H);
  const vignette = ctx.createRadialGradient(W / 2, H * 0.38, H * 0.3, W / 2, H * 0.42, H * 0.72);
  vignette.addColorStop(0, 'rgba(12, 6, 20, 0)');
  vignette.addColorStop(1, 'rgba(12, 6, 20, 0.55)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, W, H);
  ctx.restore();
}
