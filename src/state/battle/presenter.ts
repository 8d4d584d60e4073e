// The presenter: turns applied moves, whatever their source, into what the player sees and hears:
// the scene's cues, sounds, the card's message, toasts, the battle log's lines, each with the spec's
// delays scaled by the animation-speed setting (docs/game-design.md §4.3 turn flows, game end). Then the next
// turn opens (the source says how) or the end shows. `mine` is the moment the moves belong to: a
// battle set aside or a replay jumping elsewhere stops them where they are.
import {
  AFTER_BUFF_MS,
  AFTER_MISS_MS,
  ATTACK_VIDEO_MS,
  BATTLE_TOAST_MS,
  EFFECT_TOAST_MS,
  MESSAGE_PAUSE_MS,
  PAUSE_BEFORE_DAMAGE_MS,
  PUNCH_SOUND_DELAY_MS,
  VICTORY_DELAY_MS,
} from '../../engine/index.ts';
import type { BattleState, SideIndex, VisibleAction, VisibleEvent } from '../../engine/index.ts';
import { getCard } from '../../content/index.ts';
import type { ActiveBattle, AppliedMoves } from './active.ts';
import { AS_IT_LANDS, tellMove } from '../../engine/log/logLines.ts';
import type { LogLine, TimedLine } from '../../engine/log/logLines.ts';
import { controlsSide, isComputerSide } from '../../engine/modes/modes.ts';
import { patchShownSide, pushCue, useBattleStore } from './store.ts';
import type { HurtKind } from './types.ts';

const get = useBattleStore.getState;
const set = useBattleStore.setState;

/**
 * A turn opens for a person or the computer to choose (the modes table says which side the
 * computer plays), with the clock at `secondsLeft`. True when it is the computer's turn.
 */
export function openTurn(secondsLeft: number): boolean {
  const s = get();
  if (!s.state) return false;
  const computerTurn = s.plan ? isComputerSide(s.plan.mode, s.state.active) : false;
  set({
    shown: s.state,
    phase: computerTurn ? 'computer' : 'choosing',
    secondsLeft,
    timeUpOpen: false,
    dialogCardId: null,
    focusedSlot: 0,
    message: null,
    announcement: null,
  });
  return computerTurn;
}

/**
 * Shows applied moves one after another (the store's `state` is already `after`), then the next
 * turn, or the end of the battle: a winner in `after`, or `over`.
 */
export async function showMoves(battle: ActiveBattle, applied: AppliedMoves, mine: number): Promise<void> {
  const { moves, after, over } = applied;
  set({ phase: 'resolving', dialogCardId: null, timeUpOpen: false });
  battle.clock.stop();
  let ending: LogLine[] = [];
  for (const move of moves) {
    const before = get().shown ?? after;
    const cut = move.events.findIndex((e) => e.type === 'turnPassed' || e.type === 'victory');
    const play = cut < 0 ? move.events : move.events.slice(0, cut);
    const next = cut < 0 ? [] : move.events.slice(cut);
    // The battle log tells the move as it lands, and the next turn's start event by event.
    const told = tellMove(before, move.action, move.events);
    const tell = (pick: (line: TimedLine) => boolean) => addLog(told.filter(pick).map((t) => t.line));
    let landed = false;
    const land = () => {
      if (!landed) tell((t) => t.at === AS_IT_LANDS);
      landed = true;
    };
    await showPlay(battle, move.action, play, before, land);
    if (!battle.isCurrent(mine)) return;
    land();
    const at = cut < 0 ? move.events.length : cut;
    await showTurnStart(battle, next, after, (i) =>
      tell((t) => t.at === at + i && t.line.kind !== 'knockout'),
    );
    if (!battle.isCurrent(mine)) return;
    ending = told.filter((t) => t.line.kind === 'knockout').map((t) => t.line);
  }
  if (after.winner !== null || over) {
    endShown(battle, after, mine, ending);
    return;
  }
  battle.beginTurn();
}

function addLog(lines: readonly LogLine[]): void {
  if (lines.length) set((s) => ({ log: [...s.log, ...lines] }));
}

/** The end as the last move left it: the victory, or (online) a match abandoned by both. */
export function endShown(
  battle: ActiveBattle,
  after: BattleState,
  mine: number,
  ending: readonly LogLine[] = [],
): void {
  if (after.winner !== null) {
    void showVictory(battle, after, after.winner, mine, ending);
    return;
  }
  battle.clock.stop();
  set({ shown: after, phase: 'over', message: null, dialogCardId: null, timeUpOpen: false });
}

