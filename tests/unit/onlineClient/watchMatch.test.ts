// @vitest-environment jsdom
// Watching a live match as a spectator, with the real authority on one side and a fake transport
// on the other: Watch sends watchMatch, the spectator's views are merged and shown on the watch
// screen's battle (both sides, no hand, no move taken), a gap asks for the whole match again, the
// players' names carry no "(you)", the end asks for the replay, and a refusal is said in words.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMatch, spectatorView, submitMove } from '../../../src/engine/match/index.ts';
import type { MatchState } from '../../../src/engine/match/index.ts';
import { watchViewMessage } from '../../../src/protocol/index.ts';
import type { ClientMessage, ServerMessage } from '../../../src/protocol/index.ts';
import type { ConnectionState, OnlineTransport } from '../../../src/services/online/transport.ts';
import { controlsSide, routeOf, sideRole, turnLabelOf } from '../../../src/engine/modes/modes.ts';

const sent: ClientMessage[] = [];
let toClient: ((m: ServerMessage) => void) | null = null;
let toState: ((s: ConnectionState) => void) | null = null;
const fake: OnlineTransport = {
  kind: 'server',
  connect: () => undefined,
  send: (m) => void sent.push(m),
  onMessage: (l) => {
    toClient = l;
    return () => undefined;
  },
  onState: (l) => {
    toState = l;
    return () => undefined;
  },
  close: () => undefined,
};
vi.mock('../../../src/services/online/index.ts', () => ({ getOnlineTransport: () => fake }));
vi.mock('../../../src/services/audio/audio.ts', () => import('../state/silentAudio.ts'));

const { useSessionStore } = await import('../../../src/state/session.ts');
const { useSettingsStore } = await import('../../../src/state/settings.ts');
const { useBattleStore, openCard } = await import('../../../src/state/battle/index.ts');
const online = await import('../../../src/state/online/index.ts');

const T0 = 1_800_000_000_000;
const KEYS: [string, string] = ['player-one-key-aaaaaaaaaa', 'player-two-key-bbbbbbbbbb'];
const serverSays = (message: ServerMessage): void => toClient?.(message);
const watchView = (m: MatchState, watchers: number, since = 0) =>
  watchViewMessage(spectatorView(m, { since }), T0 + 5, watchers);

async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((r) => setTimeout(r, 0));
}

function play(m: MatchState, seat: 0 | 1, at: number): MatchState {
  const hand = m.battle.sides[seat].hand;
  const r = submitMove(
    m,
    { matchId: m.id, actor: KEYS[seat], seq: m.log.length, action: { type: 'chargeEnergy' } },
    at,
  );
  if (!r.ok) throw new Error(`${r.reason} (${hand.join()})`);
  return r.match;
}

let match: MatchState;

beforeAll(() => {
  useSettingsStore.setState({ speed: 'instant' });
  useSessionStore.setState({ userId: 'u3', username: 'Tala-fan' });
  online.openLobby();
  toState?.('open');
  serverSays({ type: 'welcome', playerKey: 'fan-key-cccccccccccccccc', name: 'Tala-fan' });
  match = createMatch({
    id: 'm1',
    seats: KEYS,
    fighters: [1, 2],
    seed: 98765,
    now: T0,
    names: ['Dayang', 'Lakan'],
  });
  match = play(match, 0, T0 + 1000);
  sent.length = 0;
});

afterEach(() => {
  sent.length = 0;
});

describe('watching a live match', () => {
  it('asks for the match and shows both sides from where it stands, with no hand and no move', async () => {
    online.watchMatch('m1');
    expect(sent).toEqual([expect.objectContaining({ type: 'watchMatch', matchId: 'm1' })]);
    await online.resumeWatching();
    expect(useBattleStore.getState().state).toBeNull();
    serverSays(watchView(match, 3));
    await settle();
    const s = useBattleStore.getState();
    expect(s.source).toBe('online');
    expect(s.plan?.online).toEqual({ matchId: 'm1', seat: 0, names: ['Dayang', 'Lakan'], watched: true });
    expect(s.state?.sides.map((side) => side.hand)).toEqual([[], []]);
    expect(s.state?.sides[0].energy).toBe(match.battle.sides[0].energy);
    expect(s.state?.active).toBe(1);
    expect(online.useOnlineStore.getState().watching?.watchers).toBe(3);
    // Nothing can be played from here, whoever is to move.
    openCard(match.battle.sides[1].hand[0] ?? 0);
    expect(useBattleStore.getState().dialogCardId).toBeNull();
    const plan = s.plan;
    if (!plan) throw new Error('no plan');
    expect([controlsSide(plan, 0), controlsSide(plan, 1)]).toEqual([false, false]);
    expect(routeOf(plan, 1)).toBe('/watch');
    expect([sideRole(plan, 0), sideRole(plan, 1)]).toEqual(['Dayang', 'Lakan']);
    expect(turnLabelOf(plan, 1, 'Lakan')).toBe("Lakan's turn");
  });

  it('follows each move as it comes, and asks for the whole match again after a gap', async () => {
    const before = match;
    match = play(match, 1, T0 + 2000);
    serverSays(watchView(match, 3, before.log.length));
    await settle();
    expect(useBattleStore.getState().state?.active).toBe(0);
    expect(useBattleStore.getState().state?.sides[1].energy).toBe(match.battle.sides[1].energy);
    expect(sent).toEqual([]);

    const skipped = play(match, 0, T0 + 3000);
    match = play(skipped, 1, T0 + 4000);
    serverSays(watchView(match, 2, skipped.log.length));
    await settle();
    expect(sent).toEqual([expect.objectContaining({ type: 'watchMatch', matchId: 'm1' })]);
    serverSays(watchView(match, 2));
    await settle();
    expect(useBattleStore.getState().state?.turn).toBe(match.battle.turn);
  });

  it('watches again once when the server stops counting it unasked, and leaves the second time', () => {
    const battleId = useBattleStore.getState().battleId;
    serverSays({ type: 'unwatched', matchId: 'm1' });
    expect(sent).toEqual([expect.objectContaining({ type: 'watchMatch', matchId: 'm1' })]);
    expect(online.useOnlineStore.getState().watching?.matchId).toBe('m1');
    expect(useBattleStore.getState().missing).toBeFalsy();
    serverSays({ type: 'unwatched', matchId: 'm1' });
    expect(sent).toHaveLength(1);
    expect(online.useOnlineStore.getState().watching).toBeNull();
    expect(battleId).toBe('m1');
    expect(useBattleStore.getState().missing).toBe(true);
  });

  it('is told in words when Watch is refused, and leaves the screen that waited', async () => {
    online.watchMatch('m-over');
    const ref = (sent.at(-1) as { ref?: string }).ref;
    await online.resumeWatching();
    serverSays({ type: 'error', code: 'not_live', message: 'This match is not being played.', ref });
    expect(online.useOnlineStore.getState().watching).toBeNull();
    expect(online.useOnlineStore.getState().problem?.message).toBe('This match is not being played.');
  });

  it('Stop watching tells the server and forgets the match', () => {
    online.watchMatch('m1');
    sent.length = 0;
    online.stopWatching();
    expect(sent).toEqual([expect.objectContaining({ type: 'stopWatching', matchId: 'm1' })]);
    expect(online.useOnlineStore.getState().watching).toBeNull();
  });
});
