// The Backend contract (portContract.ts), part: one player's rows kept from another, the battle log in order, a battle's end written once, and a story battle's end judged by its moves.
import { expect, it } from 'vitest';
import type { BattleAction } from '../../../../src/engine/index.ts';
import { actAs, type ContractHarness, newPlayer, rejection, uuid } from './harness.ts';
import { storyLine, storyPlanOf } from './storyLog.ts';
import { planJson, readPlan, type BattlePlan } from '../../../../src/engine/plan/planSchema.ts';
import {
  STARTER,
  c,
  FIGHTING_DECK,
  adventureWithHero,
  scene,
  storyBattle,
  meet,
  giveGold,
  cardToBuy,
} from './arrange.ts';

export function describeBattlesContract(harness: ContractHarness): void {
  it("never lets one player read or change another player's rows", async () => {
    const backend = await harness.fresh();
    const a = await newPlayer(backend, 'ana');
    const b = await newPlayer(backend, 'ben');
    await actAs(backend, a);
    const { adventureId, hero } = await adventureWithHero(backend);
    await backend.collection.grantStarterCard(hero.id);
    await backend.collection.saveDeck(adventureId, [STARTER]);
    await giveGold(backend, hero.id, 20);
    const battle = { id: await storyBattle(backend, hero.id, null) };
    const stock = await backend.purse.storeStock(hero.id);
    const potion = stock.potions[0] ?? { value: 20, price: 5 };
    const card = cardToBuy(stock);
    // The battle's answer B, and the progress it left.
    const answered = await backend.adventures.latestScenario(adventureId);
    const progress = (await backend.adventures.getAdventure(adventureId))?.progress;

    await actAs(backend, b);
    expect(await backend.adventures.listAdventures()).toEqual([]);
    expect(await backend.adventures.getAdventure(adventureId)).toBeNull();
    expect(await backend.heroes.getHero(hero.id)).toBeNull();
    expect(await backend.heroes.heroForAdventure(adventureId)).toBeNull();
    expect(await backend.collection.listOwnedCards(hero.id)).toEqual([]);
    expect(await backend.collection.loadDeck(adventureId)).toEqual([]);
    expect(await backend.adventures.latestScenario(adventureId)).toBeNull();
    expect(await backend.adventures.listScenarios(adventureId)).toEqual([]);
    const loaded = await backend.battles
      .loadBattle(battle.id)
      .catch((error: { code?: string }) => error.code);
    expect([null, 'forbidden']).toContain(loaded);
    const attempts: (() => Promise<unknown>)[] = [
      () => backend.adventures.deleteAdventure(adventureId),
      () => backend.adventures.saveScenario(scene(adventureId, 'x', 9)),
      () => backend.adventures.saveProgress(adventureId, { screen: 'stolen' }),
      () => backend.collection.saveDeck(adventureId, [c(0)]),
      () => backend.collection.clearDeck(adventureId),
      () => backend.collection.grantStarterCard(hero.id),
      () => backend.purse.storeStock(hero.id),
      () => backend.purse.buyPotion({ purchase_id: uuid(), hero_id: hero.id, slot: 0, ...potion }),
      () => backend.purse.buyCard({ purchase_id: uuid(), hero_id: hero.id, ...card }),
      () => backend.purse.jailTheft({ theft_id: battle.id, hero_id: hero.id }),
      () => backend.purse.grantReward({ reward_id: battle.id, kind: 'battle', hero_id: hero.id }),
      () => backend.battles.appendBattleAction(battle.id, 0, { type: 'x' }),
      () => backend.battles.endBattle(battle.id, 'finished', 1),
    ];
    for (const attempt of attempts) {
      expect(['not_found', 'forbidden']).toContain((await rejection(attempt())).code);
    }

    await actAs(backend, a);
    expect((await backend.heroes.getHero(hero.id))?.gold).toBe(20);
    expect(await backend.purse.storeStock(hero.id)).toMatchObject({
      cards: stock.cards,
      potions: stock.potions,
    });
    expect(await backend.collection.loadDeck(adventureId)).toEqual([STARTER]);
    expect(await backend.adventures.latestScenario(adventureId)).toEqual(answered);
    expect((await backend.adventures.getAdventure(adventureId))?.progress).toEqual(progress);
    expect((await backend.battles.loadBattle(battle.id))?.battle).toMatchObject({
      status: 'active',
      action_count: 0,
    });
  });

  it('keeps a battle log in order and refuses a stale sequence number', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'duel'));
    const battle = await backend.battles.startBattle({
      mode: 'versus_computer',
      seed: 42,
      setup: { fighters: [1, 2] },
    });
    expect(await backend.battles.appendBattleAction(battle.id, 0, { type: 'play', card: 60 })).toBe(1);
    expect(await backend.battles.appendBattleAction(battle.id, 1, { type: 'charge' })).toBe(2);
    expect((await rejection(backend.battles.appendBattleAction(battle.id, 1, { type: 'charge' }))).code).toBe(
      'conflict',
    );
    await backend.battles.endBattle(battle.id, 'finished', 0);
    const loaded = await backend.battles.loadBattle(battle.id);
    expect(loaded?.actions).toEqual([{ type: 'play', card: 60 }, { type: 'charge' }]);
    expect(loaded?.battle).toMatchObject({ status: 'finished', winner: 0, action_count: 2, seed: 42 });
  });

  it("writes a battle's end once: never flipped, reopened or abandoned after, the same end again changes nothing", async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'ended'));
    const battle = await backend.battles.startBattle({
      mode: 'versus_computer',
      seed: 43,
      setup: { fighters: [1, 2] },
    });
    await backend.battles.endBattle(battle.id, 'finished', 0);
    await backend.battles.endBattle(battle.id, 'finished', 0);
    for (const [status, winner] of [
      ['finished', 1],
      ['abandoned', null],
    ] as const) {
      expect(await rejection(backend.battles.endBattle(battle.id, status, winner))).toMatchObject({
        code: 'conflict',
        message: 'This battle is already over.',
      });
    }
    expect((await backend.battles.loadBattle(battle.id))?.battle).toMatchObject({
      status: 'finished',
      winner: 0,
    });
  });

  it("judges a story battle's end by its moves: forged, flipped and foreign enemy moves refused, paying nothing", async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'judge'));
    const { hero } = await adventureWithHero(backend);
    const gold = (await backend.heroes.getHero(hero.id))?.gold;
    /** A story battle begun, with the moves `log` makes of its plan (the backend draws the seed). */
    await backend.collection.grantStarterCard(hero.id);
    await backend.collection.saveDeck(hero.adventure_id, FIGHTING_DECK);
    const begin = async (log: (plan: BattlePlan) => readonly BattleAction[]) => {
      // A seed with no win for the hero (about one in 400) is left and another battle begun.
      for (let attempt = 1; ; attempt += 1) {
        const setup = planJson(storyPlanOf(hero, FIGHTING_DECK, 1, await meet(backend, hero)));
        const battle = await backend.battles.startBattle({ mode: 'adventure', seed: 1, setup });
        const plan = readPlan(battle.setup);
        if (!plan) throw new Error('the stored plan cannot be read');
        let moves: readonly BattleAction[];
        try {
          moves = log(plan);
        } catch (error) {
          if (attempt >= 5) throw error;
          await backend.battles.endBattle(battle.id, 'abandoned', null);
          continue;
        }
        for (const [seq, action] of moves.entries())
          await backend.battles.appendBattleAction(battle.id, seq, { ...action });
        return battle.id;
      }
    };
    /** A refused end leaves the battle as it was, pays nothing, and the battle is then left. */
    const refusedAndLeft = async (id: string) => {
      expect((await backend.battles.loadBattle(id))?.battle).toMatchObject({
        status: 'active',
        winner: null,
      });
      expect(
        (await rejection(backend.purse.grantReward({ reward_id: id, kind: 'battle', hero_id: hero.id })))
          .message,
      ).toBe('This reward is not tied to a story battle this hero won.');
      expect(await backend.purse.storySpoils(id)).toBeNull();
      await backend.battles.endBattle(id, 'abandoned', null);
    };

    const empty = await begin(() => []);
    expect(await rejection(backend.battles.endBattle(empty, 'finished', 0))).toMatchObject({
      code: 'conflict',
      message: 'This story battle is not over yet.',
    });
    await refusedAndLeft(empty);
    const flipped = await begin((plan) => storyLine(plan, 1));
    expect(await rejection(backend.battles.endBattle(flipped, 'finished', 0))).toMatchObject({
      code: 'conflict',
      message: 'This story battle ended otherwise than the screen says.',
    });
    await refusedAndLeft(flipped);
    // The enemy's first move swapped for one the computer would not make at that point.
    let enemyAt = -1;
    const forged = await begin((plan) => {
      const won = storyLine(plan, 0);
      enemyAt = won.findIndex((action) => action.side === 1);
      const swapped: BattleAction =
        won[enemyAt]?.type === 'chargeEnergy'
          ? { type: 'timeUp', side: 1 }
          : { type: 'chargeEnergy', side: 1 };
      return [...won.slice(0, enemyAt), swapped];
    });
    expect((await rejection(backend.battles.endBattle(forged, 'finished', 0))).message).toMatch(
      new RegExp(`^This story battle's moves do not hold up \\(move ${enemyAt + 1}: the computer`),
    );
    await refusedAndLeft(forged);
    expect((await backend.heroes.getHero(hero.id))?.gold).toBe(gold);

    // A fair win is finished with the engine's winner, asked twice changes nothing, and pays once.
    const fair = await begin((plan) => storyLine(plan, 0));
    await backend.battles.endBattle(fair, 'finished', 0);
    await backend.battles.endBattle(fair, 'finished', 0);
    expect(await rejection(backend.battles.endBattle(fair, 'abandoned', null))).toMatchObject({
      code: 'conflict',
      message: 'This battle is already over.',
    });
    const rolled = await backend.purse.storySpoils(fair);
    const paid = await backend.purse.grantReward({ reward_id: fair, kind: 'battle', hero_id: hero.id });
    expect(paid.hero.gold).toBe((gold ?? 0) + (rolled?.gold ?? 0));
  });
}
