// The `test` every browser spec uses: Playwright's own, with
// - the game's canvas capped at a few frames a second in each test's browser context (frameCap.ts).
//   Contexts a test opens itself (two players online) set the cap through battleSupport's
//   useSettings;
// - tests that start where they test: `test.use({ start: GUEST })` (or a prepared adventure, see
//   savedStates.ts) opens the test's context with a player already signed in, from a state saved once
//   per run. Signing in, making a hero and building a deck each keep their own tests through the
//   screens; the other tests need not walk through them again.
import { test as base } from '@playwright/test';
import { TEST_FPS } from './frameCap.ts';
import { SavedStates, type Start } from './savedStates.ts';

export type { Start } from './savedStates.ts';
export { GUEST, SECOND_GUEST } from './savedStates.ts';

interface TestOptions {
  /** Where the test's context starts: null is a visitor with empty storage (the default). */
  start: Start | null;
}

interface TestFixtures {
  /** The storage state file of `start`, made if no worker has made it yet. */
  startState: string | null;
}

interface WorkerFixtures {
  /** The saved states, each made the first time a test of the run asks for it. */
  savedStates: SavedStates;
}

export const test = base.extend<TestOptions & TestFixtures, WorkerFixtures>({
  start: [null, { option: true }],
  savedStates: [
    async ({ browser }, use, workerInfo) => {
      await use(
        new SavedStates(
          browser,
          workerInfo.project.outputDir,
          workerInfo.parallelIndex,
          workerInfo.project.use.baseURL,
        ),
      );
    },
    { scope: 'worker' },
  ],
  // A state made the first time a test asks for it (a guest signed in, a hero made, a deck built)
  // takes a few screens: its own time, not the test's.
  startState: [
    async ({ start, savedStates }, use) => {
      await use(start ? (await savedStates.get(start)).path : null);
    },
    { timeout: 180_000 },
  ],
  storageState: async ({ startState, storageState }, use) => {
    await use(startState ?? storageState);
  },
  context: async ({ context }, use) => {
    await context.addInitScript((fps) => sessionStorage.setItem('sinawali:fps', fps), TEST_FPS);
    await use(context);
  },
});
