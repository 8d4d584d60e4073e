// Helpers of the online specs: two players as on two computers (two browser contexts, each opened
// signed in as one of the worker's two saved guests), the WebSocket frames each receives, a link
// that can be cut (Playwright's routeWebSocket: going offline does not cut a WebSocket), the test
// clock of a match and its moves made for the seat on turn on the game server (a match started
// near its end), moves played through the battle screen like a player would, and the check that
// nothing one player received gives away the other's secrets.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { getCard } from '../../src/content/cards.ts';
import { FIGHTER_BY_ID } from '../../src/content/fighters.ts';
import { apply } from '../../src/engine/battle/apply.ts';
import type { BattleAction, BattleState } from '../../src/engine/battle/types.ts';
import { openingBattle } from '../../src/engine/match/index.ts';
import type { FighterId, MatchAction, SeatIndex } from '../../src/engine/match/index.ts';
import { findLeaks } from '../../src/engine/match/testing.ts';
import { PLAYER_KEY_STORAGE } from '../../src/services/online/transport.ts';
import { test } from './fixtures.ts';
import { ONLINE_PLAYER_A, ONLINE_PLAYER_B, type SavedState } from './savedStates.ts';
import { openSignedIn } from './support.ts';
import {
  chargeEnergy,
  energyOf,
  glanceAtBattle,
  healthOf,
  readHand,
  useSettings,
  playSlot,
} from './battleSupport.ts';
import { onlineDataDir } from './onlineData.ts';

/** A WebSocket message as the page received it. */
export type Frame = Record<string, unknown> & { type: string };

/** One side of a link that the test can cut and restore. */
export class Link {
  private routes = new Set<WebSocketRoute>();
  private cut = false;

  /** Every new connection to the game server goes through here. */
  attach(route: WebSocketRoute): void {
    if (this.cut) {
      void route.close({ code: 1006, reason: 'The network is down' }).catch(() => undefined);
      return;
    }
    const server = route.connectToServer();
    this.routes.add(route);
    route.onClose(() => {
      this.routes.delete(route);
      void server.close().catch(() => undefined);
    });
    server.onClose(() => {
      this.routes.delete(route);
      void route.close().catch(() => undefined);
    });
  }

  /** The network goes down: open connections drop at both ends, new ones fail until restored. */
  async drop(): Promise<void> {
    this.cut = true;
    for (const route of [...this.routes]) await route.close({ code: 1006, reason: 'The network is down' });
    this.routes.clear();
  }

  restore(): void {
    this.cut = false;
  }
}

export interface OnlinePlayer {
  context: BrowserContext;
  page: Page;
  /** The guest's username, the name the other player sees. */
  name: string;
  /** Every message this page received from the game server, in order. */
  frames: Frame[];
  link: Link;
}

/**
 * A computer of its own: a new browser context opened as the saved guest `saved` (signed in, at the
 * main menu), at instant speed, its frames recorded and its link to the game server cuttable.
 *
 * The saved guests are the same in every test of a worker, but not their online selves: the game
 * server knows a player by the key it issues on their first hello, which the browser keeps in its
 * local storage. The saved states hold none, so each test's players are new to the server and
 * nothing an earlier test left there (a room, a match) is theirs.
 */
export async function newPlayer(browser: Browser, saved: SavedState): Promise<OnlinePlayer> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    storageState: saved.path,
  });
  opened.add(context);
  const link = new Link();
  await context.routeWebSocket(/\/api\/online$/, (route) => link.attach(route));
  const page = await context.newPage();
  const frames: Frame[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/api/online')) return;
    ws.on('framereceived', (frame) => {
      if (typeof frame.payload === 'string') frames.push(JSON.parse(frame.payload) as Frame);
    });
  });
  await useSettings(page, { speed: 'instant', reducedMotion: true });
  await openSignedIn(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), PLAYER_KEY_STORAGE)).toBeNull();
  await expect(page.locator('.main-menu-greeting strong')).toHaveText(saved.playerName);
  return { context, page, name: saved.playerName, frames, link };
}

/**
 * The online specs' `test`: the fixtures' own, with `guests`, the worker's two saved guests (A's
 * and B's), made the first time a test of the worker asks for them in their own time, not the
 * test's (like fixtures.ts's `start`).
 */
