// The greeting's welcome, written for the hero the player has just made.
import type { Hero } from '../../../../services/backend/index.ts';

/** "Mabuhay, Kidlat! ..." naming the hero and, when known, the job they chose. */
export function welcomeText(hero: Pick<Hero, 'name' | 'job'>): string {
  const who = hero.job ? `the new ${hero.job.toLowerCase()}` : 'a new face';
  return (
    `Mabuhay, ${hero.name}! The lamps are lit, the kulintang is ringing and the whole barrio has ` +
    `come out to greet ${who}. Rest your baston for a moment and listen: the islands have a story ` +
    'to tell, and from tonight it is yours.'
  );
}
