// Which compressed copy a browser gets, from its Accept-Encoding: brotli before gzip (smaller), and
// neither when it refuses them (`br;q=0`) or names neither.
export interface Encoding {
  /** The Content-Encoding header's word. */
  readonly name: 'br' | 'gzip';
  /** The copy's file name extension beside the original (tools/build.mjs writes them). */
  readonly extension: 'br' | 'gz';
}

export const ENCODINGS: readonly Encoding[] = [
  { name: 'br', extension: 'br' },
  { name: 'gzip', extension: 'gz' },
];

/** The encodings the header accepts, in the order to try them. */
export function chooseEncoding(header: string | string[] | undefined): Encoding[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of text.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string): number => accepted.get(name) ?? accepted.get('*') ?? 0;
  return ENCODINGS.filter((encoding) => weightOf(encoding.name) > 0);
}
