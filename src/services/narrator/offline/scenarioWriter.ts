// Scenarios at a map pin and what follows a choice. A telling is an arrival, a sight, a trouble
// and the three choices; the word banks give each location well over a thousand distinct
// scenarios, and the dice decide which one a seed and a story tell.
import type { FollowUpRequest, ScenarioRequest, StoryChoice } from '../../../protocol/narration';
import type { StoryDice } from '../seededRandom';
import { AGGRESSIVE_CHOICES, CHOICE_PROMPTS, NEGLECT_CHOICES, NEUTRAL_CHOICES } from './choices';
import { PLACES, TIMES_OF_DAY } from './places';
import type { Place, Trouble } from './places';
import { fill } from './template';
import type { Slots } from './template';

const OUTCOMES: Readonly<Record<StoryChoice, readonly string[]>> = {
  A: [
    '{hero} listens, and the worry in the people\u2019s faces eases a little.',
    'Calm words buy time, and a few locals step forward to stand with {hero}.',
    'Patience pays: {hero} learns more than any stick could have taught.',
    'The talk is long, but when it ends, the people trust {hero}.',
  ],
  B: [
    'The fight is short and loud, and {hero} is the one still standing when the dust settles.',
    'Sticks clash, someone runs, and {hero} lowers the baston, breathing hard.',
    'A few sharp strikes end the quarrel, though not everyone thanks {hero} for it.',
    'Steel and rattan ring out, and then there is only silence around {hero}.',
  ],
  C: [
    'The locals seem uncomfortable with your presence.',
    '{hero} walks on, but the silence left behind feels heavy.',
    'No one stops {hero} from leaving, and no one waves goodbye either.',
    'The road is quiet for a while, and {hero} wonders whether walking away was wise.',
  ],
};

const TURNS: readonly string[] = [
  'But the day is not over.',
  'Then a new trouble finds {hero}.',
  'There is no time to rest.',
  'Soon, a cry rises from somewhere nearby.',
];

/** 'an old ferryman' -> 'the old ferryman': how someone reads once the scene has named them. */
function known(phrase: string): string {
  return phrase.replace(/^(a|an)\s+/i, 'the ');
}

function choicesFor(scene: Slots, dice: StoryDice): string[] {
  const slots = { ...scene, who: known(scene.who ?? ''), foe: known(scene.foe ?? '') };
  return [
    dice.pick(CHOICE_PROMPTS),
    `A) ${fill(dice.pick(NEUTRAL_CHOICES), slots)}`,
    `B) ${fill(dice.pick(AGGRESSIVE_CHOICES), slots)}`,
    `C) ${fill(dice.pick(NEGLECT_CHOICES), slots)}`,
  ];
}

function slotsFor(hero: string, place: Place, trouble: Trouble, dice: StoryDice): Slots {
  return {
    hero,
    place: place.name,
    time: dice.pick(TIMES_OF_DAY),
    who: trouble.who,
    foe: trouble.foe,
    spot: trouble.spot,
  };
}

export function writeScenario(request: ScenarioRequest, dice: StoryDice): string {
  const place = PLACES[request.location];
  const trouble = dice.pick(place.troubles);
  const slots = slotsFor(request.heroName, place, trouble, dice);
  const scene = [fill(dice.pick(place.arrivals), slots), dice.pick(place.sights), fill(trouble.scene, slots)];
  return [scene.join(' '), '', ...choicesFor(slots, dice)].join('\n');
}

export function writeFollowUp(request: FollowUpRequest, dice: StoryDice): string {
  const place = PLACES[request.location];
  const trouble = dice.pick(place.troubles);
  const slots = slotsFor(request.heroName, place, trouble, dice);
  const scene = [
    fill(dice.pick(OUTCOMES[request.choice]), slots),
    fill(dice.pick(TURNS), slots),
    dice.pick(place.sights),
    fill(trouble.scene, slots),
  ];
  return [scene.join(' '), '', ...choicesFor(slots, dice)].join('\n');
}
