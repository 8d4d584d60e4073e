// Argument checks for every port method, shared by both adapters so that bad input is refused the
// same way everywhere, before anything is read or written. The database repeats the checks that
// protect stored data (supabase/migrations), because a client can always call it directly.
import { CARD_BY_ID, JOB_BY_NAME, PERSONALITY_BY_NAME } from '../../content/index.ts';
import {
  CHOICE_A_GOLD_RANGE,
  HERO_BOUNDS,
  CHOICE_A_POTION_RANGE,
  DECK_MAX,
  ENERGY_CHARGE_CARD_ID,
  JAIL_GOLD_STOLEN_RANGE,
  JAIL_POINTS_RANGE,
  MSG,
  PERSONALITY_MAX,
  REWARD_GOLD_RANGE,
  REWARD_POINTS_RANGE,
  STARTER_CARD_ID,
  STORE_COMMON_PRICE_RANGE,
  STORE_POTIONS,
  STORE_POTION_PRICE_RANGE,
  STORE_POTION_VALUE_RANGE,
  STORE_RARE_PRICE_RANGE,
} from '../../engine/index.ts';
import { BackendError } from './errors.ts';
import type {
  CardPurchase,
  HeroStatsUpdate,
  JailTheft,
  NewAdventure,
  NewHero,
  NewScenario,
  PotionPurchase,
  RewardGrant,
} from './gameTypes.ts';
import type { FinishedBattle, JsonValue } from './types.ts';

/** Longest texts the game stores; the same limits are CHECK constraints in the schema. */
export const TEXT_LIMITS = Object.freeze({
  intro: 4000,
  scene: 8000,
  heroName: 40,
  background: 4000,
});
export const JSON_LIMIT_CHARS = 100_000;
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

type Range = { readonly min: number; readonly max: number };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function invalid(message: string): never {
  throw new BackendError('invalid_input', message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function checkObject(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) invalid(`The ${what} is missing.`);
  return value;
}

/** Ids of adventures, heroes, rooms, matches and request keys are UUIDs. */
export function checkId(value: unknown, what: string): string {
  if (typeof value !== 'string' || !UUID_PATTERN.test(value)) invalid(`The ${what} id is not valid.`);
  return value.toLowerCase();
}

export function checkWhole(value: unknown, what: string, range: Range): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < range.min || value > range.max) {
    invalid(`The ${what} must be a whole number from ${range.min} to ${range.max}.`);
  }
  return value;
}

export function checkText(value: unknown, what: string, max: number, allowEmpty = false): string {
  if (typeof value !== 'string') invalid(`The ${what} must be text.`);
  const text = value.trim();
  if (!allowEmpty && text === '') invalid(`The ${what} cannot be empty.`);
  if (text.length > max) invalid(`The ${what} is at most ${max} characters long.`);
  return text;
}

/** A catalogue card id (any card, including 91 and 73). */
export function checkCardId(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || !CARD_BY_ID.has(value)) {
    throw new BackendError('not_found', 'Unknown card.');
  }
  return value;
}

/** A card a hero can hold: any catalogue card except the energy charge, which is always at hand. */
export function checkHoldableCard(value: unknown): number {
  const id = checkCardId(value);
  if (id === ENERGY_CHARGE_CARD_ID) invalid('Charge Energy is always at hand and cannot be owned or held.');
  return id;
}

/** A catalogue id to look up: a positive whole number (unknown ids simply find nothing). */
export function checkCatalogueId(value: unknown, what: 'card' | 'enemy'): number {
  return checkWhole(value, `${what} id`, { min: 1, max: 2_147_483_647 });
}

/** A new adventure and its hero; the hero's stats are the backend's to derive, so none are taken. */
export function checkNewAdventure(input: NewAdventure): NewAdventure {
  const o = checkObject(input, 'adventure');
  return {
    intro: checkText(o.intro, 'adventure intro', TEXT_LIMITS.intro),
    progress: checkProgress(o.progress),
    hero: checkNewHero(o.hero as NewHero),
  };
}

export function checkNewHero(input: NewHero): NewHero {
  const o = checkObject(input, 'hero');
  return {
    name: checkText(o.name, 'hero name', TEXT_LIMITS.heroName),
    background: checkText(o.background, 'hero background', TEXT_LIMITS.background, true),
    job: checkJob(o.job),
    personalities: checkPersonalities(o.personalities),
  };
}

