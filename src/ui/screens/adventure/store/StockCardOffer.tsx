import { useId } from 'react';
import { getCard } from '../../../../content/index.ts';
import type { StockCard } from '../../../../services/backend/index.ts';
import { CardFace } from '../../cards/CardFace.tsx';
import { PriceTag } from './PriceTag.tsx';

/** What a card offer's Buy button can do. */
export type OfferState = 'buy' | 'busy' | 'sold' | 'owned';

/**
 * One card for sale (docs/game-design.md §5.9): its face, name, price in dollars, View Description and
 * Buy Now. A card the hero owns is not offered again ('Owned'); a bought one shows 'Sold'.
 */
export function StockCardOffer({
  item,
  state,
  affordable,
  onDescribe,
  onBuy,
}: {
  item: StockCard;
  state: OfferState;
  affordable: boolean;
  onDescribe: () => void;
  onBuy: () => void;
}) {
  const card = getCard(item.card_id);
  const nameId = useId();
  const priceId = useId();
  const label = state === 'sold' ? 'Sold' : state === 'owned' ? 'Owned' : 'Buy Now';
  return (
    <li
      className={`store-offer store-card is-${state} rarity-${card.rarity}`}
      aria-labelledby={nameId}
      data-testid="store-card"
      data-card-id={card.id}
      data-price={item.price}
      data-state={state}
    >
      <div className="store-card-face">
        <CardFace card={card} decorative />
        {state === 'sold' || state === 'owned' ? (
          <span className="store-card-stamp" aria-hidden="true">
            {label}
          </span>
        ) : null}
      </div>
      <p className="store-card-name" id={nameId}>
        {card.name}
      </p>
      <PriceTag id={priceId} price={item.price} affordable={affordable} />
      <div className="store-card-actions">
        <button
          type="button"
          className="btn btn-secondary store-describe"
          onClick={onDescribe}
          aria-describedby={nameId}
        >
          View Description
        </button>
        <button
          type="button"
          className="btn btn-primary store-buy"
          onClick={onBuy}
          disabled={state !== 'buy'}
          aria-busy={state === 'busy'}
          aria-describedby={`${nameId} ${priceId}`}
        >
          {label}
        </button>
      </div>
    </li>
  );
}
