// The rules' numbers of docs/game-design.md §9, §9.12, named as the specification names them, so the
// engine, the battle's pacing and the tests read the same value. Durations are in milliseconds.
// What only a screen needs (sizes, widths, the loader's timings) lives in src/ui; the sound volumes
// live in src/services/audio.

// --- Turn timer ---
export const TURN_TIMER_SECONDS = 60;
export const TURN_TIMER_MS = 60_000;

// --- Hand, draw and battle stats ---
export const HAND_SIZE = 5;
/** floor(draw_chance / DRAW_WEIGHT_DIVISOR) copies of a card enter the draw pool. */
export const DRAW_WEIGHT_DIVISOR = 10;
export const MAX_HEALTH = 100;
export const MAX_MANA = 100;
export const STAT_MAX = 100;
/** The classic computer charges energy (card 91) at this energy or less. */
export const COMPUTER_CHARGE_AT_MANA = 50;

// --- The battle's pacing ---
export const VICTORY_DELAY_MS = 3000;
export const ATTACK_VIDEO_MS = 5000;
export const PAUSE_BEFORE_DAMAGE_MS = 500;
export const MESSAGE_PAUSE_MS = 1000;
export const AFTER_MISS_MS = 1500;
export const AFTER_BUFF_MS = 200;
export const COMPUTER_ACTION_MS = 5000;
export const PUNCH_SOUND_DELAY_MS = 1000;
export const BATTLE_TOAST_MS = 3000;
export const EFFECT_TOAST_MS = 5000;

// --- Adventure (docs/game-design.md §9.12) ---
export const DECK_MAX = 7;
export const PERSONALITY_MAX = 4;
export const DEFAULT_HERO_NAME = 'Kidlat';

// Story choices: percentages and inclusive ranges.
export const CHOICE_A_POTION_CHANCE = 45;
export const CHOICE_A_GOLD_CHANCE = 2;
export const MANOR_POTION_CHANCE = 9;
export const MANOR_GOLD_CHANCE = 50;
export const CHOICE_A_POTION_RANGE = Object.freeze({ min: 1, max: 40 });
export const CHOICE_A_GOLD_RANGE = Object.freeze({ min: 1, max: 10 });
export const CHOICE_B_ENEMY_RANGE = Object.freeze({ min: 4, max: 6 });
export const CHOICE_C_BREAK_CHANCE = 80;

// Reward and jail.
export const REWARD_POINTS_RANGE = Object.freeze({ min: 20, max: 70 });
export const REWARD_GOLD_RANGE = Object.freeze({ min: 1, max: 25 });
export const JAIL_POINTS_RANGE = Object.freeze({ min: 0, max: 20 });
export const JAIL_GOLD_STOLEN_RANGE = Object.freeze({ min: 1, max: 10 });

// Store.
export const STORE_CARDS = 5;
export const STORE_COMMON_PRICE_RANGE = Object.freeze({ min: 15, max: 40 });
export const STORE_RARE_PRICE_RANGE = Object.freeze({ min: 30, max: 60 });
export const STORE_POTIONS = 4;
export const STORE_POTION_VALUE_RANGE = Object.freeze({ min: 20, max: 60 });
export const STORE_POTION_PRICE_RANGE = Object.freeze({ min: 5, max: 45 });
export const STORE_CACHE_MS = 30_000;
export const STORE_REFRESH_MS = 3_600_000;

// Card ids with a special role.
export const ENERGY_CHARGE_CARD_ID = 91;
export const STARTER_CARD_ID = 73;
