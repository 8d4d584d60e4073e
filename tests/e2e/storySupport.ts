// Helpers of the story battle and store specs: an adventure's map opened from a prepared start
// (adventureStarts.ts), the fight choice B leads to, a story battle moved on to a few moves before
// its end, playing it to a win or a loss through the battle screen, and reading what the local
// backend (IndexedDB, the browser's own storage) holds for the hero.
//
// The backend draws a story battle's seed itself, so no deck and play fixed in advance wins it: a
// won battle follows a line of play found in Node from the battle the backend began (winningLine).
import { expect as baseExpect, type Page } from '@playwright/test';
import { getCard } from '../../src/content/cards.ts';
import { ENEMIES } from '../../src/content/index.ts';
import type { BattleAction, BattleState, SideIndex } from '../../src/engine/battle/types.ts';
import { openingState } from '../../src/engine/plan/plan.ts';
import { winningLine } from '../../src/engine/testkit/winningLine.ts';
import { openSignedIn } from './support.ts';
import { useSettings } from './battleSupport.ts';
import { expectAccessible } from './a11ySupport.ts';
import { appendActions, nearItsEnd, recordedBattle, type Player } from './battleSeed.ts';

/**
 * Assertions that allow for a busy machine: a story battle's moves, a reload of the adventure and
 * the purse's settling each take a few hundred milliseconds, several of them a few seconds.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** The canvas loads Phaser and the battle's art (several MB) before the stage is ready. */
export const STAGE_MS = 60_000;

/**
 * The adventure's seed 2: it fixes the hero and the story, not the battle: the backend meets the
 * enemy of choice B and draws each story battle's seed.
 */
export const STORY_SEED = 2;

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

/**
 * Opens the map of the adventure in the context's saved state (a start of adventureStarts.ts),
 * muted and at the 'instant' animation speed.
 */
export async function openStoryMap(page: Page): Promise<void> {
  await storySettings(page);
  await openSignedIn(page, '/story_base', page.getByTestId('story-map'));
}

/** Opens the pin, answers B (the aggressive choice) and waits for the battle screen's route. */
export async function answerFight(page: Page, place: string): Promise<void> {
  await page.getByRole('button', { name: place, exact: true }).click();
  const scene = page.getByRole('dialog').filter({ has: page.getByTestId('scenario-story') });
  await expect(scene.getByRole('radio')).toHaveCount(3, { timeout: 15_000 });
  await scene.getByTestId('answer-B').click();
  await scene.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/ad_battle$/);
}

/** Waits until the battle screen has drawn its battleground and fighters. */
export async function stageReady(page: Page): Promise<void> {
  await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-stage', 'ready', {
    timeout: STAGE_MS,
  });
}

/** Opens the pin, answers B (the aggressive choice) and waits for the battleground to be drawn. */
export async function fightAt(page: Page, place: string): Promise<void> {
  await answerFight(page, place);
  await stageReady(page);
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

/**
 * Opens the card dialog of the hero's move: the hand card's number key (the hand list numbers the
 * cards like the keys), or the charge Energy button.
 */
async function openMove(page: Page, move: BattleAction): Promise<void> {
  if (move.type === 'chargeEnergy') {
    await page.getByRole('button', { name: 'charge Energy' }).click();
    return;
  }
  if (move.type !== 'playCard') throw new Error(`No way to make ${move.type} through the screen`);
  const hand = page.getByTestId('hand-list');
  // A card of the line missing from the hand means the screen fights another battle than Node's.
  await expect(
    hand.locator(`li[data-card-id="${move.cardId}"]`),
    `card ${move.cardId} in the hand`,
  ).toHaveCount(1);
  const ids = await hand
    .locator('li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-card-id')));
  await page.keyboard.press(String(ids.indexOf(String(move.cardId)) + 1));
  await expect(page.getByTestId('card-dialog').locator('.card-face')).toHaveAttribute(
    'data-card-id',
    String(move.cardId),
  );
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

