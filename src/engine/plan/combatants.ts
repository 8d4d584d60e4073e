// Who fights on a battle side, and everything that follows from it: the engine's side setup, the
// sprite sheet, the header's avatar and the voice. Fixed fighters, the adventure's hero and the
// story enemies share ids (fighter 4 and enemy 4 are two different figures), so nothing here is
// looked up by a bare id or a display name: always by the kind of combatant first.
import { ENEMY_BY_ID, FIGHTER_BY_ID } from '../../content/index.ts';
import { sideFromHero } from '../adventure/heroSide.ts';
import { sideFromTemplate } from '../battle/create.ts';
import type { SideSetup } from '../battle/create.ts';
import type { Combatant } from './planSchema.ts';

export type { Combatant };

/** The sheet a hero fights with: heroes have no sheets of their own and borrow Kidlat's stance. */
export const HERO_ART = 'fighter.kidlat';

export function sideOf(combatant: Combatant): SideSetup {
  switch (combatant.kind) {
    case 'fighter': {
      const fighter = FIGHTER_BY_ID.get(combatant.fighterId);
      if (!fighter) throw new Error(`Unknown fighter ${combatant.fighterId}`);
      return sideFromTemplate(fighter);
    }
    case 'enemy': {
      const enemy = ENEMY_BY_ID.get(combatant.enemyId);
      if (!enemy) throw new Error(`Unknown enemy ${combatant.enemyId}`);
      return sideFromTemplate(enemy);
    }
    case 'hero':
      return sideFromHero(combatant.name, combatant.stats, combatant.deck);
  }
}

/** The manifest key of the combatant's sprite sheet ('fighter.kidlat', 'enemy.tulisan', ...). */
export function artOf(combatant: Combatant): string | null {
  switch (combatant.kind) {
    case 'fighter': {
      const fighter = FIGHTER_BY_ID.get(combatant.fighterId);
      return fighter && !fighter.locked ? fighter.art : null;
    }
    case 'enemy':
      return ENEMY_BY_ID.get(combatant.enemyId)?.art ?? null;
    case 'hero':
      return HERO_ART;
  }
}

/** Figure 2 of a story enemy is the same fighter in the colours of a night raid. */
export function figureTint(combatant: Combatant): number | null {
  return combatant.kind === 'enemy' && combatant.figure === 2 ? 0xb9a7ff : null;
}

/** 'fighter.kidlat' → 'kidlat': the name the art's avatar, portrait and voice share. */
export function artName(art: string): string {
  return art.slice(art.indexOf('.') + 1);
}
