// A computer player: a function from what its side may know (the view) and a generator of its own
// to one action. It never sees the battle state itself, so it cannot peek at the foe's hand or at
// the battle's future draws.
import type { Rng } from '../rng.ts';
import type { BattleAction } from '../battle/types.ts';
import type { SideView } from '../battle/view.ts';

export interface Strategy {
  readonly name: string;
  decide(view: SideView, rng: Rng): BattleAction;
}
