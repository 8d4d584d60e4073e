// A computer's move for one seat of an online match, from nothing but what that seat's view shows
// (its own hand, both sides' public figures): the engine's easy strategy. The online tests' players
// and the load benchmark's players make their moves with it, so they play as a client could.
import { STRATEGIES } from '../ai/strategies.ts';
import type { Rng } from '../rng.ts';
import type { MatchAction } from './match.ts';
import type { MatchView } from './view.ts';

export function seatMove(view: MatchView, rng: Rng): MatchAction {
  const action = STRATEGIES.easy.decide(
    {
      side: view.seat,
      active: view.active,
      turn: view.turn,
      winner: view.winner,
      hand: view.hand,
      me: view.you,
      foe: view.foe,
    },
    rng,
  );
  return action.type === 'playCard' ? { type: 'playCard', cardId: action.cardId } : { type: 'chargeEnergy' };
}
