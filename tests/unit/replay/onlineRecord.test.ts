// @vitest-environment jsdom
// An ended online match in the player's replays: the authority's answer to `replay` is checked,
// stored by the local backend as a finished battle of mode 'online' (once, however often it
// arrives), listed as Online with both players' names, the winner, turns and both healths, and
// opened in the viewer from the player's own seat, where it ends as the match did.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Rng, legalActions } from '../../../src/engine/index.ts';
import type { BattleAction } from '../../../src/engine/index.ts';
import { createMatch, forfeit, spectatorView, submitMove, viewFor } from '../../../src/engine/match/index.ts';
import type { MatchState } from '../../../src/engine/match/index.ts';
import { replayFor } from '../../../src/engine/match/replay.ts';
import type { MatchReplay } from '../../../src/engine/match/replay.ts';

// The link to the online server is not under test: what is sent on it is only recorded.
const sent = vi.hoisted(() => [] as unknown[]);
vi.mock('../../../src/state/online/connection.ts', () => ({
  send: (message: unknown) => void sent.push(message),
}));
vi.mock('../../../src/services/audio/audio.ts', () => import('../state/silentAudio.ts'));

const { getBackend } = await import('../../../src/services/backend/index.ts');
const { useSettingsStore } = await import('../../../src/state/settings.ts');
const { useStageStore } = await import('../../../src/state/stage.ts');
const { handSide, useBattleStore } = await import('../../../src/state/battle/index.ts');
const { listReplays, openStoredReplay, useReplayStore, seekReplay } =
  await import('../../../src/state/replay/index.ts');
const { noteEndedMatch, receiveReplay } = await import('../../../src/state/online/replayRecord.ts');
const { replayProblem } = await import('../../../src/engine/replay/onlineRecord.ts');

const T0 = 1_800_000_000_000;
const KEYS: [string, string] = ['key-of-player-one', 'key-of-player-two'];

/** A match played by legal moves picked by a generator, to a knockout. */
function knockout(seed: number): MatchState {
  const rng = Rng.fromSeed(seed);
  let match = createMatch({
    id: `match-${seed}`,
    seats: KEYS,
    fighters: [2, 1],
    seed,
    now: T0,
    names: ['Dalisay', 'Bayani'],
  });
  for (let i = 0; i < 2000 && match.status === 'live'; i += 1) {
    const seat = match.battle.active;
    const legal = legalActions(match.battle, seat);
    const cards = legal.filter((a) => a.type === 'playCard');
    const pool = cards.length > 0 && rng.int(0, 9) < 8 ? cards : legal;
    const pick = pool[rng.int(0, pool.length - 1)] as BattleAction;
    const action =
      pick.type === 'playCard'
        ? { type: 'playCard' as const, cardId: pick.cardId }
        : { type: 'chargeEnergy' as const };
    const result = submitMove(
      match,
      { matchId: match.id, actor: KEYS[seat], seq: match.log.length, action },
      T0 + i,
    );
    if (!result.ok) throw new Error(result.reason);
    match = result.match;
  }
  return match;
}

function replayOf(match: MatchState, seat: 0 | 1): MatchReplay {
  const result = replayFor(match, match.id, KEYS[seat]);
  if (!result.ok) throw new Error(result.reason);
  return result.replay;
}

async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 4000; i += 1) {
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  useSettingsStore.setState({ speed: 'instant', reducedMotion: true });
  useStageStore.setState({ battleReady: true });
  await getBackend().auth.logInAsGuest();
});

