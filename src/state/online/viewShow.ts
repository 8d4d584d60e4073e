// Putting a followed match's views on the battle screen, for a player's match (match.ts) and a
// watched one (spectate.ts) alike: the first view a waiting battle screen gets begins the battle,
// and what each later view adds is shown by the battle's own steps, one view after the other (the
// next waits until the last is shown, so moves never overlap).
import type { MatchView } from '../../engine/index.ts';
import { showAuthorityMoves, useBattleStore } from '../battle/index.ts';
import { stateFromView } from './viewBattle.ts';

export interface ViewShow {
  /** A new battle begins: views are shown in order from here. */
  restart(): void;
  /** Shows what `fresh` adds, when this match's battle is on screen (or a battle screen waits for it). */
  present(view: MatchView, fresh: MatchView['log']): void;
}

export function createViewShow(begin: (view: MatchView) => void): ViewShow {
  let showing: Promise<void> = Promise.resolve();
  return {
    restart() {
      showing = Promise.resolve();
    },
    present(view, fresh) {
      const battle = useBattleStore.getState();
      if (battle.source !== 'online') return;
      if (!battle.state || battle.battleId !== view.matchId) {
        if (!battle.state) begin(view);
        return;
      }
      const after = stateFromView(view);
      const moves = fresh.map((entry) => ({ action: entry.action, events: entry.events }));
      const over = view.status !== 'live';
      showing = showing.then(() => showAuthorityMoves(moves, after, view.deadline, over));
    },
  };
}
