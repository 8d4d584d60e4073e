// A card frame for one type and rarity (assets/art/cards/frame.<type>.<rarity>.webp): the woven
// band in the type's colour, an open window the illustration shows through, the name ribbon, the
// type plaque, the parchment text box and the number gems. Words and numbers are written over it at
// run time, in the places CARD_LAYOUT names.
import type { CardType, Rarity } from '../../../src/content/index.ts';
import { TYPE_COLOURS } from './families.ts';
import { paintScroll } from './frameFiligree.ts';
import { RARITY_METAL, paintCostGem, paintJewel, paintPowerGem } from './frameGems.ts';
import { paintWeave } from './frameWeave.ts';
import { type Ctx, INK, TAU, mix, outlined, roundRect } from './ink.ts';
import { CARD_LAYOUT as L } from './layout.ts';

export function paintFrame(ctx: Ctx, type: CardType, rarity: Rarity): void {
  const colours = TYPE_COLOURS[type];
  const metal = RARITY_METAL[rarity];
  const { body } = L;
  const bodyPath = () => roundRect(ctx, body.x, body.y, body.w, body.h, L.bodyRadius);

  if (rarity === 'special') specialGlow(ctx, bodyPath);

  // The band: the type's colour, lit from above, woven by rarity.
  const band = ctx.createLinearGradient(0, body.y, 0, body.y + body.h);
  band.addColorStop(0, colours.light);
  band.addColorStop(0.08, colours.band);
  band.addColorStop(0.75, colours.band);
  band.addColorStop(1, colours.shade);
  bodyPath();
  ctx.fillStyle = band;
  ctx.fill();
  ctx.save();
  bodyPath();
  ctx.clip();
  paintWeave(ctx, rarity, body, colours.light);
  ctx.restore();

  // A bevel just inside the outline: metal on the rims of rares and specials, rattan on commons.
  roundRect(ctx, body.x + 5, body.y + 5, body.w - 10, body.h - 10, L.bodyRadius - 4);
  ctx.lineWidth = rarity === 'common' ? 2 : 3;
  ctx.strokeStyle = metal.base;
  ctx.stroke();

  cutWindow(ctx, rarity);
  if (rarity !== 'common') cornerCaps(ctx, rarity);
  textBox(ctx, rarity);
  nameRibbon(ctx, rarity);
  typePlaque(ctx, type, rarity);
  paintCostGem(ctx, L.cost, rarity);
  if (type === 'attack') paintPowerGem(ctx, L.power, rarity);
  paintJewel(ctx, L.jewel, rarity);
  if (rarity === 'rare') rareStuds(ctx);
  if (rarity === 'special') specialFiligree(ctx, type);

  bodyPath();
  ctx.lineWidth = 5;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

/** A gold halo around the whole card, in the margin CARD_LAYOUT leaves for it. */
function specialGlow(ctx: Ctx, bodyPath: () => void): void {
  const scale = ctx.getTransform().a;
  ctx.save();
  ctx.shadowColor = 'rgba(255, 210, 63, 0.95)';
  ctx.shadowBlur = 10 * scale;
  bodyPath();
  ctx.fillStyle = INK;
  ctx.fill();
  ctx.shadowBlur = 5 * scale;
  ctx.shadowColor = 'rgba(255, 243, 176, 1)';
  ctx.fill();
  ctx.restore();
}

function windowPath(ctx: Ctx): void {
  const { x, y, w, h } = L.window;
  roundRect(ctx, x, y, w, h, 12);
}

/** Clears the picture's opening, then rims it: ink, a metal line, and a soft inner shade. */
function cutWindow(ctx: Ctx, rarity: Rarity): void {
  const { x, y, w, h } = L.window;
  ctx.save();
  ctx.globalCompositeOperation = 'destination-out';
  windowPath(ctx);
  ctx.fill();
  ctx.restore();
  // The picture sinks a little into the frame: a shade along its edges.
  ctx.save();
  windowPath(ctx);
  ctx.clip();
  const shade = 10;
  for (const [gx0, gy0, gx1, gy1, rx, ry, rw, rh] of [
    [x, y, x + shade, y, x, y, shade, h],
    [x + w, y, x + w - shade, y, x + w - shade, y, shade, h],
    [x, y, x, y + shade, x, y, w, shade],
    [x, y + h, x, y + h - shade, x, y + h - shade, w, shade],
  ] as const) {
    const g = ctx.createLinearGradient(gx0, gy0, gx1, gy1);
    g.addColorStop(0, 'rgba(10, 4, 16, 0.5)');
    g.addColorStop(1, 'rgba(10, 4, 16, 0)');
    ctx.fillStyle = g;
    ctx.fillRect(rx, ry, rw, rh);
  }
  ctx.restore();
  windowPath(ctx);
  ctx.lineWidth = 5;
  ctx.strokeStyle = INK;
  ctx.stroke();
  roundRect(ctx, x - 4, y - 4, w + 8, h + 8, 15);
  ctx.lineWidth = 2;
  ctx.strokeStyle = RARITY_METAL[rarity].light;
  ctx.globalAlpha = 0.7;
  ctx.stroke();
  ctx.globalAlpha = 1;
}

/** The rules text sits on warm parchment, so small type stays readable in the hand. */
function textBox(ctx: Ctx, rarity: Rarity): void {
  const { x, y, w, h } = L.textBox;
  const paper = ctx.createLinearGradient(0, y, 0, y + h);
  paper.addColorStop(0, '#f6ead7');
  paper.addColorStop(1, '#e3cfae');
  outlined(ctx, paper, () => roundRect(ctx, x, y, w, h, 10), 4);
  // Fibres of the paper.
  ctx.save();
  roundRect(ctx, x, y, w, h, 10);
  ctx.clip();
  ctx.strokeStyle = 'rgba(120, 80, 40, 0.07)';
  ctx.lineWidth = 1;
  for (let i = 0; i < 14; i += 1) {
    const fy = y + 6 + i * 7.3;
    ctx.beginPath();
    ctx.moveTo(x, fy);
    ctx.bezierCurveTo(x + w * 0.3, fy + 2, x + w * 0.6, fy - 2, x + w, fy + 1);
    ctx.stroke();
  }
  ctx.restore();
  roundRect(ctx, x + 4, y + 4, w - 8, h - 8, 7);
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = mix(RARITY_METAL[rarity].dark, '#e3cfae', 0.35);
  ctx.stroke();
}

/** A parchment ribbon with a swallow-tailed right end; its left end hides under the cost gem. */
function nameRibbon(ctx: Ctx, rarity: Rarity): void {
  const { x, y, w, h } = L.name;
  const notch = 12;
  const paper = ctx.createLinearGradient(0, y, 0, y + h);
  paper.addColorStop(0, '#fbf2e2');
  paper.addColorStop(1, '#e6d2b0');
  outlined(ctx, paper, () => {
    ctx.moveTo(x, y);
    ctx.lineTo(x + w, y);
    ctx.lineTo(x + w - notch, y + h / 2);
    ctx.lineTo(x + w, y + h);
    ctx.lineTo(x, y + h);
    ctx.closePath();
  });
  ctx.beginPath();
  ctx.moveTo(x + 8, y + 4.5);
  ctx.lineTo(x + w - 8, y + 4.5);
  ctx.moveTo(x + 8, y + h - 4.5);
  ctx.lineTo(x + w - 8, y + h - 4.5);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = mix(RARITY_METAL[rarity].dark, '#e6d2b0', 0.3);
  ctx.stroke();
}

/** The plaque for "ATTACK · RARE", in the type's deep colour with a metal rim. */
function typePlaque(ctx: Ctx, type: CardType, rarity: Rarity): void {
  const { x, y, w, h } = L.typeLine;
  const colours = TYPE_COLOURS[type];
  const plate = ctx.createLinearGradient(0, y, 0, y + h);
  plate.addColorStop(0, colours.accent);
  plate.addColorStop(1, colours.shade);
  outlined(ctx, plate, () => roundRect(ctx, x, y, w, h, h / 2), 4);
  roundRect(ctx, x + 3, y + 3, w - 6, h - 6, (h - 6) / 2);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = RARITY_METAL[rarity].base;
  ctx.stroke();
  // Small diamonds at the plaque's ends.
  for (const side of [-1, 1]) {
    const cx = side < 0 ? x - 8 : x + w + 8;
    const cy = y + h / 2;
    if (type === 'attack' && side > 0) continue; // The power gem sits there.
    outlined(
      ctx,
      RARITY_METAL[rarity].base,
      () => {
        ctx.moveTo(cx, cy - 6);
        ctx.lineTo(cx + 6, cy);
        ctx.lineTo(cx, cy + 6);
        ctx.lineTo(cx - 6, cy);
        ctx.closePath();
      },
      2.5,
    );
  }
}

/** Silver studs halfway along each side of a rare card's band. */
function rareStuds(ctx: Ctx): void {
  const { body } = L;
  const metal = RARITY_METAL.rare;
  for (const [cx, cy] of [
    [body.x + 6.5, body.y + body.h * 0.36],
    [body.x + body.w - 6.5, body.y + body.h * 0.36],
    [body.x + 6.5, body.y + body.h * 0.84],
    [body.x + body.w - 6.5, body.y + body.h * 0.84],
  ] as const) {
    const g = ctx.createRadialGradient(cx - 1.5, cy - 1.5, 0, cx, cy, 5);
    g.addColorStop(0, metal.light);
    g.addColorStop(1, metal.dark);
    outlined(ctx, g, () => ctx.arc(cx, cy, 4.5, 0, TAU), 2);
  }
}

/** Metal caps over the card's four corners, bent to the outline. */
function cornerCaps(ctx: Ctx, rarity: Rarity): void {
  const metal = RARITY_METAL[rarity];
  const { body } = L;
  const size = 30;
  const corners = [
    [body.x, body.y, 1, 1],
    [body.x + body.w, body.y, -1, 1],
    [body.x, body.y + body.h, 1, -1],
    [body.x + body.w, body.y + body.h, -1, -1],
  ] as const;
  for (const [x, y, dx, dy] of corners) {
    const g = ctx.createLinearGradient(x, y, x + dx * size, y + dy * size);
    g.addColorStop(0, metal.light);
    g.addColorStop(0.6, metal.base);
    g.addColorStop(1, metal.dark);
    const r = L.bodyRadius;
    outlined(
      ctx,
      g,
      () => {
        ctx.moveTo(x + dx * size, y);
        ctx.lineTo(x + dx * r, y);
        ctx.quadraticCurveTo(x, y, x, y + dy * r);
        ctx.lineTo(x, y + dy * size);
        ctx.lineTo(x + dx * 9, y + dy * (size - 7));
        ctx.lineTo(x + dx * 10, y + dy * 14);
        ctx.quadraticCurveTo(x + dx * 10, y + dy * 10, x + dx * 14, y + dy * 10);
        ctx.lineTo(x + dx * (size - 7), y + dy * 9);
        ctx.closePath();
      },
      3,
    );
  }
}

/** Gold scrolls at the corners of the picture and the text box. */
function specialFiligree(ctx: Ctx, type: CardType): void {
  const { window: win, textBox: box } = L;
  // On an attack the power gem takes the picture's lower right corner.
  if (type !== 'attack') paintScroll(ctx, win.x + win.w - 2, win.y + win.h - 2, -1, -1, 20);
  paintScroll(ctx, win.x + 2, win.y + win.h - 2, 1, -1, 20);
  paintScroll(ctx, box.x + 2, box.y + box.h - 2, 1, -1, 16);
  paintScroll(ctx, box.x + box.w - 2, box.y + box.h - 2, -1, -1, 16);
}
