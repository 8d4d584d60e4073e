// Online play against the game's own server (the e2e server is `npm start`'s, with /api/online):
// two players as on two computers, each a browser context opened as one of the worker's two saved
// guests. A match is won from near its end: the game server makes the first moves for the seats on
// turn (onlineSupport's nearItsEnd) and the players play the last ones on their screens; the whole
// match played from its first move is in the soak tier (tests/e2e/soak/online.soak.spec.ts).
import { expect } from '@playwright/test';
import { expectAccessible } from './a11ySupport.ts';
import { expectApart, expectToastBelow, expectWithin, reveal, toast } from './support.ts';
import { glanceAtBattle, goInApp, readHand, healthOf, energyOf, setTabHidden } from './battleSupport.ts';
import {
  advanceServerClock,
  twoPlayers,
  atBattle,
  closeAll,
  closeLeftOpen,
  createRoom,
  expectNothingOfAInFramesOfB,
  matchIdOf,
  meetAndStart,
  nearItsEnd,
  newPlayer,
  onlineTest as test,
  openRooms,
  pick,
  playCharge,
  playMoves,
  playToTheEnd,
  roomName,
  roomRow,
  sameMove,
  say,
  turnOf,
  viewsOf,
  waitForTurn,
  type NearItsEnd,
  type OnlinePlayer,
} from './onlineSupport.ts';

// The tests run side by side on one server: each match has its own clock there (the forfeit test
// moves only its own match's), and each room its own name.
test.describe.configure({ timeout: 120_000 });
test.afterEach(closeLeftOpen);

test('two players meet in a room, chat both ways, pick their fighters and stand at their own battle screens; the turn clock is the authority’s', async ({
  browser,
  guests,
}) => {
  const [a, b] = await twoPlayers(browser, guests);
  const name = roomName();
  await Promise.all([openRooms(a.page), openRooms(b.page)]);

  // Create: the list shows the room live on the other computer, waiting, 1/2, with its creator.
  await createRoom(a.page, name);
  const row = roomRow(b.page, name);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Waiting');
  await expect(row).toContainText('1/2');
  await expect(row).toContainText(a.name);
  await expect(a.page.getByRole('button', { name: 'Start Game' })).toBeDisabled();
  await expect(a.page.getByTestId('start-reason')).toHaveText('Waiting for a second player to join.');

  // Join: both seats filled, on both screens.
  await row.click();
  await b.page.getByRole('button', { name: 'Join Room' }).click();
  await expect(roomRow(a.page, name)).toContainText('2/2');
  await expect(roomRow(a.page, name)).toContainText(b.name);
  await expect(a.page.getByTestId('seat-1')).toContainText(b.name);
  await expect(b.page.getByTestId('seat-0')).toContainText(a.name);
  await expect(b.page.getByRole('button', { name: 'Start Game' })).toBeDisabled();
  await expect(b.page.getByTestId('start-reason')).toHaveText(
    'Player 1, who created the room, starts the game.',
  );

  // Chat both ways, as text (markup stays text).
  await say(a.page, 'Kumusta! <b>Handa ka na?</b>');
  await expect(
    b.page.getByTestId('chat-line').filter({ hasText: 'Kumusta! <b>Handa ka na?</b>' }),
  ).toBeVisible();
  await expect(b.page.getByTestId('chat-log').locator('b')).toHaveCount(0);
  await say(b.page, 'Laban na!');
  await expect(a.page.getByTestId('chat-line').filter({ hasText: 'Laban na!' })).toBeVisible();
  await expect(a.page.getByTestId('chat-line').first()).toContainText(a.name);

  // Start Game: both go to the fighter select.
  await expect(a.page.getByRole('button', { name: 'Start Game' })).toBeEnabled();
  await a.page.getByRole('button', { name: 'Start Game' }).click();
  await expect(a.page).toHaveURL(/\/online_select$/);
  await expect(b.page).toHaveURL(/\/online_select$/);
  await expect(b.page.getByText(`you are Player 2 against ${a.name}`)).toBeVisible();
  // The online screens, scanned like every other screen (tests/e2e/a11y.spec.ts).
  await expectAccessible(b.page, 'online character select');

  // The arrows stop at fighters 1 and 2 (no wrapping), online.
  const chosen = b.page.locator('.select-name');
  await b.page.keyboard.press('ArrowRight');
  await expect(chosen).toHaveText('Alon');
  await b.page.keyboard.press('ArrowRight');
  await expect(chosen).toHaveText('Alon');
  await b.page.keyboard.press('ArrowLeft');
  await b.page.keyboard.press('ArrowLeft');
  await expect(chosen).toHaveText('Kidlat');

  await pick(a.page, 'Kidlat');
  await expect(a.page.getByTestId('select-waiting')).toHaveText('Waiting for your opponent...');
  await pick(b.page, 'Alon');

  // Player 1 attacks first, on /battle_area; Player 2 plays on /next_phase.
  await Promise.all([atBattle(a.page, '/battle_area'), atBattle(b.page, '/next_phase')]);
  await expect(a.page.getByTestId('turn-label')).toHaveText('Your turn');
  await expect(b.page.getByTestId('turn-label')).toHaveText(`${a.name}'s turn`);
  await expect(b.page.getByTestId('foe-connection')).toHaveText(`${a.name} is connected`);
  await expect(a.page.getByTestId('foe-connection')).toHaveText(`${b.name} is connected`);
  // Each sees their own hand only.
  expect((await readHand(a.page)).length).toBe(5);
  expect((await readHand(b.page)).length).toBe(5);
  await expectAccessible(b.page, 'online battle, the foe to move');

  // The turn clock counts down the authority's 60 s. B's page clock stands still while A moves, so
  // what it shows depends on no machine's speed: B's clock is then run a second at a time until its
  // turn shows, and half a second more (its clock reads the deadline every 250 ms).
  await expect(async () => {
    await b.page.clock.pauseAt((await b.page.evaluate(() => Date.now())) + 1000);
  }).toPass({ timeout: 15_000 });
  await playCharge(a.page);
  await expect.poll(() => viewsOf(b).some((frame) => Number(frame.seq) === 1)).toBe(true);
  // The frame has reached the page: its message is taken in before this round trip is answered,
  // on the page's paused clock.
  await b.page.evaluate(() => undefined);
  let seconds = 0;
  for (; seconds < 20; seconds += 1) {
    const seen = await glanceAtBattle(b.page);
    if (seen !== 'over' && seen.phase === 'choosing' && seen.active === 1) break;
    await b.page.clock.runFor(1000);
  }
  await b.page.clock.runFor(500);
  const timer = b.page.getByTestId('turn-timer');
  await expect(timer).toHaveText(String(60 - seconds));
  await b.page.clock.runFor(10_000);
  await expect(timer).toHaveText(String(50 - seconds));
  await b.page.clock.resume();
  await expect(b.page.getByTestId('turn-label')).toHaveText('Your turn');
  await expect(a.page.getByTestId('turn-label')).toHaveText(`${b.name}'s turn`);
  // A hidden tab pauses nothing online: the match's clock is the server's.
  await setTabHidden(b.page, true);
  await expect(b.page.getByTestId('turn-label')).toHaveText('Your turn');
  await expect(b.page.getByTestId('pause-dialog')).toHaveCount(0);
  await closeAll(a, b);
});

