// @vitest-environment jsdom
// A replay equals the battle as it was played. Battles of every stored mode are played live
// through the battle commands (the card dialog, Charge Energy, time's up; the computer and the
// story enemy decide for themselves), stored by the local backend, then listed, rebuilt and
// played in the replay viewer: the final state and the battle log must be the live battle's, for
// random seeds and random legal moves. Online matches are played through the match authority and
// rebuilt from the seed, fighters and log the match keeps.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Rng, legalActions } from '../../../src/engine/index.ts';
import type { BattleAction, BattleState } from '../../../src/engine/index.ts';
import { createMatch, submitMove, tick } from '../../../src/engine/match/index.ts';
import type { MatchState } from '../../../src/engine/match/index.ts';
import type { BattlePlan } from '../../../src/state/battle/types.ts';
import { MOVE_LIMIT, planOf } from './battles.ts';
import { onlineMatchPlan } from '../../../src/engine/plan/onlinePlan.ts';
import { CARDS } from '../../../src/content/index.ts';
import { storyPlan } from '../../../src/engine/adventure/storyStart.ts';

vi.mock('../../../src/services/audio/audio.ts', () => import('../state/silentAudio.ts'));
// The computer's taunt is told by the narrator; a replay never asks for one, and neither need these battles.
vi.mock('../../../src/state/battle/taunt.ts', () => ({
  startTaunt: () => undefined,
  stopTaunt: () => undefined,
}));

const { getBackend, provideBackend } = await import('../../../src/services/backend/index.ts');
const { createLocalBackend } = await import('../../../src/services/backend/local/index.ts');
// The local backend itself, not the game's lazily fetched one: the test spies on its methods.
provideBackend(createLocalBackend());
const { useSettingsStore } = await import('../../../src/state/settings.ts');
const { useStageStore } = await import('../../../src/state/stage.ts');
const battle = await import('../../../src/state/battle/index.ts');
const { battleWritesDone } = await import('../../../src/state/battle/persistence.ts');
const replays = await import('../../../src/state/replay/index.ts');
const { entryOf } = await import('../../../src/state/replay/list.ts');
const { buildReplay, finalState, linesUpTo } = await import('../../../src/engine/replay/replay.ts');
const { readReplayFile, replayFileText } = await import('../../../src/engine/replay/file.ts');
const { replayFile } = await import('../../../src/state/replay/file.ts');

const store = battle.useBattleStore;

/** Lets the battle's steps (all 0 ms at instant speed) and the backend's writes run. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 4000; i += 1) {
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Makes `action` the way a player does: the card dialog, Charge Energy, or time's up with OK. */
function act(action: BattleAction): void {
  if (action.type === 'timeUp') {
    store.setState({ timeUpOpen: true });
    battle.acknowledgeTimeUp();
    return;
  }
  battle.openCard(action.type === 'playCard' ? action.cardId : 91);
  battle.confirmCard();
}

interface Played {
  battleId: string;
  state: BattleState;
  log: ReturnType<typeof store.getState>['log'];
}

/** Plays `plan` live to its end; the people's moves are picked by a generator from every legal move. */
async function playLive(plan: BattlePlan, pickSeed: number): Promise<Played> {
  const rng = Rng.fromSeed(pickSeed);
  await battle.beginBattle(plan);
  for (let moves = 0; moves < MOVE_LIMIT; moves += 1) {
    await until(() => {
      const phase = store.getState().phase;
      return phase === 'choosing' || phase === 'over';
    }, 'a turn to play');
    const s = store.getState();
    if (s.phase === 'over' || !s.state) break;
    const legal = legalActions(s.state, s.state.active, { includeTimeUp: true });
    const cards = legal.filter((a) => a.type === 'playCard');
    const pool = rng.int(0, 9) < 8 && cards.length ? cards : legal;
    act(pool[rng.int(0, pool.length - 1)] as BattleAction);
    await until(
      () => store.getState().phase !== 'choosing' || store.getState().state !== s.state,
      'the move',
    );
  }
  const s = store.getState();
  if (!s.state || s.state.winner === null || !s.battleId) throw new Error('the battle did not end');
  await battleWritesDone();
  return { battleId: s.battleId, state: s.state, log: s.log };
}

const COMMON_CARDS = CARDS.filter((card) => card.rarity === 'common' && card.id !== 91).map(
  (card) => card.id,
);

/**
 * A story battle of a hero of its own, as the adventure plans one: the backend begins a story
 * battle only from a hero it keeps (with its stored stats and saved deck), against the enemy its
 * answer B met, and draws the seed itself.
 */
async function freshHeroPlan(seed: number): Promise<BattlePlan> {
  const { adventure, hero } = await getBackend().adventures.beginAdventure({
    intro: 'The road to the river.',
    progress: {},
    hero: { name: 'Tala', background: '', job: 'Soldier', personalities: [] },
  });
  const deck = COMMON_CARDS.slice(seed % 4, (seed % 4) + 5);
  await getBackend().collection.saveDeck(adventure.id, deck);
  const answered = await getBackend().adventures.saveScenario({
    adventure_id: adventure.id,
    scene: 'Bandits step out onto the road.',
    prev_scene: null,
    choice: 'B',
    progress: { step: 'battle', encounter: { location: 'woods' } },
  });
  if (!answered.encounter) throw new Error('choice B met no enemy');
  return storyPlan(hero, deck, answered.encounter, seed);
}

beforeAll(async () => {
  useSettingsStore.setState({ speed: 'instant', reducedMotion: true });
  useStageStore.setState({ battleReady: true });
  await getBackend().auth.logInAsGuest();
});

