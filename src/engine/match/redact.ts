// What one seat may see of a match's history. The server keeps every event in full (replays and
// audits need them); before anything leaves for a player it goes through here. Hidden from a seat:
// the cards the other side draws (they go into a hand nobody else may see) and the card the other
// side tried to play without enough energy (a refused card stays in that hand, so naming it would
// reveal part of the hand). Cards actually played are public: both players watch them land. A
// spectator sees what each seat sees of the other: no draw and no refused card of either side.
import type { BattleAction, BattleEvent, SideIndex } from '../battle/types.ts';

type CardDrawnEvent = Extract<BattleEvent, { type: 'cardDrawn' }>;
type RefusedEvent = Extract<BattleEvent, { type: 'refused' }>;

/** The other side drew a card; which one is its own business. */
export interface HiddenDrawEvent {
  type: 'cardDrawn';
  side: SideIndex;
  hidden: true;
}

/** The other side tried a card it could not pay for; the card stays in its hand, so it is not named. */
export type HiddenRefusedEvent = Omit<RefusedEvent, 'cardId'> & { hidden: true };

/** An event as a seat receives it: unchanged, or with the hidden card taken out. */
export type VisibleEvent =
  | Exclude<BattleEvent, CardDrawnEvent | RefusedEvent>
  | CardDrawnEvent
  | RefusedEvent
  | HiddenDrawEvent
  | HiddenRefusedEvent;

/** A card play whose card stays hidden (the other side's refused play). */
export interface HiddenPlayAction {
  type: 'playCard';
  side: SideIndex;
  hidden: true;
}

export type VisibleAction = BattleAction | HiddenPlayAction;

/** One applied move as the server keeps it (server-side only: it names every drawn card). */
export interface MatchEntry {
  /** The entry's place in the log, from 0; a move is submitted with the log's length as its seq. */
  seq: number;
  /** The seat that moved (for a time-up, the seat whose time ran out). */
  actor: SideIndex;
  /** The engine action, its side taken from the actor's seat. */
  action: BattleAction;
  /** Server time (ms) at which the move was applied. */
  at: number;
  events: BattleEvent[];
}

/** One applied move as a seat sees it. */
export interface VisibleEntry {
  seq: number;
  actor: SideIndex;
  action: VisibleAction;
  at: number;
  events: VisibleEvent[];
}

/**
 * Who receives a log: a seat, or a spectator (null), from whom both sides' draws and refused
 * cards are hidden, as each side's are from the other.
 */
export type Viewer = SideIndex | null;

/** The events with everything hidden from `seat` taken out. Returns new objects; the input is untouched. */
export function redactEvents(events: readonly BattleEvent[], seat: Viewer): VisibleEvent[] {
  return events.map((e): VisibleEvent => {
    if (e.type === 'cardDrawn' && e.side !== seat) return { type: 'cardDrawn', side: e.side, hidden: true };
    if (e.type === 'refused' && e.side !== seat) {
      const { cardId: _hidden, ...rest } = e;
      return { ...rest, hidden: true };
    }
    return { ...e };
  });
}

/** A log entry as `seat` may see it. */
export function redactEntry(entry: MatchEntry, seat: Viewer): VisibleEntry {
  const refusedByFoe =
    entry.actor !== seat && entry.events.some((e) => e.type === 'refused' && e.side === entry.actor);
  const action: VisibleAction =
    refusedByFoe && entry.action.type === 'playCard'
      ? { type: 'playCard', side: entry.action.side, hidden: true }
      : { ...entry.action };
  return {
    seq: entry.seq,
    actor: entry.actor,
    action,
    at: entry.at,
    events: redactEvents(entry.events, seat),
  };
}