/** One of the jobs of src/content/jobs.ts (the database's public.jobs). */
export function checkJob(value: unknown): string {
  if (typeof value !== 'string' || !JOB_BY_NAME.has(value)) invalid('Only the listed jobs can be chosen.');
  return value;
}

/**
 * At most 4 different personalities of src/content/personalities.ts. The checks run in the order
 * the database's begin_adventure runs them, so both backends give the same message.
 */
export function checkPersonalities(value: unknown): string[] {
  if (!Array.isArray(value)) invalid('Only the listed personalities can be chosen.');
  if (value.length > PERSONALITY_MAX) invalid(MSG.personalityMax);
  if (!value.every((name) => typeof name === 'string' && PERSONALITY_BY_NAME.has(name))) {
    invalid('Only the listed personalities can be chosen.');
  }
  const names = value as string[];
  if (new Set(names).size !== names.length) invalid('This personality is already chosen.');
  return [...names];
}

/** Where an adventure's journey stands: plain JSON under 100 kB, never missing. */
export function checkProgress(value: unknown): JsonValue {
  if (value === null || value === undefined) invalid('The adventure progress is missing.');
  return checkJson(value, 'adventure progress');
}

export function checkHeroStats(input: HeroStatsUpdate): HeroStatsUpdate {
  const o = checkObject(input, 'hero stats');
  return {
    health: checkWhole(o.health, 'health', HERO_STAT_BOUNDS.health),
    mana: checkWhole(o.mana, 'energy', HERO_STAT_BOUNDS.mana),
    agility: checkWhole(o.agility, 'agility', HERO_STAT_BOUNDS.agility),
    defense: checkWhole(o.defense, 'defense', HERO_STAT_BOUNDS.defense),
    critical_rate: checkWhole(o.critical_rate, 'critical rate', HERO_STAT_BOUNDS.critical_rate),
  };
}

/** The health of a stats update against the hero it is for: never above the hero's maximum. */
export function checkHealthWithinMax(health: number, maxHealth: number): number {
  return checkWhole(health, 'health', { min: 0, max: maxHealth });
}

export function checkNewScenario(input: NewScenario): NewScenario {
  const o = checkObject(input, 'scenario');
  const choice = o.choice;
  if (choice !== null && choice !== 'A' && choice !== 'B' && choice !== 'C') {
    invalid('Please select a valid option.');
  }
  return {
    adventure_id: checkId(o.adventure_id, 'adventure'),
    scene: checkText(o.scene, 'scene', TEXT_LIMITS.scene),
    prev_scene: o.prev_scene === null ? null : checkText(o.prev_scene, 'previous scene', TEXT_LIMITS.scene),
    choice,
    progress: checkProgress(o.progress),
  };
}

/** A deck to save: at most 7, no duplicates, never card 91, only known cards. */
export function checkDeck(cardIds: unknown): number[] {
  if (!Array.isArray(cardIds)) invalid('A deck is a list of card ids.');
  if (cardIds.length > DECK_MAX) invalid('You exceeded the maximum of 7 cards in your deck.');
  const deck = cardIds.map((id) => checkHoldableCard(id));
  if (new Set(deck).size !== deck.length) invalid('A deck cannot hold the same card twice.');
  return deck;
}

export function checkCardPurchase(input: CardPurchase): CardPurchase {
  const o = checkObject(input, 'purchase');
  const purchaseId = checkId(o.purchase_id, 'purchase');
  const heroId = checkId(o.hero_id, 'hero');
  const cardId = checkHoldableCard(o.card_id);
  const card = CARD_BY_ID.get(cardId);
  if (card?.rarity !== 'common' && card?.rarity !== 'rare') invalid('This card is not sold in the store.');
  const range = card.rarity === 'rare' ? STORE_RARE_PRICE_RANGE : STORE_COMMON_PRICE_RANGE;
  return {
    purchase_id: purchaseId,
    hero_id: heroId,
    card_id: cardId,
    price: checkWhole(o.price, 'price', range),
  };
}

export function checkPotionPurchase(input: PotionPurchase): PotionPurchase {
  const o = checkObject(input, 'purchase');
  return {
    purchase_id: checkId(o.purchase_id, 'purchase'),
    hero_id: checkId(o.hero_id, 'hero'),
    slot: checkWhole(o.slot, 'potion slot', { min: 0, max: STORE_POTIONS - 1 }),
    value: checkWhole(o.value, 'potion value', STORE_POTION_VALUE_RANGE),
    price: checkWhole(o.price, 'price', STORE_POTION_PRICE_RANGE),
  };
}

