// Focus handling of a modal dialog (WAI-ARIA dialog pattern): focus moves in when it opens, Tab and
// Shift+Tab cycle inside it, and it goes back to the control that opened it when it closes.
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * The controls Tab reaches inside `root`, in order. Of a group of radio buttons Tab reaches only
 * the checked one (or the first), so only that one counts when finding the first and the last.
 */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  const radioSeen = new Set<string>();
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) => {
    if (node.getClientRects().length === 0) return false;
    if (node instanceof HTMLInputElement && node.type === 'radio' && node.name) {
      const group = [...root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${node.name}"]`)];
      const stop = group.find((radio) => radio.checked) ?? group[0];
      if (node !== stop || radioSeen.has(node.name)) return false;
      radioSeen.add(node.name);
    }
    return true;
  });
}

/** Only the dialog opened last (the top one) keeps the focus when dialogs are stacked. */
export function isTopmost(panel: HTMLElement): boolean {
  const open = document.querySelectorAll('[aria-modal="true"]');
  return open[open.length - 1] === panel;
}

export interface ModalFocusOptions {
  /** 'first': the first control takes the focus on opening; 'none': the dialog places it itself. */
  initialFocus?: 'first' | 'none';
}

export function useModalFocus(panel: RefObject<HTMLElement | null>, options: ModalFocusOptions = {}): void {
  const { initialFocus = 'first' } = options;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    if (root && initialFocus === 'first') (tabbableIn(root)[0] ?? root).focus();

    const onKey = (event: KeyboardEvent) => {
      const current = panel.current;
      if (event.key !== 'Tab' || !current || !isTopmost(current)) return;
      const tabbable = tabbableIn(current);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        current.focus();
      } else if (!(active instanceof Node) || !current.contains(active)) {
        // Focus had left the dialog (a click on the backdrop): Tab brings it back.
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (active === first || active === current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the opener, unless the closing moved the focus somewhere on purpose (or the opener
      // went away with the screen).
      const now = document.activeElement;
      const leftBehind = now === null || now === document.body || (root !== null && root.contains(now));
      if (leftBehind && opener?.isConnected && opener !== document.body)
        opener.focus({ preventScroll: true });
    };
    // Mount and unmount only: the dialog's life is what the focus follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
