// Helpers for testing online matches (the authority's tests here, and the server's and client's
// tests built on them): a leak scanner for anything sent to a player, and seeded random players
// that send legal and illegal messages the way a buggy, slow or hostile client might.
import { Rng } from '../rng.ts';
import { legalActions } from '../battle/legal.ts';
import type { BattleAction, SideIndex } from '../battle/types.ts';
import { connected, disconnected, submitMove, tick, viewFor } from './index.ts';
import type { MatchAction, MatchState, MatchView, MoveResult, RefusalCode, SeatIndex } from './index.ts';

/** What a seat must never learn. */
export interface Secrets {
  /** The other side (the one whose hand is hidden). */
  foeSide: SideIndex;
  foeHand: readonly number[];
  seed: number;
  rng: readonly number[];
  /** Player keys that must not appear (both seats' keys: a view needs neither). */
  keys: readonly string[];
}

/** The secrets a view for `seat` must keep. */
export function secretsFor(match: MatchState, seat: SeatIndex): Secrets {
  const foeSide: SideIndex = seat === 0 ? 1 : 0;
  return {
    foeSide,
    foeHand: match.battle.sides[foeSide].hand.slice(),
    seed: match.battle.seed,
    rng: [...match.battle.rng],
    keys: [...match.seats],
  };
}

/** Game numbers (health, energy, card ids, turns, seqs) stay far below this; seeds and generator words rarely do. */
const SMALL = 1000;

const sameMultiset = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && [...a].sort((x, y) => x - y).join() === [...b].sort((x, y) => x - y).join();

/**
 * Every place in `value` (a view, a log entry, a message: anything JSON) that would reveal a secret:
 * a 'seed', 'rng', 'seats' key anywhere, a 'hand' key anywhere but at the top (a view's own hand), a
 * player key, the seed or a generator word as a number, a draw or refused play of the foe that names
 * its card, or a list of numbers that is the foe's hand. Returns the paths; empty means no leak.
 */
