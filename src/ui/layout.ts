// What the screens look like in numbers (docs/game-design.md §9): dialog widths, bar scales,
// page sizes, the viewport breakpoints of the adventure intro, and where the health bar and the turn
// timer change colour. Pixels unless named otherwise.

// --- Dialog widths ---
export const CONFIRM_DIALOG_WIDTH = 600;
export const LOGIN_DIALOG_WIDTH = 390;
export const SIGNUP_DIALOG_WIDTH = 390;
export const PAUSE_DIALOG_WIDTH = 700;
export const TIME_UP_DIALOG_WIDTH = 400;

// --- Battle header ---
/** At or below this many seconds the timer turns red; at or below the orange one, orange; else teal. */
export const TIMER_RED_AT_SECONDS = 10;
export const TIMER_ORANGE_AT_SECONDS = 20;
/** Above 75 yellow, above 35 orange, else red; a low-health border at 30 or less. */
export const HEALTH_BAR_YELLOW_ABOVE = 75;
export const HEALTH_BAR_ORANGE_ABOVE = 35;
export const LOW_HEALTH_BORDER_AT = 30;

// --- Adventure deck builder and map ---
export const DECK_PAGE_SIZE = 8;
export const MAP_THUMBNAILS_MAX = 5;
export const DECK_POWER_BAR_MAX = 50;
export const DECK_COST_BAR_MAX = 100;
export const DECK_DRAW_CHANCE_BAR_MAX = 100;

// --- Adventure intro ---
/** Intro truncation by viewport width: under 768 px 20 words, under 1024 px 45, else 70. */
export const INTRO_WORDS_SMALL = 20;
export const INTRO_WORDS_MEDIUM = 45;
export const INTRO_WORDS_LARGE = 70;
export const INTRO_BREAKPOINT_SMALL = 768;
export const INTRO_BREAKPOINT_MEDIUM = 1024;
