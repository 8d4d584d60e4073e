// The Backend contract (portContract.ts), part: finished battles and replays, an online match stored whole, and malformed arguments refused.
import { expect, it } from 'vitest';
import type { BattleMode, FinishedBattle, JsonValue } from '../../../../src/services/backend/types.ts';
import { actAs, type ContractHarness, newPlayer, rejection, uuid } from './harness.ts';
import { storyLine } from './storyLog.ts';
import { readPlan } from '../../../../src/engine/plan/planSchema.ts';
import { CHARGE, c, newAdventure, adventureWithHero, scene, storyBattle, giveGold } from './arrange.ts';

export function describeReplaysContract(harness: ContractHarness): void {
  it('lists finished battles newest first with their logs, a page at a time, and deletes replays', async () => {
    const backend = await harness.fresh();
    const ana = await newPlayer(backend, 'replay');
    const ben = await newPlayer(backend, 'peek');
    await actAs(backend, ana);
    const { hero } = await adventureWithHero(backend);
    const played = async (mode: BattleMode, seed: number, end: 'finished' | 'abandoned' | null) => {
      const battle = await backend.battles.startBattle({ mode, seed, setup: { mode, seed } });
      await backend.battles.appendBattleAction(battle.id, 0, { type: 'chargeEnergy', side: 0 });
      await backend.battles.appendBattleAction(battle.id, 1, { type: 'playCard', side: 1, cardId: seed });
      if (end) await backend.battles.endBattle(battle.id, end, end === 'finished' ? 1 : null);
      // Each battle ends in a later millisecond than the one before, so "newest" is well defined.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return battle.id;
    };
    const versusOld = await played('versus_computer', 61, 'finished');
    const twoPlayer = await played('local_two_player', 62, 'finished');
    const active = await played('versus_computer', 63, null);
    const abandoned = await played('versus_computer', 64, 'abandoned');
    const story = await storyBattle(backend, hero.id, 1);
    // The story battle too ends a millisecond or more before the next one.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const versusNew = await played('versus_computer', 65, 'finished');

    const first = await backend.battles.listBattles({ limit: 3, offset: 0 });
    expect(first.total).toBe(4);
    expect(first.battles.map((b) => b.id)).toEqual([versusNew, story, twoPlayer]);
    expect(first.battles[0]).toMatchObject({
      id: versusNew,
      user_id: ana.user_id,
      mode: 'versus_computer',
      seed: 65,
      setup: { mode: 'versus_computer', seed: 65 },
      status: 'finished',
      winner: 1,
      action_count: 2,
      actions: [
        { type: 'chargeEnergy', side: 0 },
        { type: 'playCard', side: 1, cardId: 65 },
      ],
    });
    const storyPlanStored = readPlan(first.battles[1]?.setup);
    if (!storyPlanStored) throw new Error('the story plan cannot be read');
    expect(first.battles[1]?.actions).toEqual(storyLine(storyPlanStored, 1));
    const second = await backend.battles.listBattles({ limit: 3, offset: 3 });
    expect(second).toMatchObject({ total: 4, battles: [{ id: versusOld }] });
    expect((await backend.battles.listBattles({ limit: 3, offset: 9 })).battles).toEqual([]);
    for (const page of [
      { limit: 0, offset: 0 },
      { limit: 51, offset: 0 },
      { limit: 2, offset: -1 },
    ]) {
      expect((await rejection(backend.battles.listBattles(page))).code).toBe('invalid_input');
    }

    // Another player neither sees nor deletes these replays.
    await actAs(backend, ben);
    expect(await backend.battles.listBattles({ limit: 10, offset: 0 })).toEqual({ battles: [], total: 0 });
    expect(['not_found', 'forbidden']).toContain(
      (await rejection(backend.battles.deleteBattle(versusOld))).code,
    );

    await actAs(backend, ana);
    expect((await rejection(backend.battles.deleteBattle(active))).code).toBe('conflict');
    expect((await rejection(backend.battles.deleteBattle(uuid()))).code).toBe('not_found');
    // A versus battle goes with its log; an abandoned one (never listed) can be deleted too.
    await backend.battles.deleteBattle(versusOld);
    await backend.battles.deleteBattle(abandoned);
    expect(await backend.battles.loadBattle(versusOld)).toBeNull();
    expect(await backend.battles.loadBattle(abandoned)).toBeNull();
    // A story battle leaves the list, but the adventure still finds its record.
    await backend.battles.deleteBattle(story);
    expect(await backend.battles.loadBattle(story)).toMatchObject({
      battle: { status: 'finished', winner: 1 },
    });
    const left = await backend.battles.listBattles({ limit: 10, offset: 0 });
    expect(left.total).toBe(2);
    expect(left.battles.map((b) => b.id)).toEqual([versusNew, twoPlayer]);
    expect((await backend.battles.loadBattle(active))?.battle.status).toBe('active');
  });

  it('stores an ended online match whole, once per key, for its player only', async () => {
    const backend = await harness.fresh();
    const ana = await newPlayer(backend, 'online');
    const ben = await newPlayer(backend, 'rival');
    await actAs(backend, ana);
    const actions: JsonValue[] = [
      { type: 'chargeEnergy', side: 0 },
      { type: 'playCard', side: 1, cardId: 62 },
      { type: 'timeUp', side: 0 },
    ];
    const match: FinishedBattle = {
      key: 'online:match-1:0',
      mode: 'online' as const,
      seed: 1_234_567_890,
      setup: { mode: 'online', seed: 1_234_567_890, online: { matchId: 'match-1', seat: 0 } },
      actions,
      winner: 1,
    };
    const stored = await backend.battles.storeFinishedBattle(match);
    expect(stored).toMatchObject({
      user_id: ana.user_id,
      mode: 'online',
      seed: 1_234_567_890,
      status: 'finished',
      winner: 1,
      action_count: 3,
    });
    // Asked again (a reload on the victory screen): the same record, nothing written twice.
    const again = await backend.battles.storeFinishedBattle({ ...match, winner: 0, actions: [] });
    expect(again.id).toBe(stored.id);
    expect((await backend.battles.loadBattle(stored.id))?.actions).toEqual(actions);
    const listed = await backend.battles.listBattles({ limit: 10, offset: 0 });
    expect(listed.total).toBe(1);
    expect(listed.battles[0]).toMatchObject({ id: stored.id, mode: 'online', winner: 1, actions });

    // Only online matches arrive whole; any other battle is written as it is fought.
    for (const bad of [
      { ...match, key: 'other', mode: 'adventure' },
      { ...match, key: '' },
      { ...match, key: 'other', winner: 2 },
      { ...match, key: 'other', actions: 'none' },
      { ...match, key: 'other', seed: 1.5 },
    ]) {
      expect(
        (await rejection(backend.battles.storeFinishedBattle(bad as unknown as FinishedBattle))).code,
      ).toBe('invalid_input');
    }

    // The other seat's player keeps their own record under their own key; neither sees the other's.
    await actAs(backend, ben);
    const theirs = await backend.battles.storeFinishedBattle({ ...match, key: 'online:match-1:1' });
    expect(theirs.id).not.toBe(stored.id);
    expect((await backend.battles.listBattles({ limit: 10, offset: 0 })).battles.map((b) => b.id)).toEqual([
      theirs.id,
    ]);
    // Supabase's row-level security hides it; the local backend refuses it.
    const peek = await backend.battles
      .loadBattle(stored.id)
      .catch((error: { code?: string }) => error.code ?? 'error');
    expect([null, 'forbidden']).toContain(peek);
    await actAs(backend, ana);
    expect((await backend.battles.listBattles({ limit: 10, offset: 0 })).total).toBe(1);
  });

  it('refuses malformed arguments with a clear error and changes nothing', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'bad'));
    const { adventureId, hero } = await adventureWithHero(backend);
    await giveGold(backend, hero.id, 20);
    const bad = <T>(value: unknown) => value as T;
    const long = 'x'.repeat(9000);
    const cases: [string, () => Promise<unknown>][] = [
      ['intro type', () => backend.adventures.beginAdventure(bad({ ...newAdventure(), intro: 42 }))],
      ['intro empty', () => backend.adventures.beginAdventure({ ...newAdventure(), intro: '   ' })],
      ['intro too long', () => backend.adventures.beginAdventure({ ...newAdventure(), intro: long })],
      ['no hero', () => backend.adventures.beginAdventure(bad({ intro: 'x', progress: {} }))],
      ['hero name', () => backend.adventures.beginAdventure(newAdventure({ name: long }))],
      ['hero name empty', () => backend.adventures.beginAdventure(newAdventure({ name: ' ' }))],
      ['background', () => backend.adventures.beginAdventure(newAdventure({ background: long }))],
      ['job type', () => backend.adventures.beginAdventure(newAdventure(bad({ job: 3 })))],
      [
        'personalities',
        () => backend.adventures.beginAdventure(newAdventure(bad({ personalities: 'Brave' }))),
      ],
      ['progress', () => backend.adventures.beginAdventure(bad({ ...newAdventure(), progress: () => 1 }))],
      ['no progress', () => backend.adventures.saveProgress(adventureId, bad(undefined))],
      ['huge progress', () => backend.adventures.saveProgress(adventureId, { text: 'x'.repeat(100_001) })],
      ['progress id', () => backend.adventures.saveProgress('adventure-1', {})],
      [
        'scenario progress',
        () => backend.adventures.saveScenario(bad({ ...scene(adventureId, 'x', 1), progress: null })),
      ],
      ['scenarios id', () => backend.adventures.listScenarios('x')],
      ['adventure id', () => backend.adventures.getAdventure('not-a-uuid')],
      [
        'scene choice',
        () => backend.adventures.saveScenario(bad({ ...scene(adventureId, 'x', 1), choice: 'D' })),
      ],
      ['scene too long', () => backend.adventures.saveScenario(scene(adventureId, long, 1))],
      ['deck not a list', () => backend.collection.saveDeck(adventureId, bad('73'))],
      [
        'negative price',
        () => backend.purse.buyCard({ purchase_id: uuid(), hero_id: hero.id, card_id: c(4), price: -5 }),
      ],
      [
        'price out of range',
        () => backend.purse.buyCard({ purchase_id: uuid(), hero_id: hero.id, card_id: c(4), price: 1 }),
      ],
      [
        'unknown card',
        () => backend.purse.buyCard({ purchase_id: uuid(), hero_id: hero.id, card_id: 9999, price: 20 }),
      ],
      [
        'charge card',
        () => backend.purse.buyCard({ purchase_id: uuid(), hero_id: hero.id, card_id: CHARGE, price: 20 }),
      ],
      [
        'purchase key',
        () =>
          backend.purse.buyPotion({
            purchase_id: 'click-1',
            hero_id: hero.id,
            slot: 0,
            value: 20,
            price: 5,
          }),
      ],
      [
        'potion price',
        () =>
          backend.purse.buyPotion(
            bad({ purchase_id: uuid(), hero_id: hero.id, slot: 0, value: 20, price: '5' }),
          ),
      ],
      [
        'potion slot',
        () =>
          backend.purse.buyPotion({ purchase_id: uuid(), hero_id: hero.id, slot: 4, value: 20, price: 5 }),
      ],
      [
        'no potion slot',
        () => backend.purse.buyPotion(bad({ purchase_id: uuid(), hero_id: hero.id, value: 20, price: 5 })),
      ],
      ['stock id', () => backend.purse.storeStock('hero-1')],
      [
        'reward key',
        () => backend.purse.grantReward({ reward_id: 'battle-1', kind: 'battle', hero_id: hero.id }),
      ],
      [
        'reward kind',
        () =>
          backend.purse.grantReward(
            bad({
              reward_id: uuid(),
              kind: 'gift',
              hero_id: hero.id,
              points_recovered: 20,
              gold: 5,
              card_id: c(4),
            }),
          ),
      ],
      ['jail key', () => backend.purse.jailTheft({ theft_id: 'battle-1', hero_id: hero.id })],
      [
        'unknown hero',
        () => backend.purse.buyPotion({ purchase_id: uuid(), hero_id: uuid(), slot: 0, value: 20, price: 5 }),
      ],
      ['battle mode', () => backend.battles.startBattle(bad({ mode: 'arcade', seed: 1, setup: {} }))],
      ['battle seq', () => backend.battles.appendBattleAction(uuid(), 1.5, {})],
    ];
    for (const [label, call] of cases) {
      const error = await rejection(call());
      expect(['invalid_input', 'not_found'], label).toContain(error.code);
      expect(error.message.length, label).toBeGreaterThan(5);
    }
    expect(await backend.heroes.getHero(hero.id)).toMatchObject({ gold: 20, health: 60, name: 'Tala' });
    expect((await backend.adventures.listAdventures()).map((a) => a.id)).toEqual([adventureId]);
    expect((await backend.adventures.getAdventure(adventureId))?.progress).toEqual(newAdventure().progress);
    expect(await backend.collection.listOwnedCards(hero.id)).toEqual([]);
    expect(await backend.adventures.latestScenario(adventureId)).toBeNull();
  });
}
