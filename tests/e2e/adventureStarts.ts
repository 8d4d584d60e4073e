// The adventures the browser tests start from (fixtures.ts's `start`): each made once per worker
// through the screens, from a guest signed in, and saved with the browser's storage. The adventure
// in progress is named by localStorage's adventure_id, which the saved state keeps: the deck
// builder, the map and the store read it again on a fresh load, so a test opens them directly.
//
// Making a hero, the story intro and building a deck keep their own tests through the screens
// (adventureStart.spec.ts, deckBuilder.spec.ts); the other adventure tests start from here.
import { expect as baseExpect, type Page } from '@playwright/test';
import type { Start } from './fixtures.ts';
import { createAdventure, finishIntro } from './adventureSupport.ts';
import { goInApp } from './battleSupport.ts';
import { buildDeck, STORY_SEED } from './storySupport.ts';

// Screens arrive through dynamic imports: on a busy machine they need more than the default 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The common cards of the deck builder's first page, in its order. */
const COMMON_CARDS = ['Witik', 'Abanico', 'Banda y Banda', 'Rompida', 'Crossada', 'Doblete', 'Tusok'];

/** From the main menu: a hero made with the seed and job, the story intro done, the deck builder. */
async function makeHero(page: Page, seed: number, job?: string): Promise<void> {
  await createAdventure(page, { seed, ...(job ? { job } : {}) });
  await finishIntro(page);
  await expect(page.getByTestId('deck-builder')).toBeVisible();
}

/** A hero made with the seed and job at the deck builder: no deck yet. */
function atDeckBuilder(name: string, seed: number, job?: string): Start {
  return { name, prepare: (page) => makeHero(page, seed, job) };
}

/** From the deck builder: the deck of `cards` confirmed, and the map shown. */
async function confirmDeck(page: Page, cards: readonly string[]): Promise<void> {
  await goInApp(page, '/deck_build');
  await expect(page.getByTestId('deck-builder')).toBeVisible();
  await buildDeck(page, cards);
  await expect(page).toHaveURL(/\/story_base$/);
  await expect(page.getByTestId('story-map')).toBeVisible();
}

/** The hero of `from` on the map with the deck of `cards`. */
function onTheMap(name: string, from: Start, cards: readonly string[]): Start {
  return { name, from, prepare: (page) => confirmDeck(page, cards) };
}

/** Seed 2's Soldier (Kidlat) at the deck builder: no deck yet, so Back leads to the list. */
export const DECK_SEED_2 = atDeckBuilder('deck-seed-2', 2);

/** Seed 2's Soldier on the map with three commons (Witik, Abanico, Banda y Banda). */
export const MAP_SEED_2 = onTheMap('map-seed-2', DECK_SEED_2, COMMON_CARDS.slice(0, 3));

/** Seed 2's Soldier on the map with seven commons: five thumbnails and +2. */
export const MAP_SEED_2_SEVEN_CARDS = onTheMap('map-seed-2-seven-cards', DECK_SEED_2, COMMON_CARDS);

/** Seed 1's Soldier on the map with three commons. */
export const MAP_SEED_1: Start = {
  name: 'map-seed-1',
  prepare: async (page) => {
    await makeHero(page, 1);
    await confirmDeck(page, COMMON_CARDS.slice(0, 3));
  },
};

/** The story seed's Warrior at the deck builder. */
const WARRIOR_DECK = atDeckBuilder('warrior-deck', STORY_SEED, 'Warrior');

/**
 * The story seed's Warrior on the map with the seven commons. Choice B at the village meets the
 * enemy the backend rolls, and the backend draws the battle's seed, so the tests that win it find
 * a line of play from the battle begun (storySupport.ts's resumeNearItsWin); with these cards one
 * was found for every story enemy in 450 battles tried.
 */
export const STORY_MAP = onTheMap('story-map', WARRIOR_DECK, COMMON_CARDS);

/** The story seed's Warrior on the map with Witik and Abanico, no gold yet. */
export const WARRIOR_TWO_CARDS = onTheMap('warrior-two-cards', WARRIOR_DECK, ['Witik', 'Abanico']);

/** The story seed's Warrior on the map with Witik alone, no gold yet. */
export const WARRIOR_ONE_CARD = onTheMap('warrior-one-card', WARRIOR_DECK, ['Witik']);

/**
 * Two adventures: Adventure 1 a Soldier (Kidlat, Brave, seed 7) at the deck builder, Adventure 2
 * an Engineer (Hangin) at the story intro's greeting.
 */
export const TWO_ADVENTURES: Start = {
  name: 'two-adventures',
  prepare: async (page) => {
    await createAdventure(page, { job: 'Soldier', personalities: ['Brave'], seed: 7 });
    await finishIntro(page);
    await createAdventure(page, { job: 'Engineer', name: 'Hangin' });
  },
};