describe('an ended online match in the replays', () => {
  it('is asked for once when a view says the match is over, never while it runs', () => {
    const match = knockout(17);
    sent.length = 0;
    const live = createMatch({ id: 'still-live', seats: KEYS, fighters: [1, 2], seed: 5, now: T0 });
    noteEndedMatch(viewFor(live, 0));
    expect(sent).toEqual([]);
    noteEndedMatch(viewFor(match, 1));
    noteEndedMatch(viewFor(match, 1));
    expect(sent).toEqual([{ type: 'replay', matchId: match.id }]);
  });

  it('is stored once for the player, listed as Online and watched from their seat to the same end', async () => {
    const match = knockout(4242);
    expect(match.endReason).toBe('knockout');
    noteEndedMatch(viewFor(match, 1));
    const replay = replayOf(match, 1);
    // The answer arrives; a reload on the victory screen asks again and it arrives once more.
    await receiveReplay({ type: 'replay', replay });
    await receiveReplay({ type: 'replay', replay });

    const page = await listReplays(0);
    const online = page.entries.filter((entry) => entry.mode === 'online');
    expect(online).toHaveLength(1);
    const entry = online[0];
    if (!entry) throw new Error('not listed');
    expect(entry).toMatchObject({
      modeLabel: 'Online',
      winner: match.winner,
      turns: match.battle.turn,
      health: [match.battle.sides[0].health, match.battle.sides[1].health],
      problem: null,
    });
    expect(entry.sides.map((side) => side.role)).toEqual(['Dalisay', 'Bayani (you)']);
    expect(entry.sides.map((side) => side.name)).toEqual(['Alon', 'Kidlat']);

    await openStoredReplay(entry.id);
    await until(() => useReplayStore.getState().status !== 'loading', 'the viewer');
    const viewer = useReplayStore.getState();
    expect(viewer.replay?.plan.online).toEqual({ matchId: match.id, seat: 1, names: ['Dalisay', 'Bayani'] });
    seekReplay(viewer.replay?.moves.length ?? 0);
    await until(() => useBattleStore.getState().shown?.winner === match.winner, 'the end');
    const battle = useBattleStore.getState();
    expect(battle.shown?.sides.map((side) => side.health)).toEqual(match.battle.sides.map((s) => s.health));
    // The hand on screen is the player's own seat's, as in the match.
    expect(handSide(battle)).toBe(1);
  });

  it('keeps a forfeit with its winner, and never a replay that does not end as the match did', async () => {
    let live = createMatch({
      id: 'left-early',
      seats: KEYS,
      fighters: [1, 2],
      seed: 99,
      now: T0,
      names: ['Ana', 'Ben'],
    });
    const r = submitMove(
      live,
      { matchId: live.id, actor: KEYS[0], seq: 0, action: { type: 'chargeEnergy' } },
      T0,
    );
    if (!r.ok) throw new Error(r.reason);
    live = r.match;
    const ended = forfeit(live, 1, T0 + 5);
    const replay = replayOf(ended, 0);
    expect(replayProblem(replay, viewFor(ended, 0))).toBeNull();
    // Another seed, another battle: refused against what the player saw.
    expect(replayProblem({ ...replay, seed: replay.seed + 1 }, viewFor(ended, 0))).not.toBeNull();
    expect(
      replayProblem({ ...replay, actions: [{ type: 'playCard', side: 0, cardId: 9999 }] }, undefined),
    ).toMatch(/does not rebuild/);
    noteEndedMatch(viewFor(ended, 0));
    await receiveReplay({ type: 'replay', replay });
    const listed = (await listReplays(0)).entries.find((entry) => entry.sides[0].role === 'Ana (you)');
    expect(listed).toMatchObject({ mode: 'online', winner: 0, problem: null });
  });

  it("keeps a match a spectator watched, from Player 1's side, marked as watched, checked against what they saw", async () => {
    const match = knockout(777);
    const seen = spectatorView(match);
    noteEndedMatch(seen);
    const result = replayFor(match, match.id, 'key-of-a-spectator', true);
    if (!result.ok) throw new Error(result.reason);
    const replay = result.replay;
    expect(replay).toMatchObject({ seat: 0, watched: true });
    expect(replayProblem(replay, seen)).toBeNull();
    // A spectator saw both healths: a replay ending otherwise is refused.
    const other = knockout(778);
    expect(
      replayProblem({ ...replay, seed: other.battle.seed, actions: replayOf(other, 0).actions }, seen),
    ).not.toBeNull();
    // Without the host's word that they watched, a stranger gets nothing.
    expect(replayFor(match, match.id, 'key-of-a-spectator').ok).toBe(false);
    await receiveReplay({ type: 'replay', replay });
    const listed = (await listReplays(0)).entries.find((entry) => entry.detail === 'watched');
    expect(listed).toMatchObject({ mode: 'online', detail: 'watched', winner: match.winner, problem: null });
    expect(listed?.sides.map((side) => side.role)).toEqual(['Dalisay', 'Bayani']);
  });
});
