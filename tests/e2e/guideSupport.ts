// Helpers of the How to Play tests: Tab to a button, a hand card played by its number key and
// confirmed from the keyboard, the guide's pointer, and the guided battle opened from the main menu.
import { expect, type Page } from '@playwright/test';
import { readHand } from './battleSupport.ts';

export const REDONDA = 'Redonda';
export const UTOS_NG_DATU = 'Utos ng Datu';

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
