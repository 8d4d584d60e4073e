// The story battles of tests/e2e/storyBattle.spec.ts played whole, from the first move to the final
// blow through the battle screen, from the map of the story seed's Warrior (adventureStarts.ts's
// STORY_MAP). The backend draws each battle's seed: the won fight follows a line found in Node to
// win the battle it began, the lost fight only charges energy. The default tier starts the same
// battles a few moves before their end.
import { test } from '../fixtures.ts';
import { healthOf } from '../battleSupport.ts';
import { STORY_MAP } from '../adventureStarts.ts';
import {
  chargeOnly,
  expect,
  expectDefeatAndJail,
  expectVictoryAndReward,
  expectVillageBattle,
  fightAt,
  givePurseAndRareCard,
  heroMovesOf,
  openStoryMap,
  playLine,
  playOut,
  playStrongest,
  STAGE_MS,
  winningLineOfBattle,
} from '../storySupport.ts';

test.use({ start: STORY_MAP });

test.describe('story battle, played whole', () => {
  test('a won fight from the first move: the victory told, the reward granted once', async ({ page }) => {
    await openStoryMap(page);
    await fightAt(page, 'The Village');
    await expectVillageBattle(page);
    await playLine(page, heroMovesOf(await winningLineOfBattle(page)));
    await expectVictoryAndReward(page);
  });

  test('a lost fight from the first move: /defeated, the jail takes gold and a card but never card 73', async ({
    page,
  }) => {
    await openStoryMap(page);
    await givePurseAndRareCard(page);
    await fightAt(page, 'The Village');
    await expectVillageBattle(page);
    await playOut(page, chargeOnly);
    await expectDefeatAndJail(page);
  });

  test("the manor's battleground, and a reload after the first move resumes the same turn and health", async ({
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
  });
});
