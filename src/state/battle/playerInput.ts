// The player's input on a battle: the hand's keyboard focus, the card dialog and its confirm, OK in
// the time's-up dialog, pause and resume, and How to Play's move gate and held clock. A confirmed
// move goes to the source feeding the battle: the local engine applies it, the online authority is
// sent it.
import { BATTLE_TOAST_MS, ENERGY_CHARGE_CARD_ID } from '../../engine/index.ts';
import type { MoveGate, PlayerMove } from './active.ts';
import type { Arena } from './arena.ts';
import { handSide, isHumanTurn, useBattleStore } from './store.ts';

const get = useBattleStore.getState;
const set = useBattleStore.setState;

function canAct(): boolean {
  const s = get();
  return s.phase === 'choosing' && !s.paused && !s.timeUpOpen && isHumanTurn(s);
}

export function playerInput(arena: Arena) {
  const { services } = arena;

  /** Opens a card's dialog: a hand card, or 91 for the charge Energy and Iventory buttons. */
  function openCard(cardId: number): void {
    if (!canAct() || get().dialogCardId !== null) return;
    const s = get();
    const hand = s.shown?.sides[handSide(s)].hand ?? [];
    if (cardId !== ENERGY_CHARGE_CARD_ID && !hand.includes(cardId)) return;
    services.sounds.playSound('cardFlip');
    set({ dialogCardId: cardId });
  }

  function closeCard(): void {
    set({ dialogCardId: null });
  }

  function setMoveGate(next: MoveGate | null): void {
    arena.gate = next;
  }

  /** Stops or restarts the turn timer without pausing the battle (How to Play's pointers). */
  function holdTurnClock(held: boolean): void {
    if (get().clockHeld !== held) set({ clockHeld: held });
  }

  /** Confirm in the card dialog: the card is played (or energy charged). */
  function confirmCard(): void {
    const s = get();
    const cardId = s.dialogCardId;
    if (cardId === null || !canAct() || !s.shown) return;
    const refusal = arena.gate?.(cardId) ?? null;
    if (refusal) {
      set({ dialogCardId: null });
      services.notify(refusal, 'info', s.shown.active, BATTLE_TOAST_MS);
      return;
    }
    const side = s.shown.active;
    services.sounds.playSound('click');
    const move: PlayerMove =
      cardId === ENERGY_CHARGE_CARD_ID ? { type: 'chargeEnergy' } : { type: 'playCard', cardId };
    const battle = arena.battle;
    battle?.source.play(battle, move, side);
  }

  function focusSlot(slot: number): void {
    const s = get();
    const count = s.shown?.sides[handSide(s)].hand.length ?? 0;
    if (count === 0) return;
    set({ focusedSlot: ((slot % count) + count) % count });
  }

  function moveFocus(step: 1 | -1): void {
    focusSlot(get().focusedSlot + step);
  }

  function openFocused(): void {
    const s = get();
    const cardId = s.shown?.sides[handSide(s)].hand[s.focusedSlot];
    if (cardId !== undefined) openCard(cardId);
  }

  /** OK in the time's-up dialog: the source passes the turn (online the authority already does). */
  function acknowledgeTimeUp(): void {
    const s = get();
    if (!s.timeUpOpen || !s.shown) return;
    const battle = arena.battle;
    battle?.source.acknowledgeTimeUp(battle, s.shown.active);
  }

  function pauseBattle(): void {
    if (get().paused || !get().state) return;
    services.timeline.hold();
    set({ paused: true, dialogCardId: null });
  }

  function resumeBattle(): void {
    if (!get().paused) return;
    services.timeline.release();
    set({ paused: false });
  }

  return {
    openCard,
    closeCard,
    setMoveGate,
    holdTurnClock,
    confirmCard,
    focusSlot,
    moveFocus,
    openFocused,
    acknowledgeTimeUp,
    pauseBattle,
    resumeBattle,
  };
}
