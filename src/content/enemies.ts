// The adventure's story enemies, with the stats they are reset to after a fight (docs/game-design.md §9.16).
import type { Enemy } from './types.ts';

export const ENEMIES: readonly Enemy[] = Object.freeze([
  Object.freeze({
    id: 4,
    name: 'Tulisan ng Gubat',
    description: 'A forest bandit (tulisan) with a heavy bolo and no patience for talk.',
    art: 'enemy.tulisan',
    health: 60,
    mana: 60,
    agility: 5,
    defense: 0,
    critical_rate: 5,
  }),
  Object.freeze({
    id: 5,
    name: 'Ligaw na Babaylan',
    description: 'A stray spirit medium, frail but brimming with energy and hard to pin down.',
    art: 'enemy.babaylan',
    health: 40,
    mana: 100,
    agility: 20,
    defense: 0,
    critical_rate: 5,
  }),
  Object.freeze({
    id: 6,
    name: 'Bantay ng Asyenda',
    description: "The manor's guard (bantay), armoured in layered rattan that halves every blow.",
    art: 'enemy.bantay',
    health: 50,
    mana: 50,
    agility: 10,
    defense: 50,
    critical_rate: 5,
  }),
]);

export const ENEMY_BY_ID: ReadonlyMap<number, Enemy> = new Map(ENEMIES.map((e) => [e.id, e]));
