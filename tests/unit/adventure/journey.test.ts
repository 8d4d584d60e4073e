// The adventure from the list to the map's scenes, over the local backend on fake IndexedDB and the
// offline storyteller (docs/game-design.md §5.1 to §5.6): the list newest first, Continue and
// Delete, a reload on any adventure screen, the starter card granted once and the Fresh Start, the
// deck builder's limits, and a pin's scene told, kept across a reload and answered A, B or C, each
// answer stored in the story with its rolled outcome before anything is granted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYABLE_CARDS, getCard } from '../../../src/content/index.ts';
import { MSG, STARTER_CARD_ID, moveTo, startJourney } from '../../../src/engine/index.ts';
import type { Journey } from '../../../src/engine/index.ts';
import { ADVENTURE_MESSAGES } from '../../../src/engine/adventure/messages.ts';
import { readJourney } from '../../../src/engine/adventure/journeySchema.ts';
import { LOCAL_KEYS } from '../../../src/services/storage/localKeys.ts';
import { confirmDeck, deckChoices, resetDeck } from '../../../src/state/adventure/deck.ts';
import { closeGreeting, confirmFreshStart } from '../../../src/state/adventure/intro.ts';
import {
  closeAdventure,
  continueAdventure,
  deleteAdventure,
  ensureAdventure,
  listAdventures,
  misplaced,
  pathOfJourney,
} from '../../../src/state/adventure/open.ts';
import {
  answerScene,
  findText,
  leaveScene,
  openPin,
  settleFind,
  stopTelling,
  tellOpenScene,
} from '../../../src/state/adventure/scenes.ts';
import { INITIAL_ADVENTURE, useAdventureStore } from '../../../src/state/adventure/store.ts';
import type { TestBackend } from '../state/fakes.ts';
import { browserStorage, installLocalBackend, signInAsGuest, until } from '../state/fakes.ts';
import { COMMON_DECK, onTheMap, prepareAdventure, sceneOpen, seedWhere } from './prepared.ts';

const MESSAGES = ADVENTURE_MESSAGES;
let test: TestBackend;
const store = () => useAdventureStore.getState();

/** The journey as the backend holds it. */
async function storedJourney(adventureId: string): Promise<Journey | null> {
  const adventure = await test.backend.adventures.getAdventure(adventureId);
  return adventure ? readJourney(adventure.progress) : null;
}

beforeEach(async () => {
  browserStorage();
  test = installLocalBackend('journey');
  closeAdventure();
  await signInAsGuest(test.backend);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  stopTelling();
  vi.restoreAllMocks();
});

