// Finds the hero's name in a background. Both storytellers start the background with a
// 'Name: ...' line; a model may dress it up ('**Name:** Tala', 'Name - Tala of the river'), so the
// reader accepts those and keeps only the name itself. When no usable name is found the caller's
// fallback stands, so a hero always has a name.

const NAME_LINE = /^[\s>*#_-]*name[\s*_]*[:\-\u2013\u2014][\s*_]*(.+)$/im;
const NAME_WORD = /^[\p{L}][\p{L}'\u2019-]*$/u;
const LINKING_WORDS = new Set(['of', 'the', 'from', 'son', 'daughter', 'child', 'is', 'a', 'an', 'and']);
const MAX_NAME_LENGTH = 40;

/** 'Tala of the river' -> 'Tala'; 'Datu Lakan Dula' -> 'Datu Lakan Dula'; nothing usable -> null. */
export function readHeroName(background: string): string | null {
  const line = NAME_LINE.exec(background)?.[1];
  if (line === undefined) return null;
  const words: string[] = [];
  // The name ends where the line's first clause ends ('Mayumi, age 19').
  const clause = line.replace(/[*_`"\u201c\u201d]/g, ' ').split(/[,;.:()|/]/)[0] ?? '';
  for (const raw of clause.split(/\s+/)) {
    if (raw.length === 0) continue;
    if (!NAME_WORD.test(raw) || LINKING_WORDS.has(raw.toLowerCase())) break;
    words.push(raw);
    if (words.length === 3) break;
  }
  const name = words.join(' ');
  return name.length > 0 && name.length <= MAX_NAME_LENGTH ? name : null;
}

export function heroNameOr(background: string, fallback: string): string {
  return readHeroName(background) ?? fallback;
}
