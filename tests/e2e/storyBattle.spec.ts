import type { Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { expectAccessible } from './a11ySupport.ts';
import { healthOf } from './battleSupport.ts';
import {
  chargeOnly,
  expect,
  fightAt,
  giveCard,
  numberIn,
  openStoryMap,
  ownedCards,
  playOut,
  playStrongest,
  setHeroGold,
  STAGE_MS,
  toldAftermath,
} from './storySupport.ts';

const STARTER_CARD = 73;
const ENERGY_CHARGE_CARD = 91;
/** A rare card: in the deck builder only once owned. */
const BAGSAK = 65;

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

test.describe('story battle', () => {
  test.describe.configure({ timeout: 420_000 });

  test('a won fight: the Scenario dialog tells the victory, the reward is granted once, the map shows its gold', async ({
    page,
  }) => {
    await openStoryMap(page);
    await fightAt(page, 'The Village');
    const screen = page.getByTestId('battle-screen');
    await expect(screen).toHaveAttribute('data-place', 'village');
    expect(await page.evaluate(() => localStorage.getItem('locationName'))).toBe('village');
    await expect(page.getByText('Tulisan ng Gubat').first()).toBeVisible();

    await playOut(page, playStrongest);
    await expect(page).toHaveURL(/\/result_base$/);
    const dialog = await toldAftermath(page);
    await expect(page.getByTestId('aftermath-screen')).toHaveAttribute('data-result', 'won');
    await expect(page.getByTestId('aftermath-screen')).toHaveAttribute('data-place', 'village');
    await expect(dialog.getByText('Kidlat defeated Tulisan ng Gubat at The Village')).toBeVisible();
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
  });

  test('a lost fight: /defeated tells the defeat, the jail takes gold and a card but never card 73', async ({
    page,
  }) => {
    await openStoryMap(page);
    // Arrangement: a purse and a rare card besides the starter card, as an earlier reward would leave.
    await giveCard(page, BAGSAK);
    await setHeroGold(page, 20);
    await page.reload();
    await expect(page.getByTestId('map-gold-count')).toHaveText('20');
    const ownedBefore = await ownedCards(page);
    expect(ownedBefore).toEqual([BAGSAK, STARTER_CARD].sort((a, b) => a - b));

    await fightAt(page, 'The Village');
    await playOut(page, chargeOnly);
    await expect(page).toHaveURL(/\/defeated$/);
    const dialog = await toldAftermath(page);
    await expect(page.getByTestId('aftermath-screen')).toHaveAttribute('data-result', 'lost');
    await expect(dialog.getByText('Tulisan ng Gubat bested Kidlat at The Village')).toBeVisible();
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
  });

  test("the manor's battleground, and a reload mid-battle resumes the same turn and health", async ({
    page,
  }) => {
    await openStoryMap(page);
    await fightAt(page, 'The Manor');
    const screen = page.getByTestId('battle-screen');
    await expect(screen).toHaveAttribute('data-place', 'manor');
    expect(await page.evaluate(() => localStorage.getItem('locationName'))).toBe('manor');

    await playStrongest(page);
    await expect(screen).toHaveAttribute('data-active', '0', { timeout: 30_000 });
    await expect(screen).toHaveAttribute('data-phase', 'choosing', { timeout: 30_000 });
    const turn = await screen.getAttribute('data-turn');
    const health = [await healthOf(page, 0), await healthOf(page, 1)];
    expect(Number(turn)).toBeGreaterThan(1);

    await page.reload();
    await expect(page).toHaveURL(/\/ad_battle$/);
    await expect(screen).toHaveAttribute('data-stage', 'ready', { timeout: STAGE_MS });
    await expect(screen).toHaveAttribute('data-place', 'manor');
    await expect(screen).toHaveAttribute('data-turn', turn ?? '');
    expect([await healthOf(page, 0), await healthOf(page, 1)]).toEqual(health);

    // Out of turn, the aftermath's screen hands the player back to the battle.
    await page.goto('/result_base');
    await expect(page).toHaveURL(/\/ad_battle$/, { timeout: 30_000 });
    await expect(screen).toHaveAttribute('data-turn', turn ?? '');
  });
});
