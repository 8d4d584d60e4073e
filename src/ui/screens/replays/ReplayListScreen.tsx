import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '../../routes/router/index.ts';
import toast from 'react-hot-toast';
import { playMusic, playSound } from '../../../services/audio/audio.ts';
import { deleteReplay, exportedEntry, importReplayFile, listReplays } from '../../../state/replay/index.ts';
import type { ReplayEntry, ReplayPage } from '../../../state/replay/index.ts';
import { scaledDelay } from '../../../state/settings.ts';
import { PrimaryButton, SecondaryButton } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { DeleteReplayDialog } from './DeleteReplayDialog.tsx';
import { downloadText } from './download.ts';
import { neighbour } from './gridKeys.ts';
import { ReplayCard } from './ReplayCard.tsx';
import '../../styles/parchment.css';
import '../../styles/fighters.css';
import '../../styles/replays.css';
import { NAVIGATION_CLICK_DELAY_MS } from '../../timings.ts';

type Listing =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; page: ReplayPage };

const LIST_FAILED = 'Your replays could not be loaded. Check your connection and try again.';

/**
 * /replays: the player's finished battles of every mode, newest first, a page at a time; each can
 * be watched again, exported as a file or deleted. A replay file from another player opens here.
 */
export default function ReplayListScreen() {
  const navigate = useNavigate();
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [page, setPage] = useState(0);
  const [deleting, setDeleting] = useState<ReplayEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const grid = useRef<HTMLUListElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const alive = useRef(true);
  const timer = useRef<number | undefined>(undefined);
  const focusFirst = useRef(false);

  const load = useCallback(async (wanted: number) => {
    try {
      const loaded = await listReplays(wanted);
      if (!alive.current) return;
      setListing({ status: 'ready', page: loaded });
      setPage(loaded.page);
    } catch (error) {
      console.error('The replays could not be listed:', error);
      if (alive.current) setListing({ status: 'failed', message: LIST_FAILED });
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    playMusic('menuMusic');
    return () => {
      alive.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  useEffect(() => {
    void load(page);
  }, [load, page]);

  // After turning a page with the keyboard, the first card of the new page takes the focus.
  useEffect(() => {
    if (listing.status !== 'ready' || !focusFirst.current) return;
    focusFirst.current = false;
    grid.current?.querySelector<HTMLElement>('[data-card-index="0"]')?.focus();
  }, [listing]);

  const go = (path: string) => {
    if (leaving) return;
    playSound('click');
    setLeaving(true);
    timer.current = window.setTimeout(() => navigate(path), scaledDelay(NAVIGATION_CLICK_DELAY_MS));
  };

  const turnPage = (to: number, byKeyboard = false) => {
    if (listing.status !== 'ready' || to < 0 || to >= listing.page.pages || to === page) return;
    playSound('click');
    focusFirst.current = byKeyboard;
    setListing({ status: 'loading' });
    setPage(to);
  };

  const exportEntry = (entry: ReplayEntry) => {
    const file = exportedEntry(entry);
    if (!file) return;
    playSound('click');
    downloadText(file.name, file.text);
    toast.success('Replay saved as a file. Send it to a friend to watch.');
  };

  const confirmDelete = async () => {
    if (!deleting || busy) return;
    playSound('click');
    setBusy(true);
    try {
      await deleteReplay(deleting.id);
      if (!alive.current) return;
      toast.success('Replay deleted.');
      setDeleting(null);
      focusFirst.current = true;
      await load(page);
    } catch (error) {
      console.error('The replay could not be deleted:', error);
      toast.error('The replay could not be deleted. Try again.');
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const opened = await importReplayFile(file);
    if (!alive.current) return;
    if (!opened.ok) {
      playSound('refused');
      setImportError(opened.message);
      return;
    }
    setImportError(null);
    go('/replays/file');
  };

  const onCardKey = (entry: ReplayEntry) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' && !entry.problem) {
      event.preventDefault();
      go(`/replays/${entry.id}`);
      return;
    }
    if (event.key === 'Delete') {
      event.preventDefault();
      setDeleting(entry);
      return;
    }
    if (listing.status === 'ready' && (event.key === 'PageDown' || event.key === 'PageUp')) {
      event.preventDefault();
      turnPage(page + (event.key === 'PageDown' ? 1 : -1), true);
      return;
    }
    const cards = Array.from(grid.current?.querySelectorAll<HTMLElement>('[data-card-index]') ?? []);
    const to = neighbour(cards, cards.indexOf(event.currentTarget), event.key);
    if (to === null) return;
    event.preventDefault();
    cards[to]?.focus();
  };

  const ready = listing.status === 'ready' ? listing.page : null;
  const empty = ready !== null && ready.total === 0;

  return (
    <main className="replays-screen" data-testid="replays-screen">
      <header className="replays-header">
        <div>
          <h1>Replays</h1>
          <p>
            {ready && ready.total > 0
              ? `${ready.total} finished ${ready.total === 1 ? 'battle' : 'battles'}, newest first. Watch a duel again, step through the turn that decided it, or send it to a friend.`
              : 'Every duel you finish waits here, ready to be watched again.'}
          </p>
        </div>
        <div className="replays-header-actions">
          <SecondaryButton onClick={() => picker.current?.click()} className="replays-open">
            Open a replay file
          </SecondaryButton>
          <SecondaryButton onClick={() => go('/landing')}>Main Menu</SecondaryButton>
          <input
            ref={picker}
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            tabIndex={-1}
            aria-label="Replay file"
            data-testid="replay-file-input"
            onChange={(event) => void onFile(event)}
          />
        </div>
      </header>

      {importError ? (
        <div className="replays-refusal" role="alert" data-testid="replay-import-error">
          <strong>This replay cannot be opened.</strong>
          <span>{importError}</span>
          <button
            type="button"
            className="replays-refusal-close"
            aria-label="Dismiss"
            onClick={() => setImportError(null)}
          >
            ×
          </button>
        </div>
      ) : null}

      <section className="replays-content" aria-label="Your replays" aria-busy={listing.status === 'loading'}>
        {listing.status === 'loading' ? (
          <div className="replays-state">
            <Spinner label="Loading your replays..." />
          </div>
        ) : null}

        {listing.status === 'failed' ? (
          <div className="replays-state">
            <p className="replays-failed" role="alert">
              {listing.message}
            </p>
            <PrimaryButton
              onClick={() => {
                setListing({ status: 'loading' });
                void load(page);
              }}
            >
              Retry
            </PrimaryButton>
          </div>
        ) : null}

        {empty ? (
          <div className="replays-empty parchment">
            <h2>No replays yet</h2>
            <p>
              Finish a battle (against the computer, a friend at your keyboard, or in your adventure) and it
              waits here to be watched again, move by move.
            </p>
            <PrimaryButton onClick={() => go('/select_character_ai')}>Fight the computer</PrimaryButton>
          </div>
        ) : null}

        {ready && ready.entries.length > 0 ? (
          <ul
            className="replays-grid"
            ref={grid}
            aria-label={`Replays, page ${ready.page + 1} of ${ready.pages}`}
          >
            {ready.entries.map((entry, index) => (
              <ReplayCard
                key={entry.id}
                entry={entry}
                index={index}
                onWatch={() => go(`/replays/${entry.id}`)}
                onExport={() => exportEntry(entry)}
                onDelete={() => {
                  playSound('click');
                  setDeleting(entry);
                }}
                onKeyDown={onCardKey(entry)}
              />
            ))}
          </ul>
        ) : null}
      </section>

      <nav className="replays-pager" aria-label="Pages">
        {ready && ready.pages > 1 ? (
          <>
            <SecondaryButton onClick={() => turnPage(page - 1)} disabled={page === 0}>
              ‹ Newer
            </SecondaryButton>
            <span className="replays-page" data-testid="replays-page">
              Page {ready.page + 1} of {ready.pages}
            </span>
            <SecondaryButton onClick={() => turnPage(page + 1)} disabled={page >= ready.pages - 1}>
              Older ›
            </SecondaryButton>
          </>
        ) : null}
        {leaving ? <Spinner label="Loading..." /> : null}
      </nav>

      {deleting ? (
        <DeleteReplayDialog
          entry={deleting}
          busy={busy}
          onCancel={() => setDeleting(null)}
          onDelete={() => void confirmDelete()}
        />
      ) : null}
    </main>
  );
}
