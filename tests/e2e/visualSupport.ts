import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// Helpers of the visual snapshots: a page whose clock only moves when the test says so, Phaser's
// Canvas renderer, 'instant' animations and reduced motion, so every screenshot is the same picture;
// and whether this run's browser can be compared with the baselines at all.
import {
  expect,
  type Browser,
  type Locator,
  type Page,
  type PageAssertionsToHaveScreenshotOptions,
  type TestInfo,
} from '@playwright/test';
import { goInApp, useSettings } from './battleSupport.ts';
import {
  baselineVerdict,
  browserFrom,
  formatRecord,
  parseBrowser,
  parseRecord,
  type BaselineVerdict,
  type SnapshotBrowser,
} from './snapshotBrowser.ts';
import { pauseClock } from './support.ts';

/** Which browser made the baselines beside it (snapshotBrowser.ts). */
const BASELINE_RECORD = fileURLToPath(new URL('./visual.spec.ts-snapshots/browser.json', import.meta.url));

/**
 * Whether the screenshots of this run are compared with the baselines. Updating the snapshots
 * (`--update-snapshots`, `npm run test:update-snapshots`) makes them with this browser and records
 * it. Otherwise they compare only in the browser and on the OS the record names; anywhere else the
 * reason is printed once for the whole run, whatever the number of workers. VISUAL_PRETEND_BROWSER
 * ("firefox 130 linux") stands in for the running browser, for tests of the skip only.
 */
export function baselinesFor(browser: Browser, testInfo: TestInfo): BaselineVerdict {
  const actual = browserFrom(browser.browserType().name(), browser.version(), process.platform);
  const { updateSnapshots } = testInfo.config;
  if (updateSnapshots === 'all' || updateSnapshots === 'changed') {
    writeFileSync(BASELINE_RECORD, formatRecord(actual));
    return { compare: true };
  }
  const pretend = process.env.VISUAL_PRETEND_BROWSER;
  const running = pretend ? parseBrowser(pretend) : actual;
  const verdict = baselineVerdict(readBaselineRecord(), running);
  if (!verdict.compare) announceOnce(testInfo, `Visual snapshots skipped: ${verdict.reason}`);
  return verdict;
}

function readBaselineRecord(): SnapshotBrowser | undefined {
  try {
    return parseRecord(readFileSync(BASELINE_RECORD, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Prints a line once per run: the first worker to create the marker in the run's output folder
 * (emptied when a run starts) says it.
 */
function announceOnce(testInfo: TestInfo, line: string): void {
  const marker = join(testInfo.project.outputDir, 'visual-skip-announced');
  try {
    mkdirSync(testInfo.project.outputDir, { recursive: true });
    writeFileSync(marker, line, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
  }
  console.log(line);
}

/**
 * Like support.ts's reveal, in bigger steps and with more patience: while the clock is paused every
 * step also runs the canvas's frames, which takes a while on a busy machine.
 */
export async function reveal(page: Page, locator: Locator, step = 100): Promise<void> {
  await expect(async () => {
    if (!(await locator.isVisible())) {
      await page.clock.runFor(step);
      await expect(locator).toBeVisible({ timeout: 100 });
    }
  }).toPass({ timeout: 25_000, intervals: [25] });
}

/** Toasts come and go on their own timers; the stage (village backdrop) drifts on DOM-only screens. */
const HIDE_TOASTS = '[data-rht-toaster] { visibility: hidden !important; }';
const HIDE_STAGE = '#stage, #stage canvas { visibility: hidden !important; }';

/** Sets up the page before its first load: settings, Canvas renderer, reduced motion. */
export async function prepareStillPage(page: Page): Promise<void> {
  await useSettings(page, { speed: 'instant', reducedMotion: true });
  await page.addInitScript(() => sessionStorage.setItem('sinawali:renderer', 'canvas'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/**
 * Opens the main menu of the test's saved guest (fixtures.ts) with the clock paused all the way
 * (support.ts's openSignedIn lets it flow).
 */
export async function openSignedInPaused(page: Page): Promise<void> {
  await pauseClock(page);
  await page.goto('/landing');
  await page.clock.runFor(2000);
  await reveal(page, page.getByRole('navigation', { name: 'Main menu' }));
  await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
}

/** Opens an in-app path and waits (moving the paused clock) until `ready` shows. */
export async function openPaused(page: Page, path: string, ready: Locator): Promise<void> {
  await goInApp(page, path);
  await reveal(page, ready);
}

/**
 * The canvas loads the battle's art while the player chooses (moving the paused clock until it is
 * in); until then a progress bar runs along the top of the character select.
 */
export async function waitForBattleArt(page: Page): Promise<void> {
  const select = page.getByTestId('character-select');
  await expect(async () => {
    if ((await select.getAttribute('data-stage')) !== 'ready') await page.clock.runFor(50);
    await expect(select).toHaveAttribute('data-stage', 'ready', { timeout: 100 });
  }).toPass({ timeout: 25_000, intervals: [25] });
  await expect(page.getByRole('progressbar', { name: /^Loading / })).toHaveCount(0);
}

/** A two-player battle with a fixed seed (Player 1 to move), the hand shown and the timer at 60. */
export async function startBattlePaused(page: Page, seed: number): Promise<void> {
  await openPaused(page, `/select_character?seed=${seed}`, page.getByTestId('character-select'));
  await waitForBattleArt(page);
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByTestId('confirm-fighter').getByRole('button', { name: 'Sure' }).click();
  const screen = page.getByTestId('battle-screen');
  await reveal(page, screen);
  await expect(async () => {
    if ((await screen.getAttribute('data-phase')) !== 'choosing') await page.clock.runFor(50);
    await expect(screen).toHaveAttribute('data-phase', 'choosing', { timeout: 100 });
  }).toPass({ timeout: 25_000, intervals: [25] });
  await expect(page.getByTestId('turn-timer')).toHaveText('60');
  // The pointer away from the hand, so no card is lifted by a hover.
  await page.mouse.move(2, 2);
}

/** Lets the canvas draw a few frames of the settled scene (well within the timer's first second). */
export async function settle(page: Page, ms = 400): Promise<void> {
  await page.clock.runFor(ms);
}

/** Hides what moves on its own timers: the toasts always, the canvas on DOM-only screens. */
export async function hideDrift(page: Page, options: { hideStage: boolean }): Promise<void> {
  await page.addStyleTag({ content: options.hideStage ? `${HIDE_TOASTS}\n${HIDE_STAGE}` : HIDE_TOASTS });
}

export const STILL_SHOT: PageAssertionsToHaveScreenshotOptions = {
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
  maxDiffPixelRatio: 0.001,
  timeout: 15_000,
  // The battle log's words change with every event; the snapshots keep the arena's composition
  // and the log has its own tests (tests/unit/replay).
  stylePath: fileURLToPath(new URL('./visualSnapshots.css', import.meta.url)),
};
