import { useCallback, useEffect, useRef, useState } from 'react';
import { STORE_REFRESH_MS } from '../../../../engine/index.ts';
import { loadStock } from '../../../../state/adventure/index.ts';
import type { ShopView } from '../../../../state/adventure/index.ts';

/** The store's message when its stock cannot be read (the spec names none). */
export const STOCK_FAILED = 'The store could not be opened. Please try again.';

/** A new stock is asked for at most this often, even if the backend's clock lags this one. */
const RELOAD_GAP_MS = 5000;

export interface StockState {
  readonly view: ShopView | null;
  readonly failure: string | null;
  /** Shows a stock after a purchase marked an item sold. */
  readonly show: (view: ShopView) => void;
  readonly reload: () => void;
}

/**
 * The store's stock (loadStock: the browser's copy while it is under 30 s old, else the
 * backend's), read when the store opens, and again when the next stock is due (`now` passes
 * `nextStockAt`).
 */
export function useStock(ready: boolean, now: number): StockState {
  const [view, setView] = useState<ShopView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const lastLoad = useRef(0);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    lastLoad.current = Date.now();
    loadStock()
      .then((next) => {
        if (!live) return;
        setView(next);
        setFailure(null);
      })
      .catch((error: unknown) => {
        console.error('The store could not be stocked:', error);
        if (live) setFailure(STOCK_FAILED);
      });
    return () => {
      live = false;
    };
  }, [ready, attempt]);

  const due = view !== null && now >= view.nextStockAt;
  useEffect(() => {
    if (due && Date.now() - lastLoad.current >= RELOAD_GAP_MS) setAttempt((n) => n + 1);
  }, [due, now]);

  const reload = useCallback(() => {
    setFailure(null);
    setAttempt((n) => n + 1);
  }, []);
  return { view, failure, show: setView, reload };
}

/** The clock, ticking every second, for the countdown to the next stock. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** 'mm:ss' of the time left, at most an hour (60:00). */
export function countdownText(ms: number): string {
  const seconds = Math.min(STORE_REFRESH_MS / 1000, Math.max(0, Math.ceil(ms / 1000)));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