describe('the list, Continue and Delete', () => {
  it('lists the adventures newest first; Continue opens one where its journey stands', async () => {
    const first = await prepareAdventure(test.backend, startJourney(1), { name: 'Una' });
    const second = await prepareAdventure(test.backend, onTheMap(2), { name: 'Ikalawa' });
    const third = await prepareAdventure(test.backend, onTheMap(3), { name: 'Ikatlo', deck: COMMON_DECK });
    const listed = await listAdventures();
    expect(listed.map((a) => a.id)).toEqual([third.adventureId, second.adventureId, first.adventureId]);
    expect(listed.map((a) => a.hero?.name)).toEqual(['Ikatlo', 'Ikalawa', 'Una']);

    expect(await continueAdventure(first.adventureId)).toEqual({ ok: true, path: '/story_intro' });
    expect(await continueAdventure(second.adventureId)).toEqual({ ok: true, path: '/deck_build' });
    expect(await continueAdventure(third.adventureId)).toEqual({ ok: true, path: '/story_base' });
    expect(store()).toMatchObject({ status: 'ready', deck: COMMON_DECK, story: [], telling: '' });
    expect(store().hero?.id).toBe(third.heroId);
    expect(localStorage.getItem(LOCAL_KEYS.adventureId)).toBe(third.adventureId);
    expect(localStorage.getItem(LOCAL_KEYS.characterId)).toBe(third.heroId);
  });

  it("says who is missing, and that an unknown adventure can't be loaded", async () => {
    expect(await continueAdventure('3e0f3c56-3b53-4a4e-8a38-f3a8c7f4d0a1')).toEqual({
      ok: false,
      message: MESSAGES.loadFailed,
    });
    expect(store()).toMatchObject({ status: 'failed', error: MESSAGES.loadFailed, adventure: null });
    localStorage.removeItem(LOCAL_KEYS.userId);
    await expect(listAdventures()).rejects.toThrow(MESSAGES.noUserId);
    expect(await continueAdventure('any')).toEqual({ ok: false, message: MESSAGES.noUserId });
    localStorage.removeItem(LOCAL_KEYS.accessToken);
    expect(await continueAdventure('any')).toEqual({ ok: false, message: MESSAGES.notLoggedIn });
  });

  it('Delete removes the adventure with its keys and closes it when it was open', async () => {
    const kept = await prepareAdventure(test.backend, onTheMap(4));
    const gone = await prepareAdventure(test.backend, onTheMap(5));
    expect(await deleteAdventure(gone.adventureId)).toEqual({ ok: true, message: MESSAGES.deleted });
    expect((await listAdventures()).map((a) => a.id)).toEqual([kept.adventureId]);
    expect(localStorage.getItem(LOCAL_KEYS.adventureId)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.characterId)).toBeNull();
    expect(store()).toEqual(INITIAL_ADVENTURE);
    // Deleting one that is not open leaves the open one alone.
    await continueAdventure(kept.adventureId);
    const other = await test.backend.adventures.beginAdventure({
      intro: 'x',
      progress: {},
      hero: { name: 'Iba', background: '', job: 'Chef', personalities: [] },
    });
    await continueAdventure(kept.adventureId);
    expect((await deleteAdventure(other.adventure.id)).ok).toBe(true);
    expect(store().adventure?.id).toBe(kept.adventureId);
    expect(localStorage.getItem(LOCAL_KEYS.adventureId)).toBe(kept.adventureId);
  });

  it("tells the backend's refusal when an adventure cannot be deleted", async () => {
    await test.backend.auth.logOut();
    const refused = await deleteAdventure('3e0f3c56-3b53-4a4e-8a38-f3a8c7f4d0a1');
    expect(refused).toEqual({ ok: false, message: 'Auth session missing!' });
  });

  it('reads the open adventure again after a reload, once however many screens ask', async () => {
    const prepared = await prepareAdventure(test.backend, onTheMap(6), { deck: COMMON_DECK });
    closeAdventure();
    const read = vi.spyOn(test.backend.adventures, 'getAdventure');
    const [a, b] = await Promise.all([ensureAdventure(), ensureAdventure()]);
    expect([a, b]).toEqual([true, true]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(store().adventure?.id).toBe(prepared.adventureId);
    expect(await ensureAdventure()).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
    localStorage.removeItem(LOCAL_KEYS.adventureId);
    expect(await ensureAdventure()).toBe(false);
    expect(store()).toMatchObject({ status: 'failed', error: MESSAGES.loadFailed });
  });

  it("keeps the hero's gold live when the purse moves it", async () => {
    const prepared = await prepareAdventure(test.backend, onTheMap(7));
    // Gold in the purse (written straight into the database, which tells the screen nothing), then
    // a potion bought through the purse, which does.
    await test.changeHero(prepared.heroId, { gold: 60 });
    const stock = await test.backend.purse.storeStock(prepared.heroId);
    const potion = stock.potions[0];
    if (!potion) throw new Error('no potion in stock');
    await test.backend.purse.buyPotion({
      purchase_id: crypto.randomUUID(),
      hero_id: prepared.heroId,
      slot: 0,
      value: potion.value,
      price: potion.price,
    });
    await until(() => store().hero?.gold === 60 - potion.price, "the hero's new gold");
  });

  it('sends a screen opened out of turn to where the journey stands', () => {
    const map = onTheMap(8);
    expect(misplaced('/story_base', map, 7)).toBeNull();
    expect(misplaced('/store', map, 7)).toBeNull();
    expect(misplaced('/ad_battle', map, 7)).toBe('/story_base');
    expect(pathOfJourney(map, 0)).toBe('/deck_build');
    expect(misplaced('/main_menu', map, 0)).toBeNull();
    const battle = moveTo(map, 'battle');
    expect(misplaced('/store', battle, 7)).toBe('/ad_battle');
    expect(misplaced('/result_base', battle, 7)).toBeNull();
    const lost = {
      ...moveTo(map, 'aftermath'),
      encounter: {
        key: crypto.randomUUID(),
        enemyId: 4,
        randomChoice: 1 as const,
        location: 'river' as const,
        battleId: 'b',
        result: 'lost' as const,
      },
    };
    expect(pathOfJourney(lost, 7)).toBe('/defeated');
    expect(pathOfJourney({ ...lost, encounter: { ...lost.encounter, result: 'won' } }, 7)).toBe(
      '/result_base',
    );
    expect(pathOfJourney(moveTo(map, 'reward'), 7)).toBe('/reward');
    expect(pathOfJourney(moveTo(map, 'jail'), 7)).toBe('/jail');
    expect(pathOfJourney(moveTo(map, 'deck'), 7)).toBe('/deck_build');
  });
});

