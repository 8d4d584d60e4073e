// The content a replay was played under. A battle is rebuilt from its seed and moves by the
// engine reading the cards' and fighters' numbers; with other numbers the same moves would deal
// other damage, so a replay names the numbers it needs by a hash of exactly those (not the game's
// version: a release that only changes art or words keeps every replay valid, and one that
// rebalances a card must not replay an old battle wrongly).
import { CARDS, CARD_RULE_FIELDS, ENEMIES, FIGHTERS, STAT_FIELDS } from '../../content/index.ts';
import { fnv1a32 } from '../hash.ts';

/** 32-bit FNV-1a, as eight hex digits. */
export function fnv1a(text: string): string {
  return fnv1a32(text).toString(16).padStart(8, '0');
}

function pick<T extends object, K extends keyof T>(items: readonly T[], keys: readonly K[]): unknown[][] {
  return items.map((item) => keys.map((key) => item[key]));
}

let cached: string | null = null;

/** 'c' and the hash of the battle rules' numbers: cards, fixed fighters and story enemies. */
export function contentVersion(): string {
  cached ??= `c${fnv1a(
    JSON.stringify([
      pick(
        [...CARDS].sort((a, b) => a.id - b.id),
        CARD_RULE_FIELDS,
      ),
      pick(FIGHTERS, ['id', ...STAT_FIELDS]),
      pick(ENEMIES, ['id', ...STAT_FIELDS]),
    ]),
  )}`;
  return cached;
}
