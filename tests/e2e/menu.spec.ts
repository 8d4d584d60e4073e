import { expect } from '@playwright/test';
import { GUEST, test } from './fixtures.ts';
import { openSignedIn, pauseClock, reveal } from './support.ts';

test.describe('main menu', () => {
  test.use({ start: GUEST });

  test('arrow keys move through the choices with wraparound', async ({ page }) => {
    await openSignedIn(page);
    const selected = page.locator('.menu-choice.is-selected .menu-choice-label');
    await expect(page.locator('.menu-choice')).toHaveText([
      /Player vs\. Computer/,
      /Local Competitive/,
      /Adventure/,
      /Cards/,
      /Online/,
      /Replays/,
      /How to Play/,
    ]);
    await expect(selected).toHaveText('Player vs. Computer');
    await page.keyboard.press('ArrowUp');
    await expect(selected).toHaveText('How to Play');
    await page.keyboard.press('ArrowDown');
    await expect(selected).toHaveText('Player vs. Computer');
    for (const label of [
      'Local Competitive',
      'Adventure',
      'Cards',
      'Online',
      'Replays',
      'How to Play',
      'Player vs. Computer',
    ]) {
      await page.keyboard.press('ArrowDown');
      await expect(selected).toHaveText(label);
    }
  });

  test('Enter chooses the selected entry: Adventure leads to the adventure list', async ({ page }) => {
    await openSignedIn(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.menu-choice.is-selected .menu-choice-label')).toHaveText('Adventure');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/save$/);
  });
});

test.describe('zoom', () => {
  test('ctrl/cmd with +, - or 0 and ctrl with the wheel are prevented', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/Test');
    await page.clock.runFor(2000);
    await reveal(page, page.getByTestId('diagnostics'));
    const prevented = await page.evaluate(() => {
      const key = (init: KeyboardEventInit) => {
        const event = new KeyboardEvent('keydown', { ...init, cancelable: true, bubbles: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };
      const wheel = new WheelEvent('wheel', { ctrlKey: true, deltaY: -100, cancelable: true, bubbles: true });
      window.dispatchEvent(wheel);
      const plainWheel = new WheelEvent('wheel', { deltaY: -100, cancelable: true, bubbles: true });
      window.dispatchEvent(plainWheel);
      return {
        ctrlPlus: key({ key: '+', code: 'Equal', ctrlKey: true }),
        ctrlEqual: key({ key: '=', code: 'Equal', ctrlKey: true }),
        ctrlMinus: key({ key: '-', code: 'Minus', ctrlKey: true }),
        ctrlZero: key({ key: '0', code: 'Digit0', ctrlKey: true }),
        metaPlus: key({ key: '+', code: 'Equal', metaKey: true }),
        plainPlus: key({ key: '+', code: 'Equal' }),
        ctrlWheel: wheel.defaultPrevented,
        plainWheel: plainWheel.defaultPrevented,
      };
    });
    expect(prevented).toEqual({
      ctrlPlus: true,
      ctrlEqual: true,
      ctrlMinus: true,
      ctrlZero: true,
      metaPlus: true,
      plainPlus: false,
      ctrlWheel: true,
      plainWheel: false,
    });
  });
});
