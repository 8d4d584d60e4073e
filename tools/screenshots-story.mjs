// The story battle's screenshots for tools/screenshots.mjs: a hero (seed 2) wins a fight at the
// village (the battle, its aftermath, the reward), shops in the store, then loses a fight at the
// manor (the battle, the tale of defeat, the jail). Each size gets a fresh guest. The backend draws
// a story battle's seed, so the win follows a line found in Node from the battle it began
// (src/engine/testkit/winningLine.ts), played through the screen.
import { register } from 'tsx/esm/api';

register();
const { winningLine } = await import('../src/engine/testkit/winningLine.ts');
const { openingState } = await import('../src/engine/plan/plan.ts');
const { readPlan } = await import('../src/engine/plan/planSchema.ts');

const DECK = ['Abanico', 'Rompida', 'Doblete', 'Tusok', 'Largo Mano', 'Kadena de Mano'];
const AFTER_BATTLE = /\/(result_base|defeated)$/;

/** The hero's moves of a line that wins the story battle on screen, read from the page's database. */
async function winningMoves(page) {
  const setup = await page.evaluate(async () => {
    const id = localStorage.getItem('battleId');
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('sinawali-showdown');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const row = await new Promise((resolve, reject) => {
      const request = db
        .transaction('battles')
        .objectStore('battles')
        .get(id ?? '');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return row?.setup ?? null;
  });
  const plan = readPlan(setup);
  if (!plan) throw new Error('The story battle on screen is not recorded.');
  return winningLine(openingState(plan), plan.level).filter((action) => action.side === 0);
}

async function pickDeck(page, names) {
  const previous = page.getByRole('button', { name: 'Previous page' });
  while (await previous.isEnabled()) await previous.click();
  const left = new Set(names);
  while (left.size > 0) {
    for (const name of [...left]) {
      const tile = page.getByTestId('deck-grid').getByRole('button', { name: new RegExp(`^${name},`) });
      if ((await tile.count()) === 0) continue;
      await tile.click();
      left.delete(name);
    }
    if (left.size > 0) await page.getByRole('button', { name: 'Next page' }).click();
  }
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('story-map').waitFor();
}

async function fightAt(page, place) {
  await page.getByRole('button', { name: place, exact: true }).click();
  const scene = page.getByTestId('scenario-dialog');
  await scene.getByRole('radio').first().waitFor({ state: 'attached', timeout: 20000 });
  await scene.getByTestId('answer-B').click();
  await scene.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/ad_battle$/);
  await page.locator('[data-testid="battle-screen"][data-stage="ready"]').waitFor({ timeout: 30000 });
}

/** Plays the hero's turns (`moves` in order, or charging when there are none) until the battle ends. */
async function playOut(page, moves = []) {
  const screen = page.getByTestId('battle-screen');
  for (let made = 0; made < 60; made += 1) {
    await page.waitForFunction(
      (done) => {
        if (new RegExp(done).test(location.pathname)) return true;
        const main = document.querySelector('[data-testid="battle-screen"]');
        return main?.getAttribute('data-phase') === 'choosing' && main.getAttribute('data-active') === '0';
      },
      AFTER_BATTLE.source,
      { timeout: 30000 },
    );
    if (AFTER_BATTLE.test(new URL(page.url()).pathname)) return;
    const turn = await screen.getAttribute('data-turn');
    const move = moves[made];
    if (move?.type === 'playCard') {
      const ids = await page
        .getByTestId('hand-list')
        .locator('li')
        .evaluateAll((items) => items.map((li) => Number(li.dataset.cardId)));
      await page.keyboard.press(String(ids.indexOf(move.cardId) + 1));
    } else await page.getByRole('button', { name: 'charge Energy' }).click();
    await page.getByTestId('card-dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForFunction(
      ({ done, before }) => {
        if (new RegExp(done).test(location.pathname)) return true;
        const main = document.querySelector('[data-testid="battle-screen"]');
        return main?.getAttribute('data-turn') !== before || main?.getAttribute('data-phase') === 'over';
      },
      { done: AFTER_BATTLE.source, before: turn },
      { timeout: 30000 },
    );
  }
}

/** The Scenario dialog once told, after the battle's toasts have faded. */
async function toldAftermath(page) {
  await page.waitForURL(AFTER_BATTLE, { timeout: 30000 });
  const close = page.getByTestId('aftermath-dialog').getByRole('button', { name: 'Close', exact: true });
  await close.waitFor();
  await page.waitForFunction(() => {
    const button = document.querySelector('[data-testid="aftermath-dialog"] .btn-primary');
    return button instanceof HTMLButtonElement && !button.disabled;
  });
  // The fighters' sheets are drawn in the page (not the canvas): wait until both show a frame.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.aftermath-figure')].every(
      (figure) => getComputedStyle(figure).backgroundImage !== 'none',
    ),
  );
  await page.waitForTimeout(6000);
  return close;
}

