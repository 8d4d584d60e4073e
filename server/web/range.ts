// One byte range of a file (`Range: bytes=a-b`, `bytes=a-`, `bytes=-n`), as media elements ask for
// it. Several ranges in one request are answered with the whole file, which HTTP allows.

/** [first, last] byte (inclusive), null for the whole file, or 'unsatisfiable' (416). */
export function parseRange(
  header: string | undefined,
  size: number,
): readonly [number, number] | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return [start, end];
}
