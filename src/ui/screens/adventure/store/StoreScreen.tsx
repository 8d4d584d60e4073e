import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../../routes/router/index.ts';
import toast from 'react-hot-toast';
import { findImageUrl } from '../../../../services/assets/manifest.ts';
import { playMusic, playSound } from '../../../../services/audio/audio.ts';
import type { StockCard, StoreStock } from '../../../../services/backend/index.ts';
import { buyStockCard, buyStockPotion } from '../../../../state/adventure/index.ts';
import type { PurchaseOutcome } from '../../../../state/adventure/index.ts';
import { SecondaryButton } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { AdventureGateView } from '../aftermath/AdventureGateView.tsx';
import { useAdventureGate } from '../useAdventureGate.ts';
import { CardDescriptionDialog } from './CardDescriptionDialog.tsx';
import { PotionOffer } from './PotionOffer.tsx';
import { StockCardOffer, type OfferState } from './StockCardOffer.tsx';
import { countdownText, useNow, useStock } from './useStock.ts';
import '../../../styles/parchment.css';
import '../../../styles/adventure-store.css';

const cardKey = (item: StockCard): string => `card:${item.card_id}`;
const potionKey = (slot: number): string => `potion:${slot}`;

/** The stock with one item marked sold, for a purchase made while the browser kept no copy. */
function soldIn(stock: StoreStock, key: string): StoreStock {
  return {
    ...stock,
    cards: stock.cards.map((c) => (cardKey(c) === key ? { ...c, sold: true } : c)),
    potions: stock.potions.map((p, i) => (potionKey(i) === key ? { ...p, sold: true } : p)),
  };
}

/**
 * /store (docs/game-design.md §5.9, §10.4, §9.15): the merchant's stall, open while the journey is
 * on the map. Five cards and four potions rolled by the backend for the hero, a new stock every
 * hour (the countdown says when), the hero's gold live. Each purchase goes through the purse under
 * its own key, so a double click charges once; its message is the spec's, word for word.
 */
export default function StoreScreen() {
  const gate = useAdventureGate();
  const { status, journey, hero, owned } = gate;
  const ready = status === 'ready' && journey?.step === 'map' && hero !== null;
  const now = useNow();
  const { view, failure, show, reload } = useStock(ready, now);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const running = useRef(new Set<string>());
  const [describing, setDescribing] = useState<StockCard | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    playMusic('villageMusic');
  }, []);

  if (!ready || !hero) return <AdventureGateView state={gate} />;

  const purchase = async (key: string, run: () => Promise<PurchaseOutcome>, sound: 'notify' | 'charge') => {
    if (!view || running.current.has(key)) return;
    running.current.add(key);
    setBusy(new Set(running.current));
    playSound('click');
    const outcome = await run();
    running.current.delete(key);
    setBusy(new Set(running.current));
    if (!outcome.ok) {
      playSound('refused');
      toast.error(outcome.message);
      return;
    }
    playSound(sound);
    toast.success(outcome.message);
    show({ stock: outcome.stock ?? soldIn(view.stock, key), nextStockAt: view.nextStockAt });
  };

  const describe = (item: StockCard) => {
    playSound('click');
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDescribing(item);
  };
  const closeDescription = () => {
    playSound('click');
    setDescribing(null);
    opener.current?.focus();
  };

  const cardState = (item: StockCard): OfferState =>
    item.sold ? 'sold' : owned.includes(item.card_id) ? 'owned' : busy.has(cardKey(item)) ? 'busy' : 'buy';
  const stall = findImageUrl('store.stall');
  const coin = findImageUrl('icon.gold');
  const left = view ? view.nextStockAt - now : 0;

  return (
    <main className="store-screen" data-testid="store-screen" aria-labelledby={titleId}>
      {stall ? (
        <div className="store-stall" style={{ backgroundImage: `url("${stall}")` }} aria-hidden="true" />
      ) : null}
      <div className="store-veil" aria-hidden="true" />
      <header className="store-header">
        <Link className="store-back btn btn-secondary" to="/story_base" onClick={() => playSound('click')}>
          <span aria-hidden="true">←</span> Go Back
        </Link>
        <h1 id={titleId}>Store</h1>
        <div className="store-status">
          {view ? (
            <p
              className="store-restock parchment-small"
              role="timer"
              aria-live="off"
              data-testid="store-countdown"
            >
              New stock in <strong>{countdownText(left)}</strong>
            </p>
          ) : null}
          <p className="store-gold" aria-live="polite">
            {coin ? <img src={coin} alt="" width={34} height={34} /> : null}
            <span className="visually-hidden">Gold: </span>
            <strong data-testid="store-gold">{hero.gold}</strong>
          </p>
        </div>
      </header>
      {failure ? (
        <div className="store-closed parchment" role="alert">
          <p>{failure}</p>
          <SecondaryButton onClick={reload}>Try again</SecondaryButton>
        </div>
      ) : !view ? (
        <div className="store-loading">
          <Spinner label="Loading..." />
          <p aria-hidden="true">The merchant lays out the wares...</p>
        </div>
      ) : (
        <div className="store-counter" data-rolled-at={view.stock.rolled_at} data-testid="store-stock">
          <section className="store-shelf is-cards" aria-labelledby={`${titleId}-cards`}>
            <h2 id={`${titleId}-cards`}>Cards</h2>
            <ul className="store-cards">
              {view.stock.cards.map((item) => (
                <StockCardOffer
                  key={item.card_id}
                  item={item}
                  state={cardState(item)}
                  affordable={hero.gold >= item.price}
                  onDescribe={() => describe(item)}
                  onBuy={() => void purchase(cardKey(item), () => buyStockCard(view.stock, item), 'notify')}
                />
              ))}
            </ul>
          </section>
          <section className="store-shelf is-potions" aria-labelledby={`${titleId}-potions`}>
            <h2 id={`${titleId}-potions`}>Potions</h2>
            <ul className="store-potions">
              {view.stock.potions.map((potion, slot) => (
                <PotionOffer
                  key={slot}
                  potion={potion}
                  slot={slot}
                  busy={busy.has(potionKey(slot))}
                  affordable={hero.gold >= potion.price}
                  onBuy={() =>
                    void purchase(potionKey(slot), () => buyStockPotion(view.stock, slot), 'charge')
                  }
                />
              ))}
            </ul>
          </section>
        </div>
      )}
      {describing ? (
        <CardDescriptionDialog
          cardId={describing.card_id}
          price={describing.price}
          onClose={closeDescription}
        />
      ) : null}
    </main>
  );
}
