// States the browser tests start from, each saved once per run (storage state with IndexedDB,
// where the local backend keeps accounts, sessions, adventures and battles): a guest signed in
// through the intro and the login dialog, and states grown from it by a few steps through the
// screens (a hero made, a deck built). A test opens its context from one of them and goes straight
// to the screen it tests; what it changes stays in its own context.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { TEST_FPS } from './frameCap.ts';
import { onceForTheRun } from './onceForTheRun.ts';
import { openHome, openSignedIn } from './support.ts';

export interface Start {
  /** Names the state: made once per run per name (or per worker, see `perWorker`). */
  readonly name: string;
  /**
   * Made once per worker rather than once per run: the online players. Online tests of two workers run
   * at once, and each pair of players must be its own two people on the server and in the lists.
   */
  readonly perWorker?: boolean;
  /** The state this one grows from; a fresh guest when left out. */
  readonly from?: Start;
  /**
   * Steps through the screens from the main menu of `from` (or of a fresh guest), muted and at the
   * 'instant' animation speed, to the state the tests start from.
   */
  readonly prepare?: (page: Page) => Promise<void>;
}

/** A guest signed in through the intro and the login dialog: the main menu is one load away. */
export const GUEST: Start = { name: 'guest' };
/** Another guest, as on another computer. */
export const SECOND_GUEST: Start = { name: 'second-guest' };
/** The worker's two online players, A (who creates the room) and B (who joins it). */
export const ONLINE_PLAYER_A: Start = { name: 'online-a', perWorker: true };
export const ONLINE_PLAYER_B: Start = { name: 'online-b', perWorker: true };

export interface SavedState {
  /** The storage state file, for `storageState` or `browser.newContext`. */
  readonly path: string;
  /** The player's username, as the main menu greets them. */
  readonly playerName: string;
}

const VIEWPORT = { width: 1280, height: 720 };

export class SavedStates {
  private readonly made = new Map<string, Promise<SavedState>>();

  constructor(
    private readonly browser: Browser,
    private readonly folder: string,
    private readonly worker: number,
    private readonly baseURL: string | undefined,
  ) {}

  get(start: Start): Promise<SavedState> {
    let state = this.made.get(start.name);
    if (!state) {
      state = start.perWorker
        ? this.make(start, `start-${this.worker}-${start.name}`)
        : onceForTheRun(this.folder, `start-${start.name}`, () => this.make(start, `start-${start.name}`));
      this.made.set(start.name, state);
    }
    return state;
  }

  private async make(start: Start, file: string): Promise<SavedState> {
    const grown = start.from ?? (start.prepare ? GUEST : null);
    const from = grown ? await this.get(grown) : null;
    const context = await this.browser.newContext({
      viewport: VIEWPORT,
      baseURL: this.baseURL,
      // Said even for a fresh guest: a context opened inside a test would otherwise take the test's
      // own saved state.
      storageState: from ? from.path : { cookies: [], origins: [] },
    });
    try {
      await context.addInitScript((fps) => {
        sessionStorage.setItem('sinawali:fps', fps);
        if (!localStorage.getItem('sinawali:settings'))
          localStorage.setItem('sinawali:settings', JSON.stringify({ muted: true, speed: 'instant' }));
      }, TEST_FPS);
      const page = await context.newPage();
      if (from) await openSignedIn(page);
      else await signInAsGuest(page);
      const playerName = ((await page.locator('.main-menu-greeting strong').textContent()) ?? '').trim();
      await start.prepare?.(page);
      // The settings belong to each test (battleSupport's useSettings), not to the saved player.
      await page.evaluate(() => localStorage.removeItem('sinawali:settings'));
      mkdirSync(this.folder, { recursive: true });
      const path = join(this.folder, `${file}.json`);
      await context.storageState({ path, indexedDB: true });
      return { path, playerName };
    } finally {
      await context.close();
    }
  }
}

/** The intro, Skip and Login as Guest, as a player does it: a new guest account for this browser. */
async function signInAsGuest(page: Page): Promise<void> {
  await openHome(page);
  await page.getByRole('button', { name: /Login as Guest/ }).click();
  // A guest account is a key derivation away: patience on a busy machine.
  await expect(page).toHaveURL(/\/landing$/, { timeout: 30_000 });
  // The menu's screen arrives through a dynamic import: as patient as the sign-in itself.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });
}
