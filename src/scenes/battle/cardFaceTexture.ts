// A card face as one Phaser texture: the card's illustration, its frame on top, and its words and
// numbers written into the frame's places. The pictures come from the 'cards' pack the battle scene
// preloads; each card is composed once per game (44 at most) and reused by every hand after.
import type Phaser from 'phaser';
import { CARD_HEIGHT, CARD_LAYOUT as L, CARD_WIDTH } from '../../../assets/art/cards/layout.ts';
import { getCard, type Card } from '../../content/index.ts';
import { faceText, frameKey, typeLine } from '../../content/cardFace.ts';

type Ctx = CanvasRenderingContext2D;

const INK = '#1a0f1f';
const SERIF = "Georgia, 'DejaVu Serif', serif";
const SANS = "'Trebuchet MS', 'DejaVu Sans', sans-serif";

export function cardFaceKey(cardId: number): string {
  return `card.face.${cardId}`;
}

/** The key of the card's composed face, composing it on first use. */
export function ensureCardFace(scene: Phaser.Scene, cardId: number): string {
  const key = cardFaceKey(cardId);
  if (scene.textures.exists(key)) return key;
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return key;
  const card = getCard(cardId);
  // The illustration shows only through the frame's window; the frame's corners stay open.
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(L.window.x, L.window.y, L.window.w, L.window.h, 12);
  ctx.clip();
  picture(scene, ctx, card.img);
  ctx.restore();
  picture(scene, ctx, frameKey(card));
  writeFace(ctx, card);
  // A plain texture over the finished canvas: unlike a CanvasTexture it keeps no pixel copies,
  // and the face never changes once written. (Phaser reads canvas sources like images.)
  scene.textures.addImage(key, canvas as unknown as HTMLImageElement);
  return key;
}

/** Draws a loaded image over the whole card (a missing one leaves a dark card, not a crash). */
function picture(scene: Phaser.Scene, ctx: Ctx, key: string): void {
  if (!scene.textures.exists(key)) {
    ctx.fillStyle = '#1d1329';
    ctx.fillRect(L.window.x, L.window.y, L.window.w, L.window.h);
    return;
  }
  const source = scene.textures.get(key).getSourceImage() as CanvasImageSource;
  ctx.drawImage(source, 0, 0, CARD_WIDTH, CARD_HEIGHT);
}

function writeFace(ctx: Ctx, card: Card): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';

  // The name on its ribbon, clear of the cost gem on the left and the notch on the right.
  const nameLeft = L.cost.cx + L.cost.r + 2;
  const nameRight = L.name.x + L.name.w - 14;
  ctx.fillStyle = INK;
  fitLine(
    ctx,
    card.name,
    (nameLeft + nameRight) / 2,
    L.name.y + L.name.h / 2 + 1,
    nameRight - nameLeft,
    21,
    `bold`,
    SERIF,
  );

  ctx.fillStyle = '#f6ead7';
  fitLine(
    ctx,
    typeLine(card),
    L.typeLine.x + L.typeLine.w / 2,
    L.typeLine.y + L.typeLine.h / 2 + 1,
    L.typeLine.w - 16,
    11,
    'bold',
    SANS,
  );

  // The hand shows only the rules, as large as they fit: the card is small there.
  const text = faceText(card, false);
  ctx.fillStyle = '#2a1a14';
  paragraph(ctx, text.rules, L.text, text.size);

  number(ctx, String(card.mana_cost), L.cost.cx, L.cost.cy, 24);
  if (card.type === 'attack') number(ctx, String(card.power), L.power.cx, L.power.cy, 22);
}

/** One line, shrunk until it fits `maxWidth`. */
function fitLine(
  ctx: Ctx,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  size: number,
  weight: string,
  family: string,
): void {
  let px = size;
  ctx.font = `${weight} ${px}px ${family}`;
  while (ctx.measureText(text).width > maxWidth && px > 9) {
    px -= 0.5;
    ctx.font = `${weight} ${px}px ${family}`;
  }
  ctx.fillText(text, x, y);
}

/** The rules, wrapped and centred in their box; the type shrinks until every line fits. */
function paragraph(
  ctx: Ctx,
  text: string,
  box: { x: number; y: number; w: number; h: number },
  size: number,
): void {
  for (let px = size; px >= 10; px -= 0.5) {
    ctx.font = `${px}px ${SANS}`;
    const lines = wrap(ctx, text, box.w);
    const leading = px * 1.25;
    if (lines.length * leading <= box.h || px <= 10) {
      const top = box.y + (box.h - lines.length * leading) / 2 + leading / 2;
      lines.forEach((line, i) => ctx.fillText(line, box.x + box.w / 2, top + i * leading));
      return;
    }
  }
}

function wrap(ctx: Ctx, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && ctx.measureText(next).width > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/** A number on a gem: white, with an ink outline so it reads on any colour. */
function number(ctx: Ctx, text: string, x: number, y: number, size: number): void {
  ctx.font = `bold ${size}px ${SANS}`;
  ctx.lineJoin = 'round';
  ctx.lineWidth = 5;
  ctx.strokeStyle = INK;
  ctx.strokeText(text, x, y + 1);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(text, x, y + 1);
}