export const onlineTest = test.extend<{ guests: readonly [SavedState, SavedState] }>({
  guests: [
    async ({ savedStates }, use) => {
      await use([await savedStates.get(ONLINE_PLAYER_A), await savedStates.get(ONLINE_PLAYER_B)]);
    },
    { timeout: 180_000 },
  ],
});

/** The test's two players: A the worker's first saved guest, B its second. */
export async function twoPlayers(
  browser: Browser,
  guests: readonly [SavedState, SavedState],
): Promise<[OnlinePlayer, OnlinePlayer]> {
  return Promise.all([newPlayer(browser, guests[0]), newPlayer(browser, guests[1])]);
}

/** The players' contexts not closed yet. */
const opened = new Set<BrowserContext>();

/** The end of a test: each player's computer is closed (an open match is then forfeited on time). */
export async function closeAll(...players: OnlinePlayer[]): Promise<void> {
  for (const p of players) {
    opened.delete(p.context);
    await p.context.close();
  }
}

/**
 * After each test (its afterEach): closes every player's context a test left open (one that failed
 * before its end), so no connection of its players outlives it.
 */
export async function closeLeftOpen(): Promise<void> {
  for (const context of [...opened]) {
    opened.delete(context);
    await context.close();
  }
}

let rooms = 0;
/**
 * A room name no other test, worker or earlier run uses (the server keeps its rooms across runs):
 * the worker, its count of rooms, and the time. No name is part of another, so a row found by its
 * text is that room's.
 */
export function roomName(): string {
  rooms += 1;
  return `Sala ${test.info().workerIndex}-${rooms} ${Date.now().toString(36).slice(-6)}`;
}

/** The main menu's Online choice: the rooms screen, connected. */
export async function openRooms(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Online/ }).click();
  await expect(page).toHaveURL(/\/multiplayer$/);
  // The link opens after the online chunk loads, the socket connects and the server welcomes the
  // player: on a busy machine that took more than 7 s once, so it is waited for as long as a route.
  await expect(page.getByTestId('online-rooms')).toHaveAttribute('data-connection', 'open', {
    timeout: 20_000,
  });
}

export function roomRow(page: Page, roomName: string) {
  return page.getByTestId('room-row').filter({ hasText: roomName });
}

export async function createRoom(page: Page, roomName: string): Promise<void> {
  await page.getByRole('button', { name: 'Create Room' }).click();
  const dialog = page.getByTestId('create-room-dialog');
  await dialog.getByLabel('Room name').fill(roomName);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('room-panel').getByRole('heading', { name: roomName })).toBeVisible();
}

export async function joinRoom(page: Page, roomName: string): Promise<void> {
  await roomRow(page, roomName).click();
  await page.getByRole('button', { name: 'Join Room' }).click();
  await expect(page.getByTestId('room-panel').getByRole('heading', { name: roomName })).toBeVisible();
}

