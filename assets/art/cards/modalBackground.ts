// A card dialog's background (assets/art/cards/<slug>.bg.webp): the card's own picture, enlarged
// and softly blurred behind the dialog's words, darkened toward the edges so they stay readable.
import { type CardFamily, FAMILY_COLOURS } from './families.ts';
import { type Ctx, withAlpha } from './ink.ts';
import { type Illustration, paintIllustration } from './illustration.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './layout.ts';

export const MODAL_BG_WIDTH = 720;
export const MODAL_BG_HEIGHT = 480;

export function paintModalBackground(ctx: Ctx, picture: Illustration, family: CardFamily): void {
  const w = MODAL_BG_WIDTH;
  const h = MODAL_BG_HEIGHT;
  const source = document.createElement('canvas');
  source.width = CARD_WIDTH * 2;
  source.height = CARD_HEIGHT * 2;
  const sourceCtx = source.getContext('2d');
  if (!sourceCtx) return;
  sourceCtx.scale(2, 2);
  paintIllustration(sourceCtx, picture, family);
  // The picture's subject (its upper middle) fills the width; the blur hides the enlargement.
  const scale = w / CARD_WIDTH;
  const focusY = 150;
  ctx.filter = 'blur(14px)';
  ctx.drawImage(source, -20, h / 2 - focusY * scale, w + 40, CARD_HEIGHT * scale);
  ctx.filter = 'none';
  const colours = FAMILY_COLOURS[family];
  ctx.fillStyle = withAlpha(colours.deep, 0.25);
  ctx.fillRect(0, 0, w, h);
  const vignette = ctx.createRadialGradient(w * 0.5, h * 0.45, h * 0.2, w * 0.5, h * 0.5, w * 0.62);
  vignette.addColorStop(0, 'rgba(14, 8, 22, 0)');
  vignette.addColorStop(1, 'rgba(14, 8, 22, 0.6)');
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, w, h);
}
