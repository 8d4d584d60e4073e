// A new hero's background (name, occupation, age, challenges, bio: docs/game-design.md §7.1) and the opening
// of the adventure, both about fifty words. The background always starts with a 'Name:' line, the
// same shape the model is asked for, so one reader finds the name in either telling.
import type { BackgroundRequest, IntroRequest } from '../../../protocol/narration';
import type { StoryDice } from '../seededRandom';
import { fill, listInWords } from './template';

export const HERO_NAMES: readonly string[] = [
  'Dakila',
  'Malaya',
  'Makisig',
  'Amihan',
  'Tala',
  'Dalisay',
  'Liwayway',
  'Sinag',
  'Hiraya',
  'Mayumi',
  'Bayani',
  'Tanglaw',
  'Ligaya',
  'Magiting',
  'Banaag',
  'Isagani',
  'Lualhati',
  'Marikit',
  'Lakan',
  'Habagat',
  'Alab',
  'Kalinaw',
  'Bagwis',
  'Diwa',
];

const OCCUPATIONS: Readonly<Record<string, string>> = {
  soldier: 'Soldier of the datu\u2019s guard',
  warrior: 'Mandirigma of the hill clans',
  musician: 'Kulintang player for village feasts',
  burglar: 'Night thief of the coastal towns',
  farmer: 'Rice farmer of the high terraces',
  royalty: 'Youngest child of a datu\u2019s house',
  assassin: 'Silent blade for hire',
  engineer: 'Builder of balangay boats and bridges',
  chef: 'Cook of the great village feasts',
};

const HOMES: readonly string[] = [
  'a fishing village on the eastern shore',
  'the shadow of the rice terraces',
  'a stilt house by the great river',
  'a trading port full of foreign sails',
  'a mountain hamlet above the clouds',
  'the crowded huts below the datu\u2019s manor',
];

const STYLES: readonly string[] = [
  'the weaving strikes of sinawali',
  'the quick abanico',
  'the close-range serrada style',
  'the five basic strikes of cinco teros',
  'the stick and dagger of espada y daga',
  'the flowing hubud-lubud drill',
];

const CHALLENGES: readonly string[] = [
  'A debt to a cruel datu and a past that will not stay buried.',
  'A home burned by tulisan and a promise to find those responsible.',
  'A teacher\u2019s stolen baston and no idea who took it.',
  'A sister taken by slavers and only a rumor of where she went.',
  'A broken oath to a dying master and a rival who never forgets.',
  'Empty pockets, a famous name to live up to, and too many enemies.',
];

const BIOS: readonly string[] = [
  'Raised in {home}, {name} is {traits}, and learned {style} from an uncle who once fought pirates. Now {name} walks the islands to protect others.',
  '{name} grew up in {home}, {traits} from the first day. Years of {style} at dawn have hardened hands and heart, and the road now calls.',
  'Born in {home}, {name} was always {traits}. A wandering babaylan taught {style} for one promise: never strike first, never strike the weak.',
  '{name} left {home} with a worn baston and little else. {Traits} by nature, {name} trusts {style} more than words.',
];

const INTROS: readonly string[] = [
  'The islands are restless. Tulisan raid the coast, the datus quarrel, and the old spirits stir in the woods. {hero}, once a {job}, sets out with a rattan baston and a single purpose: to learn what is wrong with the land and to set it right.',
  'Drums speak across the rice terraces, and the babaylan say a storm is coming that no sky can show. {hero}, a {job} who knows the old strikes of Arnis, answers the call, leaving home at first light with only courage and a stick.',
  'Balangay boats bring strange news from every shore: burned villages, missing children, masked bandits. {hero}, a {job} who has trained in secret for years, ties on a putong, takes up the baston and walks out toward the trouble.',
  'Every story of these islands begins with a choice. For {hero}, a {job}, it comes the night the village gong sounds its warning. By morning the road lies open, the baston is ready, and the adventure of a lifetime has begun.',
];

function trait(personality: string): string {
  const word = personality.trim().toLowerCase();
  return word === 'short-temper' ? 'short-tempered' : word;
}

function occupation(job: string): string {
  return OCCUPATIONS[job.trim().toLowerCase()] ?? job.trim();
}

/** The job as it reads after 'a': lower case, e.g. 'rice farmer of the high terraces'. */
function jobInSentence(job: string): string {
  const text = occupation(job);
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function pickHeroName(dice: StoryDice): string {
  return dice.pick(HERO_NAMES);
}

export function writeBackground(request: BackgroundRequest, dice: StoryDice): string {
  const name = request.name?.trim() || pickHeroName(dice);
  const traits =
    request.personalities.length > 0 ? listInWords(request.personalities.map(trait)) : 'quiet and watchful';
  const slots = { name, traits, home: dice.pick(HOMES), style: dice.pick(STYLES) };
  return [
    `Name: ${name}`,
    `Occupation: ${occupation(request.job)}`,
    `Age: ${18 + dice.below(28)}`,
    `Challenges: ${dice.pick(CHALLENGES)}`,
    `Bio: ${fill(dice.pick(BIOS), slots)}`,
  ].join('\n');
}

export function writeIntro(request: IntroRequest, dice: StoryDice): string {
  return fill(dice.pick(INTROS), { hero: request.heroName, job: jobInSentence(request.job) });
}
