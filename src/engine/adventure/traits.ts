// Character creation (docs/game-design.md §5.2, §9.12): traits from a job plus up to four personalities, and
// the hero's battle stats derived from them.
import { JOB_BY_NAME, PERSONALITY_BY_NAME } from '../../content/index.ts';
import type { Stats, Trait, Traits } from '../../content/index.ts';
import { MAX_HEALTH, MAX_MANA, PERSONALITY_MAX } from '../constants.ts';
import { MSG } from '../messages.ts';

export const TRAIT_NAMES: readonly Trait[] = [
  'strength',
  'wisdom',
  'dexterity',
  'charisma',
  'constitution',
  'intelligence',
];

export const NO_TRAITS: Traits = Object.freeze({
  strength: 0,
  wisdom: 0,
  dexterity: 0,
  charisma: 0,
  constitution: 0,
  intelligence: 0,
});

/** Adds a personality to the chosen list (at most 4, each once, only known names). */
export function addPersonality(
  chosen: readonly string[],
  name: string,
): { ok: true; chosen: string[] } | { ok: false; message: string } {
  if (!PERSONALITY_BY_NAME.has(name))
    return { ok: false, message: 'Only the listed personalities can be chosen.' };
  if (chosen.includes(name)) return { ok: false, message: 'This personality is already chosen.' };
  if (chosen.length >= PERSONALITY_MAX) return { ok: false, message: MSG.personalityMax };
  return { ok: true, chosen: [...chosen, name] };
}

/**
 * Traits of a job with its personalities. Each trait stays within 0-100, since a personality's
 * minus on a low base (Warrior's Charisma 10, say) must not give a negative trait.
 */
export function traitsFor(jobName: string | null, personalities: readonly string[]): Traits {
  const job = jobName === null ? undefined : JOB_BY_NAME.get(jobName);
  const out: Record<Trait, number> = { ...(job ? job.traits : NO_TRAITS) };
  if (!job) return Object.freeze(out);
  for (const name of personalities.slice(0, PERSONALITY_MAX)) {
    const p = PERSONALITY_BY_NAME.get(name);
    if (!p) continue;
    for (const t of TRAIT_NAMES) out[t] += p.modifiers[t] ?? 0;
  }
  for (const t of TRAIT_NAMES) out[t] = Math.min(100, Math.max(0, out[t]));
  return Object.freeze(out);
}

/** Bounds of a hero's derived stats: enough health and energy to fight, no untouchable dodge. */
export const HERO_BOUNDS = Object.freeze({
  health: Object.freeze({ min: 10, max: MAX_HEALTH }),
  mana: Object.freeze({ min: 10, max: MAX_MANA }),
  agility: Object.freeze({ min: 0, max: 50 }),
  critical_rate: Object.freeze({ min: 0, max: 50 }),
  wisdom: Object.freeze({ min: 0, max: 100 }),
});

const clamp = (n: number, b: { min: number; max: number }): number => Math.min(b.max, Math.max(b.min, n));

export interface HeroStats extends Stats {
  wisdom: number;
}

/** health = Constitution, mana = Intelligence, agility = round(Dex x 0.5), critical_rate = round(Str x 0.5), wisdom = Wisdom. */
export function heroStats(traits: Traits): HeroStats {
  return {
    health: clamp(Math.round(traits.constitution), HERO_BOUNDS.health),
    mana: clamp(Math.round(traits.intelligence), HERO_BOUNDS.mana),
    agility: clamp(Math.round(traits.dexterity * 0.5), HERO_BOUNDS.agility),
    defense: 0,
    critical_rate: clamp(Math.round(traits.strength * 0.5), HERO_BOUNDS.critical_rate),
    wisdom: clamp(Math.round(traits.wisdom), HERO_BOUNDS.wisdom),
  };
}
