// The battle on screen as one object: what feeds it (its move source), its turn clock, and the
// moment its steps belong to. A battle set aside, or a replay jumping to another moment, makes the
// steps of the older moment stop where they are. Every source (the local engine, the online
// authority, a replay) yields applied moves; the presenter shows them; the source decides what a
// turn, a player's move, time's up, leaving and a victory mean for it.
import type { BattleState, SideIndex, VisibleAction, VisibleEvent } from '../../engine/index.ts';
import type { BattleServices } from './services.ts';
import { useBattleStore } from './store.ts';
import { TurnClock } from './turnClock.ts';

/** A move of the player on the move; its side is the side to move. */
export type PlayerMove = { type: 'playCard'; cardId: number } | { type: 'chargeEnergy' };

/** One applied move as it is shown: an engine action and its events (online, as the player may see them). */
export interface ShownMove {
  action: VisibleAction;
  events: readonly VisibleEvent[];
}

/** What a source yields: moves applied one after another, the state after them, and whether it ended. */
export interface AppliedMoves {
  moves: readonly ShownMove[];
  after: BattleState;
  /** The battle ended without a knockout in `after` (an online match forfeited or abandoned). */
  over: boolean;
}

/**
 * Says why a card (91: Charge Energy) may not be played now, or null when it may: How to Play asks
 * for one card at a time, so its battle (on a fixed seed) goes where the pointers expect.
 */
export type MoveGate = (cardId: number) => string | null;

/** Where the moves of the battle on screen come from. */
export interface MoveSource {
  /** The next turn begins (the store's `state` is set): who chooses, the clock, the computer. */
  beginTurn(battle: ActiveBattle): void;
  /** The player confirmed a move in the card dialog. */
  play(battle: ActiveBattle, move: PlayerMove, side: SideIndex): void;
  /** OK in the time's-up dialog, on `side`'s turn. */
  acknowledgeTimeUp(battle: ActiveBattle, side: SideIndex): void;
  /** The player leaves through a menu while the battle is still being fought. */
  abandon(): void;
  /** The final blow has been shown: true when the victory screen follows (after the victory delay). */
  settleVictory(state: BattleState, winner: SideIndex): boolean;
}

export class ActiveBattle {
  readonly clock: TurnClock;
  private moment = 0;
  private ended = false;

  constructor(
    readonly source: MoveSource,
    readonly services: BattleServices,
  ) {
    this.clock = new TurnClock(services);
  }

  /** The moment steps started now belong to. */
  now(): number {
    return this.moment;
  }

  /** Whether steps of `moment` may go on: the battle is still on screen and has not jumped since. */
  isCurrent(moment: number): boolean {
    return !this.ended && moment === this.moment;
  }

  /** A replay moved to another moment: steps of the older one stop. */
  jump(): void {
    this.moment += 1;
  }

  /** The battle leaves the screen: its steps stop and its clock with them. */
  end(): void {
    this.ended = true;
    this.clock.stop();
  }

  beginTurn(): void {
    if (!useBattleStore.getState().state) return;
    this.source.beginTurn(this);
  }
}
