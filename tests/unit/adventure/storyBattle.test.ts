// A story battle from choice B to the map again (docs/game-design.md §5.7, §5.8), over the local
// backend on fake IndexedDB, the offline storyteller and the battle commands the screens use (at
// instant speed): the battle begins from the hero, the saved deck and the encounter, resumes after a
// reload, and is fought to its end; the backend ends it with the hero's health and the rolled
// reward or jail, the aftermath is told once, Close keeps the spoils in the story, the purse
// settles them once by the battle's id, and Proceed Adventure returns to the map.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENERGY_CHARGE_CARD_ID, apply } from '../../../src/engine/index.ts';
import type { BattleAction, BattleState } from '../../../src/engine/index.ts';
import { computerAction } from '../../../src/engine/ai/computerMove.ts';
import { replayBattle } from '../../../src/engine/plan/plan.ts';
import { following, winningLine } from '../../../src/engine/testkit/winningLine.ts';
import { STORY_START_TEXT } from '../../../src/engine/adventure/storyStart.ts';
import { CARDS } from '../../../src/content/index.ts';
import { readJourney } from '../../../src/engine/adventure/journeySchema.ts';
import { planJson } from '../../../src/engine/plan/planSchema.ts';
import { ADVENTURE_MESSAGES } from '../../../src/engine/adventure/messages.ts';
import { closeAftermath, stopAftermath, tellAftermath } from '../../../src/state/adventure/aftermath.ts';
import { answerScene } from '../../../src/state/adventure/scenes.ts';
import {
  STORY_ENEMY_LEVEL,
  concludeStoryBattle,
  startStoryBattle,
  storyPlan,
} from '../../../src/state/adventure/battle.ts';
import { closeAdventure } from '../../../src/state/adventure/open.ts';
import { proceedAdventure, settleSpoils } from '../../../src/state/adventure/spoils.ts';
import { useAdventureStore } from '../../../src/state/adventure/store.ts';
import { confirmCard, openCard, setBattleAside } from '../../../src/state/battle/commands.ts';
import { battleWritesDone, loadBattleRecord } from '../../../src/state/battle/persistence.ts';
import { INITIAL_BATTLE, useBattleStore } from '../../../src/state/battle/store.ts';
import type { BattlePlan } from '../../../src/state/battle/types.ts';
import { useSettingsStore } from '../../../src/state/settings.ts';
import type { TestBackend } from '../state/fakes.ts';
import { browserStorage, installLocalBackend, signInAsGuest, until } from '../state/fakes.ts';
import { COMMON_DECK, prepareAdventure, sceneOpen } from './prepared.ts';

type Policy = (state: BattleState) => BattleAction;
const charging: Policy = (state) => ({ type: 'chargeEnergy', side: state.active });

let test: TestBackend;
const adventure = () => useAdventureStore.getState();
const battle = () => useBattleStore.getState();

/** Who wins when the hero follows `policy` and the enemy plays as the screen's computer does. */
function winnerWith(plan: BattlePlan, start: BattleState, policy: Policy): 0 | 1 | null {
  let state = start;
  for (let i = 0; i < 600 && state.winner === null; i += 1) {
    const action = state.active === 0 ? policy(state) : computerAction(state, plan.level);
    const result = apply(state, action);
    if (!result.ok) return null;
    state = result.state;
  }
  return state.winner;
}

/** Plays the battle on screen to its end: the hero's moves through the card dialog, by `policy`. */
async function fightToTheEnd(policy: Policy): Promise<void> {
  for (let moves = 0; !battle().victoryReady; moves += 1) {
    expect(moves).toBeLessThan(300);
    await until(() => battle().phase === 'choosing' || battle().victoryReady, 'the hero choosing');
    const state = battle().state;
    if (battle().victoryReady || !state) break;
    const action = policy(state);
    openCard(action.type === 'playCard' ? action.cardId : ENERGY_CHARGE_CARD_ID);
    confirmCard();
  }
  await battleWritesDone();
}

/** An adventure whose journey stands at choice B's battle, opened. */
/** A Warrior with seven commons at the river, who answered B: the backend met the enemy. */
async function atTheBattle(): Promise<void> {
  await prepareAdventure(test.backend, sceneOpen(40, 'river'), { deck: COMMON_DECK, job: 'Warrior' });
  const answered = await answerScene('B');
  if (!answered.ok || answered.kind !== 'battle') throw new Error('no encounter');
}

beforeAll(() => {
  // The battle's timeline and turn clock keep the browser's timers.
  vi.stubGlobal('window', globalThis);
  useSettingsStore.setState({ speed: 'instant' });
});

