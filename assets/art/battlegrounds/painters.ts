// The painter of each battleground's two layers.
import type { Ctx } from '../lib/finish.ts';
import { paintArenaBack, paintArenaFront } from './arena.ts';
import { paintManorBack, paintManorFront } from './manor.ts';
import type { GroundId } from './plan.ts';
import { paintRemnantsBack, paintRemnantsFront } from './remnants.ts';
import { paintRiverBack, paintRiverFront } from './river.ts';
import { paintTribeBack, paintTribeFront } from './tribe.ts';
import { paintVillageBack, paintVillageFront } from './village.ts';
import { paintWoodsBack, paintWoodsFront } from './woods.ts';

export interface GroundPainter {
  /** Behind the fighters: 1920 x 1080, opaque. */
  readonly back: (ctx: Ctx) => void;
  /** In front of them: the bottom of the ground from FRONT_TOP down, transparent. */
  readonly front: (ctx: Ctx) => void;
}

export const GROUND_PAINTERS: Record<GroundId, GroundPainter> = {
  arena: { back: paintArenaBack, front: paintArenaFront },
  tribe: { back: paintTribeBack, front: paintTribeFront },
  woods: { back: paintWoodsBack, front: paintWoodsFront },
  remnants: { back: paintRemnantsBack, front: paintRemnantsFront },
  manor: { back: paintManorBack, front: paintManorFront },
  river: { back: paintRiverBack, front: paintRiverFront },
  village: { back: paintVillageBack, front: paintVillageFront },
};