describe('the story intro', () => {
  it('grants the starter card once; the second greeting says it is owned', async () => {
    await prepareAdventure(test.backend, startJourney(11));
    expect(await closeGreeting()).toEqual({
      ok: true,
      granted: true,
      message: `${getCard(STARTER_CARD_ID).name} is yours: your first card.`,
    });
    expect(store().owned).toEqual([STARTER_CARD_ID]);
    expect(await closeGreeting()).toEqual({ ok: true, granted: false, message: MSG.starterOwned });
    expect(store().owned).toEqual([STARTER_CARD_ID]);
  });

  it('Fresh Start sends the hero to build a deck, once', async () => {
    const prepared = await prepareAdventure(test.backend, startJourney(12));
    expect(await confirmFreshStart()).toEqual({ ok: true, message: MSG.buildDeckFirst });
    expect(store().journey?.step).toBe('deck');
    expect((await storedJourney(prepared.adventureId))?.step).toBe('deck');
    await confirmDeck(COMMON_DECK);
    expect(await confirmFreshStart()).toEqual({ ok: true, message: MSG.buildDeckFirst });
    expect(store().journey?.step).toBe('map');
  });

  it('says so when no adventure is open', async () => {
    expect(await closeGreeting()).toEqual({ ok: false, granted: false, message: MESSAGES.saveFailed });
    expect(await confirmFreshStart()).toEqual({ ok: false, message: MESSAGES.saveFailed });
  });
});

