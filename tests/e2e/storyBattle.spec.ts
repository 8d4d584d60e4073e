// Story battles from the map of the story seed's Warrior (adventureStarts.ts's STORY_MAP): each
// battle begins through the scene's choice B with a seed the backend draws, then moves on to a few
// moves before its end, played in Node by the game's engine from that seed, and the test plays the
// last moves through the battle screen: the won fight plays the hero's last moves of a line found
// to win it, the lost fight only charges (the hero never hurts the foe, so it loses whatever the
// seed).
// The soak tier plays the same battles whole (tests/e2e/soak/storyBattle.soak.spec.ts).
import { test } from './fixtures.ts';
import { healthOf } from './battleSupport.ts';
import { STORY_MAP } from './adventureStarts.ts';
import { chargeOnly as chargeRule } from './battleSeed.ts';
import {
  answerFight,
  chargeOnly,
  expect,
  expectDefeatAndJail,
  expectVictoryAndReward,
  expectVillageBattle,
  givePurseAndRareCard,
  openStoryMap,
  playLine,
  playOut,
  playStrongest,
  resumeNearItsEnd,
  resumeNearItsWin,
  STAGE_MS,
  strongestAttack,
} from './storySupport.ts';

/** Moves the tests play through the screen before the final blow. */
const MOVES_LEFT = 3;
/** The hero's last moves of the winning line, played through the screen. */
const HERO_MOVES_LEFT = 2;

test.use({ start: STORY_MAP });

test.describe('story battle', () => {
  // The battleground is drawn twice (the battle begun, then resumed near its end), and the
  // aftermath reloads its screens: 25-60 s on two cores shared with a second browser, more when
  // the machine is busier still.
  test.describe.configure({ timeout: 120_000 });

  test('a won fight: the Scenario dialog tells the victory, the reward is granted once, the map shows its gold', async ({
    page,
  }) => {
    await openStoryMap(page);
    await answerFight(page, 'The Village');
    const heroMoves = await resumeNearItsWin(page, HERO_MOVES_LEFT);
    await expectVillageBattle(page);

    await playLine(page, heroMoves);
    await expectVictoryAndReward(page);
  });

  test('a lost fight: /defeated tells the defeat, the jail takes gold and a card but never card 73', async ({
    page,
  }) => {
    await openStoryMap(page);
    await givePurseAndRareCard(page);

    await answerFight(page, 'The Village');
    expect(await resumeNearItsEnd(page, MOVES_LEFT, chargeRule)).toBe(1);
    await expectVillageBattle(page);
    await playOut(page, chargeOnly);
    await expectDefeatAndJail(page);
  });

  test("the manor's battleground, and a reload mid-battle resumes the same turn and health", async ({
    page,
  }) => {
    await openStoryMap(page);
    await answerFight(page, 'The Manor');
    await resumeNearItsEnd(page, 2 * MOVES_LEFT, strongestAttack);
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
