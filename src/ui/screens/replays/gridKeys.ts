// Moving through the replays' grid with the keyboard: arrows by row and column, Home and End.
/** The card an arrow key moves to from card `from`, in a grid laid out in rows. */
export function neighbour(cards: HTMLElement[], from: number, key: string): number | null {
  const columns = Math.max(1, cards.filter((card) => card.offsetTop === cards[0]?.offsetTop).length);
  const step: Record<string, number> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: columns,
    ArrowUp: -columns,
  };
  if (key === 'Home') return 0;
  if (key === 'End') return cards.length - 1;
  const by = step[key];
  if (by === undefined) return null;
  const to = from + by;
  return to >= 0 && to < cards.length ? to : null;
}
