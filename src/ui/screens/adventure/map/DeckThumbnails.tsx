import type { CSSProperties, Ref } from 'react';
import type { Card } from '../../../../content/index.ts';
import { CardFace } from '../../cards/CardFace.tsx';
import { MAP_THUMBNAILS_MAX } from '../../../layout.ts';

/**
 * The deck on the map: at most MAP_THUMBNAILS_MAX cards, and '+N' for the rest (docs/game-design.md §5.5).
 */
export function DeckThumbnails({ cards, ref }: { cards: readonly Card[]; ref?: Ref<HTMLElement> }) {
  const shown = cards.slice(0, MAP_THUMBNAILS_MAX);
  const more = cards.length - shown.length;
  return (
    <section
      ref={ref}
      className="map-deck"
      aria-label={`Your deck: ${cards.length} cards`}
      data-testid="map-deck"
    >
      <h2 className="map-deck-title">Your deck</h2>
      {cards.length === 0 ? (
        <p className="map-deck-empty">No cards yet: open CARDS to build your deck.</p>
      ) : (
        <ul className="map-deck-cards">
          {shown.map((card, index) => (
            <li
              key={card.id}
              className="map-deck-card"
              style={{ '--tilt': `${(index - (shown.length - 1) / 2) * 4}deg` } as CSSProperties}
              data-testid="map-deck-card"
            >
              <CardFace card={card} />
            </li>
          ))}
          {more > 0 ? (
            <li className="map-deck-more" data-testid="map-deck-more" aria-label={`and ${more} more`}>
              +{more}
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
