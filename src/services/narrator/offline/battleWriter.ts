// Words around a fight: the computer's taunts (one sentence, at most six words), the aftermath of
// a won story battle and the tale of a lost one (the hero is beaten and wounded, and the story
// goes on).
import type { BattleEndRequest } from '../../../protocol/narration';
import type { StoryDice } from '../seededRandom';
import { PLACES } from './places';
import { fill } from './template';

export const TAUNTS: readonly string[] = [
  'Your stance is weak, stranger.',
  'My baston hungers for your ribs.',
  'Feel the bagsak of my stick!',
  'You swing like a tired carabao.',
  'Kneel before my sinawali.',
  'Your footwork betrays your fear.',
  'My abanico is faster than thought.',
  'Run home to your village.',
  'I have broken better sticks.',
  'Even the wind strikes harder.',
  'Your guard is full of holes.',
  'The tulisan trained me well.',
  'Lightning is slower than my stick.',
  'Your rattan will crack today.',
  'Bow now and keep your teeth.',
  'My redonda never stops turning.',
  'You fight like a lost chicken.',
  'Tonight the gongs mourn you.',
  'Is that all, little mandirigma?',
  'My sticks weave your defeat.',
  'Step closer and taste rattan.',
  'No babaylan can heal this.',
];

const FINISHERS: readonly string[] = [
  'a rising rompida',
  'a crossada that snaps the guard aside',
  'a last, heavy bagsak',
  'a blur of redonda strikes',
  'a sudden punyo to the chest',
  'a low sweep and a clean witik',
];

const VICTORIES: readonly string[] = [
  'The last blow lands with {finisher}, and {enemy} falls to one knee {where}. {hero} lowers the baston and offers a hand instead of another strike. The watching people cheer, and word of the victory will reach every village before the next full moon.',
  'Breathing hard, {hero} ends the fight {where} with {finisher}. {Enemy} drops the weapon and bows in defeat. The people who had hidden come out one by one, bringing water and rice, and an old woman calls {hero} a true mandirigma.',
  'With {finisher}, {hero} breaks the last of {enemy}\u2019s guard. Silence falls over {place}, then laughter and relief. {hero} takes nothing but a nod of respect, knowing that a fight won with honor is worth more than any gold.',
];

const DEFEATS: readonly string[] = [
  '{Enemy} is too strong today. A blow to the ribs drops {hero} in the dust {where}, and the world spins. When {hero} wakes, the purse is lighter, the body aches, and a bruise throbs like a war drum. The lesson is bitter, but the road goes on.',
  'One mistake is enough. {Enemy} slips past {hero}\u2019s guard {where} and strikes hard. {hero} falls, wounded and bleeding, and can only watch the enemy walk away laughing. Slowly, with a torn shirt bound around the wound, {hero} stands again.',
  '{hero} fights bravely {where}, but {enemy} answers every strike with two. A final blow sends {hero} into the mud. Hours later, a kind fisherman tends the wounds and says softly that every master has lost before learning to win.',
];

export function writeVictory(request: BattleEndRequest, dice: StoryDice): string {
  return fill(dice.pick(VICTORIES), {
    hero: request.heroName,
    enemy: request.enemyName,
    place: PLACES[request.location].name,
    where: PLACES[request.location].where,
    finisher: dice.pick(FINISHERS),
  });
}

export function writeDefeat(request: BattleEndRequest, dice: StoryDice): string {
  return fill(dice.pick(DEFEATS), {
    hero: request.heroName,
    enemy: request.enemyName,
    where: PLACES[request.location].where,
  });
}
