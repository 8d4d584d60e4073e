// Where an adventure in the list stands, in the player's words, read from its stored journey.
import type { JsonValue } from '../../../../services/backend/index.ts';
import { readJourney } from '../../../../engine/adventure/journeySchema.ts';

const STEP_LABELS = {
  intro: 'At the story intro',
  deck: 'Building a deck',
  map: 'Exploring the islands',
  battle: 'In the middle of a fight',
  aftermath: 'After a fight',
  reward: 'Claiming a reward',
  jail: 'Locked in jail',
} as const;

/** The journey's step as a short phrase and how many scenes were told, or null for unreadable progress. */
export function journeyLabel(progress: JsonValue): { step: string; scenes: number } | null {
  const journey = readJourney(progress);
  return journey ? { step: STEP_LABELS[journey.step], scenes: journey.scenes } : null;
}
