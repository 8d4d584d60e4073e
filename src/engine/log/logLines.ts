// The battle log in plain words: one line per thing that happens, told from the engine's events
// ('Kidlat plays Sungkite: 12 damage', 'Alon is poisoned for 3 turns', 'Burn: -4 HP (Turns left:
// 2)'). Pure: the same move always tells the same lines, so a battle told as it is played, told
// again after a reload and told by its replay read the same.
import { getCard } from '../../content/index.ts';
import type { BattleState, EffectKind, SideIndex } from '../battle/types.ts';
import type { VisibleAction, VisibleEvent } from '../match/redact.ts';

export type LogKind =
  | 'start'
  | 'play'
  | 'charge'
  | 'refused'
  | 'timeUp'
  | 'effect'
  | 'stun'
  | 'tick'
  | 'skip'
  | 'expire'
  | 'knockout';

export interface LogLine {
  readonly text: string;
  readonly kind: LogKind;
  /** The battle's turn the line belongs to (the engine's count, from 1). */
  readonly turn: number;
  /** The side whose turn it is when the line is told. */
  readonly side: SideIndex;
  /** Worth announcing to a screen reader at once: blows, misses, effects, stuns, knockouts. */
  readonly important: boolean;
}

/** A line and the index of the event that tells it, so a move shown step by step tells it on cue. */
export interface TimedLine {
  readonly line: LogLine;
  readonly at: number;
}

const EFFECT_WORDS: Readonly<Record<EffectKind, { name: string; ends: string }>> = {
  burn: { name: 'burned', ends: 'burn' },
  poison: { name: 'poisoned', ends: 'poison' },
  defDebuff: { name: 'defense', ends: 'lowered defense' },
  agilDebuff: { name: 'agility', ends: 'lowered agility' },
  defAmp: { name: 'defense', ends: 'defense boost' },
  agilAmp: { name: 'agility', ends: 'agility boost' },
  critAmp: { name: 'critical rate', ends: 'critical boost' },
};

const turns = (n: number): string => `${n} ${n === 1 ? 'turn' : 'turns'}`;

function effectText(name: string, kind: EffectKind, value: number, count: number): string {
  const words = EFFECT_WORDS[kind];
  switch (kind) {
    case 'burn':
    case 'poison':
      return `${name} is ${words.name} for ${turns(count)}`;
    case 'defDebuff':
    case 'agilDebuff':
      return `${name}'s ${words.name} drops by ${value} for ${turns(count)}`;
    default:
      return `${name}'s ${words.name} rises by ${value} for ${turns(count)}`;
  }
}

/** The opening line of a battle: who attacks first. */
export function openingLines(state: BattleState): LogLine[] {
  const first = state.first;
  return [
    {
      text: `${state.sides[first].name} attacks first.`,
      kind: 'start',
      turn: 1,
      side: first,
      important: false,
    },
  ];
}

/** `at` of the lines told as the move lands (its blow, miss, charge or refusal), before any event after it. */
export const AS_IT_LANDS = -1;

/**
 * The lines of one applied move: first the move itself, told as it lands (`at` AS_IT_LANDS), then
 * the start of the next turn event by event (burn and poison, effects wearing off, a stunned side
 * losing its turn) and the knockout, each with the index in `events` of the event that tells it.
 * `before` names the sides; the turn is read from the events, so a run of moves shown one after
 * another (online) is told under the right turns.
 */
export function tellMove(
  before: BattleState,
  action: VisibleAction,
  events: readonly VisibleEvent[],
): TimedLine[] {
  const name = (side: SideIndex): string => before.sides[side].name;
  const cutAt = events.findIndex((e) => e.type === 'turnPassed' || e.type === 'victory');
  const cut = cutAt < 0 ? events.length : cutAt;
  const side = action.side;
  const passed = events.find((e) => e.type === 'turnPassed');
  let turn = passed?.type === 'turnPassed' ? passed.turn - 1 : before.turn;
  let active: SideIndex = side;
  const told: TimedLine[] = [];
  const tell = (at: number, text: string, kind: LogKind, important: boolean): void => {
    told.push({ at, line: { text, kind, turn, side: active, important } });
  };
  const landed = AS_IT_LANDS;

  // The move, told as one line with its outcome, then what it did to either side.
  const play = events.slice(0, cut);
  if (action.type === 'timeUp') {
    tell(landed, `${name(side)} runs out of time: the turn passes.`, 'timeUp', true);
  } else if (action.type === 'chargeEnergy') {
    const gained = play.find((e) => e.type === 'energyGained');
    const amount = gained?.type === 'energyGained' ? gained.amount : 0;
    tell(landed, `${name(side)} charges Energy: +${amount} Energy`, 'charge', false);
  } else {
    const refused = play.find((e) => e.type === 'refused');
    if (refused?.type === 'refused') {
      const tried = 'cardId' in refused ? `tries ${getCard(refused.cardId).name}` : 'tries a card';
      tell(landed, `${name(side)} ${tried}: ${refused.message} The turn is lost.`, 'refused', true);
    } else {
      const played = play.find((e) => e.type === 'cardPlayed');
      const card = played?.type === 'cardPlayed' ? played.cardName : 'a card';
      const parts: string[] = [];
      const damaged = play.find((e) => e.type === 'damaged');
      if (damaged?.type === 'damaged')
        parts.push(
          damaged.critical ? `${damaged.amount} damage, a critical hit!` : `${damaged.amount} damage`,
        );
      if (play.some((e) => e.type === 'missed')) parts.push(`${name(side === 0 ? 1 : 0)} dodges, no damage`);
      const gained = play.find((e) => e.type === 'energyGained');
      if (gained?.type === 'energyGained') parts.push(`+${gained.amount} Energy`);
      const struck = damaged !== undefined || play.some((e) => e.type === 'missed');
      tell(
        landed,
        parts.length ? `${name(side)} plays ${card}: ${parts.join(', ')}` : `${name(side)} plays ${card}`,
        'play',
        struck,
      );
      for (const event of play) {
        if (event.type === 'effectApplied')
          tell(landed, effectText(name(event.target), event.kind, event.value, event.turns), 'effect', true);
        if (event.type === 'stunned') tell(landed, `${name(event.target)} is stunned!`, 'stun', true);
      }
    }
  }

  // The start of the next turn(s), event by event, and the end.
  events.forEach((event, at) => {
    if (at < cut) return;
    switch (event.type) {
      case 'turnPassed':
        turn = event.turn;
        active = event.to;
        break;
      case 'effectTicked':
        tell(at, event.message, 'tick', true);
        break;
      case 'effectExpired':
      case 'buffExpired':
        tell(at, `${name(event.side)}'s ${EFFECT_WORDS[event.kind].ends} wears off.`, 'expire', false);
        break;
      case 'turnSkipped':
        tell(at, `${name(event.side)} is stunned and loses the turn!`, 'skip', true);
        break;
      case 'victory':
        tell(
          at,
          `${name(event.loser)} is knocked out. ${name(event.winner)} wins the battle!`,
          'knockout',
          true,
        );
        break;
      default:
        break;
    }
  });
  return told;
}

/** Every line of one move, in order. */
export function moveLines(
  before: BattleState,
  action: VisibleAction,
  events: readonly VisibleEvent[],
): LogLine[] {
  return tellMove(before, action, events).map((timed) => timed.line);
}
