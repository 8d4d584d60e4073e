// The greeting's welcome, written for the hero the player has just made.
import type { Hero } from '../../../../services/backend/index.ts';

/** Who the barrio sees arriving, by job (docs/game-design.md §5.2). */
const ARRIVALS: Readonly<Record<string, string>> = {
  Soldier: "a soldier home from the datu's wall",
  Warrior: 'a warrior with the bearing of a mandirigma',
  Musician: 'a musician who can make the gongs sing',
  Burglar: 'a stranger with very quick hands',
  Farmer: 'a farmer down from the rice terraces',
  Royalty: "a child of a datu's house",
  Assassin: 'a quiet stranger with a daga at the hip',
  Engineer: 'the builder of balangay and bridges',
  Chef: 'the cook whose fires feed the barrio',
};

/** "Mabuhay, Kidlat! ..." naming the hero and, when known, the job they chose. */
export function welcomeText(hero: Pick<Hero, 'name' | 'job'>): string {
  const who = (hero.job ? ARRIVALS[hero.job] : undefined) ?? 'a new face';
  return (
    `Mabuhay, ${hero.name}! The lamps are lit, the kulintang is ringing and the whole barrio has ` +
    `come out to greet ${who}. Rest your baston for a moment and listen: the islands have a story ` +
    'to tell, and from tonight it is yours.'
  );
}
