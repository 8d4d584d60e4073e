// @vitest-environment jsdom
// The online state following a match through the authority's views, with the real authority on one
// side and a fake transport on the other: the battle on screen is built from the view (own hand
// only), a move goes to the authority with the seq the client has, its answer is shown through the
// battle's own steps, older views are ignored, a gap and a stale move are resynced.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMatch, submitMove, tick, viewFor } from '../../../src/engine/match/index.ts';
import type { MatchState, MatchView } from '../../../src/engine/match/index.ts';
import { matchViewMessage } from '../../../src/protocol/index.ts';
import type { ClientMessage, ServerMessage } from '../../../src/protocol/index.ts';
import type { ConnectionState, OnlineTransport } from '../../../src/services/online/transport.ts';

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
const { useBattleStore, confirmCard, openCard, leaveBattle } =
  await import('../../../src/state/battle/index.ts');
const online = await import('../../../src/state/online/index.ts');

const T0 = 1_800_000_000_000;
const KEYS: [string, string] = ['player-one-key-aaaaaaaaaa', 'player-two-key-bbbbbbbbbb'];

function serverSays(message: ServerMessage): void {
  toClient?.(message);
}
const viewMessage = (match: MatchState, seat: 0 | 1, since = 0) =>
  matchViewMessage(viewFor(match, seat, { since }), T0 + 5);

/** Lets the battle's steps (all 0 ms at instant speed) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((r) => setTimeout(r, 0));
}

let match: MatchState;

beforeAll(() => {
  useSettingsStore.setState({ speed: 'instant' });
  useSessionStore.setState({ userId: 'u2', username: 'Alon-player' });
  online.openLobby();
  toState?.('open');
  serverSays({ type: 'welcome', playerKey: KEYS[1], name: 'Alon-player' });
  serverSays({
    type: 'room',
    room: {
      roomId: 'room1',
      name: 'Sala',
      phase: 'playing',
      matchId: 'm1',
      inviteCode: 'invite-code1',
      picked: [true, true],
      members: [
        { name: 'Kidlat-player', seat: 0, connected: true, you: false },
        { name: 'Alon-player', seat: 1, connected: true, you: true },
      ],
    },
    chat: [],
  });
  match = createMatch({
    id: 'm1',
    seats: KEYS,
    fighters: [1, 2],
    seed: 1234567,
    now: T0,
    names: ['Kidlat-player', 'Alon-player'],
  });
});

afterEach(() => {
  sent.length = 0;
});

describe('following an online match', () => {
  it("shows the player's own side: their seat's route, their hand, never the foe's", () => {
    serverSays(viewMessage(match, 1));
    expect(online.enterMatchBattle()).toBe('/next_phase');
    const s = useBattleStore.getState();
    expect(s.source).toBe('online');
    expect(s.plan?.online).toEqual({ matchId: 'm1', seat: 1, names: ['Kidlat-player', 'Alon-player'] });
    expect(s.state?.sides[1].hand).toEqual(match.battle.sides[1].hand);
    expect(s.state?.sides[0].hand).toEqual([]);
    expect(s.state?.seed).toBe(0);
    expect(s.phase).toBe('choosing');
    // Player 1's turn: Player 2 cannot open a card.
    openCard(match.battle.sides[1].hand[0] ?? 0);
    expect(useBattleStore.getState().dialogCardId).toBeNull();
  });

  it("shows the foe's move from the authority's view, then lets the player move with the seq it has", async () => {
    const r = submitMove(
      match,
      { matchId: 'm1', actor: KEYS[0], seq: 0, action: { type: 'chargeEnergy' } },
      T0 + 1000,
    );
    if (!r.ok) throw new Error(r.reason);
    match = r.match;
    serverSays(viewMessage(match, 1, 0 + 0));
    await settle();
    let s = useBattleStore.getState();
    expect(s.state?.active).toBe(1);
    expect(s.phase).toBe('choosing');
    const card = s.state?.sides[1].hand[0] ?? 0;
    openCard(card);
    expect(useBattleStore.getState().dialogCardId).toBe(card);
    confirmCard();
    expect(useBattleStore.getState().phase).toBe('waiting');
    expect(sent).toEqual([
      expect.objectContaining({
        type: 'move',
        matchId: 'm1',
        seq: 1,
        action: { type: 'playCard', cardId: card },
      }),
    ]);
    const mine = submitMove(
      match,
      { matchId: 'm1', actor: KEYS[1], seq: 1, action: { type: 'playCard', cardId: card } },
      T0 + 2000,
    );
    if (!mine.ok) throw new Error(mine.reason);
    match = mine.match;
    serverSays(viewMessage(match, 1, 1));
    await settle();
    s = useBattleStore.getState();
    expect(s.state?.turn).toBe(match.battle.turn);
    expect(s.shown?.sides[1].hand).toEqual(match.battle.sides[1].hand);
    expect(s.shown?.sides[0].health).toBe(match.battle.sides[0].health);
  });

  it('ignores an older or repeated view, and resyncs after a gap', async () => {
    const held = online.useOnlineStore.getState().view as MatchView;
    serverSays(viewMessage(match, 1, 1));
    expect(online.useOnlineStore.getState().view).toBe(held);
    expect(sent).toEqual([]);
    // Moves the client never saw: a view from seq 4 cannot be applied on seq 2.
    let later = match;
    for (let seq = 2; seq < 5; seq += 1) {
      const r = submitMove(
        later,
        { matchId: 'm1', actor: KEYS[later.battle.active], seq, action: { type: 'chargeEnergy' } },
        T0 + 3000 + seq,
      );
      if (!r.ok) throw new Error(r.reason);
      later = r.match;
    }
    serverSays(viewMessage(later, 1, 4));
    expect(online.useOnlineStore.getState().view?.seq).toBe(held.seq);
    expect(sent).toEqual([expect.objectContaining({ type: 'resync', matchId: 'm1' })]);
    // The full view that answers the resync brings the client to where the server is.
    serverSays(viewMessage(later, 1, 0));
    await settle();
    match = later;
    expect(online.useOnlineStore.getState().view?.seq).toBe(5);
    expect(useBattleStore.getState().state?.active).toBe(1);
    expect(useBattleStore.getState().phase).toBe('choosing');
  });

  it('a refused move shows its reason, gives the turn back and resyncs', () => {
    const card = useBattleStore.getState().state?.sides[1].hand[0] ?? 0;
    openCard(card);
    confirmCard();
    const move = sent.find((m) => m.type === 'move');
    expect(move).toEqual(expect.objectContaining({ seq: 5 }));
    sent.length = 0;
    serverSays({
      type: 'error',
      code: 'stale',
      message: 'That move is out of date: the match is at move 6.',
      matchId: 'm1',
      seq: 6,
      ...(move?.ref ? { ref: move.ref } : {}),
    });
    expect(useBattleStore.getState().phase).toBe('choosing');
    expect(sent).toEqual([expect.objectContaining({ type: 'resync', matchId: 'm1' })]);
  });

  it("time's up comes from the authority only: the local clock never sends it", async () => {
    const late = tick(match, (match.deadline ?? T0) + 1);
    serverSays(viewMessage(late, 1, match.log.length));
    await settle();
    expect(sent.some((m) => m.type === 'move')).toBe(false);
    expect(useBattleStore.getState().state?.active).toBe(late.battle.active);
    leaveBattle();
    expect(sent).toEqual([expect.objectContaining({ type: 'leaveRoom', roomId: 'room1' })]);
  });
});
