// How long the screens wait (docs/game-design.md §9.1, §9): the loader and the intro, the pause
// after a menu click, the default toast and the story dialogs. Milliseconds. The battle's own pacing
// (videos, pauses between messages, the computer's thinking time) is a rule of the game and lives in
// the engine's constants.

// --- Start-up, loader and intro ---
export const APP_LOADING_MS = 2000;
export const LOADER_LOGO_MS = 100;
export const LOADER_TITLE_MS = 2600;
export const LOADER_NOTE_AFTER_TITLE_MS = 1500;
export const LOADER_CREDIT_AFTER_NOTE_MS = 1500;
export const LOADER_HIDE_AFTER_CREDIT_MS = 5000;
export const INTRO_OVERLAY_MS = 10_000;
export const INTRO_SKIP_MS = 500;
export const BETA_VERSION_LABEL = 'Beta Version 0.0.1';

// --- Menus, toasts and the end of a battle ---
/** A menu button plays its click, then navigates after this pause. */
export const NAVIGATION_CLICK_DELAY_MS = 500;
export const TOAST_DEFAULT_MS = 5000;
export const VICTORY_VIDEO_PAUSE_BEFORE_END_MS = 500;

// --- Adventure ---
/** After choice C's quiet break, the scenario dialog closes by itself after this pause. */
export const CHOICE_C_RELOAD_MS = 3000;
