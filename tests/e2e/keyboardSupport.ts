// Helpers of the keyboard-only tests: the focused control's name, Tab until a control has the
// focus, the way from the intro to a battle with the keys, and a battle turn played with the
// number keys or Tab and Enter.
import { expect, type Page } from '@playwright/test';
import { energyOf, readHand, useSettings } from './battleSupport.ts';
import { pauseClock, reveal } from './support.ts';

/** What a screen reader would call the focused control: its label, or its text. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const node = document.activeElement as HTMLElement | null;
    if (!node || node === document.body) return '';
    const labelled = node.getAttribute('aria-label');
    if (labelled) return labelled.trim();
    const labels = (node as HTMLInputElement).labels;
    if (labels && labels.length > 0) return (labels[0]?.textContent ?? '').trim();
    return (node.textContent ?? '').trim();
  });
}

/** Presses Tab until the control named `name` has the focus, as a keyboard player would. */
export async function tabTo(page: Page, name: RegExp, most = 40): Promise<void> {
  for (let presses = 0; presses <= most; presses += 1) {
    if (name.test(await focusedName(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name} (focus on '${await focusedName(page)}')`);
}

/** Confirms the open card dialog with the keyboard, then waits for the move to be over. */
export async function confirmWithKeys(page: Page, turn: string | null): Promise<void> {
  const dialog = page.getByTestId('card-dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, /^Confirm$/, 6);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(async () => {
    if (page.url().endsWith('/victory')) return;
    const screen = page.getByTestId('battle-screen');
    const now = await screen.getAttribute('data-turn', { timeout: 500 });
    const phase = await screen.getAttribute('data-phase', { timeout: 500 });
    expect(now !== turn || phase === 'over').toBe(true);
  }).toPass({ timeout: 15_000, intervals: [50] });
}

/** The strongest attack Kidlat can pay for (number key), else Charge Energy (Tab, Enter). */
export async function playTurnWithKeys(page: Page): Promise<void> {
  const turn = await page.getByTestId('battle-screen').getAttribute('data-turn');
  const energy = await energyOf(page, 0);
  const best = (await readHand(page))
    .map((card, index) => ({ ...card, index }))
    .filter((card) => card.type === 'attack' && card.cost <= energy)
    .sort((a, b) => b.cost - a.cost)[0];
  if (best && energy > 40) {
    await page.keyboard.press(String(best.index + 1));
  } else {
    await tabTo(page, /charge Energy/);
    await page.keyboard.press('Enter');
  }
  await confirmWithKeys(page, turn);
}

/**
 * The keyboard player's way in, no click and no tap: from the intro (skipped with Tab and Enter)
 * through the login dialog as a guest, the main menu and the character select (Kidlat, Easy) to the
 * battle against the computer on `seed`, its battleground drawn.
 */
export async function walkToBattleByKeys(page: Page, seed: number): Promise<void> {
  await useSettings(page, { speed: 'instant', reducedMotion: true });
  await pauseClock(page);
  await page.goto('/');
  await page.clock.runFor(2000);
  await reveal(page, page.getByTestId('intro-overlay'));
  await tabTo(page, /^Skip$/, 5);
  await page.keyboard.press('Enter');
  await page.clock.runFor(500);
  await reveal(page, page.getByTestId('login-dialog'));
  await page.clock.resume();

  await tabTo(page, /Login as Guest/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/landing$/);

  await tabTo(page, /Player vs\. Computer/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/select_character_ai$/);
  // The seed comes in the address (typed, not clicked), so the battle's draws are the test's own.
  await page.goto(`/select_character_ai?seed=${seed}`);
  await expect(page.getByTestId('character-select')).toBeVisible();

  // The arrows stop at the ends: Left twice still leaves Kidlat chosen.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.select-name')).toHaveText('Kidlat');
  await tabTo(page, /^Easy$/);
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Easy' })).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, /^Select$/);
  await page.keyboard.press('Enter');
  const confirm = page.getByTestId('confirm-fighter');
  await expect(confirm).toBeVisible();
  await tabTo(page, /^Sure$/, 6);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/battle_area_ai$/);
  await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-stage', 'ready', { timeout: 60_000 });
}
