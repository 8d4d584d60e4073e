// The Backend contract (portContract.ts), part: the battle reward and the jail, and beginning and ending a story battle from the hero as stored.
import { expect, it } from 'vitest';
import { CARDS } from '../../../../src/content/index.ts';
import type { BattleAction } from '../../../../src/engine/index.ts';
import type { JsonValue } from '../../../../src/services/backend/types.ts';
import { actAs, type ContractHarness, newPlayer, rejection, uuid } from './harness.ts';
import { storyPlanOf } from './storyLog.ts';
import { planJson, readPlan, type BattlePlan } from '../../../../src/engine/plan/planSchema.ts';
import { replayBattle } from '../../../../src/engine/plan/plan.ts';
import { STORY_START_TEXT } from '../../../../src/engine/adventure/storyStart.ts';
import { STARTER, c, adventureWithHero, endow, storyBattle, meet, ownCards, giveGold } from './arrange.ts';

export function describeStoryBattleContract(harness: ContractHarness): void {
  it('grants a battle reward only for a story battle this hero won, a jail only for one it lost or left', async () => {
    const backend = await harness.fresh();
    const a = await newPlayer(backend, 'spoils');
    const b = await newPlayer(backend, 'thief');
    await actAs(backend, a);
    const { hero } = await adventureWithHero(backend);
    const other = await adventureWithHero(backend);
    await giveGold(backend, hero.id, 20);
    const battles = {
      won: await storyBattle(backend, hero.id, 0),
      lost: await storyBattle(backend, hero.id, 1),
      otherHeroWon: await storyBattle(backend, other.hero.id, 0),
      otherHeroLost: await storyBattle(backend, other.hero.id, 1),
      versusWon: await storyBattle(backend, hero.id, 0, 'versus_computer'),
      versusLost: await storyBattle(backend, hero.id, 1, 'versus_computer'),
      abandoned: await storyBattle(backend, hero.id, null),
      unknown: uuid(),
    };
    // A story battle left before its end is a loss: its jail is rolled like a lost one's.
    await backend.battles.endBattle(battles.abandoned, 'abandoned', null);
    const active = await storyBattle(backend, hero.id, null);
    // Another player's battle naming this hero is refused at its start.
    await actAs(backend, b);
    const named = storyPlanOf(hero, [STARTER]) as unknown as JsonValue;
    expect(
      await rejection(backend.battles.startBattle({ mode: 'adventure', seed: 1, setup: named })),
    ).toMatchObject({ code: 'forbidden', message: STORY_START_TEXT.notHero });
    await actAs(backend, a);

    expect(await backend.purse.storySpoils(active)).toBeNull();
    expect(await backend.purse.storySpoils(battles.versusWon)).toBeNull();
    expect(await backend.purse.storySpoils(battles.abandoned)).toMatchObject({ kind: 'jail' });
    const reward = (reward_id: string) =>
      backend.purse.grantReward({ reward_id, kind: 'battle', hero_id: hero.id });
    const jail = (theft_id: string) => backend.purse.jailTheft({ theft_id, hero_id: hero.id });
    const untiedReward = {
      code: 'forbidden',
      message: 'This reward is not tied to a story battle this hero won.',
    };
    const untiedJail = {
      code: 'forbidden',
      message: 'This jail is not tied to a story battle this hero lost.',
    };
    for (const [label, id] of Object.entries({ ...battles, active })) {
      if (label === 'won') continue;
      expect(await rejection(reward(id)), label).toMatchObject(untiedReward);
    }
    for (const [label, id] of Object.entries({ ...battles, active })) {
      if (label === 'lost' || label === 'abandoned') continue;
      expect(await rejection(jail(id)), label).toMatchObject(untiedJail);
    }
    const before = await backend.heroes.getHero(hero.id);
    expect(before?.gold).toBe(20);
    expect(await backend.collection.listOwnedCards(hero.id)).toEqual([]);

    const rolled = await backend.purse.storySpoils(battles.won);
    const granted = await reward(battles.won);
    expect(granted).toMatchObject({ replayed: false, hero: { gold: 20 + (rolled?.gold ?? 0) } });
    expect(await reward(battles.won)).toMatchObject({ replayed: true, hero: { gold: granted.hero.gold } });
    // The same battle cannot be both won and lost: its key is spent.
    expect((await rejection(jail(battles.won))).code).toBe('conflict');
    const lostJail = await backend.purse.storySpoils(battles.lost);
    const taken = await jail(battles.lost);
    expect(taken).toMatchObject({
      replayed: false,
      gold_stolen: Math.min(granted.hero.gold, lostJail?.gold ?? 0),
      hero: { gold: granted.hero.gold - taken.gold_stolen },
    });
    expect(await jail(battles.lost)).toMatchObject({ replayed: true, gold_stolen: taken.gold_stolen });
    expect((await rejection(reward(battles.lost))).code).toBe('conflict');
    expect(await jail(battles.abandoned)).toMatchObject({ replayed: false });
  });

  it('begins a story battle only from the hero as stored, with cards it may hold, one at a time, on a seed of its own', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'start'));
    const { hero } = await adventureWithHero(backend);
    const rare = CARDS.find((card) => card.rarity === 'rare')?.id ?? 0;
    await backend.collection.grantStarterCard(hero.id);
    await backend.collection.saveDeck(hero.adventure_id, [STARTER]);
    // No story battle without an answer B, and only against the enemy it met, there.
    const unmet = storyPlanOf(hero, [STARTER], 4242);
    expect(
      await rejection(backend.battles.startBattle({ mode: 'adventure', seed: 1, setup: planJson(unmet) })),
    ).toMatchObject({ code: 'invalid_input', message: STORY_START_TEXT.encounter });
    const plan = storyPlanOf(hero, [STARTER], 4242, await meet(backend, hero));
    const foe = plan.sides[1];
    if (foe.kind !== 'enemy') throw new Error('no enemy side');
    const others: BattlePlan[] = [
      { ...plan, sides: [plan.sides[0], { ...foe, enemyId: foe.enemyId === 4 ? 5 : 4 }] },
      { ...plan, sides: [plan.sides[0], { ...foe, figure: foe.figure === 1 ? 2 : 1 }] },
      { ...plan, place: 'river' },
    ];
    for (const other of others) {
      expect(
        await rejection(backend.battles.startBattle({ mode: 'adventure', seed: 1, setup: planJson(other) })),
      ).toMatchObject({ code: 'invalid_input', message: STORY_START_TEXT.encounter });
    }
    const start = (setup: unknown) =>
      backend.battles.startBattle({ mode: 'adventure', seed: 4242, setup: setup as JsonValue });
    const side = plan.sides[0];
    if (side.kind !== 'hero') throw new Error('no hero side');
    const forged = {
      stronger: { ...plan, sides: [{ ...side, stats: { ...side.stats, defense: 100 } }, plan.sides[1]] },
      renamed: { ...plan, sides: [{ ...side, name: 'Lakan' }, plan.sides[1]] },
      unearned: { ...plan, sides: [{ ...side, deck: [STARTER, rare] }, plan.sides[1]] },
      fighter: { ...plan, sides: [side, { kind: 'enemy', enemyId: 1, figure: 1 }] },
      arena: { ...plan, place: 'arena' },
      second: { ...plan, first: 1 },
      easier: { ...plan, level: 'easy' },
    };
    const expected: Record<keyof typeof forged, string> = {
      stronger: STORY_START_TEXT.stats,
      renamed: STORY_START_TEXT.stats,
      unearned: STORY_START_TEXT.deck,
      fighter: STORY_START_TEXT.enemy,
      arena: STORY_START_TEXT.enemy,
      second: STORY_START_TEXT.enemy,
      easier: STORY_START_TEXT.enemy,
    };
    for (const [label, setup] of Object.entries(forged)) {
      expect(await rejection(start(setup)), label).toMatchObject({
        code: 'invalid_input',
        message: expected[label as keyof typeof forged],
      });
    }
    // The deck is the one the adventure saved, not another of cards the hero may hold.
    expect(
      await rejection(start({ ...plan, sides: [{ ...side, deck: [STARTER, c(0)] }, plan.sides[1]] })),
    ).toMatchObject({ code: 'invalid_input', message: STORY_START_TEXT.savedDeck });
    // Owned and saved in the deck, the rare card comes along.
    await ownCards(backend, hero.id, [rare]);
    await backend.collection.saveDeck(hero.adventure_id, [STARTER, rare]);
    const seeds = new Set<number>();
    const first = await start(forged.unearned);
    seeds.add(first.seed);
    expect(readPlan(first.setup)?.seed).toBe(first.seed);
    // One unfinished story battle per hero: leaving it to begin another is no way to a new seed.
    // The refusal names that battle, for a screen that lost track of it to resume it.
    expect(await rejection(start(forged.unearned))).toMatchObject({
      code: 'conflict',
      message: STORY_START_TEXT.unfinished,
      subject: first.id,
    });
    await backend.battles.endBattle(first.id, 'abandoned', null);
    // That encounter has been fought: leaving it does not bring it back.
    expect(await rejection(start(forged.unearned))).toMatchObject({
      code: 'conflict',
      message: STORY_START_TEXT.fought,
    });
    await backend.collection.saveDeck(hero.adventure_id, [STARTER]);
    for (let i = 0; i < 3; i += 1) {
      const next = await start(storyPlanOf(hero, [STARTER], 4242, await meet(backend, hero)));
      seeds.add(next.seed);
      await backend.battles.endBattle(next.id, 'abandoned', null);
    }
    // The seed sent (4242) is replaced by one the backend draws.
    expect(seeds.has(4242)).toBe(false);
    expect(seeds.size).toBeGreaterThan(1);
  });

  it('ends a story battle with the hero as the battle left it: its health and energy', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'end'));
    const { hero } = await adventureWithHero(backend);
    const lost = await storyBattle(backend, hero.id, 1);
    const loaded = await backend.battles.loadBattle(lost);
    const plan = readPlan(loaded?.battle.setup);
    if (!loaded || !plan) throw new Error('no battle');
    const end = replayBattle(plan, loaded.actions as BattleAction[]).sides[0];
    expect(await backend.heroes.getHero(hero.id)).toMatchObject({
      health: Math.min(hero.max_health, end.health),
      mana: end.energy,
      agility: hero.agility,
      defense: hero.defense,
      critical_rate: hero.critical_rate,
      gold: 0,
    });
    // Set aside, a battle changes nothing on the hero but rolls its jail.
    const before = await backend.heroes.getHero(hero.id);
    const left = await storyBattle(backend, hero.id, null);
    await backend.battles.endBattle(left, 'abandoned', null);
    expect(await backend.heroes.getHero(hero.id)).toEqual(before);
    expect((await backend.battles.loadBattle(left))?.battle).toMatchObject({
      status: 'abandoned',
      winner: 1,
    });
    // Asked again, the same end changes nothing; another end is refused.
    await backend.battles.endBattle(left, 'abandoned', null);
    expect((await rejection(backend.battles.endBattle(left, 'finished', 0))).code).toBe('conflict');
  });

  it('jail takes gold down to 0 at most, never the starter card, and the stolen card leaves the deck', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'jail'));
    const { adventureId, hero } = await adventureWithHero(backend);
    await backend.collection.grantStarterCard(hero.id);
    await endow(backend, hero.id, { gold: 3, cards: [c(2)] });
    await backend.collection.saveDeck(adventureId, [STARTER, c(2)]);
    // The jailers may take any owned card but the starter card: here only c(2).
    const lost = await storyBattle(backend, hero.id, 1);
    const rolled = await backend.purse.storySpoils(lost);
    expect(rolled).toMatchObject({ kind: 'jail', cardId: c(2) });
    const jail = await backend.purse.jailTheft({ theft_id: lost, hero_id: hero.id });
    const stolen = Math.min(3, rolled?.gold ?? 0);
    expect(jail).toMatchObject({ gold_stolen: stolen, stolen_card_id: c(2), replayed: false });
    expect(jail.hero.gold).toBe(3 - stolen);
    expect(await backend.collection.listOwnedCards(hero.id)).toEqual([STARTER]);
    expect(await backend.collection.loadDeck(adventureId)).toEqual([STARTER]);
    await endow(backend, hero.id, { gold: -(3 - stolen) });
    const again = await storyBattle(backend, hero.id, 1);
    expect(await backend.purse.storySpoils(again)).toMatchObject({ kind: 'jail', cardId: null });
    const empty = await backend.purse.jailTheft({ theft_id: again, hero_id: hero.id });
    expect(empty).toMatchObject({ gold_stolen: 0, stolen_card_id: null });
    expect(empty.hero.gold).toBe(0);
    expect(await backend.collection.listOwnedCards(hero.id)).toEqual([STARTER]);
  });
}
