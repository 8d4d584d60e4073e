import { forwardRef, type KeyboardEvent } from 'react';
import type { Card } from '../../../../content/index.ts';
import { cardArtUrl, typeIconUrl } from '../../cards/artImages.ts';
import { DECK_COST_BAR_MAX, DECK_DRAW_CHANCE_BAR_MAX, DECK_POWER_BAR_MAX } from '../../../layout.ts';

const BARS: readonly { label: string; tone: string; max: number; value: (card: Card) => number }[] = [
  { label: 'Power', tone: 'power', max: DECK_POWER_BAR_MAX, value: (card) => card.power },
  { label: 'Energy cost', tone: 'cost', max: DECK_COST_BAR_MAX, value: (card) => card.mana_cost },
  { label: 'Draw chance', tone: 'draw', max: DECK_DRAW_CHANCE_BAR_MAX, value: (card) => card.draw_chance },
];

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The power, energy cost and draw chance bars of docs/game-design.md §5.4, each read out with its number. */
export function CardBars({ card }: { card: Card }) {
  return (
    <dl className="deck-bars">
      {BARS.map((bar) => {
        const value = bar.value(card);
        return (
          <div key={bar.tone} className={`deck-bar is-${bar.tone}`}>
            <dt>{bar.label}</dt>
            <dd>
              <span
                className="deck-bar-track"
                role="meter"
                aria-label={`${bar.label} ${value}`}
                aria-valuemin={0}
                aria-valuemax={bar.max}
                aria-valuenow={value}
                aria-valuetext={`${value} of ${bar.max}`}
              >
                <span
                  className="deck-bar-fill"
                  style={{ width: `${Math.min(100, (value / bar.max) * 100)}%` }}
                />
              </span>
              <span className="deck-bar-value" aria-hidden="true">
                {value}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * One card of the deck builder's grid: its art in a frame of its rarity's colour and glow, its name,
 * and its bars. The art and name are one toggle button (in the deck or not); the bars sit beside it
 * so screen readers read them as meters.
 */
export const DeckTile = forwardRef<
  HTMLButtonElement,
  {
    card: Card;
    /** Its place in the deck (1 to 7), or 0 when it is not in it. */
    place: number;
    focusable: boolean;
    onToggle: (card: Card) => void;
    onFocus: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  }
>(function DeckTile({ card, place, focusable, onToggle, onFocus, onKeyDown }, ref) {
  const chosen = place > 0;
  return (
    <li className={`deck-tile rarity-${card.rarity} ${chosen ? 'is-chosen' : ''}`} data-card-id={card.id}>
      <button
        ref={ref}
        type="button"
        className="deck-tile-face"
        aria-pressed={chosen}
        aria-label={`${card.name}, ${card.rarity} ${card.type}`}
        tabIndex={focusable ? 0 : -1}
        onClick={() => onToggle(card)}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      >
        <span className="deck-tile-art">
          <img src={cardArtUrl(card)} alt="" draggable={false} />
          {/* The cost and the place are painted from data attributes (CSS content), not text:
              the button's visible text must read as its name (WCAG 2.5.3), and the bars and the
              deck list say both. For the same reason a space parts the name from the rarity. */}
          <span className="deck-tile-cost" data-value={card.mana_cost} aria-hidden="true" />
          <img className="deck-tile-type" src={typeIconUrl(card.type)} alt="" draggable={false} />
          {chosen ? <span className="deck-tile-place" data-value={place} aria-hidden="true" /> : null}
        </span>
        <span className="deck-tile-name">{card.name}</span>{' '}
        <span className="deck-tile-rarity" aria-hidden="true">
          {capitalized(card.rarity)} <span className="deck-tile-kind">{capitalized(card.type)}</span>
        </span>
      </button>
      <CardBars card={card} />
    </li>
  );
});
