// The adventure jobs and their base traits (docs/game-design.md §5.2), in the order
// Strength/Wisdom/Dexterity/Charisma/Constitution/Intelligence.
import type { Job, Traits } from './types.ts';

function traits(
  strength: number,
  wisdom: number,
  dexterity: number,
  charisma: number,
  constitution: number,
  intelligence: number,
): Traits {
  return Object.freeze({ strength, wisdom, dexterity, charisma, constitution, intelligence });
}

export const JOBS: readonly Job[] = Object.freeze([
  Object.freeze({ name: 'Soldier', traits: traits(50, 50, 50, 50, 50, 50) }),
  Object.freeze({ name: 'Warrior', traits: traits(86, 20, 60, 10, 75, 20) }),
  Object.freeze({ name: 'Musician', traits: traits(36, 60, 55, 80, 40, 30) }),
  Object.freeze({ name: 'Burglar', traits: traits(40, 50, 80, 20, 40, 10) }),
  Object.freeze({ name: 'Farmer', traits: traits(80, 50, 40, 40, 60, 30) }),
  Object.freeze({ name: 'Royalty', traits: traits(26, 70, 30, 90, 40, 63) }),
  Object.freeze({ name: 'Assassin', traits: traits(40, 20, 89, 30, 50, 30) }),
  Object.freeze({ name: 'Engineer', traits: traits(50, 40, 70, 40, 60, 70) }),
  Object.freeze({ name: 'Chef', traits: traits(40, 60, 50, 70, 50, 30) }),
]);

export const JOB_BY_NAME: ReadonlyMap<string, Job> = new Map(JOBS.map((j) => [j.name, j]));
