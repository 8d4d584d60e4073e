// Keeps a taunt to what the spec allows on screen: one sentence of at most six words. A model may
// wrap it in quotes, add a second sentence or run long; the speech bubble gets only the first
// sentence, cut to six words.

const MAX_WORDS = 6;

export function tauntLine(reply: string): string {
  const plain = reply
    .replace(/[*_`"\u201c\u201d]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^[^.!?]*[.!?]?/.exec(plain)?.[0].trim() ?? '';
  const words = sentence.split(' ').filter((word) => word.length > 0);
  if (words.length === 0) return '';
  const kept = words.slice(0, MAX_WORDS).join(' ');
  if (words.length <= MAX_WORDS && /[.!?]$/.test(kept)) return kept;
  return `${kept.replace(/[,;:.!?-]+$/, '')}!`;
}
