import type { Card } from '../../../../content/index.ts';
import { cardArtUrl } from '../../cards/artImages.ts';

/**
 * The rare and special cards the hero does not own yet (docs/game-design.md §12.10): shown apart and
 * locked, so the player sees what story battles and the store can bring.
 */
export function ToEarnStrip({ cards }: { cards: readonly Card[] }) {
  if (cards.length === 0) return null;
  return (
    <section className="deck-earn" aria-labelledby="deck-earn-title" data-testid="deck-to-earn">
      <header className="deck-earn-header">
        <h2 id="deck-earn-title">
          Still to earn <span className="deck-earn-count">{cards.length}</span>
        </h2>
        <p>Won after story battles or bought in the store.</p>
      </header>
      {/* A scrolling row: focusable, so keyboard players can scroll it with the arrow keys. */}
      <ul className="deck-earn-row" tabIndex={0} aria-label="Cards still to earn">
        {cards.map((card) => (
          <li
            key={card.id}
            className={`deck-earn-card rarity-${card.rarity}`}
            data-card-id={card.id}
            title={`${card.name} (${card.rarity}): locked`}
          >
            <img src={cardArtUrl(card)} alt="" draggable={false} />
            <span className="deck-earn-lock" aria-hidden="true" />
            <span className="deck-earn-name">
              {card.name}
              <span className="visually-hidden">, {card.rarity}, locked</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