/** A and B meet, start a match near its end and play its last `movesLeft` moves to the victory. */
async function winNearItsEnd(a: OnlinePlayer, b: OnlinePlayer, movesLeft: number): Promise<NearItsEnd> {
  await meetAndStart(a, b, roomName());
  const end = await nearItsEnd(a, b, movesLeft);
  expect(await playToTheEnd(a, b)).toBe(end.left);
  for (const p of [a, b]) {
    await expect(p.page).toHaveURL(/\/victory$/, { timeout: 15_000 });
    await expect(p.page.getByText('has won the battle!')).toBeVisible();
  }
  return end;
}

test('a match started near its end is won on both screens, nothing B received gives away A’s secrets; Rematch; the match in both players’ replays', async ({
  browser,
  guests,
}) => {
  const [a, b] = await twoPlayers(browser, guests);
  const end = await winNearItsEnd(a, b, 4);
  const winner = [a, b][end.winner] as OnlinePlayer;
  for (const p of [a, b]) {
    await expect(p.page.getByTestId('online-winner')).toHaveText(
      `${winner.name} wins the match${winner === p ? ' (you)' : ''}`,
    );
    await expect(p.page.getByTestId('winner-name')).toHaveText(end.champion);
  }

  // Nothing B received in the match, the moves the server made and those played on the screens,
  // gives away A's hand, the seed or the generator.
  expect(await expectNothingOfAInFramesOfB(a, b)).toBeGreaterThan(end.made);

  // Rematch: a new match in the same room, both back at the fighter select.
  await b.page.getByRole('button', { name: 'Rematch' }).click();
  await expect(a.page).toHaveURL(/\/online_select$/);
  await expect(b.page).toHaveURL(/\/online_select$/);

  // The ended match is in each player's replays once, from their own side, the rematch's new
  // match notwithstanding, and plays from its seed to the same winner.
  for (const p of [a, b]) {
    await goInApp(p.page, '/replays');
    const card = p.page.getByTestId('replay-card');
    await expect(card).toHaveCount(1, { timeout: 15_000 });
    await expect(card).toContainText('Online');
    await expect(card).toContainText(a.name);
    await expect(card).toContainText(b.name);
    await expect(card).toContainText(`${p.name} (you)`);
    await expect(card.locator('.is-winner')).toContainText(end.champion);
    await expect(card.getByTestId('replay-turns')).toHaveText(/^\d+ turns$/);
    await card.getByRole('button', { name: /Watch/ }).click();
    await expect(p.page).toHaveURL(/\/replays\/[0-9a-f-]{36}$/);
    const viewer = p.page.getByTestId('replay-viewer');
    await expect(viewer).toHaveAttribute('data-stage', 'ready', { timeout: 60_000 });
    await p.page.getByRole('radio', { name: 'Instant' }).check();
    await p.page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(p.page.getByTestId('replay-result')).toContainText(`${end.champion} has won the battle!`, {
      timeout: 20_000,
    });
  }
  await closeAll(a, b);
});

