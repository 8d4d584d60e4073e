// The game's one text hash: 32-bit FNV-1a over a text's UTF-16 code units. Stable across machines
// and releases, so it can name content (a replay's content version), seed a storyteller's dice from
// what a call is about, or place a painter's marks.

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a of `text` as an unsigned 32-bit number; `basis` chains one hash onto another. */
export function fnv1a32(text: string, basis = FNV_OFFSET_BASIS): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}
