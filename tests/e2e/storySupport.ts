// Helpers of the story battle and store specs: an adventure on its map with a chosen deck, the
// fight choice B leads to, playing it to a win or a loss through the battle screen, and reading
// what the local backend (IndexedDB, the browser's own storage) holds for the hero.
import { expect as baseExpect, type Page } from '@playwright/test';
import { enterAsGuest } from './support.ts';
import { createAdventure, finishIntro } from './adventureSupport.ts';
import { useSettings } from './battleSupport.ts';

/**
 * Assertions that allow for a busy machine: a story battle's moves, a reload of the adventure and
 * the purse's settling each take a few hundred milliseconds, several of them a few seconds.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** The canvas loads Phaser and the battle's art (several MB) before the stage is ready. */
export const STAGE_MS = 60_000;

/**
 * A deck that beats the first foe of seed 2 (Tulisan ng Gubat at the village) with the simple
 * strongest-attack play below: the story battle's seed comes from the adventure's generator, so
 * the same seed, job, deck and moves fight the same battle every time.
 */
export const WINNING_DECK = ['Abanico', 'Rompida', 'Doblete', 'Tusok', 'Largo Mano', 'Kadena de Mano'];
/** Seed 2: choice B at the village meets enemy 4, Tulisan ng Gubat. */
export const STORY_SEED = 2;

export interface StoryStart {
  seed?: number;
  job?: string;
  deck?: readonly string[];
}

/** Muted and at the 'instant' animation speed: no battle delay, no word-by-word telling. */
export async function storySettings(page: Page): Promise<void> {
  await useSettings(page, { speed: 'instant' });
}

/** Picks the named cards in the deck builder in one pass over its pages, and confirms. */
export async function buildDeck(page: Page, names: readonly string[]): Promise<void> {
  const previous = page.getByRole('button', { name: 'Previous page' });
  const next = page.getByRole('button', { name: 'Next page' });
  while (await previous.isEnabled()) await previous.click();
  const left = new Set(names);
  for (;;) {
    for (const name of [...left]) {
      const tile = page.getByTestId('deck-grid').getByRole('button', { name: new RegExp(`^${name},`) });
      if ((await tile.count()) === 0) continue;
      await tile.click();
      await expect(tile).toHaveAttribute('aria-pressed', 'true');
      left.delete(name);
    }
    if (left.size === 0) break;
    await expect(next, `${[...left].join(', ')}: on no page of the deck builder`).toBeEnabled();
    await next.click();
  }
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** Signs in as a guest, makes a hero (Warrior by default), builds the deck and lands on the map. */
export async function openStoryMap(page: Page, start: StoryStart = {}): Promise<void> {
  const { seed = STORY_SEED, job = 'Warrior', deck = WINNING_DECK } = start;
  await storySettings(page);
  await enterAsGuest(page);
  await createAdventure(page, { seed, job });
  await finishIntro(page);
  await buildDeck(page, deck);
  await expect(page).toHaveURL(/\/story_base$/);
  await expect(page.getByTestId('story-map')).toBeVisible();
}

/** Opens the pin, answers B (the aggressive choice) and waits for the battleground to be drawn. */
export async function fightAt(page: Page, place: string): Promise<void> {
  await page.getByRole('button', { name: place, exact: true }).click();
  const scene = page.getByRole('dialog').filter({ has: page.getByTestId('scenario-story') });
  await expect(scene.getByRole('radio')).toHaveCount(3, { timeout: 15_000 });
  await scene.getByTestId('answer-B').click();
  await scene.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/ad_battle$/);
  await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-stage', 'ready', {
    timeout: STAGE_MS,
  });
}

const AFTER_BATTLE = /\/(result_base|defeated)$/;
const over = (page: Page): boolean => AFTER_BATTLE.test(new URL(page.url()).pathname);

/** Waits until the hero may choose a card; false once the battle has moved on to its aftermath. */
async function heroToMove(page: Page): Promise<boolean> {
  const screen = page.getByTestId('battle-screen');
  await expect(async () => {
    if (over(page)) return;
    expect(await screen.getAttribute('data-phase', { timeout: 500 })).toBe('choosing');
    expect(await screen.getAttribute('data-active', { timeout: 500 })).toBe('0');
  }).toPass({ timeout: 30_000, intervals: [50] });
  return !over(page);
}

