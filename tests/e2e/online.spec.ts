// Online play against the game's own server (the e2e server is `vite preview` with /api/online):
// two players as on two computers, each a browser context signed in as its own guest.
import { expect, type Browser } from '@playwright/test';
import { test } from './fixtures.ts';
import { apply } from '../../src/engine/battle/apply.ts';
import type { BattleAction } from '../../src/engine/battle/types.ts';
import { openingBattle } from '../../src/engine/match/index.ts';
import type { FighterId } from '../../src/engine/match/index.ts';
import { findLeaks } from '../../src/engine/match/testing.ts';
import { expectAccessible } from './a11ySupport.ts';
import { reveal, toast } from './support.ts';
import { goInApp, readHand, healthOf, energyOf } from './battleSupport.ts';
import {
  advanceServerClock,
  atBattle,
  createRoom,
  keyOf,
  matchIdOf,
  matchSecrets,
  meetAndStart,
  newPlayer,
  openRooms,
  pick,
  playCharge,
  playMoves,
  playToTheEnd,
  roomRow,
  say,
  turnOf,
  viewsOf,
  waitForTurn,
  type OnlinePlayer,
} from './onlineSupport.ts';

// The tests run side by side on one server: each match has its own clock there (the forfeit test
// moves only its own match's), and each room its own name.
test.describe.configure({ timeout: 180_000 });

let rooms = 0;
/**
 * A room name no other test, worker or earlier run uses (the server keeps its rooms across runs):
 * the worker, its count of rooms, and the time. No name is part of another, so a row found by its
 * text is that room's.
 */
function roomName(): string {
  rooms += 1;
  return `Sala ${test.info().workerIndex}-${rooms} ${Date.now().toString(36).slice(-6)}`;
}

async function twoPlayers(browser: Browser): Promise<[OnlinePlayer, OnlinePlayer]> {
  const a = await newPlayer(browser);
  return [a, await newPlayer(browser)];
}

async function closeAll(...players: OnlinePlayer[]): Promise<void> {
  for (const p of players) await p.context.close();
}

/** Both screens have shown the same move and wait for the next: same turn, side to move, health, energy. */
async function sameMove(a: OnlinePlayer, b: OnlinePlayer): Promise<void> {
  await expect(async () => {
    const [ta, tb] = [await turnOf(a.page), await turnOf(b.page)];
    expect([ta.phase, tb.phase]).toEqual(['choosing', 'choosing']);
    expect(tb.turn).toBe(ta.turn);
    expect(tb.active).toBe(ta.active);
    for (const side of [0, 1] as const)
      expect(await energyOf(b.page, side)).toBe(await energyOf(a.page, side));
    for (const side of [0, 1] as const)
      expect(await healthOf(b.page, side)).toBe(await healthOf(a.page, side));
  }).toPass({ timeout: 15_000 });
}

/**
 * Every frame player B received in the match just ended, read up to the one that announces the
 * end, holds none of A's hand cards (at that moment), the seed, any generator word of the match or
 * A's player key.
 */
async function expectNothingOfAInFramesOfB(a: OnlinePlayer, b: OnlinePlayer): Promise<void> {
  // The frames are read up to the one that announces the end: after it, each browser asks for
  // the ended match's replay, and that answer holds the seed by design (it is public once the
  // match is over, and only ever sent to a player who asked for it).
  const ended = (player: OnlinePlayer) =>
    player.frames.findIndex(
      (f) => f.type === 'matchView' && (f.view as { status?: string } | undefined)?.status !== 'live',
    );
  await expect.poll(() => b.frames.some((f) => f.type === 'replay')).toBe(true);
  await expect.poll(() => ended(a)).toBeGreaterThan(0);
  const endB = ended(b);
  expect(endB).toBeGreaterThan(0);
  expect(b.frames.slice(0, endB + 1).some((f) => f.type === 'replay')).toBe(false);
  const replayB = b.frames.find((f) => f.type === 'replay')?.replay as { seed?: number } | undefined;
  b.frames.splice(endB + 1);
  a.frames.splice(ended(a) + 1);

  const viewsA = viewsOf(a);
  const viewsB = viewsOf(b);
  expect(viewsB.length).toBeGreaterThan(5);
  const matchId = String(viewsA.at(-1)?.matchId);
  const seatA = Number(viewsA.at(-1)?.view.seat) as 0 | 1;

  // A's hand at every change, by rev, from A's own views.
  const handAt = new Map<number, number[]>();
  for (const frame of viewsA) handAt.set(Number(frame.rev), frame.view.hand as number[]);
  const revs = [...handAt.keys()].sort((x, y) => x - y);
  const handOf = (rev: number) => handAt.get(revs.filter((r) => r <= rev).at(-1) ?? revs[0] ?? 0) ?? [];

  // The seed from the server's journal, and every generator word the match went through, by
  // replaying both players' own moves through the engine.
  const secrets = matchSecrets(matchId);
  expect(secrets, 'the server journal names the match').not.toBeNull();
  // The replay B asked for once the match was over carries that very seed.
  expect(replayB?.seed).toBe(secrets?.seed);
  // Each player's log, whole (views carry only what is new): A's names A's own cards, B's names
  // B's; together the whole history.
  type Entry = { seq: number; actor: number; action: BattleAction };
  const logOf = (views: typeof viewsA) => {
    const entries = new Map<number, Entry>();
    for (const frame of views) for (const entry of frame.view.log as Entry[]) entries.set(entry.seq, entry);
    return entries;
  };
  const [logA, logB] = [logOf(viewsA), logOf(viewsB)];
  const fighters = viewsA.at(-1)?.view.fighters as [FighterId, FighterId];
  let state = openingBattle(secrets?.seed ?? 0, fighters);
  const words = new Set<number>([...state.rng, ...(secrets?.rng ?? [])]);
  for (let seq = 0; seq < logA.size; seq += 1) {
    const entry = logA.get(seq)?.actor === seatA ? logA.get(seq) : logB.get(seq);
    expect(entry, `move ${seq}`).toBeDefined();
    const result = apply(state, (entry as Entry).action);
    expect(result.ok).toBe(true);
    if (!result.ok) break;
    state = result.state;
    for (const word of state.rng) words.add(word);
  }
  expect(state.winner).not.toBeNull();

  const keyA = keyOf(a);
  expect(keyA.length).toBeGreaterThan(15);
  let rev = 0;
  for (const frame of b.frames) {
    if (frame.type === 'matchView') rev = Number(frame.rev);
    const target = frame.type === 'matchView' ? frame.view : frame;
    const leaks = findLeaks(target, {
      foeSide: seatA,
      foeHand: handOf(rev),
      seed: secrets?.seed ?? 0,
      rng: [...words],
      keys: [keyA],
    });
    expect(leaks, JSON.stringify(frame).slice(0, 300)).toEqual([]);
    expect(JSON.stringify(frame)).not.toContain(keyA);
  }
}

