import {
  INTRO_BREAKPOINT_MEDIUM,
  INTRO_BREAKPOINT_SMALL,
  INTRO_WORDS_LARGE,
  INTRO_WORDS_MEDIUM,
  INTRO_WORDS_SMALL,
} from '../../../layout.ts';
// The adventure list shows each intro cut to a word limit that depends on the window's width
// (docs/game-design.md §5.1: 20 words under 768 px, 45 under 1024 px, else 70).

/** How many words of an intro fit a window `width` pixels wide. */
export function introWordLimit(width: number): number {
  if (width < INTRO_BREAKPOINT_SMALL) return INTRO_WORDS_SMALL;
  if (width < INTRO_BREAKPOINT_MEDIUM) return INTRO_WORDS_MEDIUM;
  return INTRO_WORDS_LARGE;
}

/**
 * The first `limit` words of `text`, cut at a word boundary with an ellipsis when words were left
 * out. Whitespace runs (line breaks included) become single spaces; punctuation that would sit
 * against the ellipsis (a comma, a dash) is dropped, so the cut reads 'the river…' not 'the river,…'.
 */
export function truncateWords(text: string, limit: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return words.join(' ');
  const kept = words.slice(0, Math.max(0, limit)).join(' ');
  return `${kept.replace(/[\s,;:\-–—]+$/u, '')}…`;
}