test('the lobby checks room names, limits chat to 200 characters and refuses flooding', async ({
  browser,
  guests,
}) => {
  const a = await newPlayer(browser, guests[0]);
  await openRooms(a.page);
  // In a window 1024 px wide the rooms panel still holds its four buttons.
  await a.page.setViewportSize({ width: 1024, height: 640 });
  const panel = a.page.getByRole('region', { name: 'Rooms' });
  for (const name of ['Quick Match', 'Create Room', 'Join Room', 'Watch'])
    await expectWithin(panel.getByRole('button', { name, exact: true }), panel);
  await a.page.setViewportSize({ width: 1280, height: 720 });
  await a.page.getByRole('button', { name: 'Create Room' }).click();
  const dialog = a.page.getByTestId('create-room-dialog');
  const field = dialog.getByLabel('Room name');
  await field.fill('ab');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('A room name needs at least 3 characters.');
  await field.fill('<script>');
  await expect(dialog.getByRole('alert')).toHaveText(
    "A room name can only use letters, digits, spaces, - _ and '.",
  );
  const name = roomName();
  await field.fill(name);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();

  const input = a.page.getByRole('textbox', { name: 'Message' });
  // In a short window the room with its invite link and the chat scroll in their column: the chat
  // never runs over the footer's key hints.
  await a.page.setViewportSize({ width: 1024, height: 640 });
  await expect(a.page.getByText('Invite a friend')).toBeVisible();
  await input.scrollIntoViewIfNeeded();
  await expectApart(input, a.page.getByText(/choose a room · Enter joins/));
  await expectApart(
    a.page.getByRole('button', { name: 'Send' }),
    a.page.getByText(/choose a room · Enter joins/),
  );
  await a.page.setViewportSize({ width: 1280, height: 720 });
  await input.fill('x'.repeat(250));
  await expect(input).toHaveValue('x'.repeat(200));
  await expect(a.page.getByTestId('chat-counter')).toHaveText('200/200');
  await input.fill('');
  // At most 5 lines in 10 s: the sixth is refused with the server's words and offered again.
  for (let i = 1; i <= 6; i += 1) {
    await input.fill(`Isa, dalawa... ${i}`);
    await input.press('Enter');
  }
  await expect(a.page.getByTestId('chat-error')).toContainText('You are sending messages too fast');
  await expect(input).toHaveValue('Isa, dalawa... 6');
  await expect(a.page.getByTestId('chat-line')).toHaveCount(5);

  // Leave: the room closes with its last member.
  await a.page.getByRole('button', { name: 'Leave' }).click();
  await expect(roomRow(a.page, name)).toHaveCount(0);
  await closeAll(a);
});

test("'Error fetching rooms' shows for 3 s when the server cannot be reached", async ({
  browser,
  guests,
}) => {
  const a = await newPlayer(browser, guests[0]);
  await a.link.drop();
  // The page's clock decides how long the toast stays: it moves only when the test says so. It
  // flows in real time until paused, so on a busy machine the moment aimed at may already be past.
  await expect(async () => {
    await a.page.clock.pauseAt((await a.page.evaluate(() => Date.now())) + 1000);
  }).toPass({ timeout: 15_000 });
  await a.page.getByRole('button', { name: /^Online/ }).click();
  const error = toast(a.page, 'Error fetching rooms: The game server cannot be reached.');
  await reveal(a.page, error);
  await expect(a.page.getByTestId('connection-badge')).toContainText('Reconnecting...');
  // The toast leaves the badge it tells about in sight.
  await expectToastBelow(error, a.page.getByTestId('connection-badge'));
  await a.page.clock.runFor(2800);
  await expect(error).toBeVisible();
  await a.page.clock.runFor(1300);
  await expect(error).toBeHidden();
  // Back online: the link comes back by itself and the list arrives.
  await a.page.clock.resume();
  a.link.restore();
  await expect(a.page.getByTestId('online-rooms')).toHaveAttribute('data-connection', 'open', {
    timeout: 15_000,
  });
  await expect(a.page.getByTestId('room-table')).toBeVisible();
  await closeAll(a);
});