/**
 * playStrongest as a rule for the engine in Node: the same move in the same state (chargeOnly's is
 * battleSeed.ts's chargeOnly).
 */
export function strongestAttack(state: BattleState): BattleAction {
  const side = state.active;
  const { hand, energy } = state.sides[side];
  const best = hand
    .map((id) => getCard(id))
    .filter((card) => card.type === 'attack' && card.mana_cost <= energy)
    .sort((a, b) => b.mana_cost - a.mana_cost)[0];
  return best ? { type: 'playCard', side, cardId: best.id } : { type: 'chargeEnergy', side };
}

/**
 * Plays the hero's moves of a line (heroMoves) through the screen, each once the hero may move,
 * and waits for the battle to move on to /result_base or /defeated.
 */
export async function playLine(page: Page, heroMoves: readonly BattleAction[]): Promise<void> {
  for (const [index, move] of heroMoves.entries()) {
    const toMove = await heroToMove(page);
    expect(toMove, `the battle ended before the hero's move ${index + 1} of ${heroMoves.length}`).toBe(true);
    const turn = await page.getByTestId('battle-screen').getAttribute('data-turn');
    await openMove(page, move);
    await confirmMove(page, turn);
  }
  await expect(page).toHaveURL(AFTER_BATTLE, { timeout: 15_000 });
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

/** The battle of the open adventure's encounter, once it has begun (its journey keeps the id). */
export async function encounterBattleId(page: Page): Promise<string> {
  let battleId: string | null = null;
  await expect(async () => {
    const adventureId = await page.evaluate(() => localStorage.getItem('adventure_id') ?? '');
    const rows = await readRows<{
      id: string;
      progress: { encounter?: { battleId?: string | null } | null };
    }>(page, 'adventures');
    battleId = rows.find((row) => row.id === adventureId)?.progress.encounter?.battleId ?? null;
    expect(battleId, 'the encounter has begun its battle').not.toBeNull();
  }).toPass({ timeout: 15_000 });
  return battleId ?? '';
}

/** The story battle just begun (answerFight), as the backend recorded it: no move made yet. */
async function begunBattle(page: Page) {
  const battleId = await encounterBattleId(page);
  const { plan, count } = await recordedBattle(page, battleId);
  expect(count, 'no move made yet').toBe(0);
  return { battleId, plan };
}

/** Records `actions` in the begun battle and reloads: the screen resumes there, the hero to move. */
async function resumeWith(page: Page, battleId: string, actions: readonly BattleAction[]): Promise<void> {
  await appendActions(page, battleId, actions);
  await page.reload();
  await expect(page).toHaveURL(/\/ad_battle$/);
  await stageReady(page);
  await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-active', '0');
}

/**
 * From the battle screen of a story battle just begun (answerFight): the encounter's battle is
 * played in Node from its first move (with the seed the backend drew), the hero as `player` plays,
 * and its moves up to `movesLeft` before the end are recorded; the reload resumes the battle there,
 * with the hero on the move. Returns the side the rest of the battle leads to, if the hero goes on
 * playing as `player`.
 */
export async function resumeNearItsEnd(page: Page, movesLeft: number, player: Player): Promise<SideIndex> {
  const { battleId, plan } = await begunBattle(page);
  const { actions, winner } = nearItsEnd(plan, movesLeft, player);
  await resumeWith(page, battleId, actions);
  return winner;
}

/** The hero's moves of a line of both sides' moves, in order. */
export function heroMovesOf(line: readonly BattleAction[]): BattleAction[] {
  return line.filter((action) => action.side === 0);
}

/**
 * A line of play that wins the story battle just begun (answerFight) for the hero: both sides'
 * moves from the first to the final blow, found in Node from the seed the backend drew. The
 * enemy's moves are the computer's own, so the screen's computer makes them again.
 */
export async function winningLineOfBattle(page: Page): Promise<BattleAction[]> {
  const { plan } = await begunBattle(page);
  return winningLine(openingState(plan), plan.level);
}

/**
 * From the battle screen of a story battle just begun (answerFight): a line that wins it is found,
 * its moves before the hero's last `heroMovesLeft` are recorded, and the reload resumes the battle
 * there, with the hero on the move. Returns the hero's moves left, for playLine.
 */
export async function resumeNearItsWin(page: Page, heroMovesLeft: number): Promise<BattleAction[]> {
  const { battleId, plan } = await begunBattle(page);
  const line = winningLine(openingState(plan), plan.level);
  const heroAt = line.flatMap((action, index) => (action.side === 0 ? [index] : []));
  const cut = heroAt[Math.max(0, heroAt.length - heroMovesLeft)] ?? 0;
  await resumeWith(page, battleId, line.slice(0, cut));
  return heroMovesOf(line.slice(cut));
}

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

// What a story battle's end shows: the story battle spec plays the last moves of each battle, the
// soak tier (tests/e2e/soak) the whole battles; both check the same screens with these.

const STARTER_CARD = 73;
const ENERGY_CHARGE_CARD = 91;
/** A rare card: in the deck builder only once owned. */
const BAGSAK = 65;

/** The name of the story enemy choice B met (the backend's roll, remembered as enemy_id). */
export async function metEnemy(page: Page): Promise<string> {
  const id = Number(await page.evaluate(() => localStorage.getItem('enemy_id')));
  const enemy = ENEMIES.find((each) => each.id === id);
  if (!enemy) throw new Error(`no story enemy ${id}`);
  return enemy.name;
}

/** The battle at the village: its battleground, its place remembered, and its foe named. */
export async function expectVillageBattle(page: Page): Promise<void> {
  await expect(page.getByTestId('battle-screen')).toHaveAttribute('data-place', 'village');
  expect(await page.evaluate(() => localStorage.getItem('locationName'))).toBe('village');
  await expect(page.getByText(await metEnemy(page)).first()).toBeVisible();
}

/** From /reward: the figures shown, read from the screen. */
async function rewardFigures(page: Page) {
  const screen = page.getByTestId('reward-screen');
  await expect(screen.getByRole('button', { name: 'Proceed Adventure' })).toBeEnabled();
  return {
    gold: numberIn(await screen.getByTestId('gold-obtained').textContent()),
    points: numberIn(await screen.getByTestId('points-recovered').textContent()),
    card: Number(
      await screen.getByTestId('card-obtained').locator('.card-face').getAttribute('data-card-id'),
    ),
    heroGold: numberIn(await screen.getByTestId('hero-gold').textContent()),
    heroHealth: numberIn(await screen.getByTestId('hero-health').textContent()),
  };
}

/**
 * After the final blow of the won fight at the village: the Scenario dialog tells the victory and
 * keeps its tale, the reward is granted once, the map shows its gold and the story log the tale.
 */
export async function expectVictoryAndReward(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/result_base$/);
  const dialog = await toldAftermath(page);
  await expect(page.getByTestId('aftermath-screen')).toHaveAttribute('data-result', 'won');
  await expect(page.getByTestId('aftermath-screen')).toHaveAttribute('data-place', 'village');
  await expect(dialog.getByText(`Kidlat defeated ${await metEnemy(page)} at The Village`)).toBeVisible();
  const tale = (await dialog.getByTestId('aftermath-tale').innerText()).trim();
  expect(tale.split(/\s+/).length).toBeGreaterThan(20);
  // The dialog stays until Close: Escape does not dismiss it, and Close has the focus.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeFocused();

  // A reload keeps the same tale: it was told once and kept.
  await page.reload();
  const again = await toldAftermath(page);
  expect((await again.getByTestId('aftermath-tale').innerText()).trim()).toBe(tale);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reward$/);

  const reward = await rewardFigures(page);
  expect(reward.gold).toBeGreaterThanOrEqual(1);
  expect(reward.gold).toBeLessThanOrEqual(25);
  expect(reward.points).toBeGreaterThanOrEqual(20);
  expect(reward.points).toBeLessThanOrEqual(70);
  expect(reward.card).not.toBe(ENERGY_CHARGE_CARD);
  expect(reward.heroGold).toBe(reward.gold);
  expect(await ownedCards(page)).toContain(reward.card);
  // The reward screen, scanned like every other screen (tests/e2e/a11y.spec.ts).
  await expectAccessible(page, 'reward');

  // A reload grants nothing twice: the same figures, the same purse.
  await page.reload();
  expect(await rewardFigures(page)).toEqual(reward);

  await page.getByRole('button', { name: 'Proceed Adventure' }).click();
  await expect(page).toHaveURL(/\/story_base$/);
  await expect(page.getByTestId('map-gold-count')).toHaveText(String(reward.gold));
  await expect(page.getByTestId('hero-health')).toContainText(String(reward.heroHealth));

  // The aftermath joins the story log.
  await page.getByRole('button', { name: 'STORY' }).click();
  const entries = page.getByTestId('story-log').getByTestId('story-log-entry');
  await expect(entries.last()).toContainText(tale.slice(1, 40));

  // The reward is over: its screen now hands over to the map.
  await page.goto('/reward');
  await expect(page).toHaveURL(/\/story_base$/, { timeout: 30_000 });
}

