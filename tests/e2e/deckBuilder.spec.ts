import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { openSignedIn, toast } from './support.ts';
import { useSettings } from './battleSupport.ts';
import { DECK_SEED_2, WARRIOR_TWO_CARDS } from './adventureStarts.ts';

// Screens arrive as chunks and the adventure is read from storage: on a busy machine that takes a
// while, so every expectation waits longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

// The common cards, in the order the builder pages them (8 a page): every hero may use them.
const PAGE_ONE = ['Witik', 'Abanico', 'Banda y Banda', 'Rompida', 'Crossada', 'Doblete', 'Tusok', 'Sungkite'];
const PAGE_TWO_FIRST = 'Saksak';

function tile(page: Page, name: string) {
  return page.getByTestId('deck-grid').getByRole('button', { name: new RegExp(`^${name},`) });
}

function deckNames(page: Page) {
  return page.getByTestId('deck-list').locator('.deck-list-name');
}

async function choose(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) await tile(page, name).click();
}

/** The deck builder of the prepared hero (adventureStarts.ts), opened straight from a fresh load. */
async function openBuilder(page: Page): Promise<void> {
  await openSignedIn(page, '/deck_build', page.getByTestId('deck-builder'));
}

// Reloads of screens that arrive as chunks: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

// Muted, at the 'instant' animation speed: no test here measures a delay.
test.beforeEach(async ({ page }) => {
  await useSettings(page, { speed: 'instant' });
});

test.describe('deck builder', () => {
  // The story intro done, no deck yet: the first deck is built here.
  test.use({ start: DECK_SEED_2 });
  test.beforeEach(async ({ page }) => {
    await openBuilder(page);
  });

  test('offers the common cards and the starter card, and shows the rare ones apart, locked', async ({
    page,
  }) => {
    await expect(page.getByTestId('deck-grid').getByRole('button')).toHaveCount(8);
    await expect(page.getByTestId('deck-page')).toHaveText('Page 1 of 3');
    const earn = page.getByTestId('deck-to-earn');
    await expect(earn).toContainText('Won after story battles or bought in the store.');
    await expect(earn.getByRole('listitem').filter({ hasText: 'Bagsak' })).toContainText('locked');
    await expect(earn.getByRole('listitem').filter({ hasText: 'Tama ng Kidlat' })).toBeVisible();
    // Rare and special cards are not in the grid on any page.
    await expect(tile(page, 'Bagsak')).toHaveCount(0);
    const witik = page
      .getByTestId('deck-grid')
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Witik,/ }) });
    await expect(witik.getByRole('meter', { name: 'Power 9' })).toHaveAttribute('aria-valuemax', '50');
    await expect(witik.getByRole('meter', { name: 'Energy cost 5' })).toHaveAttribute('aria-valuemax', '100');
    await expect(witik.getByRole('meter', { name: 'Draw chance 90' })).toHaveAttribute(
      'aria-valuemax',
      '100',
    );
    // In a window 1024 px wide the tiles are narrow, and still no stat's name loses its end.
    await page.setViewportSize({ width: 1024, height: 640 });
    await expect
      .poll(() =>
        witik
          .locator('dt')
          .evaluateAll((names) => names.filter((name) => name.scrollWidth > name.clientWidth).length),
      )
      .toBe(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    // Confirm waits for a first card.
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    // The first deck comes before the map: Back returns to the adventure list.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/save$/);
  });

  test('seven cards at most, no duplicates: the eighth is refused with its message', async ({ page }) => {
    await choose(page, PAGE_ONE.slice(0, 7));
    await expect(page.getByTestId('deck-count')).toHaveText('7 / 7');
    await tile(page, 'Sungkite').click();
    await expect(toast(page, 'You exceeded the maximum of 7 cards in your deck.')).toBeVisible();
    await expect(page.getByTestId('deck-count')).toHaveText('7 / 7');
    await expect(tile(page, 'Sungkite')).toHaveAttribute('aria-pressed', 'false');
    // Choosing a card again takes it out: a card is never in the deck twice.
    await tile(page, 'Abanico').click();
    await expect(page.getByTestId('deck-count')).toHaveText('6 / 7');
    await expect(deckNames(page)).toHaveText([
      'Witik',
      'Banda y Banda',
      'Rompida',
      'Crossada',
      'Doblete',
      'Tusok',
    ]);
    await page.getByRole('button', { name: 'Remove Rompida' }).click();
    await expect(deckNames(page)).toHaveText(['Witik', 'Banda y Banda', 'Crossada', 'Doblete', 'Tusok']);
  });

  test('turns pages with the buttons, PageDown/PageUp, [ and ], and moves focus with the arrows', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('deck-page')).toHaveText('Page 2 of 3');
    await expect(tile(page, PAGE_TWO_FIRST)).toBeVisible();
    await expect(tile(page, 'Witik')).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByTestId('deck-page')).toHaveText('Page 1 of 3');

    await tile(page, 'Witik').focus();
    await page.keyboard.press('PageDown');
    await expect(page.getByTestId('deck-page')).toHaveText('Page 2 of 3');
    await expect(tile(page, PAGE_TWO_FIRST)).toBeFocused();
    await page.keyboard.press(']');
    await expect(page.getByTestId('deck-page')).toHaveText('Page 3 of 3');
    await page.keyboard.press('[');
    await page.keyboard.press('PageUp');
    await expect(page.getByTestId('deck-page')).toHaveText('Page 1 of 3');

    await tile(page, 'Witik').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tile(page, 'Abanico')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(tile(page, 'Doblete')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(deckNames(page)).toHaveText(['Doblete']);
    // From the page's last card the arrow runs on to the next page.
    await tile(page, 'Sungkite').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('deck-page')).toHaveText('Page 2 of 3');
    await expect(tile(page, PAGE_TWO_FIRST)).toBeFocused();
  });

  test('Confirm saves the deck and opens the map; the builder reopens on the saved deck', async ({
    page,
  }) => {
    await choose(page, ['Rompida', 'Witik', 'Tusok']);
    await page.getByRole('button', { name: 'Next page' }).click();
    await choose(page, ['Hampas ng Baston']);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Deck has been confirmed!')).toBeVisible();
    await expect(page).toHaveURL(/\/story_base$/);
    await expect(page.getByTestId('map-deck-card')).toHaveCount(4);

    await page.getByRole('button', { name: 'CARDS' }).click();
    await expect(page).toHaveURL(/\/deck_build$/);
    const saved = ['Rompida', 'Witik', 'Tusok', 'Hampas ng Baston'];
    await expect(deckNames(page)).toHaveText(saved);
    await expect(tile(page, 'Rompida')).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByTestId('deck-builder')).toBeVisible({ timeout: 30_000 });
    await expect(deckNames(page)).toHaveText(saved);
    // With the map open, Back returns to it.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/story_base$/);
  });
});

test.describe('deck builder with a saved deck', () => {
  // A hero on the map whose deck is Witik and Abanico.
  test.use({ start: WARRIOR_TWO_CARDS });

  test('Reset Deck empties the saved deck and the selection', async ({ page }) => {
    await openBuilder(page);
    await expect(deckNames(page)).toHaveText(['Witik', 'Abanico']);

    await page.getByRole('button', { name: 'Reset Deck' }).click();
    await expect(toast(page, 'Your deck has been reset.')).toBeVisible();
    await expect(page.getByTestId('deck-count')).toHaveText('0 / 7');
    await expect(deckNames(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await page.reload();
    await expect(page.getByTestId('deck-builder')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('deck-count')).toHaveText('0 / 7');
  });
});