describe('the deck builder', () => {
  it('offers every common card and the owned ones; rare and special ones are to earn', () => {
    const rare = PLAYABLE_CARDS.find((card) => card.rarity === 'rare');
    if (!rare) throw new Error('no rare card');
    const none = deckChoices([]);
    expect(none.usable.every((card) => card.rarity === 'common')).toBe(true);
    expect(none.toEarn.every((card) => card.rarity !== 'common')).toBe(true);
    expect(none.usable.length + none.toEarn.length).toBe(PLAYABLE_CARDS.length);
    const owned = deckChoices([rare.id]);
    expect(owned.usable.map((c) => c.id)).toContain(rare.id);
    expect(owned.toEarn.map((c) => c.id)).not.toContain(rare.id);
  });

  it('saves seven cards at most, no card twice, and a first deck opens the map', async () => {
    const prepared = await prepareAdventure(test.backend, moveTo(startJourney(13), 'deck'));
    const eight = [...COMMON_DECK, 68];
    expect(await confirmDeck(eight)).toEqual({
      ok: false,
      message: 'You exceeded the maximum of 7 cards in your deck.',
    });
    expect(await confirmDeck([60, 61, 60])).toEqual({
      ok: false,
      message: 'A deck cannot hold the same card twice.',
    });
    expect(store().deck).toEqual([]);
    expect(store().journey?.step).toBe('deck');
    expect(await confirmDeck(COMMON_DECK)).toEqual({ ok: true, message: MESSAGES.deckConfirmed });
    expect(store().deck).toEqual(COMMON_DECK);
    expect(await test.backend.collection.loadDeck(prepared.adventureId)).toEqual(COMMON_DECK);
    expect((await storedJourney(prepared.adventureId))?.step).toBe('map');
  });

  it('Reset Deck empties the saved deck, and says when it cannot', async () => {
    const prepared = await prepareAdventure(test.backend, onTheMap(14), { deck: COMMON_DECK });
    expect(await resetDeck()).toEqual({ ok: true, message: MESSAGES.deckReset });
    expect(store().deck).toEqual([]);
    expect(await test.backend.collection.loadDeck(prepared.adventureId)).toEqual([]);
    await test.backend.auth.logOut();
    expect(await resetDeck()).toEqual({ ok: false, message: MESSAGES.deckResetFailed });
    closeAdventure();
    expect(await resetDeck()).toEqual({ ok: false, message: MESSAGES.unexpected });
  });
});

