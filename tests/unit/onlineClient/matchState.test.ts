// The online match as the battle screens find it (docs/online.md), beside followMatch.test.ts: the
// battle on screen built from a view (this player's seat and hand, never the foe's), a battle screen
// opened after a reload waiting for its match, a match that is gone, a late view of an older match,
// and the ended match's replay, asked for once and asked again only after a refusal. The server is
// a plain transport played by the test; the real authority makes the views.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { abandon, createMatch, forfeit, viewFor } from '../../../src/engine/match/index.ts';
import type { MatchState } from '../../../src/engine/match/index.ts';
import { replayFor } from '../../../src/engine/match/replay.ts';
import { matchViewMessage } from '../../../src/protocol/index.ts';
import type { ClientMessage, Room, ServerMessage } from '../../../src/protocol/index.ts';
import { provideOnlineTransport } from '../../../src/services/online/index.ts';
import type { ConnectionState, OnlineTransport } from '../../../src/services/online/transport.ts';
import { setBattleAside } from '../../../src/state/battle/commands.ts';
import { INITIAL_BATTLE, useBattleStore } from '../../../src/state/battle/store.ts';
import { closeLobby, openLobby } from '../../../src/state/online/lobby.ts';
import { currentMatchView, enterMatchBattle, resumeCurrentBattle } from '../../../src/state/online/match.ts';
import { planFromView, stateFromView } from '../../../src/state/online/viewBattle.ts';
import { readMemory, writeMemory } from '../../../src/state/online/memory.ts';
import { noteEndedMatch, receiveReplay, replayRefused } from '../../../src/state/online/replayRecord.ts';
import { INITIAL_ONLINE, useOnlineStore } from '../../../src/state/online/store.ts';
import { setSignedIn, setSignedOut } from '../../../src/state/session.ts';
import { useSettingsStore } from '../../../src/state/settings.ts';
import type { TestBackend } from '../state/fakes.ts';
import { browserStorage, installLocalBackend, signInAsGuest } from '../state/fakes.ts';

const T0 = 1_800_000_000_000;
const KEYS: [string, string] = ['key-of-player-one-aaaa', 'key-of-player-two-bbbb'];
const sent: ClientMessage[] = [];
let toClient: ((message: ServerMessage) => void) | null = null;
let toState: ((state: ConnectionState) => void) | null = null;
const transport: OnlineTransport = {
  kind: 'server',
  connect: () => undefined,
  send: (message) => void sent.push(message),
  onMessage: (listener) => {
    toClient = listener;
    return () => (toClient = null);
  },
  onState: (listener) => {
    toState = listener;
    return () => (toState = null);
  },
  close: () => undefined,
};

let test: TestBackend;
const battle = () => useBattleStore.getState();
const online = () => useOnlineStore.getState();

function newMatch(id: string): MatchState {
  return createMatch({
    id,
    seats: KEYS,
    fighters: [1, 2],
    seed: 424242,
    now: T0,
    names: ['Kidlat-player', 'Alon-player'],
  });
}

function roomOf(matchId: string | null): Room {
  return {
    roomId: 'room-1',
    name: 'Sala',
    phase: matchId ? 'playing' : 'waiting',
    matchId,
    inviteCode: 'invite-code1',
    picked: [true, true],
    members: [
      { name: 'Kidlat-player', seat: 0, connected: true, you: false },
      { name: 'Alon-player', seat: 1, connected: true, you: true },
    ],
  };
}

function says(message: ServerMessage): void {
  if (!toClient) throw new Error('the link is not open');
  toClient(message);
}

const viewOf = (match: MatchState) => matchViewMessage(viewFor(match, 1, { since: 0 }), T0 + 5);

/**
 * The warnings since the last clear, but for the sound player's: this test's DOM has no audio, and
 * a battle sound started earlier may report so at any moment, in the middle of another check.
 */
const warnings = () =>
  vi
    .mocked(console.warn)
    .mock.calls.map((call) => String(call[0]))
    .filter((text) => !text.startsWith('Sound "'));

