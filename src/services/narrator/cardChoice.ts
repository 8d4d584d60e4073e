// Turns a storyteller's reply into the computer's card. The reply is untrusted text: only a card
// of the hand whose name appears in it counts (docs/game-design.md §4.9), the longest name wins when one name
// contains another ('Strike' inside 'Double Strike'), and anything else means null, so the caller
// keeps the engine's own choice.
import type { CardOption } from '../../protocol/narration';

function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

export function cardFromReply(reply: string, hand: readonly CardOption[]): number | null {
  const said = normalize(reply);
  const named = hand
    .filter((card) => normalize(card.name).trim().length > 0 && said.includes(normalize(card.name)))
    .sort((a, b) => b.name.length - a.name.length);
  return named[0]?.id ?? null;
}