export function findLeaks(value: unknown, secrets: Secrets): string[] {
  const leaks: string[] = [];
  const bigSecrets = new Set([secrets.seed, ...secrets.rng].filter((n) => Math.abs(n) >= SMALL));
  const keys = new Set(secrets.keys);

  const walk = (node: unknown, path: string, depth: number, parent: string): void => {
    const at = depth === 0 ? '(root)' : path;
    if (typeof node === 'number') {
      if (bigSecrets.has(node)) leaks.push(`${at}: the seed or a generator word`);
      return;
    }
    if (typeof node === 'string') {
      if (keys.has(node)) leaks.push(`${at}: a player key`);
      return;
    }
    if (Array.isArray(node)) {
      if (
        parent !== 'pool' &&
        !(depth === 1 && parent === 'hand') &&
        secrets.foeHand.length > 1 &&
        node.every((x) => typeof x === 'number') &&
        sameMultiset(node as number[], secrets.foeHand)
      )
        leaks.push(`${at}: the foe's hand`);
      node.forEach((item, i) => walk(item, `${path}.${i}`, depth + 1, String(i)));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const o = node as Record<string, unknown>;
    for (const key of ['seed', 'rng', 'seats']) if (key in o) leaks.push(`${at}.${key}: a '${key}' field`);
    if ('hand' in o && depth > 0) leaks.push(`${at}.hand: a hand other than the player's own`);
    if ((o.type === 'cardDrawn' || o.type === 'refused') && o.side === secrets.foeSide && 'cardId' in o)
      leaks.push(`${at}: the foe's ${String(o.type)} names its card`);
    if (Array.isArray(o.events) && typeof o.action === 'object' && o.action !== null) {
      const action = o.action as Record<string, unknown>;
      const foeRefused = (o.events as unknown[]).some(
        (e) =>
          typeof e === 'object' &&
          e !== null &&
          (e as Record<string, unknown>).type === 'refused' &&
          (e as Record<string, unknown>).side === secrets.foeSide,
      );
      if (action.type === 'playCard' && action.side === secrets.foeSide && 'cardId' in action && foeRefused)
        leaks.push(`${at}.action: the foe's refused card`);
    }
    for (const [k, child] of Object.entries(o)) walk(child, depth === 0 ? k : `${path}.${k}`, depth + 1, k);
  };
  walk(JSON.parse(JSON.stringify(value)) as unknown, '', 0, '');
  return leaks;
}

// --- Random players ---

/** The kinds of message a random client sends. */
export type RandomOpKind =
  'move' | 'cardNotHeld' | 'outOfTurn' | 'stale' | 'stranger' | 'wrongMatch' | 'wait' | 'drop' | 'return';

export interface RandomStep {
  kind: RandomOpKind;
  match: MatchState;
  now: number;
  /** The authority's answer, for message ops. */
  result?: MoveResult;
  /** The refusal the op must get (undefined for ops that should succeed or are not moves). */
  expectedCode?: RefusalCode;
}

export interface RandomOpWeights {
  move: number;
  cardNotHeld: number;
  outOfTurn: number;
  stale: number;
  stranger: number;
  wrongMatch: number;
  wait: number;
  drop: number;
  return: number;
}

export const DEFAULT_WEIGHTS: RandomOpWeights = Object.freeze({
  move: 12,
  cardNotHeld: 2,
  outOfTurn: 2,
  stale: 2,
  stranger: 1,
  wrongMatch: 1,
  wait: 2,
  drop: 0,
  return: 0,
});

function pickKind(rng: Rng, weights: RandomOpWeights): RandomOpKind {
  const entries = Object.entries(weights) as [RandomOpKind, number][];
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let roll = rng.int(0, total - 1);
  for (const [kind, w] of entries) {
    if (roll < w) return kind;
    roll -= w;
  }
  return 'move';
}

/** A card id of the catalogue that is not in `hand` (nor the energy charge). */
function cardNotIn(hand: readonly number[], rng: Rng): number {
  for (;;) {
    const id = rng.int(60, 103);
    if (id !== 91 && !hand.includes(id)) return id;
  }
}

/**
 * One step of a random client session, the way a server runs it: time passes, the server ticks,
 * then the message (if any) goes to the authority. Players choose from their own view only.
 */
export function randomStep(
  match: MatchState,
  now: number,
  rng: Rng,
  weights: RandomOpWeights = DEFAULT_WEIGHTS,
): RandomStep {
  return stepOf(pickKind(rng, weights), match, now, rng);
}

/** One step of the given kind, its details (time passing, card, seat, seq) drawn from `rng`. */
export function stepOf(kind: RandomOpKind, match: MatchState, now: number, rng: Rng): RandomStep {
  let t = now + rng.int(0, 3000);
  if (kind === 'wait') t = now + rng.int(0, 90_000);
  let m = tick(match, t);
  if (kind === 'wait') return { kind, match: m, now: t };
  if (kind === 'drop') return { kind, match: disconnected(m, rng.int(0, 1) as SeatIndex, t), now: t };
  if (kind === 'return') return { kind, match: connected(m, rng.int(0, 1) as SeatIndex, t), now: t };

  const active = m.battle.active;
  const view = viewFor(m, active);
  const seq = view.seq;
  const key = m.seats[active];
  let input = { matchId: m.id, actor: key, seq, action: { type: 'chargeEnergy' } as MatchAction };
  let expectedCode: RefusalCode | undefined;
  switch (kind) {
    case 'move': {
      const choice = rng.int(0, view.hand.length);
      const cardId = view.hand[choice];
      input.action = cardId === undefined ? { type: 'chargeEnergy' } : { type: 'playCard', cardId };
      break;
    }
    case 'cardNotHeld':
      input.action = { type: 'playCard', cardId: cardNotIn(view.hand, rng) };
      expectedCode = 'illegal';
      break;
    case 'outOfTurn':
      input = { ...input, actor: m.seats[active === 0 ? 1 : 0] };
      expectedCode = 'not_your_turn';
      break;
    case 'stale':
      input = { ...input, seq: rng.int(0, 1) === 0 && seq > 0 ? rng.int(0, seq - 1) : seq + rng.int(1, 3) };
      expectedCode = 'stale';
      break;
    case 'stranger':
      input = { ...input, actor: 'stranger-key-000000' };
      expectedCode = 'not_seated';
      break;
    case 'wrongMatch':
      input = { ...input, matchId: `${m.id}-other` };
      expectedCode = 'no_match';
      break;
  }
  if (m.status !== 'live' && expectedCode !== 'no_match') expectedCode = 'not_live';
  const result = submitMove(m, input, t);
  if (result.ok) m = result.match;
  const step: RandomStep = { kind, match: m, now: t, result };
  if (expectedCode !== undefined) step.expectedCode = expectedCode;
  return step;
}

/** A seeded generator for a random session. */
export const sessionRng = (seed: number): Rng => Rng.fromSeed(seed);

export const RANDOM_OP_KINDS: readonly RandomOpKind[] = Object.freeze(
  Object.keys(DEFAULT_WEIGHTS) as RandomOpKind[],
);

/**
 * Where the two seats' views of one match disagree on a public fact (stats, energy, effects, turn,
 * seq, rev, deadline, the end, the log's moves and visible events). Empty when they agree.
 */
export function viewDisagreements(v0: MatchView, v1: MatchView): string[] {
  const out: string[] = [];
  const same = (what: string, a: unknown, b: unknown): void => {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(what);
  };
  same('matchId', v0.matchId, v1.matchId);
  for (const k of [
    'seq',
    'rev',
    'status',
    'active',
    'turn',
    'deadline',
    'winner',
    'endReason',
    'logFrom',
  ] as const)
    same(k, v0[k], v1[k]);
  same('names', v0.names, v1.names);
  same('fighters', v0.fighters, v1.fighters);
  same('disconnectedSince', v0.disconnectedSince, v1.disconnectedSince);
  same('seat 0 side', v0.you, v1.foe);
  same('seat 1 side', v0.foe, v1.you);
  same('hand sizes', [v0.hand.length, v1.hand.length], [v0.you.handSize, v1.you.handSize]);
  if (v0.log.length !== v1.log.length) out.push('log length');
  v0.log.forEach((e0, i) => {
    const e1 = v1.log[i];
    if (!e1) return;
    same(
      `log ${i} move`,
      [e0.seq, e0.actor, e0.at, e0.action.type],
      [e1.seq, e1.actor, e1.at, e1.action.type],
    );
    if (e0.events.length !== e1.events.length) out.push(`log ${i} event count`);
    e0.events.forEach((a, j) => {
      const b = e1.events[j];
      if (!b) return;
      if ('hidden' in a || 'hidden' in b)
        same(
          `log ${i} event ${j} type`,
          [a.type, 'side' in a ? a.side : null],
          [b.type, 'side' in b ? b.side : null],
        );
      else same(`log ${i} event ${j}`, a, b);
    });
  });
  return out;
}

/**
 * Legal moves picked by a generator (seeded with `rngSeed`) from `now` on until a knockout; now
 * and then a turn's 60 s run out.
 */
export function playToEnd(start: MatchState, rngSeed: number, now: number): MatchState {
  const rng = Rng.fromSeed(rngSeed);
  let match = start;
  for (let i = 0; i < 2000 && match.status === 'live'; i += 1) {
    now += 1000;
    if (rng.int(0, 14) === 0) {
      now = (match.deadline ?? now) + 1;
      match = tick(match, now);
      continue;
    }
    const seat = match.battle.active;
    const legal = legalActions(match.battle, seat);
    const cards = legal.filter((a) => a.type === 'playCard');
    const pool = cards.length > 0 && rng.int(0, 9) < 8 ? cards : legal;
    const pick = pool[rng.int(0, pool.length - 1)] as BattleAction;
    const action =
      pick.type === 'playCard'
        ? { type: 'playCard' as const, cardId: pick.cardId }
        : { type: 'chargeEnergy' as const };
    const result = submitMove(
      match,
      { matchId: match.id, actor: match.seats[seat], seq: match.log.length, action },
      now,
    );
    if (!result.ok) throw new Error(result.reason);
    match = result.match;
  }
  return match;
}
