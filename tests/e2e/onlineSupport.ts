// Helpers of the online spec: two players as on two computers (two browser contexts, each signed in
// as its own guest), the WebSocket frames each receives, a link that can be cut (Playwright's
// routeWebSocket: going offline does not cut a WebSocket), the test clock of a match on the game
// server, and moves played through the battle screen like a player would.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { openHome } from './support.ts';
import { chargeEnergy, energyOf, glanceAtBattle, readHand, useSettings, playSlot } from './battleSupport.ts';
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

/** A second computer: a new browser context signed in as its own guest, at instant speed. */
export async function newPlayer(browser: Browser): Promise<OnlinePlayer> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
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
  // Like support.ts's enterAsGuest, with patience: a guest account is a key derivation away, and
  // two players sign up at once on a busy machine.
  await openHome(page);
  await page.getByRole('button', { name: /Login as Guest/ }).click();
  await expect(page).toHaveURL(/\/landing$/, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const greeting = await page.locator('.main-menu-greeting strong').textContent();
  return { context, page, name: (greeting ?? '').trim(), frames, link };
}

/** The main menu's Online choice: the rooms screen, connected. */
export async function openRooms(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Online/ }).click();
  await expect(page).toHaveURL(/\/multiplayer$/);
  await expect(page.getByTestId('online-rooms')).toHaveAttribute('data-connection', 'open');
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

/** Both players in a room with a chat behind them, at the battle: A is Player 1, B Player 2. */
export async function meetAndStart(a: OnlinePlayer, b: OnlinePlayer, roomName: string): Promise<void> {
  await openRooms(a.page);
  await openRooms(b.page);
  await createRoom(a.page, roomName);
  await expect(roomRow(b.page, roomName)).toBeVisible();
  await joinRoom(b.page, roomName);
  await a.page.getByRole('button', { name: 'Start Game' }).click();
  await pick(a.page, 'Kidlat');
  await pick(b.page, 'Alon');
  await atBattle(a.page, '/battle_area');
  await atBattle(b.page, '/next_phase');
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