export function checkRewardGrant(input: RewardGrant): RewardGrant {
  const o = checkObject(input, 'reward');
  const rewardId = checkId(o.reward_id, 'reward');
  const heroId = checkId(o.hero_id, 'hero');
  if (o.kind === 'battle') {
    return {
      reward_id: rewardId,
      kind: 'battle',
      hero_id: heroId,
      points_recovered: checkWhole(o.points_recovered, 'points recovered', REWARD_POINTS_RANGE),
      gold: checkWhole(o.gold, 'gold', REWARD_GOLD_RANGE),
      card_id: checkHoldableCard(o.card_id),
    };
  }
  if (o.kind === 'scenario') {
    if (o.card_id !== null) invalid('A scenario reward holds no card.');
    return {
      reward_id: rewardId,
      kind: 'scenario',
      hero_id: heroId,
      points_recovered: checkWhole(o.points_recovered, 'points recovered', {
        min: 0,
        max: CHOICE_A_POTION_RANGE.max,
      }),
      gold: checkWhole(o.gold, 'gold', { min: 0, max: CHOICE_A_GOLD_RANGE.max }),
      card_id: null,
    };
  }
  return invalid('A reward is either a battle reward or a scenario reward.');
}

export function checkJailTheft(input: JailTheft): JailTheft {
  const o = checkObject(input, 'jail theft');
  let cardId: number | null = null;
  if (o.card_id !== null) {
    cardId = checkHoldableCard(o.card_id);
    if (cardId === STARTER_CARD_ID) invalid('The starter card can never be stolen.');
  }
  return {
    theft_id: checkId(o.theft_id, 'jail'),
    hero_id: checkId(o.hero_id, 'hero'),
    points_recovered: checkWhole(o.points_recovered, 'points recovered', JAIL_POINTS_RANGE),
    gold_stolen: checkWhole(o.gold_stolen, 'gold stolen', JAIL_GOLD_STOLEN_RANGE),
    card_id: cardId,
  };
}

export function checkSeq(value: unknown): number {
  return checkWhole(value, 'expected sequence number', { min: 0, max: Number.MAX_SAFE_INTEGER });
}

/** Longest page of the replay list; the same bound is checked by list_replays in the database. */
export const REPLAY_PAGE_MAX = 50;

export function checkPage(value: unknown): { limit: number; offset: number } {
  const page = checkObject(value, 'page');
  return {
    limit: checkWhole(page.limit, 'page size', { min: 1, max: REPLAY_PAGE_MAX }),
    offset: checkWhole(page.offset, 'page start', { min: 0, max: Number.MAX_SAFE_INTEGER }),
  };
}

export function checkWinner(value: unknown): 0 | 1 | null {
  if (value !== null && value !== 0 && value !== 1) invalid('The winner is side 0 or 1.');
  return value;
}

/** The longest log a finished battle may bring; no battle takes this many moves. */
export const FINISHED_BATTLE_ACTIONS_MAX = 2000;

/** A finished battle stored whole (an online match): its key, mode, seed, setup, log and winner. */
export function checkFinishedBattle(value: unknown): FinishedBattle {
  const input = checkObject(value, 'finished battle');
  if (input.mode !== 'online') invalid('Only an online match is stored as a finished battle.');
  const key = checkText(input.key, 'battle key', 120);
  if (!Number.isSafeInteger(input.seed)) invalid('A battle seed is a whole number.');
  const setup = checkJson(input.setup, 'battle setup');
  const actions = input.actions;
  if (!Array.isArray(actions) || actions.length > FINISHED_BATTLE_ACTIONS_MAX)
    invalid(`A finished battle's log is a list of at most ${FINISHED_BATTLE_ACTIONS_MAX} actions.`);
  return {
    key,
    mode: 'online',
    seed: input.seed as number,
    setup,
    actions: actions.map((action: unknown) => checkJson(action, 'battle action')),
    winner: checkWinner(input.winner),
  };
}

/** Setups and actions are stored as JSON; anything else (functions, cycles, NaN) is refused. */
export function checkJson(value: unknown, what: string): JsonValue {
  if (!isPlainJson(value, 0) || JSON.stringify(value).length > JSON_LIMIT_CHARS) {
    invalid(`The ${what} must be plain JSON data under 100 kB.`);
  }
  return value;
}

function isPlainJson(value: unknown, depth: number): value is JsonValue {
  if (depth > 32) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isPlainJson(item, depth + 1));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).every((item) => isPlainJson(item, depth + 1));
  }
  return false;
}
