import { DECK_PAGE_SIZE } from '../../../layout.ts';
// The deck builder's grid: pages of DECK_PAGE_SIZE cards in rows of DECK_COLUMNS, and where the
// arrow keys and the page keys move. Focus runs on across pages: moving right from a page's last
// card lands on the next page's first, so the pages read as one long grid.

export const DECK_COLUMNS = 4;

export function pageCount(cards: number): number {
  return Math.max(1, Math.ceil(cards / DECK_PAGE_SIZE));
}

export function pageOf(index: number): number {
  return Math.floor(index / DECK_PAGE_SIZE);
}

/** The cards of one page. */
export function pageSlice<T>(cards: readonly T[], page: number): readonly T[] {
  return cards.slice(page * DECK_PAGE_SIZE, (page + 1) * DECK_PAGE_SIZE);
}

/** The card the focus moves to from `index` on an arrow key, or null for any other key. */
export function arrowTarget(key: string, index: number, cards: number): number | null {
  const step =
    key === 'ArrowRight'
      ? 1
      : key === 'ArrowLeft'
        ? -1
        : key === 'ArrowDown'
          ? DECK_COLUMNS
          : key === 'ArrowUp'
            ? -DECK_COLUMNS
            : 0;
  if (step === 0) return null;
  const target = index + step;
  if (target < 0 || target >= cards) return index;
  return target;
}

/** +1 for the next page (PageDown, ']'), -1 for the previous one (PageUp, '['), else 0. */
export function pageStep(key: string): -1 | 0 | 1 {
  if (key === 'PageDown' || key === ']') return 1;
  if (key === 'PageUp' || key === '[') return -1;
  return 0;
}
