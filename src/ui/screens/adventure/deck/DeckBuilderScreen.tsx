import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from '../../../routes/router/index.ts';
import toast from 'react-hot-toast';
import { CARD_BY_ID } from '../../../../content/index.ts';
import type { Card } from '../../../../content/index.ts';
import { DECK_MAX, addCardToDeck, removeCardFromDeck, type JourneyStep } from '../../../../engine/index.ts';
import { playMusic, playSound } from '../../../../services/audio/audio.ts';
import { confirmDeck, deckChoices, resetDeck } from '../../../../state/adventure/index.ts';
import { DangerButton, PrimaryButton, SecondaryButton } from '../../../components/Button.tsx';
import { CardFace } from '../../cards/CardFace.tsx';
import { GateStatus } from '../map/GateStatus.tsx';
import { useAdventureGate } from '../useAdventureGate.ts';
import { DeckList } from './DeckList.tsx';
import { DeckTile } from './DeckTile.tsx';
import { ToEarnStrip } from './ToEarnStrip.tsx';
import { arrowTarget, pageCount, pageOf, pageSlice, pageStep } from './deckPaging.ts';
import '../../../styles/adventure-deck.css';
import { DECK_PAGE_SIZE } from '../../../layout.ts';

/** /deck_build: choose up to seven cards for the adventure (docs/game-design.md §5.4). */
export default function DeckBuilderScreen() {
  const gate = useAdventureGate();
  if (gate.status !== 'ready' || !gate.journey) return <GateStatus state={gate} />;
  return <DeckBuilder owned={gate.owned} saved={gate.deck} step={gate.journey.step} />;
}

