import { expect, type Page } from '@playwright/test';
import { GUEST, test } from './fixtures.ts';
import { openSignedIn } from './support.ts';
import { goInApp, useSettings } from './battleSupport.ts';

const CARD_COUNT = 44;

interface Shown {
  position: number;
  name: string;
  type: string;
  power: number;
  cost: number;
  description: string;
}

const FIRST: Shown = {
  position: 1,
  name: 'Witik',
  type: 'attack',
  power: 9,
  cost: 5,
  description: 'A snapping flick of the wrist, too quick to read. Deals 9 damage. Costs 5 energy.',
};
const SECOND: Shown = {
  position: 2,
  name: 'Abanico',
  type: 'attack',
  power: 13,
  cost: 10,
  description: 'The stick fans from the wrist, striking from both sides. Deals 13 damage. Costs 10 energy.',
};
const LAST: Shown = {
  position: CARD_COUNT,
  name: 'Utos ng Datu',
  type: 'buff',
  power: 0,
  cost: 40,
  description:
    "The chieftain's command (utos ng datu) steels the warrior. Raises your defense by 20 for 3 turns. Raises your critical rate by 30 for 3 turns. Costs 40 energy.",
};

async function expectActive(page: Page, card: Shown): Promise<void> {
  await expect(page.getByTestId('gallery-count')).toHaveText(`${card.position} / ${CARD_COUNT}`);
  // The active option and the detail panel, read in one go.
  const shown = () =>
    page.evaluate(() => {
      const details = document.querySelector('[data-testid="gallery-details"]');
      const fact = (name: string) =>
        [...(details?.querySelectorAll('.gallery-facts > div') ?? [])]
          .find((div) => div.querySelector('dt')?.textContent === name)
          ?.querySelector('dd')?.textContent;
      const active = document.querySelectorAll('[role="option"][aria-selected="true"] img');
      return {
        active: [...active].map((img) => img.getAttribute('alt')),
        name: details?.querySelector('h2')?.textContent,
        type: details?.querySelector('.gallery-tags span')?.textContent,
        power: Number(fact('Power')),
        cost: Number(fact('Energy Cost')),
        description: details?.querySelector('.gallery-description')?.textContent,
      };
    });
  await expect.poll(shown).toEqual({
    active: [card.name],
    name: card.name,
    type: card.type,
    power: card.power,
    cost: card.cost,
    description: card.description,
  });
}

/** The middle of the carousel, clear of its arrow buttons. */
async function carouselCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('gallery-carousel').boundingBox();
  if (!box) throw new Error('The carousel has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function openGallery(page: Page): Promise<void> {
  await goInApp(page, '/cards');
  await expect(page.getByTestId('card-gallery')).toBeVisible({ timeout: 20_000 });
  await expectActive(page, FIRST);
}

test.describe('card gallery', () => {
  test.use({ start: GUEST });

  test.beforeEach(async ({ page }) => {
    await useSettings(page, { speed: 'instant', reducedMotion: true });
    await openSignedIn(page);
  });

  test('the arrow keys turn the carousel both ways and wrap around', async ({ page }) => {
    await openGallery(page);
    await page.keyboard.press('ArrowRight');
    await expectActive(page, SECOND);
    await page.keyboard.press('ArrowLeft');
    await expectActive(page, FIRST);
    await page.keyboard.press('ArrowLeft');
    await expectActive(page, LAST);
    await page.keyboard.press('ArrowRight');
    await expectActive(page, FIRST);
  });

  test('a mouse drag turns the carousel; a short drag does not', async ({ page }) => {
    await openGallery(page);
    const { x, y } = await carouselCentre(page);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 20, y, { steps: 2 });
    await page.mouse.up();
    await expectActive(page, FIRST);

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 160, y, { steps: 3 });
    await page.mouse.up();
    await expectActive(page, SECOND);

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 160, y, { steps: 3 });
    await page.mouse.up();
    await expectActive(page, FIRST);
  });

  test('the back button returns to / (the main menu when signed in)', async ({ page }) => {
    await openGallery(page);
    await page.getByTestId('card-gallery').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

test.describe('card gallery on a touch screen', () => {
  test.use({ hasTouch: true });

  test.use({ start: GUEST });

  test.beforeEach(async ({ page }) => {
    await useSettings(page, { speed: 'instant', reducedMotion: true });
    await openSignedIn(page);
  });

  test('a finger swipe (touch pointer events) turns the carousel', async ({ page }) => {
    await openGallery(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { pointerTypes: string[] }).pointerTypes = seen;
      document.addEventListener('pointerdown', (event) => seen.push(event.pointerType), true);
    });
    const { x, y } = await carouselCentre(page);
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (dx: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 6; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: x + (dx * step) / 6, y }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(-180);
    await expectActive(page, SECOND);
    await swipe(180);
    await expectActive(page, FIRST);
    await swipe(180);
    await expectActive(page, LAST);
    const types = await page.evaluate(() => (window as unknown as { pointerTypes: string[] }).pointerTypes);
    expect(types).toEqual(['touch', 'touch', 'touch']);
  });
});
