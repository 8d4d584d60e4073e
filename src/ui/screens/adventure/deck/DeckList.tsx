import type { Card } from '../../../../content/index.ts';
import { DECK_MAX } from '../../../../engine/index.ts';
import { cardArtUrl } from '../../cards/artImages.ts';

/**
 * The deck being built, in the order the cards were chosen, each removable; the slots still free
 * are drawn as empty sockets so the limit of seven reads at a glance.
 */
export function DeckList({ cards, onRemove }: { cards: readonly Card[]; onRemove: (card: Card) => void }) {
  const free = Math.max(0, DECK_MAX - cards.length);
  return (
    <ol className="deck-list" aria-label="Your deck" data-testid="deck-list">
      {cards.map((card, index) => (
        <li key={card.id} className={`deck-list-item rarity-${card.rarity}`} data-card-id={card.id}>
          <span className="deck-list-place" aria-hidden="true">
            {index + 1}
          </span>
          <img className="deck-list-art" src={cardArtUrl(card)} alt="" draggable={false} />
          <span className="deck-list-name">{card.name}</span>
          <span className="deck-list-cost" title="Energy cost">
            <span className="visually-hidden">Energy cost </span>
            {card.mana_cost}
          </span>
          <button
            type="button"
            className="deck-list-remove"
            aria-label={`Remove ${card.name}`}
            onClick={() => onRemove(card)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      {Array.from({ length: free }, (_, index) => (
        <li key={`free-${index}`} className="deck-list-free" aria-hidden="true">
          <span className="deck-list-place">{cards.length + index + 1}</span>
        </li>
      ))}
    </ol>
  );
}