/**
 * Arrangement on the map before the lost fight: a purse of 20 and a rare card besides the starter
 * card, as an earlier reward would leave.
 */
export async function givePurseAndRareCard(page: Page): Promise<void> {
  await giveCard(page, BAGSAK);
  await setHeroGold(page, 20);
  await page.reload();
  await expect(page.getByTestId('map-gold-count')).toHaveText('20');
  const ownedBefore = await ownedCards(page);
  expect(ownedBefore).toEqual([BAGSAK, STARTER_CARD].sort((a, b) => a - b));
}

/**
 * After the final blow of the lost fight at the village (givePurseAndRareCard before it): /defeated
 * tells the defeat, the jail takes gold and the rare card but never card 73, and only once.
 */
export async function expectDefeatAndJail(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/defeated$/);
  const dialog = await toldAftermath(page);
  await expect(page.getByTestId('aftermath-screen')).toHaveAttribute('data-result', 'lost');
  await expect(dialog.getByText(`${await metEnemy(page)} bested Kidlat at The Village`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/jail$/);

  const jail = page.getByTestId('jail-screen');
  await expect(jail.getByRole('heading', { name: 'Busted!' })).toBeVisible();
  await expect(jail.getByRole('button', { name: 'Proceed Adventure' })).toBeEnabled();
  const stolenGold = numberIn(await jail.getByTestId('gold-stolen').textContent());
  expect(stolenGold).toBeGreaterThanOrEqual(1);
  expect(stolenGold).toBeLessThanOrEqual(10);
  await expect(jail.getByTestId('hero-gold')).toHaveText(String(20 - stolenGold));
  const points = numberIn(await jail.getByTestId('points-recovered').textContent());
  expect(points).toBeGreaterThanOrEqual(0);
  expect(points).toBeLessThanOrEqual(20);

  // The starter card stays: the jailers take the other one.
  await expect(jail.getByTestId('stolen-card').locator('.card-face')).toHaveAttribute(
    'data-card-id',
    String(BAGSAK),
  );
  expect(await ownedCards(page)).toEqual([STARTER_CARD]);

  // A reload takes nothing twice.
  await page.reload();
  await expect(page.getByTestId('jail-screen').getByTestId('gold-stolen')).toHaveText(`−${stolenGold}`);
  expect(await ownedCards(page)).toEqual([STARTER_CARD]);

  await page.getByRole('button', { name: 'Proceed Adventure' }).click();
  await expect(page).toHaveURL(/\/story_base$/);
  await expect(page.getByTestId('map-gold-count')).toHaveText(String(20 - stolenGold));
  // The stolen rare card is one to earn again in the deck builder.
  await page.getByRole('button', { name: 'CARDS' }).click();
  await expect(page).toHaveURL(/\/deck_build$/);
  await expect(page.getByTestId('deck-to-earn')).toContainText('Bagsak');
}
