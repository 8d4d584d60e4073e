import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '../../../routes/router/index.ts';
import toast from 'react-hot-toast';
import { imageUrl } from '../../../../services/assets/manifest.ts';
import { playMusic, playSound } from '../../../../services/audio/audio.ts';
import { scaledDelay } from '../../../../state/settings.ts';
import type { AdventureListing } from '../../../../services/backend/index.ts';
import {
  ADVENTURE_MESSAGES,
  continueAdventure,
  deleteAdventure,
  listAdventures,
} from '../../../../state/adventure/index.ts';
import { PrimaryButton, SecondaryButton } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { AdventureCard } from './AdventureCard.tsx';
import { DeleteAdventureDialog } from './DeleteAdventureDialog.tsx';
import { useWordLimit } from './useWordLimit.ts';
import '../../../styles/parchment.css';
import '../../../styles/adventure-list.css';
import { NAVIGATION_CLICK_DELAY_MS } from '../../../timings.ts';

type Listing =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; adventures: AdventureListing[] };

/**
 * The messages a failed list may show as they are (docs/game-design.md §10.3); anything else reads as one
 * sentence.
 */
const SHOWN_AS_IS: readonly string[] = [ADVENTURE_MESSAGES.notLoggedIn, ADVENTURE_MESSAGES.noUserId];

function listMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return SHOWN_AS_IS.includes(message) ? message : ADVENTURE_MESSAGES.listFailed;
}

/** The card an arrow key moves to from card `from` in a grid of `count` cards laid out in rows. */
function neighbour(cards: HTMLElement[], from: number, key: string): number | null {
  const columns = Math.max(1, cards.filter((card) => card.offsetTop === cards[0]?.offsetTop).length);
  const step =
    key === 'ArrowRight'
      ? 1
      : key === 'ArrowLeft'
        ? -1
        : key === 'ArrowDown'
          ? columns
          : key === 'ArrowUp'
            ? -columns
            : 0;
  if (key === 'Home') return 0;
  if (key === 'End') return cards.length - 1;
  if (step === 0) return null;
  const to = from + step;
  return to >= 0 && to < cards.length ? to : null;
}

/**
 * /save (docs/game-design.md §5.1): the player's adventures, newest first. Continue Adventure
 * resumes an adventure exactly where the player left it; Delete asks, then removes it with all
 * that belongs to it.
 */
