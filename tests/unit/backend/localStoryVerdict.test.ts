// The local backend decides a story battle's end from its log, replayed strictly: a battle won
// without the moves to win it, a lost battle claimed as won, an enemy move the computer would not
// make, and any change to a battle once it has ended are refused, and nothing is paid for them.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../../src/services/backend/local/index.ts';
import type { Backend } from '../../../src/services/backend/port.ts';
import type { JsonValue } from '../../../src/services/backend/types.ts';
import { actAs, newPlayer, rejection } from './contract/harness.ts';
import { storyLog, storyPlan } from './contract/storyLog.ts';

const STARTER = 73;
let databases = 0;

async function heroOf(): Promise<{ backend: Backend; heroId: string }> {
  const backend = createLocalBackend({ dbName: `verdict-${(databases += 1)}`, passwordIterations: 1000 });
  await actAs(backend, await newPlayer(backend, 'judge'));
  const { hero } = await backend.adventures.beginAdventure({
    intro: 'The tide brings a stranger.',
    progress: { screen: 'story', step: 0 },
    hero: { name: 'Tala', background: 'A fisher.', job: 'Soldier', personalities: ['Brave'] },
  });
  return { backend, heroId: hero.id };
}

async function begin(backend: Backend, heroId: string, winner: 0 | 1, moves: readonly JsonValue[]) {
  const { seed } = storyLog(winner, [STARTER]);
  const setup = storyPlan(heroId, seed, [STARTER]) as unknown as JsonValue;
  const battle = await backend.battles.startBattle({ mode: 'adventure', seed, setup });
  for (const [seq, action] of moves.entries())
    await backend.battles.appendBattleAction(battle.id, seq, action);
  return battle.id;
}

const reward = (battleId: string, heroId: string) => ({
  reward_id: battleId,
  kind: 'battle' as const,
  hero_id: heroId,
  points_recovered: 20,
  gold: 25,
  card_id: STARTER,
});

describe('the local backend judging a story battle', () => {
  it('finishes a fairly won battle with the engine’s winner and pays its reward', async () => {
    const { backend, heroId } = await heroOf();
    const id = await begin(
      backend,
      heroId,
      0,
      storyLog(0, [STARTER]).actions.map((a) => ({ ...a })),
    );
    await backend.battles.endBattle(id, 'finished', 0);
    // Asked again (a retry after a lost answer), the same end changes nothing.
    await backend.battles.endBattle(id, 'finished', 0);
    expect((await backend.battles.loadBattle(id))?.battle).toMatchObject({ status: 'finished', winner: 0 });
    const before = (await backend.heroes.getHero(heroId))?.gold ?? 0;
    expect((await backend.purse.grantReward(reward(id, heroId))).hero.gold).toBe(before + 25);
  });

  it('refuses a win without moves, a lost battle claimed as won and a forged enemy move, paying nothing', async () => {
    const { backend, heroId } = await heroOf();
    const gold = (await backend.heroes.getHero(heroId))?.gold;
    const empty = await begin(backend, heroId, 0, []);
    expect(await rejection(backend.battles.endBattle(empty, 'finished', 0))).toMatchObject({
      code: 'conflict',
      message: 'This story battle is not over yet.',
    });

    const lost = storyLog(1, [STARTER]).actions.map((a) => ({ ...a }));
    const flipped = await begin(backend, heroId, 1, lost);
    expect(await rejection(backend.battles.endBattle(flipped, 'finished', 0))).toMatchObject({
      code: 'conflict',
      message: 'This story battle ended otherwise than the screen says.',
    });

    // The enemy's first move swapped for a charge it would not choose at that point.
    const won = storyLog(0, [STARTER]).actions.map((a) => ({ ...a }));
    const enemyAt = won.findIndex((a) => a.side === 1);
    const swapped =
      won[enemyAt]?.type === 'chargeEnergy' ? { type: 'timeUp', side: 1 } : { type: 'chargeEnergy', side: 1 };
    const forged = await begin(backend, heroId, 0, [...won.slice(0, enemyAt), swapped]);
    expect((await rejection(backend.battles.endBattle(forged, 'finished', 0))).message).toMatch(
      new RegExp(`^This story battle's moves do not hold up \\(move ${enemyAt + 1}: the computer`),
    );

    for (const id of [empty, flipped, forged]) {
      expect((await backend.battles.loadBattle(id))?.battle).toMatchObject({
        status: 'active',
        winner: null,
      });
      expect((await rejection(backend.purse.grantReward(reward(id, heroId)))).message).toBe(
        'This reward is not tied to a story battle this hero won.',
      );
    }
    expect((await backend.heroes.getHero(heroId))?.gold).toBe(gold);
  });

  it('never reopens, flips or abandons a battle that has ended', async () => {
    const { backend, heroId } = await heroOf();
    const id = await begin(
      backend,
      heroId,
      1,
      storyLog(1, [STARTER]).actions.map((a) => ({ ...a })),
    );
    await backend.battles.endBattle(id, 'finished', 1);
    for (const [status, winner] of [
      ['finished', 0],
      ['abandoned', null],
    ] as const) {
      expect(await rejection(backend.battles.endBattle(id, status, winner))).toMatchObject({
        code: 'conflict',
        message: 'This battle is already over.',
      });
    }
    expect((await backend.battles.loadBattle(id))?.battle).toMatchObject({ status: 'finished', winner: 1 });
  });
});
