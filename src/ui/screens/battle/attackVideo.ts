// Which picture an attack shows: the card's own video when the asset manifest has one (an artist
// adds it with one manifest line), otherwise the scene's cinematic for the card's family.
import type { Card } from '../../../content/index.ts';

export type AttackPicture = { kind: 'video'; url: string } | { kind: 'cinematic' };

export function attackPicture(
  card: Pick<Card, 'video_src'>,
  lookup: (key: string | null) => string | null,
): AttackPicture {
  const url = lookup(card.video_src);
  return url ? { kind: 'video', url } : { kind: 'cinematic' };
}
