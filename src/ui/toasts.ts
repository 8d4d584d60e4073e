// Toasts (docs/game-design.md §9.8): default 5000 ms, top-right, at most 20 at once (react-hot-toast's own
// limit is 20). Battle toasts pass their own durations and sides. react-hot-toast is fetched with the
// first toast or the first screen past the login form (shell/LazyToaster.tsx), never before the
// form is usable (docs/performance.md).
import type * as HotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';
import { create } from 'zustand';
import { playSound } from '../services/audio/audio.ts';
import type { Outcome } from '../state/accountCommands.ts';
import { TOAST_DEFAULT_MS } from './timings.ts';

export const TOASTER_OPTIONS: ToastOptions = {
  duration: TOAST_DEFAULT_MS,
  // Dark panels with a rattan edge, to match the dialogs.
  style: {
    background: 'rgba(28, 18, 38, 0.96)',
    color: '#f6ead7',
    border: '1px solid #6b4a2b',
    boxShadow: '0 10px 24px rgba(0, 0, 0, 0.45)',
  },
};

/** Whether a toast has been asked for on this page: the toaster then mounts wherever the player is. */
export const useToastsWanted = create<boolean>(() => false);

type Toast = typeof HotToast.default;

function withToast(show: (toast: Toast) => void): void {
  useToastsWanted.setState(true, true);
  import('react-hot-toast').then(
    (module) => show(module.default),
    (error: unknown) => console.error('Toasts could not load:', error),
  );
}

/** Shows what a command reported: a success toast, or each error message as its own toast. */
export function toastOutcome(outcome: Outcome): void {
  // The notification chime; battle toasts stay silent, several come every turn.
  playSound('notify');
  withToast((toast) => {
    if (outcome.ok) {
      toast.success(outcome.message);
      return;
    }
    for (const message of outcome.messages) toast.error(message);
  });
}

export function toastInfo(message: string): void {
  playSound('notify');
  withToast((toast) => toast(message, { icon: 'ℹ️' }));
}
