// A spectator on a computer of their own (a third browser context) watches a live match between two
// players: the rooms list offers it with Watch, the watch screen starts from where the match stands
// (both sides' health and energy, no hand, nothing to play), the players see one watching, every
// move reaches the spectator until the victory, none of their frames holds a hand, the seed or a
// generator word, and the match is then in their replays as watched (docs/online.md "Spectators").
// A spectator who sits in a room of their own is taken to its fighter select when it starts.
// The same flows on Supabase are unit tests (tests/unit/online/supabaseTransport.test.ts).
import { expect, type Browser } from '@playwright/test';
import { findLeaks } from '../../src/engine/match/testing.ts';
import { expectAccessible } from './a11ySupport.ts';
import { energyOf, healthOf } from './battleSupport.ts';
import {
  atBattle,
  closeAll,
  closeLeftOpen,
  createRoom,
  joinRoom,
  keyOf,
  matchIdOf,
  matchSecrets,
  meetAndStart,
  nearItsEnd,
  newPlayer,
  onlineTest as test,
  openRooms,
  pick,
  playToTheEnd,
  roomName,
  roomRow,
  viewsOf,
} from './onlineSupport.ts';
import { GUEST, SECOND_GUEST, type SavedState } from './savedStates.ts';

test.describe.configure({ timeout: 150_000 });
test.afterEach(closeLeftOpen);

/** A and B at the battle of a room of their own, and a third player (the fan) at the main menu. */
async function matchAndFan(browser: Browser, guests: readonly [SavedState, SavedState], third: SavedState) {
  const [a, b, fan] = await Promise.all([
    newPlayer(browser, guests[0]),
    newPlayer(browser, guests[1]),
    newPlayer(browser, third),
  ]);
  const name = roomName();
  await meetAndStart(a, b, name);
  return { a, b, fan, name };
}

