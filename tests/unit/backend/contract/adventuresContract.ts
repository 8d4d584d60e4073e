// The Backend contract (portContract.ts), part: the catalogue, sessions, adventures with their hero and scenarios, progress, choice A's find and deleting an adventure.
import { expect, it } from 'vitest';
import { CARDS, ENEMIES, FIGHTERS, getCard } from '../../../../src/content/index.ts';
import { heroStats, traitsFor } from '../../../../src/engine/index.ts';
import type { NewAdventure } from '../../../../src/services/backend/gameTypes.ts';
import { actAs, type ContractHarness, newPlayer, rejection, uuid } from './harness.ts';
import { STARTER, newAdventure, adventureWithHero, scene, endow } from './arrange.ts';

export function describeAdventuresContract(harness: ContractHarness): void {
  it('serves the catalogue to everybody, signed in or not', async () => {
    const backend = await harness.fresh();
    const cards = await backend.catalogue.listCards();
    expect(cards.map((card) => card.id)).toEqual(CARDS.map((card) => card.id));
    expect(await backend.catalogue.getCard(STARTER)).toEqual(getCard(STARTER));
    expect(await backend.catalogue.getCard(9999)).toBeNull();
    expect((await backend.catalogue.listFighters()).map((f) => f.name)).toEqual(FIGHTERS.map((f) => f.name));
    expect(await backend.catalogue.listEnemies()).toEqual(ENEMIES.map((e) => ({ ...e })));
    expect(await backend.catalogue.getEnemy(4)).toEqual({ ...ENEMIES[0] });
    expect(await backend.catalogue.getEnemy(99)).toBeNull();
    expect((await rejection(backend.catalogue.getCard(-3))).code).toBe('invalid_input');
    expect((await rejection(backend.catalogue.getEnemy('4' as unknown as number))).code).toBe(
      'invalid_input',
    );
  });

  it('refuses player data without a session', async () => {
    const backend = await harness.fresh();
    expect((await rejection(backend.adventures.listAdventures())).code).toBe('session_missing');
    expect((await rejection(backend.adventures.beginAdventure(newAdventure()))).code).toBe('session_missing');
    expect((await rejection(backend.adventures.saveProgress(uuid(), {}))).code).toBe('session_missing');
    expect((await rejection(backend.adventures.listScenarios(uuid()))).code).toBe('session_missing');
  });

  it('keeps adventures, scenarios and the hero, and deletes them together', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'tala'));
    const { adventureId, hero } = await adventureWithHero(backend);
    expect(hero).toMatchObject({
      adventure_id: adventureId,
      defense: 0,
      gold: 0,
      max_health: 60,
      wisdom: 55,
    });
    expect((await backend.adventures.listAdventures()).map((a) => a.id)).toEqual([adventureId]);
    await backend.adventures.saveScenario(scene(adventureId, 'At the river.', 1));
    const second = await backend.adventures.saveScenario({
      ...scene(adventureId, 'The ferryman waits.', 2),
      prev_scene: 'At the river.',
      choice: 'A',
    });
    expect(await backend.adventures.latestScenario(adventureId)).toEqual(second);
    expect((await backend.adventures.getAdventure(adventureId))?.prev_scene).toBe('The ferryman waits.');
    expect(await backend.heroes.heroForAdventure(adventureId)).toEqual(hero);

    await backend.collection.grantStarterCard(hero.id);
    await backend.collection.saveDeck(adventureId, [STARTER]);
    await backend.adventures.deleteAdventure(adventureId);
    expect(await backend.adventures.getAdventure(adventureId)).toBeNull();
    expect(await backend.heroes.getHero(hero.id)).toBeNull();
    expect(await backend.collection.loadDeck(adventureId)).toEqual([]);
    expect(await backend.collection.listOwnedCards(hero.id)).toEqual([]);
    expect(await backend.adventures.latestScenario(adventureId)).toBeNull();
  });

  it('begins adventures numbered 1, 2, 3 per player, each with a hero made from its job', async () => {
    const backend = await harness.fresh();
    const a = await newPlayer(backend, 'num');
    const b = await newPlayer(backend, 'other');
    await actAs(backend, a);
    const first = await backend.adventures.beginAdventure(newAdventure());
    // Stats sent along are not the client's to choose: the backend derives them.
    const second = await backend.adventures.beginAdventure(
      newAdventure({ name: 'Lakan', job: 'Warrior', personalities: [], health: 100 } as Partial<
        NewAdventure['hero']
      >),
    );
    const third = await backend.adventures.beginAdventure({
      intro: 'A third road.',
      progress: { screen: 'intro', seen: [1, 2], note: null },
      hero: {
        name: 'Mayumi',
        background: '',
        job: 'Musician',
        personalities: ['Witty', 'Curious', 'Shy', 'Lazy'],
      },
    });
    expect([first, second, third].map(({ adventure }) => adventure.number)).toEqual([1, 2, 3]);

    const { adventure, hero } = first;
    expect(adventure).toMatchObject({
      user_id: a.user_id,
      number: 1,
      intro: 'The tide brings a stranger.',
      prev_scene: null,
      progress: { screen: 'story', step: 0 },
    });
    expect(adventure.updated_at).toBe(adventure.created_at);
    expect(await backend.adventures.getAdventure(adventure.id)).toEqual(adventure);
    const expected = heroStats(traitsFor('Soldier', ['Brave']));
    expect(expected).toMatchObject({ health: 60, mana: 50, agility: 23, critical_rate: 35, wisdom: 55 });
    expect(hero).toMatchObject({
      user_id: a.user_id,
      adventure_id: adventure.id,
      name: 'Tala',
      background: 'A fisher of the southern coast.',
      job: 'Soldier',
      personalities: ['Brave'],
      health: 60,
      max_health: 60,
      mana: 50,
      agility: 23,
      defense: 0,
      critical_rate: 35,
      wisdom: 55,
      gold: 0,
    });
    expect(await backend.heroes.heroForAdventure(adventure.id)).toEqual(hero);
    for (const { hero: made } of [second, third]) {
      const { defense: _defense, ...stats } = heroStats(traitsFor(made.job, made.personalities));
      expect(made).toMatchObject({ ...stats, max_health: stats.health, defense: 0, gold: 0 });
    }
    expect(second.hero).toMatchObject({ job: 'Warrior', personalities: [], health: 75 });
    expect(third.hero.personalities).toEqual(['Witty', 'Curious', 'Shy', 'Lazy']);
    expect(third.adventure.progress).toEqual({ screen: 'intro', seen: [1, 2], note: null });

    const listed = await backend.adventures.listAdventures();
    expect(listed.map((row) => [row.number, row.hero])).toEqual([
      [3, { id: third.hero.id, name: 'Mayumi' }],
      [2, { id: second.hero.id, name: 'Lakan' }],
      [1, { id: hero.id, name: 'Tala' }],
    ]);
    expect(listed[2]).toEqual({ ...adventure, hero: { id: hero.id, name: 'Tala' } });

    await actAs(backend, b);
    expect((await backend.adventures.beginAdventure(newAdventure())).adventure.number).toBe(1);
    expect((await backend.adventures.listAdventures()).map((row) => row.number)).toEqual([1]);
    await actAs(backend, a);
    expect((await backend.adventures.beginAdventure(newAdventure())).adventure.number).toBe(4);
  });

  it('refuses unlisted jobs and personalities, or more than four, and then creates nothing', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'jobs'));
    await adventureWithHero(backend);
    const before = await backend.adventures.listAdventures();
    const five = ['Brave', 'Clever', 'Honest', 'Stoic', 'Witty'];
    const refused: [Partial<NewAdventure['hero']>, string][] = [
      [{ job: 'Pirate' }, 'Only the listed jobs can be chosen.'],
      [{ job: 'soldier' }, 'Only the listed jobs can be chosen.'],
      [{ personalities: ['Brave', 'Sneaky'] }, 'Only the listed personalities can be chosen.'],
      [{ personalities: five }, "You've reached the maximum of 4 personality choices."],
      [{ personalities: ['Brave', 'Brave'] }, 'This personality is already chosen.'],
    ];
    for (const [hero, message] of refused) {
      const error = await rejection(backend.adventures.beginAdventure(newAdventure(hero)));
      expect(error.code, message).toBe('invalid_input');
      expect(error.message).toBe(message);
    }
    expect(await backend.adventures.listAdventures()).toEqual(before);
    // The next adventure still takes the next number: nothing half-made holds one.
    expect((await backend.adventures.beginAdventure(newAdventure())).adventure.number).toBe(2);
  });

  it('saves progress, and stores it with each scenario in the same step', async () => {
    const backend = await harness.fresh();
    const a = await newPlayer(backend, 'prog');
    await actAs(backend, a);
    const { adventureId } = await adventureWithHero(backend);
    const start = await backend.adventures.getAdventure(adventureId);
    const progress = {
      screen: 'battle',
      scene: { text: 'Bandits on the road.', choices: ['A', 'B', 'C'] },
      pending: [{ kind: 'reward', gold: 5, ok: true }],
      rng: [12345, -7, 0.5],
      nothing: null,
    };
    const saved = await backend.adventures.saveProgress(adventureId, progress);
    expect(saved).toMatchObject({ id: adventureId, number: 1, progress, prev_scene: null });
    expect(saved.updated_at >= (start?.updated_at ?? '')).toBe(true);
    expect(saved.created_at).toBe(start?.created_at);
    expect(await backend.adventures.getAdventure(adventureId)).toEqual(saved);

    const scenes = [
      await backend.adventures.saveScenario(scene(adventureId, 'At the river.', 1)),
      await backend.adventures.saveScenario({
        ...scene(adventureId, 'The ferryman waits.', 2),
        prev_scene: 'At the river.',
        choice: 'B',
      }),
      await backend.adventures.saveScenario({
        ...scene(adventureId, 'Across the water.', 3),
        prev_scene: 'The ferryman waits.',
        choice: 'A',
      }),
    ];
    expect(await backend.adventures.listScenarios(adventureId)).toEqual(scenes);
    expect(scenes.map((row) => row.scene)).toEqual([
      'At the river.',
      'The ferryman waits.',
      'Across the water.',
    ]);
    const after = await backend.adventures.getAdventure(adventureId);
    expect(after).toMatchObject({
      prev_scene: 'Across the water.',
      progress: { screen: 'story', step: 3 },
    });

    // A scenario refused (an unknown option) stores neither the scenario nor its progress.
    await rejection(
      backend.adventures.saveScenario({
        ...scene(adventureId, 'Nowhere.', 4),
        choice: 'D',
      } as unknown as ReturnType<typeof scene>),
    );
    expect(await backend.adventures.listScenarios(adventureId)).toEqual(scenes);
    expect(await backend.adventures.getAdventure(adventureId)).toEqual(after);

    await actAs(backend, await newPlayer(backend, 'peek'));
    const foreign = await rejection(backend.adventures.saveProgress(adventureId, { screen: 'mine' }));
    expect(foreign.code).toBe('not_found');
    expect(await backend.adventures.listScenarios(adventureId)).toEqual([]);
    expect((await rejection(backend.adventures.saveProgress(uuid(), {}))).code).toBe('not_found');
    await actAs(backend, a);
    expect(await backend.adventures.getAdventure(adventureId)).toEqual(after);
  });

  it("rolls choice A's find itself as the answer is saved, and pays exactly that, once, by the scenario's id", async () => {
    const backend = await harness.fresh();
    const a = await newPlayer(backend, 'finder');
    await actAs(backend, a);
    const { adventureId, hero } = await adventureWithHero(backend);
    // The progress the screen sends claims the largest find there is; the backend rolls its own.
    const forged = { key: uuid(), potion: 40, gold: 10 };
    const answerA = (step: number) =>
      backend.adventures.saveScenario({
        ...scene(adventureId, `At the manor, scene ${step}.`, step),
        choice: 'A',
        progress: { scene: { location: 'manor' }, find: forged, step },
      });
    // At the manor half of all scenes find gold: a few answers turn some up.
    let found: Awaited<ReturnType<typeof answerA>> | null = null;
    for (let step = 1; step <= 40 && !found; step += 1) {
      const saved = await answerA(step);
      const stored = (await backend.adventures.getAdventure(adventureId))?.progress;
      const expected = saved.find
        ? { key: saved.id, potion: saved.find.potion, gold: saved.find.gold }
        : null;
      expect(stored).toEqual({ scene: { location: 'manor' }, find: expected, step });
      if (saved.find) {
        expect(saved.find.gold).toBeLessThanOrEqual(10);
        if (saved.find.potion !== null) expect(saved.find.potion).toBeGreaterThanOrEqual(1);
      }
      if (saved.find && saved.find.gold > 0) found = saved;
    }
    if (!found?.find) throw new Error('forty answers at the manor found no gold');
    expect((await backend.adventures.listScenarios(adventureId)).at(-1)).toEqual(found);

    const before = await backend.heroes.getHero(hero.id);
    const grant = { reward_id: found.id, kind: 'scenario' as const, hero_id: hero.id };
    // Another adventure's hero cannot be paid this adventure's find.
    const other = await adventureWithHero(backend);
    expect((await rejection(backend.purse.grantReward({ ...grant, hero_id: other.hero.id }))).code).toBe(
      'forbidden',
    );
    // Figures sent along (as an older screen did) are not read.
    const paid = await backend.purse.grantReward({
      ...grant,
      gold: 10,
      points_recovered: 40,
    } as typeof grant);
    expect(paid).toMatchObject({ replayed: false, card_added: false });
    expect(paid.hero.gold).toBe((before?.gold ?? 0) + found.find.gold);
    expect(paid.hero.health).toBe(
      Math.max(
        before?.health ?? 0,
        Math.min(hero.max_health, (before?.health ?? 0) + (found.find.potion ?? 0)),
      ),
    );
    const again = await backend.purse.grantReward(grant);
    expect(again).toMatchObject({ replayed: true });
    expect(again.hero.gold).toBe(paid.hero.gold);

    // A made-up key, the forged one, and a scene answered otherwise find nothing to pay.
    const refused = await rejection(backend.purse.grantReward({ ...grant, reward_id: uuid() }));
    expect(refused).toMatchObject({ code: 'forbidden', message: 'This find is not one this hero made.' });
    expect((await rejection(backend.purse.grantReward({ ...grant, reward_id: forged.key }))).code).toBe(
      'forbidden',
    );
    const fought = await backend.adventures.saveScenario({
      ...scene(adventureId, 'The guards draw.', 99),
      choice: 'B',
    });
    expect(fought.find).toBeNull();
    expect((await rejection(backend.purse.grantReward({ ...grant, reward_id: fought.id }))).code).toBe(
      'forbidden',
    );
    expect((await backend.heroes.getHero(hero.id))?.gold).toBe(paid.hero.gold);
  });

  it('deletes one adventure with its hero, deck, cards and scenarios, and nothing of another', async () => {
    const backend = await harness.fresh();
    await actAs(backend, await newPlayer(backend, 'del'));
    const gone = await adventureWithHero(backend);
    const kept = await adventureWithHero(backend);
    // Each hero buys a potion, so each has a line in the ledger.
    const keptPurchase = uuid();
    const purchase = async (hero_id: string) => {
      const [potion] = (await backend.purse.storeStock(hero_id)).potions;
      if (!potion) throw new Error('no potion in stock');
      const purchase_id = hero_id === kept.hero.id ? keptPurchase : uuid();
      return { purchase_id, hero_id, slot: 0, value: potion.value, price: potion.price };
    };
    for (const { adventureId, hero } of [gone, kept]) {
      await endow(backend, hero.id, { gold: 50 });
      await backend.collection.grantStarterCard(hero.id);
      await backend.purse.buyPotion(await purchase(hero.id));
      await backend.collection.saveDeck(adventureId, [STARTER]);
      await backend.adventures.saveScenario(scene(adventureId, 'At the river.', 1));
    }
    const keptScenarios = await backend.adventures.listScenarios(kept.adventureId);
    const keptStock = await backend.purse.storeStock(kept.hero.id);
    const keptAdventure = await backend.adventures.getAdventure(kept.adventureId);

    await backend.adventures.deleteAdventure(gone.adventureId);
    expect(await backend.adventures.getAdventure(gone.adventureId)).toBeNull();
    expect(await backend.heroes.getHero(gone.hero.id)).toBeNull();
    expect(await backend.collection.loadDeck(gone.adventureId)).toEqual([]);
    expect(await backend.collection.listOwnedCards(gone.hero.id)).toEqual([]);
    expect(await backend.adventures.listScenarios(gone.adventureId)).toEqual([]);
    expect((await rejection(backend.adventures.deleteAdventure(gone.adventureId))).code).toBe('not_found');

    expect((await backend.adventures.listAdventures()).map((row) => row.id)).toEqual([kept.adventureId]);
    expect(await backend.adventures.getAdventure(kept.adventureId)).toEqual(keptAdventure);
    const keptGold = 50 - (await purchase(kept.hero.id)).price;
    expect((await backend.heroes.getHero(kept.hero.id))?.gold).toBe(keptGold);
    expect(await backend.collection.loadDeck(kept.adventureId)).toEqual([STARTER]);
    expect(await backend.collection.listOwnedCards(kept.hero.id)).toEqual([STARTER]);
    expect(await backend.adventures.listScenarios(kept.adventureId)).toEqual(keptScenarios);
    expect((await rejection(backend.purse.storeStock(gone.hero.id))).code).toBe('not_found');
    expect(await backend.purse.storeStock(kept.hero.id)).toMatchObject({
      cards: keptStock.cards,
      potions: keptStock.potions,
      rolled_at: keptStock.rolled_at,
    });
    // The kept hero's ledger is intact: its purchase sent again is a replay and costs nothing.
    const again = await backend.purse.buyPotion(await purchase(kept.hero.id));
    expect(again.replayed).toBe(true);
    expect(again.hero.gold).toBe(keptGold);
  });
}
