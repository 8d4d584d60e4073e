// Passing the turn and starting the next one. The order of steps at the start of a side's turn is
// part of the rules (docs/engine.md): 1. burn and poison hurt and every effect on the side counts
// down; 2. effects at 0 end; 3. a side at 0 health loses; 4. a stunned side loses this turn and
// the turn passes on.
import type { BattleEvent, BattleState, SideIndex } from './types.ts';
import { tickEffects } from './effects.ts';

export const other = (side: SideIndex): SideIndex => (side === 0 ? 1 : 0);

/** Declares `winner` the winner; the battle accepts no more actions. */
export function declareVictory(state: BattleState, winner: SideIndex, events: BattleEvent[] | null): void {
  state.winner = winner;
  if (events) events.push({ type: 'victory', winner, loser: other(winner) });
}

/** Runs the start of the active side's turn, skipping turns of stunned sides. */
export function startTurn(state: BattleState, events: BattleEvent[] | null): void {
  for (;;) {
    const index = state.active;
    const side = state.sides[index];
    if (events) events.push({ type: 'turnStarted', side: index, turn: state.turn });
    tickEffects(side, index, events);
    if (side.health <= 0) {
      declareVictory(state, other(index), events);
      return;
    }
    if (!side.stunned) return;
    side.stunned = false;
    if (events) events.push({ type: 'turnSkipped', side: index, reason: 'stunned' });
    passTurnOnly(state, events);
  }
}

function passTurnOnly(state: BattleState, events: BattleEvent[] | null): void {
  const from = state.active;
  const to = other(from);
  state.active = to;
  state.turn += 1;
  if (events) events.push({ type: 'turnPassed', from, to, turn: state.turn });
}

/** Ends the active side's turn: the other side's turn starts. */
export function endTurn(state: BattleState, events: BattleEvent[] | null): void {
  if (state.winner !== null) return;
  passTurnOnly(state, events);
  startTurn(state, events);
}
