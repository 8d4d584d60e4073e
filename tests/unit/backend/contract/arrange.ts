// The contract suite's arrangements and expectations, shared by its parts (portContract.ts): the
// heroes and adventures it begins, the story battles it plays to an end, gold and cards given
// through the harness, and what a fresh store stock must look like.
import { expect } from 'vitest';
import { CARDS } from '../../../../src/content/index.ts';
import type { Backend } from '../../../../src/services/backend/port.ts';
import type { Hero, NewAdventure, StoreStock } from '../../../../src/services/backend/gameTypes.ts';
import type { BattleMode, JsonValue } from '../../../../src/services/backend/types.ts';
import type { ContractHarness, HeroGift } from './harness.ts';
import { WOODS_FOE, storyLine, storyPlanOf } from './storyLog.ts';
import { readPlan } from '../../../../src/engine/plan/planSchema.ts';
import { expectStockWithinRanges } from '../../stockRanges.ts';
import type { StoryFoe } from '../../../../src/engine/adventure/storyStart.ts';

export const STARTER = 73;
export const CHARGE = 91;
export const commons = CARDS.filter((c) => c.rarity === 'common' && c.id !== STARTER && c.id !== CHARGE).map(
  (c) => c.id,
);
export const c = (i: number): number => commons[i] ?? 0;
/**
 * The deck of the contract's story battles: the starter card and five other common cards, which
 * every hero may hold. A deck of one card leaves some seeds (the backend draws them) with no win.
 */
export const FIGHTING_DECK = [STARTER, c(0), c(1), c(2), c(3), c(4)];

/** A Soldier who is Brave: health 60, mana 50, agility 23, critical rate 35, wisdom 55. */
export const newAdventure = (hero: Partial<NewAdventure['hero']> = {}): NewAdventure => ({
  intro: 'The tide brings a stranger.',
  progress: { screen: 'story', step: 0 },
  hero: {
    name: 'Tala',
    background: 'A fisher of the southern coast.',
    job: 'Soldier',
    personalities: ['Brave'],
    ...hero,
  },
});

export async function adventureWithHero(backend: Backend): Promise<{ adventureId: string; hero: Hero }> {
  const { adventure, hero } = await backend.adventures.beginAdventure(newAdventure());
  return { adventureId: adventure.id, hero };
}

export const scene = (adventure_id: string, text: string, step: number) => ({
  adventure_id,
  scene: text,
  prev_scene: null,
  choice: null,
  progress: { screen: 'story', step },
});

/** The suite's harness, for the arrangements only the backend's own storage can make. */
let harnessInUse: ContractHarness | null = null;

/** The harness whose suite is being collected (describeBackendContract sets it). */
export function useHarness(harness: ContractHarness): void {
  harnessInUse = harness;
}

/** Test arrangement: gold and cards for a hero, or its health and energy (ContractHarness.endow). */
export async function endow(backend: Backend, heroId: string, gift: HeroGift): Promise<void> {
  if (!harnessInUse) throw new Error('no harness');
  await harnessInUse.endow(backend, heroId, gift);
}

/**
 * A story battle of the hero as the game begins one (the hero as stored on side 0 with the
 * starter card, a story enemy on side 1; the backend draws the seed), played to its end with
 * `winner` (0: the hero won, 1: the enemy won), every move appended as the screen appends it, or
 * left active with no moves when it is null. In another mode the same plan is a battle that pays
 * nothing.
 */
export async function storyBattle(
  backend: Backend,
  heroId: string,
  winner: 0 | 1 | null,
  mode: BattleMode = 'adventure',
): Promise<string> {
  const found = await backend.heroes.getHero(heroId);
  if (!found) throw new Error('no hero of this player');
  // A hero worn down by an earlier battle may not be able to win: a won battle starts rested.
  if (winner === 0 && found.health < found.max_health)
    await endow(backend, heroId, { health: found.max_health });
  const hero = winner === 0 ? { ...found, health: found.max_health } : found;
  // A story battle is fought with the deck the adventure saved: five commons when none is.
  const saved = await backend.collection.loadDeck(hero.adventure_id);
  const deck = saved.length > 0 ? saved : FIGHTING_DECK.filter((card) => card !== STARTER);
  if (saved.length === 0) await backend.collection.saveDeck(hero.adventure_id, deck);
  // About one seed in 400 leaves this hero no win at all: such a battle is left (a loss that
  // changes nothing on the hero until its jail is settled) and another one begun.
  for (let attempt = 1; ; attempt += 1) {
    const foe = mode === 'adventure' ? await meet(backend, hero) : WOODS_FOE;
    const sent = { ...storyPlanOf(hero, deck, 4242, foe), mode };
    const battle = await backend.battles.startBattle({
      mode,
      seed: sent.seed,
      setup: sent as unknown as JsonValue,
    });
    if (winner === null) return battle.id;
    const plan = readPlan(battle.setup);
    if (!plan) throw new Error('the stored plan cannot be read');
    let line;
    try {
      line = storyLine(plan, winner);
    } catch (error) {
      if (attempt >= 5 || mode !== 'adventure') throw error;
      await backend.battles.endBattle(battle.id, 'abandoned', null);
      continue;
    }
    for (const [seq, action] of line.entries())
      await backend.battles.appendBattleAction(battle.id, seq, { ...action });
    await backend.battles.endBattle(battle.id, 'finished', winner);
    return battle.id;
  }
}

/**
 * Choice B answered on the hero's adventure, as the map's scene does: the enemy the backend met
 * there, the only one a story battle may then be fought against, once.
 */
export async function meet(
  backend: Backend,
  hero: Pick<Hero, 'adventure_id'>,
  location = 'woods',
): Promise<StoryFoe> {
  const saved = await backend.adventures.saveScenario({
    adventure_id: hero.adventure_id,
    scene: 'Bandits step out onto the road.',
    prev_scene: null,
    choice: 'B',
    progress: { step: 'battle', encounter: { location } },
  });
  if (!saved.encounter) throw new Error('choice B met no enemy');
  return saved.encounter;
}

/** The hero owns each of `cards` (test arrangement). */
export async function ownCards(backend: Backend, heroId: string, cards: readonly number[]): Promise<void> {
  await endow(backend, heroId, { cards });
}

/** The hero holds `gold` more (test arrangement). */
export async function giveGold(backend: Backend, heroId: string, gold: number): Promise<void> {
  await endow(backend, heroId, { gold });
}

/** The spec's ranges: 5 different common or rare cards priced by rarity, 4 potions, nothing sold. */
export function expectFreshStock(stock: StoreStock, heroId: string): void {
  expect(stock.hero_id).toBe(heroId);
  expectStockWithinRanges(stock);
  expect(Number.isNaN(Date.parse(stock.rolled_at))).toBe(false);
  expect(Date.parse(stock.served_at)).toBeGreaterThanOrEqual(Date.parse(stock.rolled_at));
}

/** A card of the stock the hero does not own yet (the starter card may be on offer too). */
export function cardToBuy(stock: StoreStock, skip = 0): { card_id: number; price: number } {
  const card = stock.cards.filter((item) => item.card_id !== STARTER && !item.sold)[skip];
  if (!card) throw new Error('no card to buy in this stock');
  return card;
}
