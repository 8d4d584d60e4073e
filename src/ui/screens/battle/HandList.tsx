import { getCard } from '../../../content/index.ts';
import { openCard } from '../../../state/battle/index.ts';

/**
 * The hand as a list for keyboards and screen readers, beside the painted fan on the canvas:
 * the same cards, in the same order, numbered like the 1-5 keys.
 */
export function HandList({ hand, enabled }: { hand: readonly number[]; enabled: boolean }) {
  return (
    <ol className="visually-hidden" aria-label="Your hand" data-testid="hand-list">
      {hand.map((cardId, index) => {
        const card = getCard(cardId);
        return (
          <li key={cardId} data-card-id={cardId} data-cost={card.mana_cost} data-type={card.type}>
            <button type="button" disabled={!enabled} onClick={() => openCard(cardId)}>
              {`${index + 1}: ${card.name}`}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
