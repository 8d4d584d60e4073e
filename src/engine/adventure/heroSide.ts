// A battle side for the adventure's hero: derived stats and the built deck as the draw pool.
import type { Stats } from '../../content/index.ts';
import type { SideSetup } from '../battle/create.ts';

export function sideFromHero(name: string, stats: Stats, deck: readonly number[]): SideSetup {
  return { name, templateId: null, stats, pool: deck };
}