export async function storyShots(browser, { base, width, height, out }) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const shot = (name) => page.screenshot({ path: `${out}/${name}-${width}x${height}.png` });
  await page.addInitScript(() => {
    if (!localStorage.getItem('sinawali:settings'))
      localStorage.setItem('sinawali:settings', JSON.stringify({ muted: true, speed: 'instant' }));
  });
  await page.goto(`${base}/`);
  await page.getByTestId('intro-overlay').waitFor();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: /Login as Guest/ }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  await page.goto(`${base}/story_character?seed=2`);
  await page.getByRole('radio', { name: 'Warrior', exact: true }).click();
  await page.getByRole('button', { name: 'Generate Background' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click({ timeout: 20000 });
  await page.getByRole('dialog', { name: 'Greetings' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Fresh Start' }).getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('deck-builder').waitFor();
  await pickDeck(page, DECK);

  // A fight at the village, won: the battle, the aftermath and the reward.
  await fightAt(page, 'The Village');
  await page.mouse.move(width / 2, height * 0.3);
  // The canvas fades in and draws the place's battleground: give it time on a busy machine.
  await page.waitForTimeout(4000);
  await shot('story-battle-village');
  await playOut(page, await winningMoves(page));
  const close = await toldAftermath(page);
  await shot('aftermath-victory');
  await close.click();
  await page.getByTestId('reward-screen').getByRole('button', { name: 'Proceed Adventure' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.spoils-proceed')?.hasAttribute('disabled'));
  await page.waitForTimeout(1500);
  await shot('reward');
  await page.getByRole('button', { name: 'Proceed Adventure' }).click();
  await page.getByTestId('story-map').waitFor();

  // The store, with the cheapest potion bought when the reward's gold pays for it.
  await page.getByRole('link', { name: 'SHOP' }).click();
  await page.getByTestId('store-stock').waitFor();
  const gold = Number(await page.getByTestId('store-gold').textContent());
  const prices = await page
    .getByTestId('store-potion')
    .evaluateAll((items) => items.map((item) => Number(item.dataset.price)));
  const cheapest = prices.indexOf(Math.min(...prices));
  if (prices[cheapest] <= gold)
    await page.getByTestId('store-potion').nth(cheapest).getByRole('button', { name: 'Buy Potion' }).click();
  await page.mouse.move(width - 10, height - 10);
  await page.waitForTimeout(5600);
  await shot('store');
  await page.getByTestId('store-card').first().getByRole('button', { name: 'View Description' }).click();
  await page.waitForTimeout(800);
  await shot('store-description');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Go Back' }).click();
  await page.getByTestId('story-map').waitFor();

  // A fight at the manor, lost: the battle, the tale of defeat and the jail.
  await fightAt(page, 'The Manor');
  await page.mouse.move(width / 2, height * 0.3);
  // The canvas fades in and draws the place's battleground: give it time on a busy machine.
  await page.waitForTimeout(4000);
  await shot('story-battle-manor');
  await playOut(page);
  const closeDefeat = await toldAftermath(page);
  await shot('aftermath-defeat');
  await closeDefeat.click();
  await page.getByTestId('jail-screen').getByRole('button', { name: 'Proceed Adventure' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('.spoils-proceed')?.hasAttribute('disabled'));
  await page.waitForTimeout(1800);
  await shot('jail');
  await context.close();
}
