import toast from 'react-hot-toast';
import type { Notice } from '../../../state/battle/index.ts';

const ICONS: Readonly<Record<Notice['kind'], string>> = { error: '✖', warning: '⚠', success: '★', info: '✦' };

/** The battle toasts on screen (or gone by themselves since): removed when the battle is left. */
const shown = new Set<string>();

/** A battle toast (spec §8, §9): on its player's side (Player 1 left, Player 2 right), closable. */
export function showNotice(notice: Notice): void {
  const id = toast(
    (t) => (
      <span className={`battle-toast toast-${notice.kind}`}>
        {notice.text}
        <button type="button" className="toast-close" aria-label="Close" onClick={() => toast.dismiss(t.id)}>
          ×
        </button>
      </span>
    ),
    {
      duration: notice.ms,
      position: notice.side === 0 ? 'top-left' : 'top-right',
      icon: ICONS[notice.kind],
      className: `battle-toast-frame toast-${notice.kind}`,
    },
  );
  shown.add(id);
}

/**
 * Leaving the battle takes its toasts away: they tell of moves on a screen that is gone, and a fast
 * battle (the 'instant' speed) would leave a pile of them over the next screen's header.
 */
export function removeNotices(): void {
  // Removed at once, not faded: the screen they belonged to is already gone.
  for (const id of shown) toast.remove(id);
  shown.clear();
}
