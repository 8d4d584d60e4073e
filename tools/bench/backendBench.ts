// Times the local backend's common operations in a real browser (IndexedDB in Chromium). Loaded by
// tools/bench/backend.mjs; the result is published on window.__backendBench.
import { CARDS } from '../../src/content/index.ts';
import { createLocalBackend } from '../../src/services/backend/local/index.ts';
import { storyPlan } from '../../src/engine/adventure/storyStart.ts';
import { planJson } from '../../src/engine/plan/planSchema.ts';

const ROUNDS = 200;
const LOG_LENGTH = 60;

type Timings = Record<string, number[]>;

async function time(timings: Timings, name: string, work: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  await work();
  (timings[name] ??= []).push(performance.now() - start);
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { runs: sorted.length, median_ms: at(0.5), p95_ms: at(0.95) };
}

async function run() {
  // The store rolls a new stock each hour of this clock: each round moves it on by an hour.
  let hoursAhead = 0;
  const backend = createLocalBackend({
    dbName: `bench-${Date.now()}`,
    now: () => Date.now() + hoursAhead * 3_600_000,
  });
  const email = `bench${Date.now()}@example.com`;
  await backend.auth.signUp({ email, password: 'rattan-sticks', username: `bench${Date.now() % 100000}` });
  await backend.auth.logIn({ email, password: 'rattan-sticks' });
  const { adventure, hero } = await backend.adventures.beginAdventure({
    intro: 'A benchmark at the river.',
    progress: {},
    hero: { name: 'Tala', background: '', job: 'Soldier', personalities: ['Brave'] },
  });
  const commons = CARDS.filter((c) => c.rarity === 'common' && c.id !== 73 && c.id !== 91).map((c) => c.id);
  const battle = await backend.battles.startBattle({
    mode: 'versus_computer',
    seed: 1,
    setup: { fighters: [1, 2] },
  });
  for (let seq = 0; seq < LOG_LENGTH; seq += 1) {
    await backend.battles.appendBattleAction(battle.id, seq, { type: 'play', card: 60, side: seq % 2 });
  }
  /**
   * Gold as a player earns it between battles: choice A answered at the manor (where half of all
   * scenes find gold), each find the backend rolled settled by its scenario's id.
   */
  let scenes = 0;
  async function earnGold(atLeast: number): Promise<void> {
    while (((await backend.heroes.getHero(hero.id))?.gold ?? 0) < atLeast) {
      scenes += 1;
      const saved = await backend.adventures.saveScenario({
        adventure_id: adventure.id,
        scene: `The manor's garden, scene ${scenes}.`,
        prev_scene: null,
        choice: 'A',
        progress: { scene: { location: 'manor' } },
      });
      if (saved.find)
        await backend.purse.grantReward({ reward_id: saved.id, kind: 'scenario', hero_id: hero.id });
    }
  }
  await earnGold(10);
  const timings: Timings = {};
  let seq = LOG_LENGTH;
  for (let round = 0; round < ROUNDS; round += 1) {
    await time(timings, 'load battle', () => backend.battles.loadBattle(battle.id));
    await time(timings, 'append action', () =>
      backend.battles.appendBattleAction(battle.id, seq, { type: 'charge' }),
    );
    seq += 1;
    const deck = Array.from({ length: 7 }, (_, i) => commons[(round + i) % commons.length] ?? 60);
    await time(timings, 'save deck', () => backend.collection.saveDeck(adventure.id, deck));
    // Untimed set-up for the purchase: a new stock, enough gold, and a card of it not owned yet.
    hoursAhead += 1;
    const stock = await backend.purse.storeStock(hero.id);
    const item = stock.cards.find((card) => card.card_id !== 73) ?? stock.cards[0];
    if (!item) throw new Error('The store offered no card.');
    await earnGold(item.price);
    await time(timings, 'buy card', () =>
      backend.purse.buyCard({
        purchase_id: crypto.randomUUID(),
        hero_id: hero.id,
        card_id: item.card_id,
        price: item.price,
      }),
    );
    // A story battle left at once is lost: its jail takes the card back (the only one it may
    // take), so a later stock may offer it again.
    const now = await backend.heroes.getHero(hero.id);
    if (!now) throw new Error('The hero is gone.');
    const met = await backend.adventures.saveScenario({
      adventure_id: adventure.id,
      scene: `Bandits on the road, round ${round}.`,
      prev_scene: null,
      choice: 'B',
      progress: { step: 'battle', encounter: { location: 'woods' } },
    });
    if (!met.encounter) throw new Error('Choice B met no enemy.');
    const plan = storyPlan(now, deck, met.encounter, 1);
    const lost = await backend.battles.startBattle({ mode: 'adventure', seed: 1, setup: planJson(plan) });
    await backend.battles.endBattle(lost.id, 'abandoned', null);
    await backend.purse.jailTheft({ theft_id: lost.id, hero_id: hero.id });
  }
  return Object.fromEntries(Object.entries(timings).map(([name, samples]) => [name, summary(samples)]));
}

declare global {
  interface Window {
    __backendBench?: { ok: true; result: unknown } | { ok: false; error: string };
  }
}

run().then(
  (result) => {
    window.__backendBench = { ok: true, result };
    document.getElementById('out')!.textContent = JSON.stringify(result, null, 2);
  },
  (error: unknown) => {
    window.__backendBench = { ok: false, error: String(error) };
  },
);