test('a spectator watches a live match from its middle to the victory, every move reaching them and neither hand nor the seed, then finds it in their replays', async ({
  browser,
  guests,
  savedStates,
}) => {
  const { a, b, fan, name } = await matchAndFan(browser, guests, await savedStates.get(GUEST));
  const end = await nearItsEnd(a, b, 5);
  const matchId = matchIdOf(a);

  // The list shows the match being played; Watch opens it where it stands.
  await openRooms(fan.page);
  const row = roomRow(fan.page, name);
  await expect(row).toContainText('Playing');
  await row.click();
  await expect(
    fan.page.getByText('Its match is being played: press Watch (or W) to follow it.'),
  ).toBeVisible();
  await fan.page.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(fan.page).toHaveURL(/\/watch$/);
  const banner = fan.page.getByTestId('watch-banner');
  await expect(banner).toContainText(`Watching ${a.name} against ${b.name}`);
  await expect(fan.page.getByTestId('battle-screen')).toHaveAttribute('data-turn', String(end.turn));
  for (const side of [0, 1] as const) {
    await expect.poll(() => healthOf(fan.page, side)).toBe(await healthOf(a.page, side));
    await expect.poll(() => energyOf(fan.page, side)).toBe(await energyOf(a.page, side));
  }
  await expect(fan.page.getByTestId('hand-list')).toHaveCount(0);
  await expect(fan.page.getByRole('button', { name: /charge Energy/ })).toHaveCount(0);
  // The players see that someone watches; the spectator sees both players' links.
  for (const p of [a, b]) await expect(p.page.getByTestId('watchers')).toHaveText('1 watching');
  await expect(fan.page.getByTestId('foe-connection')).toHaveCount(2);
  await expectAccessible(fan.page, 'watching a live match');

  // The players play on; every move reaches the spectator, to the same end.
  expect(await playToTheEnd(a, b)).toBe(end.left);
  await expect(fan.page).toHaveURL(/\/victory$/, { timeout: 15_000 });
  const winner = [a, b][end.winner];
  await expect(fan.page.getByTestId('online-winner')).toHaveText(`${winner?.name ?? ''} wins the match`);
  await expect(fan.page.getByText('You watched this match: it is kept in your replays.')).toBeVisible();

  const watched = fan.frames.filter((f) => f.type === 'watchView');
  const seqs = watched.flatMap((f) =>
    ((f.view as { log?: { seq: number }[] }).log ?? []).map((entry) => entry.seq),
  );
  const last = viewsOf(a).at(-1)?.view as { seq: number };
  expect(new Set(seqs)).toEqual(new Set(Array.from({ length: last.seq }, (_, i) => i)));
  // Neither hand at any point (each seat's hand at each change, from the players' own views), nor
  // the seed, a generator word or a player key.
  const secrets = matchSecrets(matchId);
  expect(secrets).not.toBeNull();
  const handsOf = (player: typeof a) => {
    const byRev = viewsOf(player).map((f) => [Number(f.rev), f.view.hand as number[]] as const);
    return (rev: number) => byRev.filter(([r]) => r <= rev).at(-1)?.[1] ?? byRev[0]?.[1] ?? [];
  };
  const hands = [handsOf(a), handsOf(b)] as const;
  const keys = [keyOf(a), keyOf(b)];
  const leaks = watched.flatMap((f, i) =>
    ([0, 1] as const).flatMap((seat) =>
      [{ ...f, view: null }, f.view].flatMap((part) =>
        findLeaks(part, {
          foeSide: seat,
          foeHand: hands[seat](Number(f.rev)),
          seed: secrets?.seed ?? 0,
          rng: secrets?.rng ?? [],
          keys,
        }).map((leak) => `${i}: ${leak}`),
      ),
    ),
  );
  expect(leaks).toEqual([]);
  for (const f of watched) expect((f.view as { hand: unknown[] }).hand).toEqual([]);
  expect(JSON.stringify(watched)).not.toMatch(/"(seed|rng)"/);

  // Back to the rooms, then the replays: the match is there, marked as watched.
  await fan.page.getByRole('button', { name: 'Back to the rooms' }).click();
  await expect(fan.page).toHaveURL(/\/multiplayer$/);
  await fan.page.goto('/replays');
  const card = fan.page.getByTestId('replay-card').filter({ hasText: 'watched' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(a.name);
  await expect(card).toContainText(b.name);

  await closeAll(a, b, fan);
});

test('the players see nobody watching until someone does; a reload watches again; Stop watching takes the spectator back to the rooms; one sitting in a room goes to its fighter select when it starts', async ({
  browser,
  guests,
  savedStates,
}) => {
  const { a, b, fan, name } = await matchAndFan(browser, guests, await savedStates.get(GUEST));
  await expect(a.page.getByTestId('watchers')).toHaveCount(0);

  // W on the row watches too.
  await openRooms(fan.page);
  await roomRow(fan.page, name).click();
  await fan.page.keyboard.press('w');
  await expect(fan.page).toHaveURL(/\/watch$/);
  await expect(fan.page.getByTestId('watch-banner')).toBeVisible();
  await expect(a.page.getByTestId('watchers')).toHaveText('1 watching');

  // A reload watches again, from where the match stands.
  await fan.page.reload();
  await expect(fan.page).toHaveURL(/\/watch$/);
  await expect(fan.page.getByTestId('watch-banner')).toBeVisible();
  await expect(fan.page.getByTestId('battle-screen')).toHaveAttribute('data-phase', 'choosing');
  await expect(a.page.getByTestId('watchers')).toHaveText('1 watching');

  // Escape offers to stop watching; the players then see nobody watching.
  await fan.page.keyboard.press('Escape');
  const dialog = fan.page.getByTestId('pause-dialog');
  await expect(dialog.getByRole('heading', { name: 'Watching' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Stop watching' }).click();
  await expect(fan.page).toHaveURL(/\/multiplayer$/);
  await expect(a.page.getByTestId('watchers')).toHaveCount(0);
  await expect(roomRow(fan.page, name)).toContainText('Playing');

  // The spectator sits in a host's room and watches again; when the host starts the room, the
  // watching ends and the spectator is taken to its fighter select, told why.
  const host = await newPlayer(browser, await savedStates.get(SECOND_GUEST));
  const hostRoom = roomName();
  await openRooms(host.page);
  await createRoom(host.page, hostRoom);
  await expect(roomRow(fan.page, hostRoom)).toBeVisible();
  await joinRoom(fan.page, hostRoom);
  await roomRow(fan.page, name).click();
  await fan.page.keyboard.press('w');
  await expect(fan.page.getByTestId('watch-banner')).toBeVisible();
  await expect(a.page.getByTestId('watchers')).toHaveText('1 watching');
  await host.page.getByRole('button', { name: 'Start Game' }).click();
  await expect(fan.page).toHaveURL(/\/online_select$/);
  await expect(fan.page.getByText('Your room is starting: choose your fighter.')).toBeVisible();
  await expect(a.page.getByTestId('watchers')).toHaveCount(0);
  await Promise.all([pick(host.page, 'Kidlat'), pick(fan.page, 'Alon')]);
  await Promise.all([atBattle(host.page, '/battle_area'), atBattle(fan.page, '/next_phase')]);

  await closeAll(a, b, fan, host);
});