describe("a pin's scene", () => {
  it('is told word by word, stored once whole, and kept across a reload', async () => {
    const prepared = await prepareAdventure(test.backend, onTheMap(21), { deck: COMMON_DECK });
    expect(await openPin('river')).toEqual({ ok: true });
    expect(localStorage.getItem(LOCAL_KEYS.locationName)).toBe('river');
    expect(store().journey?.scene).toEqual({ location: 'river', kind: 'scenario', after: null, text: null });

    const told: string[] = [];
    const unwatch = useAdventureStore.subscribe((s) => void (s.telling && told.push(s.telling)));
    await tellOpenScene(() => undefined);
    unwatch();
    const scene = store().journey?.scene;
    expect(told.length).toBeGreaterThan(1);
    expect(scene?.text).toBe(told.at(-1)?.trim());
    expect(store().journey?.scenes).toBe(1);
    expect((await storedJourney(prepared.adventureId))?.scene).toEqual(scene);

    // A reload: the same scene, not told again.
    closeAdventure();
    expect(await ensureAdventure()).toBe(true);
    expect(store().journey?.scene).toEqual(scene);
    await tellOpenScene(() => undefined);
    expect(store().telling).toBe('');
    expect(store().journey?.scenes).toBe(1);
    // The same pin again keeps it; leaving closes it.
    await openPin('river');
    expect(store().journey?.scene).toEqual(scene);
    await leaveScene();
    expect(store().journey?.scene).toBeNull();
    expect((await storedJourney(prepared.adventureId))?.scene).toBeNull();
  });

  it('refuses an answer before one is chosen, an unknown one, and one before the telling', async () => {
    await prepareAdventure(test.backend, onTheMap(22), { deck: COMMON_DECK });
    await openPin('woods');
    expect(await answerScene(null)).toEqual({ ok: false, message: MSG.selectOption });
    expect(await answerScene('D')).toEqual({ ok: false, message: MSG.invalidOption });
    expect(await answerScene('A')).toEqual({ ok: false, message: 'Wait until the scene has been told.' });
  });

  it('A: the backend rolls the find as the answer is saved; it is paid once and a follow-up scene opens', async () => {
    const prepared = await prepareAdventure(test.backend, sceneOpen(1, 'manor'), { deck: COMMON_DECK });
    const goldBefore = store().hero?.gold ?? 0;
    localStorage.setItem(LOCAL_KEYS.selectedAnswer, 'A');
    const result = await answerScene('A');
    const saved = store().story[0];
    expect(result).toEqual({ ok: true, kind: 'find', message: findText(saved?.find ?? null) });
    expect(store().hero?.gold).toBe(goldBefore + (saved?.find?.gold ?? 0));
    expect((await test.backend.heroes.getHero(prepared.heroId))?.gold).toBe(store().hero?.gold);
    expect(store().journey?.find).toBeNull();
    expect(store().journey?.scene).toMatchObject({ kind: 'followUp', after: 'A', text: null });
    expect(store().story.map((s) => [s.scene, s.choice])).toEqual([['A stranger waits by the well.', 'A']]);
    expect(store().adventure?.prev_scene).toBe('A stranger waits by the well.');
    expect(localStorage.getItem(LOCAL_KEYS.selectedAnswer)).toBeNull();
    // Nothing is left to grant.
    expect(await settleFind()).toBeNull();
    // The follow-up scene is told from what came before.
    await tellOpenScene(() => undefined);
    expect(store().journey?.scene?.text).toBeTruthy();
    // After a reload the story is the same.
    closeAdventure();
    await ensureAdventure();
    expect(store().story.map((s) => s.choice)).toEqual(['A']);
  });

  it('A: each find is the one the backend kept with the scenario, paid in gold and health', async () => {
    // At the manor half of all scenes find gold: answering A until gold turns up takes a few turns.
    const prepared = await prepareAdventure(test.backend, sceneOpen(2, 'manor'), { deck: COMMON_DECK });
    await test.changeHero(prepared.heroId, { health: 1 });
    closeAdventure();
    await ensureAdventure();
    expect(store().hero?.health).toBe(1);
    let goldFound = 0;
    for (let turn = 0; turn < 40 && goldFound === 0; turn += 1) {
      const before = store().hero;
      if (turn > 0) await tellOpenScene(() => undefined);
      const result = await answerScene('A');
      const find = store().story.at(-1)?.find ?? null;
      expect(result).toEqual({ ok: true, kind: 'find', message: findText(find) });
      expect(store().hero?.gold).toBe((before?.gold ?? 0) + (find?.gold ?? 0));
      const health = before?.health ?? 0;
      expect(store().hero?.health).toBe(Math.min(before?.max_health ?? 0, health + (find?.potion ?? 0)));
      goldFound = find?.gold ?? 0;
    }
    expect(goldFound).toBeGreaterThan(0);
    expect((await test.backend.heroes.getHero(prepared.heroId))?.gold).toBe(store().hero?.gold);
  });

  it('A: a find whose granting failed is granted before the next answer, never dropped by it', async () => {
    // A manor scene whose first find holds something (most do: half find gold, 45% a potion); an
    // empty find has nothing to grant, so only a find that holds something can fail to be granted.
    let pending: { gold: number; potion: number | null } | null = null;
    for (let seed = 3; seed < 40 && pending === null; seed += 1) {
      const prepared = await prepareAdventure(test.backend, sceneOpen(seed, 'manor'), { deck: COMMON_DECK });
      await test.changeHero(prepared.heroId, { health: 1 });
      closeAdventure();
      await ensureAdventure();
      const grant = vi.spyOn(test.backend.purse, 'grantReward').mockRejectedValueOnce(new Error('disk full'));
      const first = await answerScene('A');
      grant.mockRestore();
      const find = store().story[0]?.find ?? null;
      if (!find || (find.gold === 0 && find.potion === null)) {
        expect(first).toEqual({ ok: true, kind: 'find', message: findText(null) });
        continue;
      }
      expect(first).toEqual({ ok: false, message: MESSAGES.saveFailed });
      pending = find;
    }
    if (pending === null) throw new Error('no manor scene found anything');
    const before = store().hero;
    expect(store().journey?.find).toMatchObject({ gold: pending.gold, potion: pending.potion });

    // The follow-up scene is answered A again: the earlier find is granted first, then the new one.
    await tellOpenScene(() => undefined);
    const result = await answerScene('A');
    const second = store().story[1]?.find ?? null;
    expect(result).toEqual({ ok: true, kind: 'find', message: `${findText(pending)} ${findText(second)}` });
    expect(store().hero?.gold).toBe((before?.gold ?? 0) + pending.gold + (second?.gold ?? 0));
    const healed = (before?.health ?? 0) + (pending.potion ?? 0) + (second?.potion ?? 0);
    expect(store().hero?.health).toBe(Math.min(before?.max_health ?? 0, healed));
    expect(store().journey?.find).toBeNull();
    expect(await settleFind()).toBeNull();
    expect((await test.backend.heroes.getHero(store().hero?.id ?? ''))?.gold).toBe(store().hero?.gold);
  });

  it('B: an encounter is stored and the battle screen is next', async () => {
    const seed = seedWhere('B', () => true);
    const prepared = await prepareAdventure(test.backend, sceneOpen(seed, 'manor'), { deck: COMMON_DECK });
    const result = await answerScene('B');
    expect(result).toEqual({ ok: true, kind: 'battle', path: '/ad_battle' });
    const journey = store().journey;
    expect(journey?.step).toBe('battle');
    expect(journey?.encounter).toMatchObject({ location: 'manor', battleId: null, result: null });
    expect(localStorage.getItem(LOCAL_KEYS.enemyId)).toBe(String(journey?.encounter?.enemyId));
    expect(localStorage.getItem(LOCAL_KEYS.randomChoice)).toBe(String(journey?.encounter?.randomChoice));
    expect(localStorage.getItem(LOCAL_KEYS.locationName)).toBe('manor');
    expect(await storedJourney(prepared.adventureId)).toEqual(journey);
    expect(store().story.map((s) => s.choice)).toEqual(['B']);
  });

  it('C: a quiet break back to the map, or the uneasy locals and a follow-up scene', async () => {
    const breakSeed = seedWhere('C', (o) => o.choice === 'C' && o.outcome === 'break');
    await prepareAdventure(test.backend, sceneOpen(breakSeed), { deck: COMMON_DECK });
    expect(await answerScene('C')).toEqual({ ok: true, kind: 'break', message: MSG.takeBreak });
    expect(store().journey?.scene).toBeNull();

    const uneasySeed = seedWhere('C', (o) => o.choice === 'C' && o.outcome === 'uncomfortable');
    await prepareAdventure(test.backend, sceneOpen(uneasySeed), { deck: COMMON_DECK });
    expect(await answerScene('C')).toEqual({ ok: true, kind: 'uneasy', message: MSG.localsUncomfortable });
    expect(store().journey?.scene).toMatchObject({ kind: 'followUp', after: 'C' });
  });

  it('says what a find held', () => {
    expect(findText({ potion: 12, gold: 30 })).toBe('You found an energy potion (+12 health) and 30 gold!');
    expect(findText({ potion: 12, gold: 0 })).toBe('You found an energy potion (+12 health)!');
    expect(findText({ potion: null, gold: 9 })).toBe('You found 9 gold!');
    expect(findText({ potion: null, gold: 0 })).toBe('You searched, but found nothing of use this time.');
  });

  it('keeps the answer unsaved when the backend refuses it', async () => {
    await prepareAdventure(test.backend, sceneOpen(23), { deck: COMMON_DECK });
    await test.backend.auth.logOut();
    expect(await answerScene('C')).toEqual({ ok: false, message: MESSAGES.saveFailed });
    expect(store().story).toEqual([]);
    expect(store().journey?.scene?.text).toBe('A stranger waits by the well.');
  });
});
