// The game's own "Reduced motion" setting, made visible to the style sheets: the root element
// carries data-reduced-motion while it is on, and theme.css stills every CSS animation under it,
// as it does for the system's prefers-reduced-motion.

/** The settings store's key (state/settings.ts), read here without loading the store at start-up. */
const SETTINGS_KEY = 'sinawali:settings';

export function markReducedMotion(on: boolean): void {
  document.documentElement.toggleAttribute('data-reduced-motion', on);
}

/** At start-up: the saved setting, before any screen paints. */
export function markSavedReducedMotion(): void {
  try {
    const saved = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as { reducedMotion?: unknown };
    markReducedMotion(saved.reducedMotion === true);
  } catch {
    // Unreadable settings are the store's default: motion as the system asks (the media query).
    markReducedMotion(false);
  }
}
