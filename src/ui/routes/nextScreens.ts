// Screens fetched ahead of time, by path: the route table offers each screen's preload here, and a
// screen asks for the next one while the player reads it. A registry of its own, so a screen can
// ask without importing the route table that imports it.
const preloads = new Map<string, () => void>();

export function offerPreload(path: string, preload: () => void): void {
  preloads.set(path, preload);
}

/** Fetches the screen of `path` ahead of time; a path without a screen of its own does nothing. */
export function preloadScreen(path: string): void {
  preloads.get(path)?.();
}
