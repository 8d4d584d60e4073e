// The adventure's shapes at the backend's edge: a new adventure and its hero, the journey's
// progress, a told scenario and what a story battle leaves on the hero.
import * as v from 'valibot';
import { JOB_BY_NAME, PERSONALITY_BY_NAME } from '../../../content/index.ts';
import { HERO_BOUNDS, MSG, PERSONALITY_MAX } from '../../../engine/index.ts';
import { fields, id, json, readInput, text } from './input.ts';

/** Longest texts the game stores; the same limits are CHECK constraints in the schema. */
export const TEXT_LIMITS = Object.freeze({
  intro: 4000,
  scene: 8000,
  heroName: 40,
  background: 4000,
});
export const STAT_RANGE = Object.freeze({ min: 0, max: 100 });
/**
 * What a story battle may leave on a hero: health 0 to the hero's maximum (checked against
 * `max_health` where the hero is read), energy and defense 0-100, agility and critical rate within
 * the engine's HERO_BOUNDS (0-50), the same bounds the hero was made with.
 */
export const HERO_STAT_BOUNDS = Object.freeze({
  health: STAT_RANGE,
  mana: STAT_RANGE,
  agility: Object.freeze({ min: 0, max: HERO_BOUNDS.agility.max }),
  defense: STAT_RANGE,
  critical_rate: Object.freeze({ min: 0, max: HERO_BOUNDS.critical_rate.max }),
});

const ONLY_LISTED_PERSONALITIES = 'Only the listed personalities can be chosen.';

/** One of the jobs of src/content/jobs.ts (the database's public.jobs). */
const JobSchema = v.pipe(
  v.string('Only the listed jobs can be chosen.'),
  v.check((name) => JOB_BY_NAME.has(name), 'Only the listed jobs can be chosen.'),
);

/**
 * At most 4 different personalities of src/content/personalities.ts. The checks run in the order
 * the database's begin_adventure runs them, so both backends give the same message.
 */
const PersonalitiesSchema = v.pipe(
  v.array(v.unknown(), ONLY_LISTED_PERSONALITIES),
  v.maxLength(PERSONALITY_MAX, MSG.personalityMax),
  v.array(
    v.pipe(
      v.string(ONLY_LISTED_PERSONALITIES),
      v.check((name) => PERSONALITY_BY_NAME.has(name), ONLY_LISTED_PERSONALITIES),
    ),
  ),
  v.check((names) => new Set(names).size === names.length, 'This personality is already chosen.'),
  v.readonly(),
);

/**
 * A hero as the character creation screen makes it. No stats: the backend computes them from the
 * job and personalities (docs/game-design.md §9.12: health = Constitution, energy = Intelligence, agility =
 * Dexterity x 0.5, critical rate = Strength x 0.5, wisdom = Wisdom), as the engine's heroStats does.
 */
export const NewHeroSchema = v.pipe(
  fields('hero', {
    name: text('hero name', TEXT_LIMITS.heroName),
    background: text('hero background', TEXT_LIMITS.background, true),
    job: JobSchema,
    personalities: PersonalitiesSchema,
  }),
  v.readonly(),
);

/** Where an adventure's journey stands: plain JSON under 100 kB, never missing. */
export const ProgressSchema = v.pipe(
  v.custom<unknown>((value) => value !== null && value !== undefined, 'The adventure progress is missing.'),
  json('adventure progress'),
);

/**
 * A new adventure and its hero, created together: either both exist afterwards or neither does.
 * The hero's stats are the backend's to derive, so none are taken.
 */
export const NewAdventureSchema = v.pipe(
  fields('adventure', {
    intro: text('adventure intro', TEXT_LIMITS.intro),
    progress: ProgressSchema,
    hero: NewHeroSchema,
  }),
  v.readonly(),
);

/** The answer a scenario was given, or null while none is. */
const ChoiceSchema = v.nullable(v.picklist(['A', 'B', 'C'] as const, 'Please select a valid option.'));

/** A told scenario; its choice is checked first. */
export const NewScenarioSchema = v.pipe(
  fields('scenario', {
    choice: ChoiceSchema,
    adventure_id: id('adventure'),
    scene: text('scene', TEXT_LIMITS.scene),
    prev_scene: v.nullable(text('previous scene', TEXT_LIMITS.scene)),
    /**
     * The adventure's progress after this choice, stored in the same transaction as the scenario,
     * so an outcome rolled for the choice is never lost or rolled again by a reload.
     */
    progress: ProgressSchema,
  }),
  v.readonly(),
);

export type NewHero = v.InferOutput<typeof NewHeroSchema>;
export type NewAdventure = v.InferOutput<typeof NewAdventureSchema>;
export type ScenarioChoiceLetter = NonNullable<v.InferOutput<typeof ChoiceSchema>>;
export type NewScenario = v.InferOutput<typeof NewScenarioSchema>;

export const checkNewAdventure = (input: unknown): NewAdventure => readInput(NewAdventureSchema, input);
export const checkProgress = (value: unknown) => readInput(ProgressSchema, value);
export const checkNewScenario = (input: unknown): NewScenario => readInput(NewScenarioSchema, input);
