// The soak tier's online match: played whole through both players' battle screens, from the first
// move to the victory (the default tier, tests/e2e/online.spec.ts, starts it near its end through
// the game server's moves on turn), then checked as there: the victory on both screens, nothing of
// A's secrets in what B received over the whole match, and the match in each player's replays.
import { expect } from '@playwright/test';
import { goInApp } from '../battleSupport.ts';
import {
  cheapMatch,
  closeAll,
  closeLeftOpen,
  expectNothingOfAInFramesOfB,
  meetAndStart,
  onlineTest as test,
  playToTheEnd,
  roomName,
  twoPlayers,
  type OnlinePlayer,
} from '../onlineSupport.ts';

test.afterEach(closeLeftOpen);

test('two players play a whole match to victory; B never sees A’s secrets; both replays play to the same winner', async ({
  browser,
  guests,
}) => {
  const [a, b] = await twoPlayers(browser, guests);
  await meetAndStart(a, b, roomName());
  // Both play playCheap: the match goes as the engine plays it from the server's seed.
  const whole = cheapMatch(a);
  expect(await playToTheEnd(a, b, whole.moves.length + 1)).toBe(whole.moves.length);
  for (const p of [a, b]) {
    await expect(p.page).toHaveURL(/\/victory$/, { timeout: 15_000 });
    await expect(p.page.getByText('has won the battle!')).toBeVisible();
  }
  const winner = [a, b][whole.winner] as OnlinePlayer;
  for (const p of [a, b]) {
    await expect(p.page.getByTestId('online-winner')).toHaveText(
      `${winner.name} wins the match${winner === p ? ' (you)' : ''}`,
    );
    await expect(p.page.getByTestId('winner-name')).toHaveText(whole.champion);
  }
  const champion = whole.champion;

  // Nothing B received in the whole match gives away A's hand, the seed or the generator.
  await expectNothingOfAInFramesOfB(a, b);

  // Rematch: a new match in the same room, both back at the fighter select.
  await b.page.getByRole('button', { name: 'Rematch' }).click();
  await expect(a.page).toHaveURL(/\/online_select$/);
  await expect(b.page).toHaveURL(/\/online_select$/);

  // The ended match is in each player's replays (once, the rematch notwithstanding), and plays
  // from its seed to the same winner, from each player's own side.
  for (const p of [a, b]) {
    await goInApp(p.page, '/replays');
    const card = p.page.getByTestId('replay-card');
    await expect(card).toHaveCount(1, { timeout: 15_000 });
    await expect(card).toContainText('Online');
    await expect(card).toContainText(`${p.name} (you)`);
    await expect(card.locator('.is-winner')).toContainText(champion);
    await card.getByRole('button', { name: /Watch/ }).click();
    const viewer = p.page.getByTestId('replay-viewer');
    await expect(viewer).toHaveAttribute('data-stage', 'ready', { timeout: 60_000 });
    await p.page.getByRole('radio', { name: 'Instant' }).check();
    await p.page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(p.page.getByTestId('replay-result')).toContainText(`${champion} has won the battle!`, {
      timeout: 20_000,
    });
  }
  await closeAll(a, b);
});