export async function say(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

/** Sure on the online select with `fighter` (Kidlat or Alon). */
export async function pick(page: Page, fighter: 'Kidlat' | 'Alon'): Promise<void> {
  await expect(page).toHaveURL(/\/online_select$/);
  await page.getByRole('button', { name: fighter, exact: true }).click();
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByTestId('confirm-fighter').getByRole('button', { name: 'Sure' }).click();
}

/** Both players in one room, at the battle: A (Player 1) is Kidlat, B (Player 2) Alon. */
export async function meetAndStart(a: OnlinePlayer, b: OnlinePlayer, roomName: string): Promise<void> {
  await Promise.all([openRooms(a.page), openRooms(b.page)]);
  await createRoom(a.page, roomName);
  await expect(roomRow(b.page, roomName)).toBeVisible();
  await joinRoom(b.page, roomName);
  await a.page.getByRole('button', { name: 'Start Game' }).click();
  await Promise.all([pick(a.page, 'Kidlat'), pick(b.page, 'Alon')]);
  await Promise.all([atBattle(a.page, '/battle_area'), atBattle(b.page, '/next_phase')]);
}

/** The battle screen on its seat's route, with its arena drawn. */
export async function atBattle(page: Page, route: '/battle_area' | '/next_phase'): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${route}$`), { timeout: 20_000 });
  const screen = page.getByTestId('battle-screen');
  await expect(screen).toBeVisible({ timeout: 20_000 });
  // The battleground's art (a few MB) loads after a reload; a busy machine needs a while.
  await expect(screen).toHaveAttribute('data-stage', 'ready', { timeout: 60_000 });
}

/** The battle screen's turn number, side to move and phase. */
export async function turnOf(page: Page): Promise<{ turn: number; active: 0 | 1; phase: string }> {
  const screen = page.getByTestId('battle-screen');
  return {
    turn: Number(await screen.getAttribute('data-turn')),
    active: (await screen.getAttribute('data-active')) === '1' ? 1 : 0,
    phase: (await screen.getAttribute('data-phase')) ?? '',
  };
}

/** The seat to move as `page` shows it, or 'over' once the match has ended. */
export async function seatToMove(page: Page): Promise<0 | 1 | 'over'> {
  let result: 0 | 1 | 'over' = 0;
  await expect(async () => {
    const seen = await glanceAtBattle(page);
    result = seen === 'over' ? 'over' : seen.active;
  }).toPass({ timeout: 60_000, intervals: [50] });
  return result;
}

/**
 * Waits until `seat` may choose a card, or the match is over (the victory screen). Both players'
 * screens agree on whose turn it is.
 */
export async function waitForTurn(page: Page, seat: 0 | 1): Promise<'choosing' | 'over'> {
  let result: 'choosing' | 'over' = 'choosing';
  await expect(async () => {
    const seen = await glanceAtBattle(page);
    result = seen === 'over' ? 'over' : 'choosing';
    if (seen !== 'over') expect(seen.phase === 'choosing' && seen.active === seat).toBe(true);
  }).toPass({ timeout: 30_000, intervals: [50] });
  return result;
}

/**
 * A cheap, steady player: the dearest attack it can pay for once its energy is above 40, else
 * charge. A hand without any attack is played down (its cheapest card) to draw new ones: the server
 * rolls the seed, and two such hands that only ever charged once stood still for 120 moves.
 */
export async function playCheap(page: Page, seat: 0 | 1): Promise<void> {
  const hand = (await readHand(page)).map((card, index) => ({ ...card, index }));
  const energy = await energyOf(page, seat);
  const affordable = hand.filter((card) => card.cost <= energy);
  const best = affordable.filter((card) => card.type === 'attack').sort((a, b) => b.cost - a.cost)[0];
  const cheapest = [...affordable].sort((a, b) => a.cost - b.cost)[0];
  if (best && energy > 40) await playSlot(page, best.index);
  else if (!hand.some((card) => card.type === 'attack') && cheapest) await playSlot(page, cheapest.index);
  else await chargeEnergy(page);
}

/** A move that cannot end the match: tests that need it to go on after a resume play this. */
export async function playCharge(page: Page): Promise<void> {
  await chargeEnergy(page);
}

/**
 * Plays `count` moves, each by the player whose turn it is (a stunned player loses a turn, so the
 * turns do not simply alternate), with `move` (the cheap player's attacks by default: the server
 * rolls the seed, and two critical hits can end a match in a few moves). Returns the seat to move
 * next.
 */
export async function playMoves(
  a: OnlinePlayer,
  b: OnlinePlayer,
  count: number,
  move: (page: Page, seat: 0 | 1) => Promise<void> = playCheap,
): Promise<0 | 1> {
  const players = [a, b] as const;
  for (let i = 0; i < count; i += 1) {
    const { active } = await turnOf(a.page);
    const mover = players[active];
    if ((await waitForTurn(mover.page, active)) === 'over') throw new Error('The match ended too soon');
    const { turn } = await turnOf(mover.page);
    await move(mover.page, active);
    if ((await seenPast(a.page, turn)) === 'over') throw new Error('The match ended too soon');
  }
  const { active } = await turnOf(a.page);
  await waitForTurn(players[active].page, active);
  return active;
}

/**
 * Waits until `page` shows a turn after `turn` (the move made on the other screen has reached this
 * one too), or the match's end. Until then its screen may still show the mover's turn: reading
 * whose turn it is from it would send the next move to the wrong player.
 */
export async function seenPast(page: Page, turn: number): Promise<'moved' | 'over'> {
  let result: 'moved' | 'over' = 'moved';
  await expect(async () => {
    const seen = await glanceAtBattle(page);
    result = seen === 'over' ? 'over' : 'moved';
    if (seen !== 'over') expect(seen.turn).toBeGreaterThan(turn);
  }).toPass({ timeout: 30_000, intervals: [50] });
  return result;
}

/** Plays the match to its end, each player on their own screen; returns the moves made. */
export async function playToTheEnd(a: OnlinePlayer, b: OnlinePlayer, maxMoves = 120): Promise<number> {
  const players = [a, b] as const;
  for (let moves = 0; moves < maxMoves; moves += 1) {
    const active = await seatToMove(a.page);
    if (active === 'over') return moves;
    const mover = players[active];
    if ((await waitForTurn(mover.page, active)) === 'over') return moves;
    const { turn } = await turnOf(mover.page);
    await playCheap(mover.page, active);
    // Player A's screen says who moves next only once the move has reached it.
    if ((await seenPast(a.page, turn)) === 'over') return moves + 1;
  }
  throw new Error(`No winner after ${maxMoves} moves`);
}

/** The views a player received (matchView messages), in order. */
export function viewsOf(player: OnlinePlayer): Array<Frame & { view: Record<string, unknown> }> {
  return player.frames.filter((f): f is Frame & { view: Record<string, unknown> } => f.type === 'matchView');
}

/** The player key the server issued to this player (from its welcome). */
export function keyOf(player: OnlinePlayer): string {
  const welcome = player.frames.find((f) => f.type === 'welcome');
  return String(welcome?.playerKey ?? '');
}

/** The id of the match this player is in: the one its newest view belongs to. */
export function matchIdOf(player: OnlinePlayer): string {
  const matchId = viewsOf(player).at(-1)?.matchId;
  expect(typeof matchId, 'the player has a view of a match').toBe('string');
  return String(matchId);
}

/**
 * Moves one match's clock forward on the game server (the e2e server runs with
 * ONLINE_TEST_CLOCK=1), running its turn's and its absent player's timers that fall due on the
 * way; every other match, and every other test's, keeps its own time.
 */
export async function advanceServerClock(page: Page, matchId: string, ms: number): Promise<void> {
  const query = new URLSearchParams({ match: matchId, advance: String(ms) });
  const response = await page.request.post(`/api/online/test/clock?${query}`);
  expect(response.ok(), await response.text()).toBe(true);
}

/** What the game server's journal holds about a match: its seed and every generator word it used. */
export function matchSecrets(matchId: string): { seed: number; rng: number[] } | null {
  const dir = onlineDataDir();
  if (!existsSync(dir)) return null;
  let seed: number | null = null;
  const rng = new Set<number>();
  const take = (match: { id?: string; battle?: { seed?: number; rng?: number[] } }) => {
    if (match.id !== matchId || !match.battle) return;
    if (typeof match.battle.seed === 'number') seed = match.battle.seed;
    for (const word of match.battle.rng ?? []) rng.add(word);
  };
  for (const file of readdirSync(dir).sort()) {
    const text = readFileSync(join(dir, file), 'utf8');
    if (file.endsWith('.json')) {
      const snapshot = JSON.parse(text) as { matches?: unknown[] };
      for (const match of snapshot.matches ?? []) take(match as Parameters<typeof take>[0]);
    } else if (file.endsWith('.jsonl')) {
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        try {
          const record = JSON.parse(line) as { k?: string; match?: unknown };
          if (record.k === 'match') take(record.match as Parameters<typeof take>[0]);
        } catch {
          // A torn last line.
        }
      }
    }
  }
  return seed === null ? null : { seed, rng: [...rng] };
}

/**
 * playCheap's choice in the engine's state, the same rule card for card: the dearest attack the
 * side can pay for once its energy is above 40; a hand without any attack played down (its
 * cheapest card it can pay for); else charge.
 */
export function cheapMove(state: BattleState): BattleAction {
  const side = state.active;
  const { hand, energy } = state.sides[side];
  const cards = hand.map((id) => getCard(id));
  const affordable = cards.filter((card) => card.mana_cost <= energy);
  const best = affordable
    .filter((card) => card.type === 'attack')
    .sort((x, y) => y.mana_cost - x.mana_cost)[0];
  const cheapest = [...affordable].sort((x, y) => x.mana_cost - y.mana_cost)[0];
  if (best && energy > 40) return { type: 'playCard', side, cardId: best.id };
  if (!cards.some((card) => card.type === 'attack') && cheapest)
    return { type: 'playCard', side, cardId: cheapest.id };
  return { type: 'chargeEnergy', side };
}

export interface CheapMatch {
  /** Every move from the first to the final blow, and the battle after each (the opening first). */
  readonly moves: MatchAction[];
  readonly states: BattleState[];
  readonly fighters: [FighterId, FighterId];
  readonly winner: SeatIndex;
  readonly champion: string;
}

/**
 * The match `player` is in, played whole in the engine from its seed (from the server's journal)
 * with both seats playing cheapMove: what two players playing playCheap on their screens play.
 */
export function cheapMatch(player: OnlinePlayer): CheapMatch {
  const secrets = matchSecrets(matchIdOf(player));
  expect(secrets, 'the server journal names the match').not.toBeNull();
  const fighters = viewsOf(player).at(-1)?.view.fighters as [FighterId, FighterId];
  let state = openingBattle(secrets?.seed ?? 0, fighters);
  const states = [state];
  const moves: MatchAction[] = [];
  while (state.winner === null) {
    if (moves.length >= 400) throw new Error('The battle did not end in 400 moves');
    const action = cheapMove(state);
    const result = apply(state, action);
    if (!result.ok) throw new Error(`The engine refused ${JSON.stringify(action)}`);
    moves.push(
      action.type === 'playCard' ? { type: 'playCard', cardId: action.cardId } : { type: 'chargeEnergy' },
    );
    state = result.state;
    states.push(state);
  }
  const winner = state.winner;
  return { moves, states, fighters, winner, champion: FIGHTER_BY_ID.get(fighters[winner])?.name ?? '' };
}

export interface NearItsEnd {
  /** The moves the game server made for the seats on turn. */
  readonly made: number;
  /** The moves left to the players (playCheap on their screens) to the final blow. */
  readonly left: number;
  /** The seat the engine says wins, and its fighter. */
  readonly winner: SeatIndex;
  readonly champion: string;
  /** Where the battle stands once the server's moves are made. */
  readonly turn: number;
  readonly active: SeatIndex;
}

/**
 * Brings the match just begun between A (Player 1) and B near its end: the whole battle is played
 * in the engine from the match's seed (from the server's journal), both seats as playCheap, and
 * the game server makes all but its last `movesLeft` moves, each as the move of the seat on turn
 * (POST /api/online/test/moves), exactly as if that player had sent it. Both screens then show
 * where the battle stands, and the players play the rest with playCheap to the same end.
 */
export async function nearItsEnd(a: OnlinePlayer, b: OnlinePlayer, movesLeft: number): Promise<NearItsEnd> {
  const matchId = matchIdOf(a);
  const { moves, states, winner, champion } = cheapMatch(a);
  const made = Math.max(1, moves.length - movesLeft);
  const response = await a.page.request.post(
    `/api/online/test/moves?${new URLSearchParams({ match: matchId })}`,
    {
      data: moves.slice(0, made),
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const at = states[made] as BattleState;
  expect(await response.json()).toMatchObject({
    applied: made,
    seq: made,
    active: at.active,
    status: 'live',
  });
  // Both screens have shown every move the server made: the turn, the side to move, health and energy.
  for (const page of [a.page, b.page])
    await expect(async () => {
      const seen = await glanceAtBattle(page);
      expect(seen).not.toBe('over');
      if (seen === 'over') return;
      expect([seen.turn, seen.active, seen.phase]).toEqual([at.turn, at.active, 'choosing']);
      for (const side of [0, 1] as const) {
        expect(await healthOf(page, side)).toBe(at.sides[side].health);
        expect(await energyOf(page, side)).toBe(at.sides[side].energy);
      }
    }).toPass({ timeout: 30_000, intervals: [100] });
  return {
    made,
    left: moves.length - made,
    winner,
    champion,
    turn: at.turn,
    active: at.active,
  };
}

/** Both screens have shown the same move and wait for the next: same turn, side to move, health, energy. */
export async function sameMove(a: OnlinePlayer, b: OnlinePlayer): Promise<void> {
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
 * A's player key. Returns how many moves of the match B's views held.
 */
export async function expectNothingOfAInFramesOfB(a: OnlinePlayer, b: OnlinePlayer): Promise<number> {
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
  const matchId = String(viewsA.at(-1)?.matchId);
  const seatA = Number(viewsA.at(-1)?.view.seat) as SeatIndex;

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
  // B's views hold the whole history, each move once. Not one view per move: a view after a resume,
  // or one the server sends after several moves, carries every move since the last.
  expect(logB.size, "B's views hold every move").toBe(logA.size);
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
  return logB.size;
}
