import type { CSSProperties } from 'react';
import {
  CARD_HEIGHT,
  CARD_LAYOUT as L,
  CARD_WIDTH,
  type Box,
  type Disc,
} from '../../../../assets/art/cards/layout.ts';
import type { Card } from '../../../content/index.ts';
import { faceText, typeLine } from '../../../content/cardFace.ts';
import { cardArtUrl, cardFrameUrl } from './artImages.ts';
import '../../styles/cards.css';

/** A place on the card as CSS percentages of the card, so the face scales with its box. */
function place(box: Box): CSSProperties {
  return {
    left: `${(box.x / CARD_WIDTH) * 100}%`,
    top: `${(box.y / CARD_HEIGHT) * 100}%`,
    width: `${(box.w / CARD_WIDTH) * 100}%`,
    height: `${(box.h / CARD_HEIGHT) * 100}%`,
  };
}

function disc(d: Disc): CSSProperties {
  return place({ x: d.cx - d.r, y: d.cy - d.r, w: d.r * 2, h: d.r * 2 });
}

/** The picture shows only through the frame's window (the frame's corners are open). */
const WINDOW_CLIP = `inset(${(L.window.y / CARD_HEIGHT) * 100}% ${((CARD_WIDTH - L.window.x - L.window.w) / CARD_WIDTH) * 100}% ${((CARD_HEIGHT - L.window.y - L.window.h) / CARD_HEIGHT) * 100}% ${(L.window.x / CARD_WIDTH) * 100}% round ${(12 / CARD_WIDTH) * 100}%)`;

/** The name sits between the cost gem and the ribbon's notched end. */
const NAME_BOX: Box = {
  x: L.cost.cx + L.cost.r + 2,
  y: L.name.y,
  w: L.name.x + L.name.w - 14 - (L.cost.cx + L.cost.r + 2),
  h: L.name.h,
};

/** A size in card units as a share of the face's width (the face is a size container). */
const units = (px: number): string => `${(px / CARD_WIDTH) * 100}cqw`;

/** The name's size: 20 units, smaller for long names, so it stays on its ribbon. */
const nameSize = (name: string): number => Math.min(20, NAME_BOX.w / (0.58 * name.length));

/**
 * A card face as the page draws it: the illustration, the frame over it, and the card's words as
 * real text (sharp at any size, read by screen readers). `alt` names the picture; a decorative
 * face (beside the same facts in words) is hidden from assistive technology.
 */
export function CardFace({
  card,
  alt,
  decorative = false,
  className = '',
}: {
  card: Card;
  alt?: string;
  decorative?: boolean;
  className?: string;
}) {
  const text = faceText(card, true);
  return (
    <div className={`card-face ${className}`} aria-hidden={decorative || undefined} data-card-id={card.id}>
      <img
        className="card-face-art"
        style={{ clipPath: WINDOW_CLIP }}
        src={cardArtUrl(card)}
        alt={decorative ? '' : (alt ?? card.name)}
        draggable={false}
      />
      <div className="card-face-frame" style={{ backgroundImage: `url("${cardFrameUrl(card)}")` }} />
      <span
        className="card-face-name"
        style={{ ...place(NAME_BOX), fontSize: units(nameSize(card.name)) }}
        aria-hidden="true"
      >
        {card.name}
      </span>
      <span className="card-face-gem is-cost" style={disc(L.cost)}>
        <span className="visually-hidden">Energy cost </span>
        {card.mana_cost}
      </span>
      <span className="card-face-type" style={place(L.typeLine)}>
        {typeLine(card)}
      </span>
      <span className="card-face-rules" style={{ ...place(L.text), fontSize: units(text.size) }}>
        {text.flavor ? <em className="card-face-flavor">{text.flavor}</em> : null}
        <span>{text.rules}</span>
      </span>
      {card.type === 'attack' ? (
        <span className="card-face-gem is-power" style={disc(L.power)}>
          <span className="visually-hidden">Power </span>
          {card.power}
        </span>
      ) : null}
    </div>
  );
}
