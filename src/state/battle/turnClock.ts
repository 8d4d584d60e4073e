// The turn's clock (docs/game-design.md §4.8 timer). Locally the 60 s count down once a second, standing
// still while the battle is paused, a pointer of How to Play speaks, the time's-up dialog is open, or the
// battleground is still loading. Online it counts down to the authority's deadline (pausing does not
// stop it), and the authority, not this clock, passes the turn. At zero on the player's own turn the
// time's-up dialog opens with its toast.
import { BATTLE_TOAST_MS, MSG, TURN_TIMER_SECONDS } from '../../engine/index.ts';
import type { BattleServices } from './services.ts';
import { isHumanTurn, useBattleStore } from './store.ts';

const get = useBattleStore.getState;
const set = useBattleStore.setState;

/** Whole seconds until `deadline` (authority time), from a clock `offset` ms behind the authority's. */
export function secondsUntil(deadline: number | null, now: number, offset: number): number {
  if (deadline === null) return TURN_TIMER_SECONDS;
  const left = deadline - (now + offset);
  return Math.min(TURN_TIMER_SECONDS, Math.max(0, Math.ceil(left / 1000)));
}

export class TurnClock {
  private stopTicking: (() => void) | null = null;

  constructor(private readonly services: BattleServices) {}

  /** The local turn's countdown from the store's `secondsLeft`. */
  countDown(): void {
    this.stop();
    this.stopTicking = this.services.clock.every(1000, () => {
      const s = get();
      if (s.paused || s.clockHeld || s.timeUpOpen || (s.phase !== 'choosing' && s.phase !== 'computer'))
        return;
      // The turn's 60 s start once the battleground and fighters are on screen: on a first visit
      // over a slow network the battle's art can take seconds, and those are not the player's.
      if (!this.services.stageReady()) return;
      const secondsLeft = Math.max(0, s.secondsLeft - 1);
      set({ secondsLeft });
      if (secondsLeft === 0 && s.phase === 'choosing' && s.shown) {
        this.stop();
        this.timeUp(s.shown.active);
      }
    });
  }

  /** The online turn's countdown: `secondsLeft` reads the authority's deadline. */
  countToDeadline(secondsLeft: () => number): void {
    this.stop();
    this.stopTicking = this.services.clock.every(250, () => {
      const s = get();
      if (s.phase !== 'choosing' && s.phase !== 'waiting') return;
      const left = secondsLeft();
      if (left !== s.secondsLeft) set({ secondsLeft: left });
      if (left === 0 && !s.timeUpOpen && s.phase === 'choosing' && isHumanTurn(s) && s.shown) {
        this.timeUp(s.shown.active);
      }
    });
  }

  stop(): void {
    this.stopTicking?.();
    this.stopTicking = null;
  }

  private timeUp(side: 0 | 1): void {
    set({ timeUpOpen: true, dialogCardId: null });
    this.services.notify(MSG.timeUp, 'error', side, BATTLE_TOAST_MS);
  }
}
