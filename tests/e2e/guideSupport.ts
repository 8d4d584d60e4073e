// Helpers of the How to Play tests: Tab to a button, a hand card played by its number key and
// confirmed from the keyboard, the guide's pointer, and the guided battle opened from the main menu.
import { expect, type Page } from '@playwright/test';
import { readHand } from './battleSupport.ts';

export const REDONDA = 'Redonda';
const UTOS_NG_DATU = 'Utos ng Datu';

/** Presses Tab (Shift+Tab going back) until the focused button reads `name`. */
export async function tabTo(page: Page, name: string | RegExp, back = false): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text.trim() === name : name.test(text));
  for (let i = 0; i < 40; i += 1) {
    const text = await page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.tagName === 'BUTTON' ? (focused.textContent ?? '') : '';
    });
    if (matches(text)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`No focusable ${String(name)}`);
}

/** Opens the hand card `name` with its number key and confirms it from the keyboard. */
export async function playByKeys(page: Page, name: string): Promise<void> {
  const hand = await readHand(page);
  const slot = hand.findIndex((card) => card.name === name);
  expect(slot, `${name} in the hand`).toBeGreaterThanOrEqual(0);
  await page.keyboard.press(String(slot + 1));
  const dialog = page.getByTestId('card-dialog');
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  await tabTo(page, 'Confirm');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

export function pointer(page: Page) {
  return page.getByTestId('guide-pointer');
}

export async function expectPointer(page: Page, step: string, words: RegExp): Promise<void> {
  await expect(pointer(page)).toHaveAttribute('data-step', step, { timeout: 15_000 });
  await expect(page.getByTestId('guide-live')).toContainText(words);
}

/** From the main menu, with the keys: How to Play (the last choice), then its first button. */
export async function openGuidedBattleByKeys(page: Page): Promise<void> {
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('.menu-choice.is-selected .menu-choice-label')).toHaveText('How to Play');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('how-to-play')).toBeVisible();
  await expect(page.getByRole('button', { name: /Play the guided battle/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/how_to_play\/battle$/);
  await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-stage', 'ready', { timeout: 60_000 });
}

/**
 * From the main menu with the keys: the guided battle opened and followed from its first pointer to
 * its last (each pointer's words, a refused card, the clock held while a pointer speaks), until the
 * guide is over and the turn timer runs again.
 */
export async function followTheGuideByKeys(page: Page): Promise<void> {
  await openGuidedBattleByKeys(page);
  const timer = page.getByTestId('turn-timer');

  await expectPointer(page, 'hand', /Your hand\. .*energy cost/);
  await expect(pointer(page).getByRole('button', { name: 'Next' })).toBeFocused();
  // The timer stands still while a pointer speaks.
  await page.clock.runFor(2500);
  await expect(timer).toHaveText('60');
  await page.keyboard.press('Enter');

  await expectPointer(page, 'energy', /Charge Energy .* adds 30/);
  await page.keyboard.press(' ');

  await expectPointer(page, 'attack', /Play Redonda: press \d/);
  // Another card is not what the pointer asks for: it is refused, and the pointer stays.
  const other = (await readHand(page)).find((card) => card.name !== REDONDA);
  await playByKeys(page, other!.name);
  await expect(page.getByRole('status').filter({ hasText: /the guide asks for Redonda/ })).toBeVisible();
  await expect(pointer(page)).toHaveAttribute('data-step', 'attack');
  await playByKeys(page, REDONDA);

  // The computer answers (Saksak: poison); at the player's next turn both have ticked.
  await expectPointer(
    page,
    'ticks',
    /Burn \(Redonda\) takes 4 HP from Alon.*Poison \(Saksak\) takes 6 HP from Kidlat/,
  );
  await expect(pointer(page).getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectPointer(page, 'buff', /Play Utos ng Datu/);
  await playByKeys(page, UTOS_NG_DATU);

  await expectPointer(page, 'timer', /60 seconds/);
  await page.keyboard.press('Enter');
  await expectPointer(page, 'menu', /Menu \(or Esc\) pauses/);
  await page.keyboard.press('Enter');
  await expect(pointer(page)).toBeHidden();

  // The guide is over: the timer runs again.
  await expect(timer).not.toHaveText('60', { timeout: 5000 });
}
