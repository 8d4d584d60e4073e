// The arena holds the battle on screen: at most one active battle, the move gate of How to Play,
// and the services every part of the pipeline shares. Opening a battle ends the moment of the one
// before; setting it aside also cancels its delays and taunt and empties the battle store.
import { ActiveBattle } from './active.ts';
import type { MoveGate, MoveSource } from './active.ts';
import type { BattleServices } from './services.ts';
import { INITIAL_BATTLE, useBattleStore } from './store.ts';

export class Arena {
  private active: ActiveBattle | null = null;
  /** Refuses the cards How to Play's pointer does not ask for; dropped with the battle. */
  gate: MoveGate | null = null;

  constructor(readonly services: BattleServices) {}

  /** The battle on screen, if any. */
  get battle(): ActiveBattle | null {
    return this.active;
  }

  /** The battle on screen when `source` of this kind feeds it (an online command, a replay's step). */
  fedBy<S extends MoveSource>(
    kind: abstract new (...args: never[]) => S,
  ): { battle: ActiveBattle; source: S } | null {
    const battle = this.active;
    return battle && battle.source instanceof kind ? { battle, source: battle.source } : null;
  }

  /** A battle fed by `source` takes the screen; steps of the one before stop. */
  open(source: MoveSource): ActiveBattle {
    this.active?.end();
    this.active = new ActiveBattle(source, this.services);
    return this.active;
  }

  /** The battle leaves the screen without ending: it stays stored and can be resumed. */
  setAside(): void {
    this.active?.end();
    this.active = null;
    this.services.timeline.clear();
    this.services.taunts.stop();
    this.gate = null;
    useBattleStore.setState({ ...INITIAL_BATTLE });
  }
}