function DeckBuilder({
  owned,
  saved,
  step,
}: {
  owned: readonly number[];
  saved: readonly number[];
  step: JourneyStep;
}) {
  const navigate = useNavigate();
  const { usable, toEarn } = useMemo(() => deckChoices(owned), [owned]);
  // docs/game-design.md §12.5: the builder opens on the saved deck (a card the hero no longer owns
  // has left it); clearing it is Reset Deck's job, never a side effect of opening the screen.
  const [chosen, setChosen] = useState<number[]>(() => {
    const allowed = new Set(usable.map((card) => card.id));
    return saved.filter((id) => allowed.has(id));
  });
  const [page, setPage] = useState(0);
  const [focused, setFocused] = useState(0);
  const [inspected, setInspected] = useState<Card | null>(null);
  const [saving, setSaving] = useState(false);
  const [resetting, setResetting] = useState(false);
  const tiles = useRef(new Map<number, HTMLButtonElement>());
  const grid = useRef<HTMLUListElement>(null);
  const pages = pageCount(usable.length);

  useEffect(() => {
    playMusic('adventureMusic');
  }, []);

  const chosenCards = chosen.flatMap((id) => {
    const card = CARD_BY_ID.get(id);
    return card ? [card] : [];
  });
  const preview = inspected ?? usable[focused] ?? chosenCards[0] ?? null;

  const toggle = (card: Card) => {
    setInspected(card);
    if (chosen.includes(card.id)) {
      playSound('click');
      setChosen(removeCardFromDeck(chosen, card.id));
      return;
    }
    const added = addCardToDeck(chosen, card.id);
    if (!added.ok) {
      playSound('refused');
      toast.error(added.message, { id: 'deck-refused' });
      return;
    }
    playSound('cardFlip');
    setChosen(added.deck);
  };

  const remove = (card: Card) => {
    playSound('click');
    setChosen(removeCardFromDeck(chosen, card.id));
  };

  /** Moves the keyboard focus to a card, turning the page when it lies on another one. */
  const focusCard = useCallback((index: number) => {
    setFocused(index);
    setPage(pageOf(index));
    // The tile exists once its page has rendered.
    requestAnimationFrame(() => tiles.current.get(index)?.focus());
  }, []);

  const turnPage = useCallback(
    (step: number) => {
      const next = Math.min(pages - 1, Math.max(0, page + step));
      if (next === page) return;
      playSound('cardFlip');
      setPage(next);
      const slot = focused % DECK_PAGE_SIZE;
      const index = Math.min(usable.length - 1, next * DECK_PAGE_SIZE + slot);
      setFocused(index);
      // Keyboard players keep their place in the grid; a mouse click on the pager keeps its focus.
      if (grid.current?.contains(document.activeElement))
        requestAnimationFrame(() => tiles.current.get(index)?.focus());
    },
    [focused, page, pages, usable.length],
  );

  // Bound before the first paint: a key pressed as soon as the screen shows is not lost.
  useLayoutEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const step = pageStep(event.key);
      if (step === 0) return;
      event.preventDefault();
      turnPage(step);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [turnPage]);

  const onTileKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = arrowTarget(event.key, index, usable.length);
    if (target === null) return;
    event.preventDefault();
    if (target !== index) focusCard(target);
  };

  const confirm = async () => {
    if (saving || chosen.length === 0) return;
    playSound('click');
    setSaving(true);
    const outcome = await confirmDeck(chosen);
    if (outcome.ok) {
      toast.success(outcome.message);
      navigate('/story_base');
      return;
    }
    toast.error(outcome.message);
    setSaving(false);
  };

  const reset = async () => {
    if (resetting) return;
    playSound('click');
    setResetting(true);
    const outcome = await resetDeck();
    setResetting(false);
    if (outcome.ok) {
      setChosen([]);
      toast.success(outcome.message);
    } else toast.error(outcome.message);
  };

  const back = () => {
    playSound('click');
    // The first deck is built before the map exists (the journey is still at 'deck'), so Back
    // returns to the adventure list; once the map is open, Back returns to it.
    navigate(step === 'map' ? '/story_base' : '/save');
  };

  const shown = pageSlice(usable, page);
  // One tile of the page takes Tab (a roving focus); the arrow keys move between the others.
  const roving = pageOf(focused) === page ? focused : page * DECK_PAGE_SIZE;
  return (
    <main className="deck-screen" data-testid="deck-builder">
      <div className="deck-main">
        <header className="deck-header">
          <SecondaryButton onClick={back}>Back</SecondaryButton>
          <div className="deck-title">
            <h1>Build your deck</h1>
            <p>
              Choose up to {DECK_MAX} cards for the road ahead. Common cards are all yours; rarer ones are
              earned.
            </p>
          </div>
        </header>

        <section className="deck-cards" aria-label="Cards you can use">
          <ul className="deck-grid" ref={grid} data-testid="deck-grid">
            {shown.map((card, slot) => {
              const index = page * DECK_PAGE_SIZE + slot;
              return (
                <DeckTile
                  key={card.id}
                  ref={(node) => {
                    if (node) tiles.current.set(index, node);
                    else tiles.current.delete(index);
                  }}
                  card={card}
                  place={chosen.indexOf(card.id) + 1}
                  focusable={index === roving}
                  onToggle={toggle}
                  onFocus={() => {
                    setFocused(index);
                    setInspected(card);
                  }}
                  onKeyDown={onTileKey(index)}
                />
              );
            })}
          </ul>
          <nav className="deck-pager" aria-label="Pages">
            <button
              type="button"
              className="deck-pager-button"
              onClick={() => turnPage(-1)}
              disabled={page === 0}
              aria-label="Previous page"
            >
              ‹
            </button>
            <span className="deck-pager-page" aria-live="polite" data-testid="deck-page">
              Page {page + 1} of {pages}
            </span>
            <button
              type="button"
              className="deck-pager-button"
              onClick={() => turnPage(1)}
              disabled={page >= pages - 1}
              aria-label="Next page"
            >
              ›
            </button>
            <span className="deck-pager-keys" aria-hidden="true">
              <kbd>PgUp</kbd> <kbd>PgDn</kbd> or <kbd>[</kbd> <kbd>]</kbd> to turn · arrows to move
            </span>
          </nav>
        </section>

        <ToEarnStrip cards={toEarn} />
      </div>

      <aside className="deck-side" aria-label="Your deck">
        {preview ? (
          <div className="deck-preview" aria-hidden="true">
            <CardFace card={preview} decorative className="deck-preview-face" />
            <div className="deck-preview-text">
              <p className="deck-preview-name">{preview.name}</p>
              <p className="deck-preview-description">{preview.description}</p>
            </div>
          </div>
        ) : null}
        <div className="deck-side-heading">
          <h2>Your deck</h2>
          <span className="deck-count" data-testid="deck-count">
            {chosen.length} / {DECK_MAX}
          </span>
        </div>
        <DeckList cards={chosenCards} onRemove={remove} />
        <div className="deck-actions">
          <DangerButton onClick={() => void reset()} disabled={resetting} aria-busy={resetting}>
            Reset Deck
          </DangerButton>
          <PrimaryButton
            onClick={() => void confirm()}
            disabled={saving || chosen.length === 0}
            aria-busy={saving}
          >
            {saving ? 'Saving...' : 'Confirm'}
          </PrimaryButton>
        </div>
      </aside>
    </main>
  );
}
