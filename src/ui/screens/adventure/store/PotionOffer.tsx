import { useId } from 'react';
import type { StockPotion } from '../../../../services/backend/index.ts';
import { findImageUrl } from '../../../../services/assets/manifest.ts';
import { PriceTag } from './PriceTag.tsx';

/** The potions' glass, tinted by strength: the stronger the potion, the deeper its colour. */
function potionHue(value: number): number {
  return Math.round(-40 + (value - 20) * 2.5);
}

/**
 * One potion for sale (docs/game-design.md §5.9): 'Value: n Energy', its price and Buy Potion. Drinking
 * it restores health up to the hero's maximum (docs/game-design.md §12.9).
 */
export function PotionOffer({
  potion,
  slot,
  busy,
  affordable,
  onBuy,
}: {
  potion: StockPotion;
  slot: number;
  busy: boolean;
  affordable: boolean;
  onBuy: () => void;
}) {
  const nameId = useId();
  const priceId = useId();
  const icon = findImageUrl('icon.potion');
  const state = potion.sold ? 'sold' : busy ? 'busy' : 'buy';
  return (
    <li
      className={`store-offer store-potion is-${state}`}
      aria-labelledby={nameId}
      data-testid="store-potion"
      data-slot={slot}
      data-value={potion.value}
      data-price={potion.price}
      data-state={state}
    >
      {icon ? (
        <img
          className="store-potion-icon"
          src={icon}
          alt=""
          width={72}
          height={72}
          style={{
            filter: `hue-rotate(${potionHue(potion.value)}deg) drop-shadow(0 6px 8px rgba(0, 0, 0, 0.55))`,
          }}
        />
      ) : null}
      <div className="store-potion-text">
        <p className="store-potion-value" id={nameId}>
          Value: {potion.value} Energy
        </p>
        <PriceTag id={priceId} price={potion.price} affordable={affordable} />
      </div>
      <button
        type="button"
        className="btn btn-primary store-buy"
        onClick={onBuy}
        disabled={state !== 'buy'}
        aria-busy={state === 'busy'}
        aria-describedby={`${nameId} ${priceId}`}
      >
        {potion.sold ? 'Sold' : 'Buy Potion'}
      </button>
    </li>
  );
}