beforeAll(() => {
  vi.stubGlobal('window', globalThis);
  useSettingsStore.setState({ speed: 'instant' });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

beforeEach(async () => {
  browserStorage();
  test = installLocalBackend('match');
  await signInAsGuest(test.backend);
  setSignedOut();
  provideOnlineTransport(transport);
  useOnlineStore.setState({ ...INITIAL_ONLINE });
  useBattleStore.setState({ ...INITIAL_BATTLE });
  sent.length = 0;
});

afterEach(() => {
  closeLobby();
  setBattleAside();
});

/** Signed in as Alon-player, the link open, sitting in room-1 with `matchId`. */
function seated(matchId: string | null): void {
  setSignedIn('profile-2', 'Alon-player', false);
  openLobby();
  toState?.('open');
  says({ type: 'room', room: roomOf(matchId), chat: [] });
  sent.length = 0;
}

describe('the battle built from a view', () => {
  it("is this player's side: their seat, their hand, both names, never the foe's hand or the seed", () => {
    const match = newMatch('m-view');
    const view = viewFor(match, 1);
    expect(planFromView(view)).toEqual({
      mode: 'online',
      seed: 0,
      sides: [
        { kind: 'fighter', fighterId: 1 },
        { kind: 'fighter', fighterId: 2 },
      ],
      level: 'classic',
      place: 'arena',
      first: 0,
      online: { matchId: 'm-view', seat: 1, names: ['Kidlat-player', 'Alon-player'] },
    });
    const state = stateFromView(view);
    expect(state.sides[1].hand).toEqual(match.battle.sides[1].hand);
    expect(state.sides[0].hand).toEqual([]);
    expect(state.sides[0].health).toBe(match.battle.sides[0].health);
    expect(state.seed).toBe(0);
    expect(state.active).toBe(match.battle.active);
  });

  it('is entered once both have picked, on the route of this seat', () => {
    seated('m-enter');
    expect(currentMatchView()).toBeNull();
    expect(enterMatchBattle()).toBeNull();
    says(viewOf(newMatch('m-enter')));
    expect(currentMatchView()?.matchId).toBe('m-enter');
    expect(enterMatchBattle()).toBe('/next_phase');
    expect(battle()).toMatchObject({ source: 'online', battleId: 'm-enter' });
    expect(readMemory()).toEqual({ roomId: 'room-1', matchId: 'm-enter' });
    // A late view of an older match changes nothing.
    says(viewOf(newMatch('m-older')));
    expect(online().view?.matchId).toBe('m-enter');
    // The room moved on to its next match: the last one's view is no longer the current one.
    says({ type: 'room', room: roomOf('m-next'), chat: [] });
    expect(currentMatchView()).toBeNull();
  });
});

describe('a battle screen after a reload', () => {
  it('waits for the match this browser was in and asks the server for it', async () => {
    writeMemory({ roomId: 'room-1', matchId: 'm-reload' });
    setSignedIn('profile-2', 'Alon-player', false);
    await resumeCurrentBattle();
    expect(battle()).toMatchObject({ source: 'online', state: null, missing: false });
    toState?.('open');
    expect(sent.filter((m) => m.type === 'resync')).toContainEqual(
      expect.objectContaining({ type: 'resync', matchId: 'm-reload' }),
    );
    // The authority's full view puts the battle on screen as it stands.
    says(viewOf(newMatch('m-reload')));
    expect(battle()).toMatchObject({ source: 'online', battleId: 'm-reload' });
    expect(battle().state?.sides[1].hand).toEqual(newMatch('m-reload').battle.sides[1].hand);
  });

  it('gives up when the match is gone, and forgets it', async () => {
    writeMemory({ roomId: 'room-1', matchId: 'm-gone' });
    setSignedIn('profile-2', 'Alon-player', false);
    await resumeCurrentBattle();
    toState?.('open');
    const resync = sent.find((m) => m.type === 'resync') as { ref?: string } | undefined;
    says({
      type: 'error',
      code: 'no_match',
      message: 'That match is over or never was.',
      matchId: 'm-gone',
      ...(resync?.ref ? { ref: resync.ref } : {}),
    });
    expect(battle().missing).toBe(true);
    expect(readMemory()).toBeNull();
  });

  it('resumes the stored local battle when no online match is remembered', async () => {
    await resumeCurrentBattle();
    expect(battle().source).toBe('local');
    expect(battle().missing).toBe(true);
    expect(sent).toEqual([]);
  });
});

describe("the ended match's replay", () => {
  it('is asked for once, again only after a refusal, and kept only when it rebuilds the end', async () => {
    seated('m-end');
    const ended = forfeit(newMatch('m-end'), 0, T0 + 10);
    const view = viewFor(ended, 1);
    noteEndedMatch(view);
    noteEndedMatch(view);
    expect(sent.filter((m) => m.type === 'replay')).toEqual([expect.objectContaining({ matchId: 'm-end' })]);
    replayRefused('m-end', 'The match is still running.');
    replayRefused(undefined, 'no match named');
    noteEndedMatch(view);
    expect(sent.filter((m) => m.type === 'replay')).toHaveLength(2);

    // A replay that does not rebuild the battle, or that nobody won, is not stored.
    const same = replayFor(ended, 'm-end', KEYS[1]);
    if (!same.ok) throw new Error('no replay');
    const stored = vi.spyOn(test.backend.battles, 'storeFinishedBattle');
    const warned = vi.mocked(console.warn);
    warned.mockClear();
    const tampered = {
      ...same.replay,
      actions: [{ type: 'playCard' as const, side: 0 as const, cardId: 9999 }],
    };
    await receiveReplay({ type: 'replay', replay: tampered });
    expect(warnings()).toEqual([
      expect.stringMatching(/^The replay of match m-end was not kept: move 1 does not rebuild/),
    ]);
    const abandoned = replayFor(abandon(newMatch('m-end'), T0 + 10), 'm-end', KEYS[1]);
    if (!abandoned.ok) throw new Error('no replay');
    await receiveReplay({ type: 'replay', replay: abandoned.replay });
    expect(warnings()).toHaveLength(1);
    expect(stored).not.toHaveBeenCalled();
    await receiveReplay({ type: 'replay', replay: same.replay });
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it("warns, and stores nothing, when the backend can't keep it", async () => {
    seated('m-fail');
    const ended = forfeit(newMatch('m-fail'), 0, T0 + 10);
    noteEndedMatch(viewFor(ended, 1));
    const replay = replayFor(ended, 'm-fail', KEYS[1]);
    if (!replay.ok) throw new Error('no replay');
    await test.backend.auth.logOut();
    const warned = vi.mocked(console.warn);
    warned.mockClear();
    await receiveReplay({ type: 'replay', replay: replay.replay });
    expect(warnings()).toEqual(['The replay of match m-fail could not be stored:']);
  });
});
