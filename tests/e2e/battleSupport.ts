// Helpers of the battle, select and gallery specs: settings before load, moving inside the app
// without a reload, starting a battle with a fixed seed and playing turns through the keyboard.
import { expect, type Page } from '@playwright/test';
import { TEST_FPS } from './frameCap.ts';

export interface TestSettings {
  speed?: 'normal' | 'fast' | 'instant';
  reducedMotion?: boolean;
  muted?: boolean;
}

/** Settings the game reads at start (its own storage key), e.g. the 'instant' animation speed. */
export async function useSettings(page: Page, settings: TestSettings): Promise<void> {
  await page.addInitScript(
    ({ s, fps }) => {
      localStorage.setItem('sinawali:settings', JSON.stringify({ muted: true, ...s }));
      // Fewer canvas frames per second leave the page time to play on busy test machines.
      sessionStorage.setItem('sinawali:fps', fps);
    },
    { s: settings, fps: TEST_FPS },
  );
}

/** Moves inside the single-page app (no reload, so no loading screen). */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export interface BattleStart {
  mode: 'computer' | 'twoPlayer';
  seed: number;
  fighter?: 'Kidlat' | 'Alon';
  level?: 'Easy' | 'Normal' | 'Hard' | 'Classic';
}

/**
 * From a signed-in page: the character select with a fixed seed, Sure, and the battle screen with
 * its battleground and fighters drawn (unless `drawn` is false: a test holding the art back).
 */
export async function startBattle(page: Page, start: BattleStart, { drawn = true } = {}): Promise<void> {
  const path = start.mode === 'computer' ? '/select_character_ai' : '/select_character';
  await goInApp(page, `${path}?seed=${start.seed}`);
  await expect(page.getByTestId('character-select')).toBeVisible();
  await page.getByRole('button', { name: start.fighter ?? 'Kidlat', exact: true }).click();
  if (start.level) await page.getByRole('radio', { name: start.level }).click();
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByTestId('confirm-fighter').getByRole('button', { name: 'Sure' }).click();
  await expect(page).toHaveURL(/\/(battle_area|next_phase)(_ai)?$/);
  await expect(page.getByTestId('battle-screen')).toBeVisible();
  if (drawn)
    await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-stage', 'ready', {
      timeout: 60_000,
    });
}

export interface HandCard {
  id: number;
  name: string;
  cost: number;
  type: string;
}

export async function readHand(page: Page): Promise<HandCard[]> {
  return page
    .getByTestId('hand-list')
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) => ({
        id: Number(li.getAttribute('data-card-id')),
        name: (li.textContent ?? '').replace(/^\d+: /, ''),
        cost: Number(li.getAttribute('data-cost')),
        type: li.getAttribute('data-type') ?? '',
      })),
    );
}

export async function energyOf(page: Page, side: 0 | 1): Promise<number> {
  return Number(await page.getByTestId(`energy-value-${side}`).textContent());
}

export async function healthOf(page: Page, side: 0 | 1): Promise<number> {
  return Number(await page.getByTestId(`health-value-${side}`).textContent());
}

export interface BattleGlance {
  phase: string;
  active: 0 | 1;
  turn: number;
}

/**
 * One short read of the battle screen, or 'over' once the battle has ended. 3 s after the final
 * blow the page leaves for /victory, so every read waits at most 500 ms: a read that waited for the
 * battle screen would wait on the victory screen until the test timed out. Polls built on this take
 * their answer from the same read that saw it.
 */
export async function glanceAtBattle(page: Page): Promise<BattleGlance | 'over'> {
  if (page.url().endsWith('/victory')) return 'over';
  const screen = page.getByTestId('battle-screen');
  const phase = (await screen.getAttribute('data-phase', { timeout: 500 })) ?? '';
  if (phase === 'over') return 'over';
  return {
    phase,
    active: (await screen.getAttribute('data-active', { timeout: 500 })) === '1' ? 1 : 0,
    turn: Number(await screen.getAttribute('data-turn', { timeout: 500 })),
  };
}

/** Waits until a human may choose a card (or the battle is over); returns which. */
export async function waitForChoice(page: Page): Promise<'choosing' | 'over'> {
  let result: 'choosing' | 'over' = 'choosing';
  await expect(async () => {
    const seen = await glanceAtBattle(page);
    result = seen === 'over' ? 'over' : 'choosing';
    if (seen !== 'over') expect(seen.phase).toBe('choosing');
  }).toPass({ timeout: 15_000, intervals: [50] });
  return result;
}

/** Waits until the move is over: the turn number moved on, or the battle ended. */
async function waitForTurnAfter(page: Page, turn: string | null): Promise<void> {
  await expect(async () => {
    if (page.url().endsWith('/victory')) return;
    const screen = page.getByTestId('battle-screen');
    const now = await screen.getAttribute('data-turn', { timeout: 500 });
    const phase = await screen.getAttribute('data-phase', { timeout: 500 });
    expect(now !== turn || phase === 'over').toBe(true);
  }).toPass({ timeout: 15_000, intervals: [50] });
}

/** Plays the hand card in slot `index` (0-4) with its number key and Confirm. */
export async function playSlot(page: Page, index: number): Promise<void> {
  const turn = await page.getByTestId('battle-screen').getAttribute('data-turn');
  await page.keyboard.press(String(index + 1));
  const dialog = page.getByTestId('card-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await waitForTurnAfter(page, turn);
}

export async function chargeEnergy(page: Page): Promise<void> {
  const turn = await page.getByTestId('battle-screen').getAttribute('data-turn');
  await page.getByRole('button', { name: 'charge Energy' }).click();
  const dialog = page.getByTestId('card-dialog');
  await expect(dialog.getByRole('heading', { name: 'Charge Energy' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await waitForTurnAfter(page, turn);
}

/** The strongest attack the side can pay for, else charging: a simple, deterministic player. */
export async function playStrongest(page: Page, side: 0 | 1): Promise<void> {
  const hand = await readHand(page);
  const energy = await energyOf(page, side);
  const attacks = hand
    .map((card, index) => ({ ...card, index }))
    .filter((card) => card.type === 'attack' && card.cost <= energy)
    .sort((a, b) => b.cost - a.cost);
  const best = attacks[0];
  if (best && energy > 40) await playSlot(page, best.index);
  else await chargeEnergy(page);
}

/** The side to move, as the battle screen says (the route follows a moment later). */
export async function activeSide(page: Page): Promise<0 | 1> {
  return (await page.getByTestId('battle-screen').getAttribute('data-active')) === '1' ? 1 : 0;
}

/**
 * The page's tab hidden (another tab in front) or shown again. The browser under test shows every
 * page, so the page is told so the way the browser would tell it: its visibility, then the event.
 */
export async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (isHidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}