/** Shows a move up to its outcome; `land` is called as the outcome shows (for the battle log). */
async function showPlay(
  battle: ActiveBattle,
  action: VisibleAction,
  events: readonly VisibleEvent[],
  before: BattleState,
  land: () => void,
): Promise<void> {
  const { sounds, notify, delay, timeline } = battle.services;
  const side = action.side;
  if (action.type === 'timeUp') return;
  const refused = events.find((e) => e.type === 'refused');
  if (refused) {
    pushCue({ type: 'refused', side });
    sounds.playSound('refused');
    land();
    set({ message: refused.message });
    notify(refused.message, 'error', side, BATTLE_TOAST_MS);
    notify(refused.warning, 'warning', side, BATTLE_TOAST_MS);
    await timeline.wait(delay(MESSAGE_PAUSE_MS));
    return;
  }
  const gained = events.find((e) => e.type === 'energyGained');
  if (action.type === 'chargeEnergy') {
    const amount = gained?.type === 'energyGained' ? gained.amount : 0;
    pushCue({ type: 'charge', side, amount });
    sounds.playSound('charge');
    land();
    if (gained?.type === 'energyGained') patchShownSide(side, { energy: gained.energy });
    set({ message: `${before.sides[side].name} charged +${amount} Energy.` });
    await timeline.wait(delay(AFTER_BUFF_MS) + delay(MESSAGE_PAUSE_MS));
    return;
  }
  // A card play whose card is hidden is always a refused one, shown above.
  if (!('cardId' in action)) return;
  const card = getCard(action.cardId);
  pushCue({ type: 'cardThrown', side, slot: before.sides[side].hand.indexOf(card.id), cardId: card.id });
  sounds.playCardSound(card);
  const spent = events.find((e) => e.type === 'energySpent');
  if (spent?.type === 'energySpent') patchShownSide(side, { energy: spent.energy });
  // Every attack plays its full-screen cinematic for the spec's 5 s (the card's video when the
  // manifest has one, else its family's effect); the speed setting shortens it.
  if (card.type === 'attack') {
    pushCue({ type: 'cinematic', side, cardId: card.id, ms: delay(ATTACK_VIDEO_MS) });
    sounds.playCardEffect();
    await timeline.wait(delay(ATTACK_VIDEO_MS));
  }
  if (gained?.type === 'energyGained') patchShownSide(side, { energy: gained.energy });
  if (card.type !== 'attack') {
    pushCue({ type: 'buff', side, cardId: card.id });
    land();
    set({ message: `${before.sides[side].name} used ${card.name}.` });
    await timeline.wait(delay(AFTER_BUFF_MS) + delay(MESSAGE_PAUSE_MS));
    return;
  }
  pushCue({ type: 'attack', side, cardId: card.id, ms: delay(PUNCH_SOUND_DELAY_MS) });
  await timeline.wait(delay(PUNCH_SOUND_DELAY_MS));
  sounds.playPunch();
  let hurt: HurtKind = 'normal';
  const target: SideIndex = side === 0 ? 1 : 0;
  for (const event of events) {
    if (event.type === 'effectApplied') {
      pushCue({ type: 'effect', target: event.target, kind: event.kind });
      if (event.kind === 'burn' || event.kind === 'poison') {
        hurt = event.kind;
        sounds.playSound(event.kind);
      }
      if (event.message) notify(event.message, 'info', side, BATTLE_TOAST_MS);
    }
    if (event.type === 'stunned')
      notify(`${before.sides[event.target].name} is stunned!`, 'info', side, BATTLE_TOAST_MS);
  }
  await timeline.wait(delay(PAUSE_BEFORE_DAMAGE_MS));
  const missed = events.find((e) => e.type === 'missed');
  const damaged = events.find((e) => e.type === 'damaged');
  if (missed?.type === 'missed') {
    pushCue({ type: 'miss', target });
    sounds.playSound('miss');
    land();
    set({ message: missed.message });
    notify(missed.message, 'warning', side, BATTLE_TOAST_MS);
    await timeline.wait(delay(AFTER_MISS_MS));
  } else if (damaged?.type === 'damaged') {
    pushCue({ type: 'hit', target, amount: damaged.amount, critical: damaged.critical, hurt });
    patchShownSide(target, { health: damaged.health });
    land();
    set({ message: damaged.message });
    notify(damaged.message, damaged.critical ? 'success' : 'info', side, BATTLE_TOAST_MS);
    await timeline.wait(delay(MESSAGE_PAUSE_MS));
  }
}

/**
 * The start of the next turn: burn and poison tick, a stunned side loses its turn. `tell(i)` adds
 * the battle log's lines of event i as it shows.
 */
async function showTurnStart(
  battle: ActiveBattle,
  events: readonly VisibleEvent[],
  after: BattleState,
  tell: (index: number) => void,
): Promise<void> {
  const { sounds, notify, delay, timeline } = battle.services;
  for (const [index, event] of events.entries()) {
    tell(index);
    if (event.type === 'effectTicked') {
      pushCue({ type: 'tick', side: event.side, kind: event.kind, amount: event.amount });
      patchShownSide(event.side, { health: event.health });
      sounds.playSound(event.kind);
      notify(event.message, 'warning', event.side, EFFECT_TOAST_MS);
      await timeline.wait(delay(PAUSE_BEFORE_DAMAGE_MS));
    }
    if (event.type === 'turnSkipped') {
      pushCue({ type: 'stunned', side: event.side });
      notify(
        `${after.sides[event.side].name} is stunned and loses the turn!`,
        'warning',
        event.side,
        EFFECT_TOAST_MS,
      );
      await timeline.wait(delay(MESSAGE_PAUSE_MS));
    }
  }
}

async function showVictory(
  battle: ActiveBattle,
  state: BattleState,
  winner: SideIndex,
  mine: number,
  ending: readonly LogLine[],
): Promise<void> {
  const loser: SideIndex = winner === 0 ? 1 : 0;
  set({ shown: state, phase: 'over', message: null });
  pushCue({ type: 'knockout', loser, winner });
  addLog(ending);
  const plan = get().plan;
  battle.services.sounds.playBattleEnd(plan ? !controlsSide(plan, winner) : false);
  if (!battle.source.settleVictory(state, winner)) return;
  await battle.services.timeline.wait(battle.services.delay(VICTORY_DELAY_MS));
  if (!battle.isCurrent(mine)) return;
  set({ victoryReady: true });
}
