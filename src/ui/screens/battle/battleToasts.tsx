import toast from 'react-hot-toast';
import type { Notice } from '../../../state/battle/index.ts';

const ICONS: Readonly<Record<Notice['kind'], string>> = { error: '✖', warning: '⚠', success: '★', info: '✦' };

/** A battle toast (spec §8, §9): on its player's side (Player 1 left, Player 2 right), closable. */
export function showNotice(notice: Notice): void {
  toast(
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
}