/** Confirms the open card dialog and waits until the turn has moved on (or the battle ended). */
async function confirmMove(page: Page, turn: string | null): Promise<void> {
  const dialog = page.getByTestId('card-dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(async () => {
    if (over(page)) return;
    const screen = page.getByTestId('battle-screen');
    const now = await screen.getAttribute('data-turn', { timeout: 500 });
    const phase = await screen.getAttribute('data-phase', { timeout: 500 });
    expect(now !== turn || phase === 'over').toBe(true);
  }).toPass({ timeout: 30_000, intervals: [50] });
}

/** One move of the hero: the strongest attack it can pay for, else charging energy. */
export async function playStrongest(page: Page): Promise<void> {
  const turn = await page.getByTestId('battle-screen').getAttribute('data-turn');
  const hand = await page
    .getByTestId('hand-list')
    .locator('li')
    .evaluateAll((items) =>
      items.map((li) => ({ cost: Number(li.getAttribute('data-cost')), type: li.getAttribute('data-type') })),
    );
  const energy = Number(await page.getByTestId('energy-value-0').textContent());
  const best = hand
    .map((card, index) => ({ ...card, index }))
    .filter((card) => card.type === 'attack' && card.cost <= energy)
    .sort((a, b) => b.cost - a.cost)[0];
  if (best) await page.keyboard.press(String(best.index + 1));
  else await page.getByRole('button', { name: 'charge Energy' }).click();
  await confirmMove(page, turn);
}

/** One move that never hurts the foe: charging energy. */
export async function chargeOnly(page: Page): Promise<void> {
  const turn = await page.getByTestId('battle-screen').getAttribute('data-turn');
  await page.getByRole('button', { name: 'charge Energy' }).click();
  await confirmMove(page, turn);
}

/** Plays the hero's moves with `move` until the battle moves on to /result_base or /defeated. */
export async function playOut(page: Page, move: (page: Page) => Promise<void>): Promise<void> {
  for (let moves = 0; moves < 60 && (await heroToMove(page)); moves += 1) await move(page);
  await expect(page).toHaveURL(AFTER_BATTLE, { timeout: 15_000 });
}

/** The Scenario dialog once its tale has been told (Close enabled). */
export async function toldAftermath(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Scenario' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeEnabled({ timeout: 15_000 });
  return dialog;
}

/** Reads one object store of the local backend's database in the page (read only). */
async function readRows<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('sinawali-showdown');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction(name, 'readonly').objectStore(name).getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            db.close();
            resolve(request.result as T[]);
          };
        };
      }),
    store,
  );
}

const heroIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('character_id') ?? '');

/** The card ids the open adventure's hero owns, as the backend stores them. */
export async function ownedCards(page: Page): Promise<number[]> {
  const heroId = await heroIdOf(page);
  const rows = await readRows<{ hero_id: string; card_id: number }>(page, 'cards_owned');
  return rows
    .filter((row) => row.hero_id === heroId)
    .map((row) => row.card_id)
    .sort((a, b) => a - b);
}

/**
 * Test arrangement: gives the hero `gold` straight in the backend's database (the game itself
 * moves gold only through the purse). The page must be reloaded for the game to read it.
 */
export async function setHeroGold(page: Page, gold: number): Promise<void> {
  const heroId = await heroIdOf(page);
  await page.evaluate(
    ({ id, amount }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sinawali-showdown');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('heroes', 'readwrite');
          const heroes = tx.objectStore('heroes');
          const read = heroes.get(id);
          read.onsuccess = () => heroes.put({ ...read.result, gold: amount });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { id: heroId, amount: gold },
  );
}

/**
 * Test arrangement: adds a card to the hero's collection straight in the backend's database (as a
 * reward would), copying the row of the starter card every hero owns. Reload to let the game read it.
 */
export async function giveCard(page: Page, cardId: number): Promise<void> {
  const heroId = await heroIdOf(page);
  await page.evaluate(
    ({ id, card }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sinawali-showdown');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('cards_owned', 'readwrite');
          const owned = tx.objectStore('cards_owned');
          const read = owned.get([id, 73]);
          read.onsuccess = () => owned.put({ ...read.result, card_id: card });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { id: heroId, card: cardId },
  );
}

/** The numbers in a text such as '+23', '−7' or 'Gold now 37'. */
export function numberIn(text: string | null): number {
  const match = /\d+/.exec(text ?? '');
  if (!match) throw new Error(`No number in "${text ?? ''}"`);
  return Number(match[0]);
}
