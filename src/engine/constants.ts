// The numbers of spec 000 §9 and spec 001 §9, named as the specification names them, so every
// screen, the engine and the tests read the same value. Durations are in milliseconds.

// --- Start-up, loader and intro (spec 000 §9) ---
export const APP_LOADING_MS = 2000;
export const LOADER_LOGO_MS = 100;
export const LOADER_TITLE_MS = 2600;
export const LOADER_NOTE_AFTER_TITLE_MS = 1500;
export const LOADER_CREDIT_AFTER_NOTE_MS = 1500;
export const LOADER_HIDE_AFTER_CREDIT_MS = 5000;
export const INTRO_OVERLAY_MS = 10_000;
export const INTRO_SKIP_MS = 500;
export const BETA_VERSION_LABEL = 'Beta Version 0.0.1';

// --- Turn timer ---
export const TURN_TIMER_SECONDS = 60;
export const TURN_TIMER_MS = 60_000;
/** At or below this many seconds the timer turns red; at or below the orange one, orange; else teal. */
export const TIMER_RED_AT_SECONDS = 10;
export const TIMER_ORANGE_AT_SECONDS = 20;

// --- Hand, draw and battle stats ---
export const HAND_SIZE = 5;
/** floor(draw_chance / DRAW_WEIGHT_DIVISOR) copies of a card enter the draw pool. */
export const DRAW_WEIGHT_DIVISOR = 10;
export const START_HEALTH = 100;
export const START_MANA = 100;
export const MAX_HEALTH = 100;
export const MAX_MANA = 100;
export const STAT_MAX = 100;
export const BUFF_DEFAULT_TURNS = 3;
/** The classic computer charges energy (card 91) at this energy or less. */
export const COMPUTER_CHARGE_AT_MANA = 50;
export const CHARACTER_1_START = Object.freeze({
  health: 100,
  mana: 100,
  agility: 10,
  defense: 0,
  critical_rate: 30,
});
export const CHARACTER_2_START = Object.freeze({
  health: 100,
  mana: 100,
  agility: 30,
  defense: 0,
  critical_rate: 10,
});

// --- Health bar ---
/** Above 75 yellow, above 35 orange, else red; a low-health border at 30 or less. */
export const HEALTH_BAR_YELLOW_ABOVE = 75;
export const HEALTH_BAR_ORANGE_ABOVE = 35;
export const LOW_HEALTH_BORDER_AT = 30;

// --- Delays ---
export const VICTORY_DELAY_MS = 3000;
export const ATTACK_VIDEO_MS = 5000;
export const CARD_VIDEO_MS = 5000;
export const PAUSE_BEFORE_DAMAGE_MS = 500;
export const HURT_DELAY_MS = 300;
export const MESSAGE_PAUSE_MS = 1000;
export const AFTER_MISS_MS = 1500;
export const AFTER_BUFF_MS = 200;
export const COMPUTER_ACTION_MS = 5000;
export const NAVIGATION_CLICK_DELAY_MS = 500;
export const PUNCH_SOUND_DELAY_MS = 1000;
export const VICTORY_VIDEO_PAUSE_BEFORE_END_MS = 500;
export const BATTLE_END_CHECK_MS = 1500;
export const BATTLE_DATA_POLL_MS = 1000;

// --- Dialog widths (px) ---
export const CONFIRM_DIALOG_WIDTH = 600;
export const LOGIN_DIALOG_WIDTH = 390;
export const SIGNUP_DIALOG_WIDTH = 390;
export const PAUSE_DIALOG_WIDTH = 700;
export const TIME_UP_DIALOG_WIDTH = 400;
export const PRIMARY_BUTTON_SIZE = Object.freeze({ width: 110, height: 40 });
export const SECONDARY_BUTTON_SIZE = Object.freeze({ width: 110, height: 40 });

// --- Toasts ---
export const TOAST_DEFAULT_MS = 5000;
export const TOAST_POSITION = 'top-right';
export const TOAST_LIMIT = 20;
export const BATTLE_TOAST_MS = 3000;
export const EFFECT_TOAST_MS = 5000;
export const ROOMS_ERROR_TOAST_MS = 3000;

