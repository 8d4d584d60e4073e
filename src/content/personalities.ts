// The 24 personalities and the trait points each adds or takes away.
import type { Personality, Traits } from './types.ts';

function personality(name: string, modifiers: Partial<Traits>): Personality {
  return Object.freeze({ name, modifiers: Object.freeze(modifiers) });
}

export const PERSONALITIES: readonly Personality[] = Object.freeze([
  personality('Short-temper', { charisma: -20, wisdom: -10, dexterity: -5, strength: 10 }),
  personality('Generous', { charisma: 20, constitution: 10, wisdom: -20, dexterity: 5 }),
  personality('Clever', { intelligence: 20, wisdom: 5, dexterity: -10, strength: 10 }),
  personality('Friendly', { charisma: 20, constitution: 10, dexterity: 5, wisdom: -10 }),
  personality('Proud', { charisma: -20, constitution: -10, strength: -5, dexterity: 10 }),
  personality('Lazy', { constitution: -20, strength: -10, dexterity: -5, intelligence: 20 }),
  personality('Brave', { strength: 20, constitution: 10, wisdom: 5, dexterity: -5 }),
  personality('Greedy', { charisma: -15, intelligence: -5, dexterity: -5, constitution: 15 }),
  personality('Honest', { wisdom: 20, constitution: 10, strength: 5, charisma: -5 }),
  personality('Egotistical', { charisma: -20, intelligence: -10, constitution: -5, wisdom: 15 }),
  personality('Shy', { charisma: -20, dexterity: -5, intelligence: -5, strength: 10 }),
  personality('Optimistic', { wisdom: 15, constitution: 10, charisma: 5, strength: 5 }),
  personality('Pessimistic', { wisdom: -10, constitution: -15, charisma: -5, dexterity: 5 }),
  personality('Witty', { intelligence: 20, charisma: 10, dexterity: 5, strength: -5 }),
  personality('Romantic', { charisma: 20, dexterity: 10, wisdom: 5, strength: -5 }),
  personality('Curious', { intelligence: 20, wisdom: 10, dexterity: 5, charisma: -5 }),
  personality('Honorable', { charisma: 10, wisdom: 15, strength: 5, constitution: -5 }),
  personality('Impulsive', { dexterity: 20, wisdom: -10, intelligence: -5, charisma: 10 }),
  personality('Compassionate', { charisma: 15, constitution: 10, strength: 5, intelligence: -5 }),
  personality('Stoic', { strength: 10, wisdom: 15, dexterity: 5, constitution: -10 }),
  personality('Insecure', { charisma: -15, constitution: -5, dexterity: -5, wisdom: 10 }),
  personality('Ambitious', { strength: 15, intelligence: 15, charisma: 5, constitution: -5 }),
  personality('Eccentric', { dexterity: 10, intelligence: 20, charisma: 5, wisdom: -5 }),
  personality('Self-sufficient', { constitution: 20, wisdom: 10, strength: 5, intelligence: -5 }),
]);

export const PERSONALITY_BY_NAME: ReadonlyMap<string, Personality> = new Map(
  PERSONALITIES.map((p) => [p.name, p]),
);