beforeEach(async () => {
  browserStorage();
  test = installLocalBackend('story');
  closeAdventure();
  useBattleStore.setState({ ...INITIAL_BATTLE });
  await signInAsGuest(test.backend);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Node has no audio: each sound says once that it could not load.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  stopAftermath();
  setBattleAside();
  vi.restoreAllMocks();
});

describe('a story battle', () => {
  it('begins from the hero, the saved deck and the encounter, and a reload resumes it', async () => {
    await atTheBattle();
    const { hero, journey } = adventure();
    const encounter = journey?.encounter;
    if (!hero || !encounter) throw new Error('no encounter');
    await startStoryBattle();
    const { plan, battleId } = battle();
    if (!plan || !battleId) throw new Error('no battle');
    expect(plan).toEqual(storyPlan(hero, COMMON_DECK, encounter, plan.seed));
    // The seed is the backend's own, stored with the battle.
    expect((await test.backend.battles.loadBattle(battleId))?.battle.seed).toBe(plan.seed);
    expect(plan).toMatchObject({ mode: 'adventure', level: STORY_ENEMY_LEVEL, place: 'river', first: 0 });
    expect(adventure().journey?.encounter?.battleId).toBe(battleId);
    expect((await loadBattleRecord(battleId))?.status).toBe('active');

    setBattleAside();
    const started = vi.spyOn(test.backend.battles, 'startBattle');
    await startStoryBattle();
    expect(started).not.toHaveBeenCalled();
    expect(battle().battleId).toBe(battleId);
    expect(battle().plan).toEqual(plan);
  });

  it('resumes the unfinished battle the backend names when the journey lost track of it', async () => {
    await atTheBattle();
    const { hero, journey } = adventure();
    const encounter = journey?.encounter;
    if (!hero || !encounter) throw new Error('no encounter');
    // The battle began, but the journey could not be saved after it: it still names no battle.
    const begun = await test.backend.battles.startBattle({
      mode: 'adventure',
      seed: 5,
      setup: planJson(storyPlan(hero, COMMON_DECK, encounter, 5)),
    });
    const started = vi.spyOn(test.backend.battles, 'startBattle');
    const refusals: string[] = [];
    await startStoryBattle((message) => refusals.push(message));
    expect(refusals).toEqual([]);
    expect(started).toHaveBeenCalledTimes(1); // refused, naming the battle begun before
    expect(battle()).toMatchObject({ missing: false, battleId: begun.id });
    expect(adventure().journey?.encounter?.battleId).toBe(begun.id);
    const stored = await test.backend.adventures.getAdventure(adventure().adventure?.id ?? '');
    expect(stored && readJourney(stored.progress)?.encounter?.battleId).toBe(begun.id);
  });

  it('says why when the backend refuses the start, and leaves no battle', async () => {
    await atTheBattle();
    // A rare card the hero does not own, in the deck the screen holds.
    const rare = CARDS.find((card) => card.rarity === 'rare')?.id ?? 0;
    useAdventureStore.setState({ deck: [...COMMON_DECK.slice(0, 6), rare] });
    const refusals: string[] = [];
    await startStoryBattle((message) => refusals.push(message));
    expect(refusals).toEqual([STORY_START_TEXT.deck]);
    expect(battle().missing).toBe(true);
    expect(adventure().journey?.encounter?.battleId).toBeNull();
  });

  it('begins one battle when the screen asks twice at once (its two routes mount it twice)', async () => {
    await atTheBattle();
    const started = vi.spyOn(test.backend.battles, 'startBattle');
    const refusals: string[] = [];
    await Promise.all([startStoryBattle((m) => refusals.push(m)), startStoryBattle((m) => refusals.push(m))]);
    expect(refusals).toEqual([]);
    expect(started).toHaveBeenCalledTimes(1);
    expect(battle().missing).toBe(false);
    expect(adventure().journey?.encounter?.battleId).toBe(battle().battleId);
  });

  it('is missing when the journey has no battle to fight', async () => {
    await prepareAdventure(test.backend, sceneOpen(3), { deck: COMMON_DECK });
    await startStoryBattle();
    expect(battle().missing).toBe(true);
    expect(await concludeStoryBattle()).toBeNull();
    closeAdventure();
    localStorage.clear();
    useBattleStore.setState({ ...INITIAL_BATTLE });
    await startStoryBattle();
    expect(battle().missing).toBe(true);
  });

  it('won: the aftermath is told once, Close shows the reward the backend rolled, the purse grants it once, then the map', async () => {
    await atTheBattle();
    await startStoryBattle();
    const { plan, state, battleId } = battle();
    if (!plan || !state || !battleId) throw new Error('no battle');
    // The backend drew the seed: the hero's winning line is looked for in this battle.
    const policy = following(winningLine(state, plan.level));
    expect(winnerWith(plan, state, following(winningLine(state, plan.level)))).toBe(0);
    expect(await closeAftermath()).toEqual({ ok: false, message: 'Wait until the tale has been told.' });
    await fightToTheEnd(policy);
    const record = await loadBattleRecord(battleId);
    expect(record).toMatchObject({ status: 'finished', winner: 0 });

    expect(await concludeStoryBattle()).toBe('won');
    expect(adventure().journey).toMatchObject({ step: 'aftermath', encounter: { result: 'won', battleId } });
    expect(await concludeStoryBattle()).toBe('won');

    const errors: string[] = [];
    expect(await tellAftermath((message) => errors.push(message))).toBe('won');
    const tale = adventure().journey?.encounter?.tale;
    expect(tale?.length).toBeGreaterThan(20);
    expect(adventure().telling.trim()).toBe(tale);
    expect(errors).toEqual([]);
    // Told once: a reload shows the same tale.
    expect(await tellAftermath(() => undefined)).toBe('won');
    expect(adventure().journey?.encounter?.tale).toBe(tale);

    const heroBefore = adventure().hero;
    expect(await closeAftermath()).toEqual({ ok: true, path: '/reward' });
    const { journey, hero, story } = adventure();
    const spoils = journey?.spoils;
    if (!spoils || !hero || !heroBefore || !record) throw new Error('no reward');
    expect(journey?.step).toBe('reward');
    expect(spoils).toMatchObject({ kind: 'reward', key: battleId });
    expect(spoils).toEqual(await test.backend.purse.storySpoils(battleId));
    expect(hero.health).toBe(
      Math.min(hero.max_health, replayBattle(record.plan, record.actions).sides[0].health),
    );
    expect(story.at(-1)).toMatchObject({ scene: tale, choice: null });

    const settled = await settleSpoils();
    if (!settled.ok) throw new Error(settled.message);
    expect(settled.settled.spoils).toEqual(spoils);
    expect(adventure().hero?.gold).toBe(hero.gold + spoils.gold);
    if (spoils.cardId !== null && !spoils.alreadyOwned) {
      expect(settled.settled.cardAdded).toBe(true);
      expect(adventure().owned).toContain(spoils.cardId);
    }
    // Settled again (a reload, a double click): the same answer, and nothing is granted twice.
    const owned = adventure().owned;
    expect(await settleSpoils()).toEqual(settled);
    expect(adventure().hero?.gold).toBe(hero.gold + spoils.gold);
    expect(adventure().owned).toEqual(owned);

    expect(await proceedAdventure()).toEqual({ ok: true });
    expect(adventure().journey).toMatchObject({ step: 'map', encounter: null, spoils: null });
    expect(await settleSpoils()).toEqual({ ok: false, message: ADVENTURE_MESSAGES.loadFailed });
  });

  it('lost: the tale of defeat, then the jail takes what the roll says', async () => {
    await atTheBattle();
    await startStoryBattle();
    const { plan, state, battleId } = battle();
    if (!plan || !state || !battleId) throw new Error('no battle');
    expect(winnerWith(plan, state, charging)).toBe(1);
    await fightToTheEnd(charging);
    // A reload after the end: the battle screen finds the battle over and concludes it.
    setBattleAside();
    await startStoryBattle();
    expect(battle().missing).toBe(true);
    expect(adventure().journey?.encounter?.result).toBe('lost');

    expect(await tellAftermath(() => undefined)).toBe('lost');
    expect(adventure().journey?.encounter?.tale).toBeTruthy();
    expect(await closeAftermath()).toEqual({ ok: true, path: '/jail' });
    const spoils = adventure().journey?.spoils;
    const heroId = adventure().hero?.id ?? '';
    if (!spoils) throw new Error('no jail');
    expect(spoils).toMatchObject({ kind: 'jail', key: battleId, alreadyOwned: false });
    // Some gold in the purse for the jailers to take.
    await test.changeHero(heroId, { gold: 10 });
    const hero = await test.backend.heroes.getHero(heroId);
    if (!hero) throw new Error('no hero');
    const settled = await settleSpoils();
    if (!settled.ok) throw new Error(settled.message);
    expect(settled.settled.goldStolen).toBe(Math.min(hero.gold, spoils.gold));
    expect(adventure().hero?.gold).toBe(hero.gold - settled.settled.goldStolen);
    if (settled.settled.stolenCardId !== null)
      expect(adventure().owned).not.toContain(settled.settled.stolenCardId);
    expect(await proceedAdventure()).toEqual({ ok: true });
    expect(adventure().journey?.step).toBe('map');
  });
});