test('a match outlasts a dropped connection and a reload on both sides; a closed tab forfeits after the grace time, on the server clock', async ({
  browser,
  guests,
}) => {
  // Three troubles in one match: each would otherwise need its own room, players and first moves.
  test.setTimeout(180_000);
  const [a, b] = await twoPlayers(browser, guests);
  await meetAndStart(a, b, roomName());
  // Play until it is A's turn after at least two moves.
  let next = await playMoves(a, b, 2);
  while (next !== 0) next = await playMoves(a, b, 1);

  // B's network goes down while A is to move: both screens say so.
  await b.link.drop();
  await expect(b.page.getByTestId('self-connection')).toHaveText('Reconnecting to the game server...');
  await expect(a.page.getByTestId('foe-connection')).toContainText(
    `${b.name} lost the connection: forfeits in`,
  );
  const handB = await readHand(b.page);
  const seen = await turnOf(b.page);
  // A moves meanwhile (a charge: the match must go on); B cannot see it yet.
  await playCharge(a.page);
  const after = await turnOf(a.page);
  expect(after.turn).toBeGreaterThan(seen.turn);
  expect((await turnOf(b.page)).turn).toBe(seen.turn);

  // Back: B resyncs and stands at the same move as A, with its hand, and the match goes on.
  b.link.restore();
  await expect(b.page.getByTestId('self-connection')).toHaveCount(0, { timeout: 20_000 });
  await expect(a.page.getByTestId('foe-connection')).toHaveText(`${b.name} is connected`);
  await sameMove(a, b);
  expect((await turnOf(b.page)).turn).toBe(after.turn);
  expect((await readHand(b.page)).map((c) => c.id)).toEqual(handB.map((c) => c.id));
  const active = await playMoves(a, b, 1, playCharge);
  await sameMove(a, b);

  // Both pages reloaded: each stands at the same move, with the same hands, health and energy.
  const before = {
    turn: await turnOf(a.page),
    handA: (await readHand(a.page)).map((c) => c.id),
    handB: (await readHand(b.page)).map((c) => c.id),
    health: [await healthOf(a.page, 0), await healthOf(a.page, 1)],
    energy: [await energyOf(a.page, 0), await energyOf(a.page, 1)],
  };
  await Promise.all([a.page.reload(), b.page.reload()]);
  await atBattle(a.page, '/battle_area');
  await atBattle(b.page, '/next_phase');
  await waitForTurn((active === 0 ? a : b).page, active);
  expect(await turnOf(a.page)).toEqual(before.turn);
  expect((await readHand(a.page)).map((c) => c.id)).toEqual(before.handA);
  expect((await readHand(b.page)).map((c) => c.id)).toEqual(before.handB);
  for (const p of [a, b]) {
    expect([await healthOf(p.page, 0), await healthOf(p.page, 1)]).toEqual(before.health);
    expect([await energyOf(p.page, 0), await energyOf(p.page, 1)]).toEqual(before.energy);
  }
  // The match goes on from there.
  await playMoves(a, b, 1, playCharge);
  await sameMove(a, b);

  // B closes the tab.
  const matchId = matchIdOf(a);
  await b.page.close();
  const status = a.page.getByTestId('foe-connection');
  await expect(status).toContainText(`${b.name} lost the connection: forfeits in`);
  // 50 s later (on this match's clock on the server) B still holds the seat: the match goes on...
  await advanceServerClock(a.page, matchId, 50_000);
  await expect(status).toContainText(`${b.name} lost the connection`);
  expect(a.page.url()).toMatch(/\/battle_area$/);
  // ...and at 60 s B forfeits: A wins.
  await advanceServerClock(a.page, matchId, 10_000);
  await expect(a.page).toHaveURL(/\/victory$/, { timeout: 20_000 });
  await expect(a.page.getByTestId('online-winner')).toHaveText(`${a.name} wins the match (you)`);
  await expect(a.page.getByText(`${b.name} left the match.`)).toBeVisible();
  await closeAll(a, b);
});
