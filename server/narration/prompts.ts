// What the storyteller model is asked for each narration call. The one copy of the prompt text:
// the dev/preview route and the narrate Edge Function both build their messages here.
// Player-supplied text (names, the story so far) only ever goes into the user message; the
// instructions live in the system message.
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import type { LocationId } from '../../src/content/types.ts';
import type { NarrationCall, StoryChoice } from '../../src/protocol/narration.ts';
import type { ModelRole } from './config.ts';

export interface ChatMessage {
  readonly role: 'system' | 'user';
  readonly content: string;
}

export interface NarrationPrompt {
  readonly model: ModelRole;
  readonly messages: readonly ChatMessage[];
}

const SETTING =
  'You are the storyteller of Sinawali Showdown, an adventure set in the classical era of the Philippines, ' +
  'before any colonizers: nipa huts, rice terraces, balangay boats, datus, babaylan healers, tulisan bandits, ' +
  'kulintang and agung music. Heroes fight with Arnis: rattan sticks (baston), bolo and daga, with strikes such ' +
  'as abanico, redonda and bagsak. Keep it vivid, grounded and suitable for all ages. ' +
  'Write plain text only: no Markdown, no HTML, no emojis, no headings.';

const SCENARIO_SHAPE =
  'Write a short scene of 80 to 120 words in which the hero meets a situation at the location, then end with ' +
  'exactly three choices, each on its own line and addressed to the player as "you": ' +
  '"A) " a neutral choice (talk, help or watch), ' +
  '"B) " an aggressive choice (fight), ' +
  '"C) " a choice to neglect the situation and walk away.';

export const LOCATION_SCENES: Readonly<Record<LocationId, string>> = {
  tribe: 'the hill tribe, whose longhouses stand above the rice terraces',
  remnants: 'the remnants of an old burned fort and village',
  village: 'a lowland village of nipa huts on stilts',
  manor: 'the great carved manor of the datu',
  river: 'the wide river and its boat landing',
  woods: 'the deep woods of narra trees and rattan',
};

const CHOICE_MEANINGS: Readonly<Record<StoryChoice, string>> = {
  A: 'A, the neutral choice: the hero talked, helped or watched',
  B: 'B, the aggressive choice: the hero fought',
  C: 'C, the neglectful choice: the hero walked away',
};

function storySoFar(story: string): string {
  return story.trim().length > 0
    ? `Story so far (latest scene):\n${story.trim()}`
    : 'This is the first scene of the adventure.';
}

function system(...parts: string[]): ChatMessage {
  return { role: 'system', content: parts.join('\n\n') };
}

function user(...lines: string[]): ChatMessage {
  return { role: 'user', content: lines.join('\n') };
}

export function buildPrompt(call: NarrationCall): NarrationPrompt {
  switch (call.purpose) {
    case 'taunt': {
      const r = call.request;
      return {
        model: 'taunt',
        messages: [
          system(
            `You are ${r.speaker}, a proud Arnis fighter in the middle of a duel.`,
            'Reply with a single taunt for your opponent: one sentence of at most six words, in a warrior\u2019s voice. Reply with the taunt only.',
          ),
          user(`Your opponent is ${r.opponent}.`),
        ],
      };
    }
    case 'cardChoice': {
      const r = call.request;
      return {
        model: 'choice',
        messages: [
          system(
            `You are ${r.fighter}, playing a turn-based Arnis card battle. Pick the best card to play now.`,
            'A card can only be played if its energy cost is not above your energy. Reply with the exact name of one card from the hand and nothing else.',
          ),
          user(
            `Your energy: ${r.energy}.`,
            'Your hand:',
            ...r.hand.map(
              (card) => `- ${card.name} (id ${card.id}, power ${card.power}, energy cost ${card.mana_cost})`,
            ),
          ),
        ],
      };
    }
    case 'background': {
      const r = call.request;
      return {
        model: 'story',
        messages: [
          system(
            SETTING,
            'Write the background of a new hero in about 50 words, in exactly this shape, one item per line:\n' +
              'Name: <the hero\u2019s name>\nOccupation: <occupation>\nAge: <a number>\nChallenges: <one sentence>\nBio: <two or three sentences>',
          ),
          user(
            `Job: ${r.job}.`,
            `Personalities: ${r.personalities.length > 0 ? r.personalities.join(', ') : 'none chosen'}.`,
            r.name !== undefined
              ? `Name: ${r.name}.`
              : 'Choose one Filipino name that fits the classical era.',
          ),
        ],
      };
    }
    case 'intro': {
      const r = call.request;
      return {
        model: 'story',
        messages: [
          system(
            SETTING,
            'Write the introduction of the hero\u2019s adventure: one paragraph of about 50 words in which the hero sets out.',
          ),
          user(`Hero: ${r.heroName}, a ${r.job}.`),
        ],
      };
    }
    case 'scenario': {
      const r = call.request;
      return {
        model: 'story',
        messages: [
          system(SETTING, SCENARIO_SHAPE),
          user(`Hero: ${r.heroName}.`, `Location: ${LOCATION_SCENES[r.location]}.`, storySoFar(r.storySoFar)),
        ],
      };
    }
    case 'followUp': {
      const r = call.request;
      return {
        model: 'story',
        messages: [
          system(SETTING, 'Continue the story from the choice the player made. ' + SCENARIO_SHAPE),
          user(
            `Hero: ${r.heroName}.`,
            `Location: ${LOCATION_SCENES[r.location]}.`,
            `The player chose ${CHOICE_MEANINGS[r.choice]}.`,
            storySoFar(r.storySoFar),
          ),
        ],
      };
    }
    case 'aftermath': {
      const r = call.request;
      return {
        model: 'story',
        messages: [
          system(
            SETTING,
            'Write the aftermath of a fight the hero has just won: one paragraph of about 50 words that continues the story so far. The hero wins.',
          ),
          user(
            `Hero: ${r.heroName}.`,
            `Defeated enemy: ${r.enemyName}.`,
            `Location: ${LOCATION_SCENES[r.location]}.`,
            storySoFar(r.storySoFar),
          ),
        ],
      };
    }
    case 'defeat': {
      const r = call.request;
      return {
        model: 'story',
        messages: [
          system(
            SETTING,
            'Continue the story after a fight the hero has just lost: one paragraph of about 50 words in which the hero is beaten and wounded, and the journey goes on.',
          ),
          user(
            `Hero: ${r.heroName}.`,
            `Victorious enemy: ${r.enemyName}.`,
            `Location: ${LOCATION_SCENES[r.location]}.`,
            storySoFar(r.storySoFar),
          ),
        ],
      };
    }
  }
}