test('two players meet in a room, chat both ways, pick fighters and play a whole match to victory; B never sees A’s secrets', async ({
  browser,
}) => {
  const [a, b] = await twoPlayers(browser);
  const name = roomName();
  await openRooms(a.page);
  await openRooms(b.page);

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
  await atBattle(a.page, '/battle_area');
  await atBattle(b.page, '/next_phase');
  await expect(a.page.getByTestId('turn-label')).toHaveText('Your turn');
  await expect(b.page.getByTestId('turn-label')).toHaveText(`${a.name}'s turn`);
  await expect(b.page.getByTestId('foe-connection')).toHaveText(`${a.name} is connected`);
  await expect(a.page.getByTestId('foe-connection')).toHaveText(`${b.name} is connected`);
  // Each sees their own hand only; the timer counts down the authority's 60 s.
  expect((await readHand(a.page)).length).toBe(5);
  expect((await readHand(b.page)).length).toBe(5);
  expect(Number(await a.page.getByTestId('turn-timer').textContent())).toBeGreaterThan(40);
  await expectAccessible(b.page, 'online battle, the foe to move');

  expect(await playToTheEnd(a, b)).toBeGreaterThan(0);
  for (const p of [a, b]) {
    await expect(p.page).toHaveURL(/\/victory$/, { timeout: 15_000 });
    await expect(p.page.getByText('has won the battle!')).toBeVisible();
  }
  const winner = await a.page.getByTestId('online-winner').textContent();
  expect(winner).toMatch(new RegExp(`^(${a.name}|${b.name}) wins the match`));
  await expect(b.page.getByTestId('online-winner')).toContainText(winner?.split(' wins')[0] ?? '');

  const champion = (await a.page.getByTestId('winner-name').textContent())?.trim() ?? '';
  expect(['Kidlat', 'Alon']).toContain(champion);

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
    await expect(card).toContainText(a.name);
    await expect(card).toContainText(b.name);
    await expect(card).toContainText(`${p.name} (you)`);
    await expect(card.locator('.is-winner')).toContainText(champion);
    await expect(card.getByTestId('replay-turns')).toHaveText(/^\d+ turns$/);
    await card.getByRole('button', { name: /Watch/ }).click();
    await expect(p.page).toHaveURL(/\/replays\/[0-9a-f-]{36}$/);
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

test('the lobby checks room names, limits chat to 200 characters and refuses flooding', async ({
  browser,
}) => {
  const a = await newPlayer(browser);
  await openRooms(a.page);
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

test("'Error fetching rooms' shows for 3 s when the server cannot be reached", async ({ browser }) => {
  const a = await newPlayer(browser);
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

test('a dropped connection resumes at the same move', async ({ browser }) => {
  const [a, b] = await twoPlayers(browser);
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
  await playMoves(a, b, 1, playCharge);
  await sameMove(a, b);
  await closeAll(a, b);
});

test('a reload on both sides keeps the match', async ({ browser }) => {
  const [a, b] = await twoPlayers(browser);
  await meetAndStart(a, b, roomName());
  // Two attacks (one a side, unless a stun gives one side both) cannot end the match.
  const active = await playMoves(a, b, 2);
  await sameMove(a, b);
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
  await closeAll(a, b);
});

test('a closed tab forfeits after the grace time, driven by the server clock', async ({ browser }) => {
  const [a, b] = await twoPlayers(browser);
  await meetAndStart(a, b, roomName());
  await playMoves(a, b, 1);

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