// --- Audio volumes ---
export const MENU_MUSIC_VOLUME = 0.2;
export const SELECT_MUSIC_VOLUME = 0.2;
export const BATTLE_MUSIC_VOLUME = 0.5;
export const BATTLE_MUSIC_SECOND_LOOP_VOLUME = 0.5;
export const PUNCH_SOUND_VOLUME = 0.7;
export const PUNCH_SOUND_VARIANTS = 3;
export const CARD_SOUND_VOLUME = 1;
export const CHARACTER_SPEECH_VOLUME = 1;
export const CLICK_SOUND_VOLUME = 0.5;
export const OTHER_SOUND_VOLUME = 1;

// --- Language-model calls (spec 000 §7, spec 001 §7) ---
export const CHAT_TEMPERATURE = 1;
export const CHAT_MAX_TOKENS = 1024;
export const CHAT_TOP_P = 1;
export const CHAT_TIMEOUT_MS = 60_000;
export const CHAT_RETRIES = 2;
export const TAUNT_MAX_WORDS = 6;

// --- Auth and realtime library defaults (spec 000 §9) ---
export const AUTH_REFRESH_CHECK_MS = 30_000;
export const AUTH_RECOVERY_MARGIN_MS = 10_000;
export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_RECONNECT_BACKOFF_MS = Object.freeze([1000, 2000, 5000, 10_000]);
export const REALTIME_TIMEOUT_MS = 10_000;
export const STORAGE_LIST_LIMIT = 100;
export const STORAGE_CACHE_CONTROL_SECONDS = 3600;

// --- Adventure (spec 001 §9) ---
export const DECK_MAX = 7;
export const DECK_PAGE_SIZE = 8;
export const MAP_THUMBNAILS_MAX = 5;
export const DECK_POWER_BAR_MAX = 50;
export const DECK_COST_BAR_MAX = 100;
export const DECK_DRAW_CHANCE_BAR_MAX = 100;
export const PERSONALITY_MAX = 4;
/** Intro truncation by viewport width: under 768 px 20 words, under 1024 px 45, else 70. */
export const INTRO_WORDS_SMALL = 20;
export const INTRO_WORDS_MEDIUM = 45;
export const INTRO_WORDS_LARGE = 70;
export const INTRO_BREAKPOINT_SMALL = 768;
export const INTRO_BREAKPOINT_MEDIUM = 1024;
export const CHOICE_C_RELOAD_MS = 3000;
export const DEFAULT_HERO_NAME = 'Kidlat';

// Story choices: percentages and inclusive ranges.
export const CHOICE_A_POTION_CHANCE = 45;
export const CHOICE_A_GOLD_CHANCE = 2;
export const MANOR_POTION_CHANCE = 9;
export const MANOR_GOLD_CHANCE = 50;
export const CHOICE_A_POTION_RANGE = Object.freeze({ min: 1, max: 40 });
export const CHOICE_A_GOLD_RANGE = Object.freeze({ min: 1, max: 10 });
export const CHOICE_B_ENEMY_RANGE = Object.freeze({ min: 4, max: 6 });
export const CHOICE_B_RANDOM_CHOICES = Object.freeze([1, 2] as const);
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

// Enemy reset stats after a fight (health/mana/agility/defense/critical_rate).
export const ENEMY_MIRROR_RESET = Object.freeze({
  health: 40,
  mana: 40,
  agility: 5,
  defense: 0,
  critical_rate: 5,
});
export const ENEMY_RESET = Object.freeze({
  4: Object.freeze({ health: 60, mana: 60, agility: 5, defense: 0, critical_rate: 5 }),
  5: Object.freeze({ health: 40, mana: 100, agility: 20, defense: 0, critical_rate: 5 }),
  6: Object.freeze({ health: 50, mana: 50, agility: 10, defense: 50, critical_rate: 5 }),
});

// Card ids with a special role.
export const ENERGY_CHARGE_CARD_ID = 91;
export const STARTER_CARD_ID = 73;