export default function AdventureListScreen() {
  const navigate = useNavigate();
  const wordLimit = useWordLimit();
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [continuing, setContinuing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdventureListing | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const grid = useRef<HTMLUListElement>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  const alive = useRef(true);
  const worldUrl = imageUrl('map.world');

  const load = useCallback(async () => {
    try {
      const adventures = await listAdventures();
      if (alive.current) setListing({ status: 'ready', adventures });
    } catch (error) {
      console.error('The adventures could not be listed:', error);
      if (alive.current) setListing({ status: 'failed', message: listMessage(error) });
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    playMusic('adventureMusic');
    void load();
    return () => {
      alive.current = false;
      window.clearTimeout(leaveTimer.current);
    };
  }, [load]);

  const leave = (path: string) => {
    if (leaving) return;
    playSound('click');
    setLeaving(true);
    leaveTimer.current = window.setTimeout(() => navigate(path), scaledDelay(NAVIGATION_CLICK_DELAY_MS));
  };

  const retry = () => {
    playSound('click');
    setListing({ status: 'loading' });
    void load();
  };

  const resume = async (adventure: AdventureListing) => {
    if (continuing || leaving) return;
    playSound('click');
    setContinuing(adventure.id);
    const result = await continueAdventure(adventure.id);
    if (!alive.current) return;
    if (result.ok) {
      navigate(result.path);
      return;
    }
    setContinuing(null);
    toast.error(result.message);
  };

  const askDelete = (adventure: AdventureListing) => {
    playSound('click');
    setDeleting(adventure);
  };

  const confirmDelete = async () => {
    if (!deleting || deleteBusy) return;
    playSound('click');
    setDeleteBusy(true);
    const result = await deleteAdventure(deleting.id);
    if (!alive.current) return;
    setDeleteBusy(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    const gone = deleting.id;
    setDeleting(null);
    toast.success(result.message);
    setListing((current) =>
      current.status === 'ready'
        ? { status: 'ready', adventures: current.adventures.filter((a) => a.id !== gone) }
        : current,
    );
    void load();
  };

  const onCardKey = (event: KeyboardEvent<HTMLElement>) => {
    const cards = Array.from(grid.current?.querySelectorAll<HTMLElement>('[data-card-index]') ?? []);
    const from = cards.indexOf(event.currentTarget);
    if (from < 0) return;
    const to = neighbour(cards, from, event.key);
    if (to === null) return;
    event.preventDefault();
    cards[to]?.focus();
  };

  const adventures = listing.status === 'ready' ? listing.adventures : [];
  const isEmpty = listing.status === 'ready' && adventures.length === 0;

  return (
    <main className="saga-screen">
      <header className="saga-header">
        <h1>Your Adventures</h1>
        <p>
          {listing.status === 'ready' && adventures.length > 0
            ? `${adventures.length} ${adventures.length === 1 ? 'adventure' : 'adventures'}, newest first. Pick up where you left off.`
            : 'Every hero you forge waits here, exactly where you left them.'}
        </p>
      </header>

      <section className="saga-content" aria-label="Adventures" aria-busy={listing.status === 'loading'}>
        {listing.status === 'loading' ? (
          <div className="saga-state">
            <Spinner label="Loading your adventures..." />
          </div>
        ) : null}

        {listing.status === 'failed' ? (
          <div className="saga-state">
            <div className="saga-failed parchment" role="alert">
              <p>{listing.message}</p>
            </div>
            <PrimaryButton onClick={retry}>Retry</PrimaryButton>
          </div>
        ) : null}

        {isEmpty ? (
          <div className="saga-empty">
            <div
              className="saga-empty-art"
              style={{ backgroundImage: `url("${worldUrl}")` }}
              aria-hidden="true"
            />
            <div className="saga-empty-text parchment">
              <h2>No adventures yet</h2>
              <p>
                The islands are waiting for a hero. Choose a job and a temper, let the storyteller tell who
                you were, and walk out to the terraces, the river and the woods with your baston in hand.
              </p>
              <PrimaryButton onClick={() => leave('/story_character')} disabled={leaving}>
                Create New Adventure
              </PrimaryButton>
            </div>
          </div>
        ) : null}

        {adventures.length > 0 ? (
          <ul className="saga-grid" ref={grid}>
            {adventures.map((adventure, index) => (
              <AdventureCard
                key={adventure.id}
                listing={adventure}
                index={index}
                wordLimit={wordLimit}
                worldUrl={worldUrl}
                busy={continuing !== null || leaving}
                continuing={continuing === adventure.id}
                onContinue={() => void resume(adventure)}
                onDelete={() => askDelete(adventure)}
                onKeyDown={onCardKey}
              />
            ))}
          </ul>
        ) : null}
      </section>

      <footer className="saga-footer">
        <SecondaryButton onClick={() => leave('/')} disabled={leaving}>
          Main Menu
        </SecondaryButton>
        {leaving || continuing ? (
          <Spinner label="Loading..." />
        ) : (
          <span className="saga-hint">
            {adventures.length > 1
              ? 'Arrow keys move between adventures; Enter continues the one in focus.'
              : ''}
          </span>
        )}
        {isEmpty ? (
          <span className="saga-footer-spacer" aria-hidden="true" />
        ) : (
          <PrimaryButton onClick={() => leave('/story_character')} disabled={leaving}>
            Create New Adventure
          </PrimaryButton>
        )}
      </footer>

      {deleting ? (
        <DeleteAdventureDialog
          title={`Adventure ${deleting.number}${deleting.hero ? `: ${deleting.hero.name}` : ''}`}
          busy={deleteBusy}
          onCancel={() => {
            playSound('click');
            setDeleting(null);
          }}
          onDelete={() => void confirmDelete()}
        />
      ) : null}
    </main>
  );
}
