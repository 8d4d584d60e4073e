// The versus fighters. 1 and 2 are templates with the spec's start stats (docs/game-design.md §9.3); every
// battle copies them into its own state, so two battles never share health. 3 and 4 are shown locked.
import type { Fighter } from './types.ts';

export const FIGHTERS: readonly Fighter[] = Object.freeze([
  Object.freeze({
    id: 1,
    name: 'Kidlat',
    tagline: 'Strike first, strike like lightning.',
    lore:
      'Kidlat means lightning. Raised on the rice terraces, Kidlat learned Arnis from a village datu ' +
      'and trusts one thing above all: the decisive strike. Slow to dodge but deadly when the stick ' +
      'lands clean, Kidlat fights to protect the terraces, never for glory.',
    locked: false,
    art: 'fighter.kidlat',
    health: 100,
    mana: 100,
    agility: 10,
    defense: 0,
    critical_rate: 30,
  }),
  Object.freeze({
    id: 2,
    name: 'Alon',
    tagline: 'Flow like the wave, return like the tide.',
    lore:
      "Alon means wave. A fisher's child from the coast, Alon learned to fight on the rocking deck of " +
      'a balangay, where footwork is everything. Alon slips past strikes like water around a stone ' +
      'and wears the opponent down, one patient exchange at a time.',
    locked: false,
    art: 'fighter.alon',
    health: 100,
    mana: 100,
    agility: 30,
    defense: 0,
    critical_rate: 10,
  }),
  Object.freeze({
    id: 3,
    name: 'Bagyo',
    tagline: 'The storm is coming.',
    lore: "A wanderer from the northern mountains whose double sticks move like a typhoon. Bagyo's story is not yet told.",
    locked: true,
    art: 'fighter.bagyo',
    health: 100,
    mana: 100,
    agility: 20,
    defense: 10,
    critical_rate: 20,
  }),
  Object.freeze({
    id: 4,
    name: 'Hangin',
    tagline: 'You will not see the wind.',
    lore: "A babaylan's apprentice who fights with a single olisi and a whisper. Hangin waits for the right moment.",
    locked: true,
    art: 'fighter.hangin',
    health: 100,
    mana: 100,
    agility: 25,
    defense: 5,
    critical_rate: 15,
  }),
]);

export const FIGHTER_BY_ID: ReadonlyMap<number, Fighter> = new Map(FIGHTERS.map((f) => [f.id, f]));