describe('replays equal the battles as played', () => {
  it('for every local mode: stored, listed, rebuilt and played in the viewer, the end and the log are the same', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('versus_computer' as const, 'local_two_player' as const, 'adventure' as const),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        async (mode, seed, pickSeed) => {
          const plan = mode === 'adventure' ? await freshHeroPlan(seed) : planOf(mode, seed);
          const live = await playLive(plan, pickSeed);
          battle.leaveBattle();

          // The list finds it first and rebuilds it from the seed and the stored moves.
          const page = await getBackend().battles.listBattles({ limit: 1, offset: 0 });
          const listing = page.battles[0];
          expect(listing?.id).toBe(live.battleId);
          if (!listing) return;
          const entry = entryOf(listing);
          expect(entry).toMatchObject({
            mode,
            problem: null,
            winner: live.state.winner,
            turns: live.state.turn,
          });
          expect(entry?.health).toEqual([live.state.sides[0].health, live.state.sides[1].health]);
          const replay = entry?.replay;
          if (!replay) throw new Error('no replay');
          expect(finalState(replay)).toEqual(live.state);
          expect(linesUpTo(replay, replay.moves.length)).toEqual(live.log);

          // The viewer shows it through the battle's own steps, at instant speed, to the same end.
          await replays.openStoredReplay(live.battleId);
          expect(replays.useReplayStore.getState().status).toBe('ready');
          replays.setReplaySpeed('instant');
          replays.playReplay();
          await until(
            () =>
              replays.useReplayStore.getState().position === replay.moves.length &&
              store.getState().phase === 'over',
            'the replay to end',
          );
          expect(store.getState().shown).toEqual(live.state);
          expect(store.getState().log).toEqual(live.log);

          // A step back and forward again lands on the same end.
          replays.stepBack();
          expect(replays.useReplayStore.getState().position).toBe(replay.moves.length - 1);
          replays.stepForward();
          await until(() => replays.useReplayStore.getState().position === replay.moves.length, 'the step');
          expect(store.getState().shown).toEqual(live.state);
          replays.closeReplay();

          // And its file opens to the same battle.
          const opened = readReplayFile(replayFileText(replayFile(replay, { playedAt: listing.updated_at })));
          expect(opened.ok && finalState(opened.replay)).toEqual(live.state);
        },
      ),
      // The long battle random play once found stays among the runs.
      { numRuns: 24, examples: [['local_two_player', 30, 1390053504]] },
    );
  }, 240_000);

  it('writes nothing to the backend while a replay plays', async () => {
    const live = await playLive(planOf('versus_computer', 77), 5);
    battle.leaveBattle();
    const before = await getBackend().battles.loadBattle(live.battleId);
    const listed = await getBackend().battles.listBattles({ limit: 50, offset: 0 });
    const spy = vi.spyOn(getBackend().battles, 'appendBattleAction');
    const end = vi.spyOn(getBackend().battles, 'endBattle');
    const start = vi.spyOn(getBackend().battles, 'startBattle');
    await replays.openStoredReplay(live.battleId);
    replays.setReplaySpeed('instant');
    replays.playReplay();
    await until(() => !replays.useReplayStore.getState().playing, 'the replay to end');
    replays.seekReplay(2);
    replays.closeReplay();
    expect(spy).not.toHaveBeenCalled();
    expect(end).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
    expect(await getBackend().battles.loadBattle(live.battleId)).toEqual(before);
    expect(await getBackend().battles.listBattles({ limit: 50, offset: 0 })).toEqual(listed);
  }, 60_000);

  it('for online matches: the match rebuilt from its seed, fighters and log, seen from either seat', () => {
    const T0 = 1_800_000_000_000;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.constantFrom(1 as const, 2 as const),
        fc.constantFrom(0 as const, 1 as const),
        (seed, pickSeed, fighter, seat) => {
          const rng = Rng.fromSeed(pickSeed);
          const keys: [string, string] = ['key-of-player-one', 'key-of-player-two'];
          let now = T0;
          let match: MatchState = createMatch({
            id: `match-${seed}`,
            seats: keys,
            fighters: [fighter, fighter === 1 ? 2 : 1],
            seed,
            now,
            names: ['Dalisay', 'Bayani'],
          });
          for (let i = 0; i < 300 && match.status === 'live'; i += 1) {
            now += 1000;
            // Now and then a player lets the 60 s run out, and the authority passes the turn.
            if (rng.int(0, 19) === 0) {
              match = tick(match, (match.deadline ?? now) + 1);
              now = (match.deadline ?? now) - 59_000;
              continue;
            }
            const actor = match.battle.active;
            const legal = legalActions(match.battle, actor);
            const pick = legal[rng.int(0, legal.length - 1)] as BattleAction;
            const move =
              pick.type === 'playCard'
                ? { type: 'playCard' as const, cardId: pick.cardId }
                : { type: 'chargeEnergy' as const };
            const result = submitMove(
              match,
              { matchId: match.id, actor: keys[actor], seq: match.log.length, action: move },
              now,
            );
            if (!result.ok) throw new Error(result.reason);
            match = result.match;
          }
          const plan = onlineMatchPlan(
            { matchId: match.id, seat, fighters: match.fighters, names: match.names },
            seed,
            false,
          );
          const built = buildReplay(
            plan,
            match.log.map((entry) => entry.action),
          );
          if (!built.ok) throw new Error(built.reason);
          expect(finalState(built.replay)).toEqual(match.battle);
          const opened = readReplayFile(
            replayFileText(replayFile(built.replay, { playedAt: null, winner: match.winner })),
          );
          if (!opened.ok) throw new Error(opened.message);
          expect(opened.replay.plan.online?.seat).toBe(seat);
          expect(finalState(opened.replay)).toEqual(match.battle);
        },
      ),
      { numRuns: 60 },
    );
  });
});
