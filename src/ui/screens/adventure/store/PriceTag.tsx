import { findImageUrl } from '../../../../services/assets/manifest.ts';

/** 'Price $25' on a torn note, with the gold coin; red when the hero cannot pay it. */
export function PriceTag({ id, price, affordable }: { id: string; price: number; affordable: boolean }) {
  const coin = findImageUrl('icon.gold');
  return (
    <p className={`store-price parchment-small ${affordable ? '' : 'is-dear'}`} id={id}>
      {coin ? <img src={coin} alt="" width={20} height={20} /> : null}
      <span className="store-price-label">Price</span> <strong data-testid="price">${price}</strong>
    </p>
  );
}
