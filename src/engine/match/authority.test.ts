// The match authority: every refusal in its order, moves, the turn timer, disconnections and
// forfeits, and what each seat may see.
import { describe, expect, it } from 'vitest';
import { TURN_TIMER_MS } from '../constants.ts';
import { MSG } from '../messages.ts';
import {
  FORFEIT_GRACE_MS,
  REFUSAL_TEXT,
  abandon,
  connected,
  createMatch,
  disconnected,
  forfeit,
  nextWakeAt,
  redactEvents,
  replayMatch,
  seatOf,
  submitMove,
  tick,
  viewFor,
} from './index.ts';
import type { MatchAction, MatchState, MoveInput, MoveResult } from './index.ts';
import { findLeaks, randomStep, secretsFor, sessionRng } from './testing.ts';

const T0 = 1_700_000_000_000;
const P1 = 'player-one-key-0001';
const P2 = 'player-two-key-0002';

const newMatch = (seed = 424_242): MatchState =>
  createMatch({ id: 'm1', seats: [P1, P2], fighters: [1, 2], seed, now: T0, names: ['Maria', 'Jose'] });

const charge: MatchAction = { type: 'chargeEnergy' };
const move = (actor: string, seq: number, action: MatchAction = charge, matchId = 'm1'): MoveInput => ({
  matchId,
  actor,
  seq,
  action,
});

function ok(result: MoveResult): Extract<MoveResult, { ok: true }> {
  if (!result.ok) throw new Error(`refused: ${result.code} ${result.reason}`);
  return result;
}

/** A card the side does not hold. */
const notHeld = (m: MatchState, seat: 0 | 1): number =>
  [60, 61, 62, 63, 64, 65, 66].find((id) => !m.battle.sides[seat].hand.includes(id)) as number;

/** A copy of the match with the battle changed by `edit` (positions for scenario tests). */
function withBattle(m: MatchState, edit: (b: MatchState['battle']) => void): MatchState {
  const copy = JSON.parse(JSON.stringify(m)) as MatchState;
  edit(copy.battle);
  return copy;
}

describe('createMatch', () => {
  it('seats Player 1 first, starts the 60 s turn and an empty log', () => {
    const m = newMatch();
    expect(m.status).toBe('live');
    expect(m.battle.active).toBe(0);
    expect(m.battle.first).toBe(0);
    expect(m.deadline).toBe(T0 + TURN_TIMER_MS);
    expect(m.log).toEqual([]);
    expect(m.battle.sides[0].name).toBe('Kidlat');
    expect(m.battle.sides[1].name).toBe('Alon');
    expect(m.disconnectedSince).toEqual([null, null]);
    expect(seatOf(m, P1)).toBe(0);
    expect(seatOf(m, P2)).toBe(1);
    expect(seatOf(m, 'someone')).toBeNull();
  });

  it('is plain JSON data', () => {
    const m = newMatch();
    expect(JSON.parse(JSON.stringify(m))).toEqual(m);
  });

  it('refuses one player in both seats, an empty id and unknown fighters', () => {
    expect(() => createMatch({ id: 'x', seats: [P1, P1], fighters: [1, 2], seed: 1, now: T0 })).toThrow(
      /both seats/,
    );
    expect(() => createMatch({ id: '', seats: [P1, P2], fighters: [1, 2], seed: 1, now: T0 })).toThrow(/id/);
    expect(() => createMatch({ id: 'x', seats: [P1, P2], fighters: [1, 3 as 1], seed: 1, now: T0 })).toThrow(
      /Fighter 3/,
    );
  });

  it('allows a mirror match', () => {
    const m = createMatch({ id: 'x', seats: [P1, P2], fighters: [2, 2], seed: 5, now: T0 });
    expect(m.battle.sides[0].name).toBe('Alon');
    expect(m.battle.sides[1].name).toBe('Alon');
  });
});

describe('submitMove: every refusal, in order', () => {
  const live = newMatch();
  const finished = forfeit(live, 1, T0 + 1000);

  // Each case breaks its own check and every later one; the first broken check must answer.
  const cases: [string, MatchState | null, MoveInput, number, string][] = [
    ['no match at all', null, move('stranger', 9, { type: 'playCard', cardId: 1 }), T0, 'no_match'],
    [
      'another match id',
      finished,
      move('stranger', 9, { type: 'playCard', cardId: 1 }, 'm2'),
      T0,
      'no_match',
    ],
    ['a finished match', finished, move('stranger', 9, { type: 'playCard', cardId: 1 }), T0, 'not_live'],
    [
      'someone not seated',
      live,
      move('stranger', 9, { type: 'playCard', cardId: 1 }),
      T0 + 99_999,
      'not_seated',
    ],
    ['the other seat', live, move(P2, 9, { type: 'playCard', cardId: 1 }), T0 + 99_999, 'not_your_turn'],
    ['after the deadline', live, move(P1, 9, { type: 'playCard', cardId: 1 }), T0 + TURN_TIMER_MS, 'time_up'],
    ['a stale seq', live, move(P1, 9, { type: 'playCard', cardId: 1 }), T0, 'stale'],
    ['a card not held', live, move(P1, 0, { type: 'playCard', cardId: notHeld(live, 0) }), T0, 'illegal'],
  ];

  it.each(cases)('%s', (_name, match, input, now, code) => {
    const before = JSON.stringify(match);
    const r = submitMove(match, input, now);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(code);
    expect(r.reason.length).toBeGreaterThan(5);
    expect(JSON.stringify(match)).toBe(before);
  });

  it('answers with reasons a player can read', () => {
    const r = (m: MatchState | null, i: MoveInput, now = T0) =>
      submitMove(m, i, now) as Extract<MoveResult, { ok: false }>;
    expect(r(null, move(P1, 0)).reason).toBe(REFUSAL_TEXT.noMatch);
    expect(r(finished, move(P1, 0)).reason).toBe('This match is over.');
    expect(r(abandon(live, T0), move(P1, 0)).reason).toBe('This match was abandoned.');
    expect(r(live, move('x', 0)).reason).toBe('You are not a player in this match.');
    expect(r(live, move(P2, 0)).reason).toBe('It is not your turn.');
    expect(r(live, move(P1, 0), T0 + TURN_TIMER_MS).reason).toBe(MSG.timeUp);
    const stale = r(live, move(P1, 3));
    expect(stale.reason).toContain('move 0');
    expect(stale.expected).toBe(0);
    expect(r(live, move(P1, 0, { type: 'playCard', cardId: notHeld(live, 0) })).reason).toBe(
      'That card is not in your hand.',
    );
    expect(r(live, move(P1, 0, { type: 'playCard', cardId: 91 })).reason).toMatch(/Charge Energy/);
    expect(r(live, move(P1, 0, { type: 'timeUp' } as unknown as MatchAction)).reason).toBe('Unknown action.');
    expect(r(live, move(P1, 0, { type: 'playCard', cardId: '70' } as unknown as MatchAction)).code).toBe(
      'illegal',
    );
  });

  it('a seq from the future is stale too', () => {
    const r = submitMove(live, move(P1, 1), T0);
    expect(r).toMatchObject({ ok: false, code: 'stale', expected: 0 });
  });
});

describe('submitMove: applying', () => {
  it('appends the move to the log with the seat as actor and side, and starts the next turn', () => {
    const m = newMatch();
    const card = m.battle.sides[0].hand[0] as number;
    const r = ok(submitMove(m, move(P1, 0, { type: 'playCard', cardId: card }), T0 + 5000));
    expect(r.entry).toMatchObject({
      seq: 0,
      actor: 0,
      action: { type: 'playCard', side: 0, cardId: card },
      at: T0 + 5000,
    });
    expect(r.match.log).toEqual([r.entry]);
    expect(r.match.battle.active).toBe(1);
    expect(r.match.deadline).toBe(T0 + 5000 + TURN_TIMER_MS);
    expect(r.match.rev).toBe(m.rev + 1);
    expect(r.entry.events.some((e) => e.type === 'cardPlayed')).toBe(true);
    expect(m.log).toEqual([]);
  });

  it('takes the side from the seat, never from the client', () => {
    const m = newMatch();
    const smuggled = { type: 'chargeEnergy', side: 1 } as unknown as MatchAction;
    const r = ok(submitMove(m, move(P1, 0, smuggled), T0));
    expect(r.entry.action).toEqual({ type: 'chargeEnergy', side: 0 });
  });

  it('a card the player cannot pay for is applied as a refused play that costs the turn', () => {
    const m = withBattle(newMatch(), (b) => {
      b.sides[0].energy = 0;
    });
    const card = m.battle.sides[0].hand[0] as number;
    const r = ok(submitMove(m, move(P1, 0, { type: 'playCard', cardId: card }), T0));
    expect(r.entry.events.find((e) => e.type === 'refused')).toMatchObject({
      message: "You're out of energy!",
    });
    expect(r.match.battle.sides[0].hand).toContain(card);
    expect(r.match.battle.active).toBe(1);
    expect(r.match.log).toHaveLength(1);
  });

  it('a duplicate move is refused and never applied twice', () => {
    const m0 = newMatch();
    const first = ok(submitMove(m0, move(P1, 0), T0));
    // The same message again: it is now Player 2's turn.
    const dup = submitMove(first.match, move(P1, 0), T0 + 10);
    expect(dup).toMatchObject({ ok: false, code: 'not_your_turn' });
    // Player 2 makes seq 1; a resent seq 1 is then refused as out of turn too, and seq 0 from P2 stale.
    const second = ok(submitMove(first.match, move(P2, 1), T0 + 20));
    expect(submitMove(second.match, move(P2, 1), T0 + 30)).toMatchObject({
      ok: false,
      code: 'not_your_turn',
    });
    expect(submitMove(second.match, move(P1, 1), T0 + 30)).toMatchObject({
      ok: false,
      code: 'stale',
      expected: 2,
    });
    expect(second.match.log.map((e) => e.seq)).toEqual([0, 1]);
  });

  it('a duplicate is stale when the mover keeps the turn (the foe is stunned)', () => {
    const m = withBattle(newMatch(), (b) => {
      b.sides[1].stunned = true;
    });
    const r = ok(submitMove(m, move(P1, 0), T0));
    expect(r.match.battle.active).toBe(0);
    expect(r.entry.events.some((e) => e.type === 'turnSkipped')).toBe(true);
    const dup = submitMove(r.match, move(P1, 0), T0 + 1);
    expect(dup).toMatchObject({ ok: false, code: 'stale', expected: 1 });
    expect(r.match.log).toHaveLength(1);
    expect(ok(submitMove(r.match, move(P1, 1), T0 + 2)).match.log).toHaveLength(2);
  });

  it('a knockout finishes the match and every later move is refused', () => {
    const m = withBattle(newMatch(), (b) => {
      b.sides[1].health = 1;
      b.sides[1].stats.agility = 0;
      b.sides[1].base.agility = 0;
      b.sides[1].stats.defense = 0;
    });
    // Play attacks until one lands (a miss is impossible with agility 0).
    let current = m;
    for (let i = 0; current.status === 'live' && i < 40; i++) {
      const seat = current.battle.active;
      const hand = current.battle.sides[seat].hand;
      const action: MatchAction =
        seat === 0 && hand[0] !== undefined ? { type: 'playCard', cardId: hand[0] } : charge;
      current = ok(submitMove(current, move(current.seats[seat], current.log.length, action), T0 + i)).match;
    }
    expect(current.status).toBe('finished');
    expect(current.endReason).toBe('knockout');
    expect(current.winner).toBe(current.battle.winner);
    expect(current.deadline).toBeNull();
    expect(nextWakeAt(current)).toBeNull();
    expect(submitMove(current, move(P1, current.log.length), T0)).toMatchObject({
      ok: false,
      code: 'not_live',
    });
  });
});

describe('the turn timer', () => {
  it("time's up at the deadline passes the turn with no message at all", () => {
    const m = newMatch();
    expect(tick(m, T0 + TURN_TIMER_MS - 1)).toBe(m);
    const after = tick(m, T0 + TURN_TIMER_MS);
    expect(after.log).toHaveLength(1);
    expect(after.log[0]).toMatchObject({ seq: 0, actor: 0, action: { type: 'timeUp', side: 0 } });
    expect(after.log[0]?.events[0]).toMatchObject({ type: 'timeUp', message: MSG.timeUp });
    expect(after.battle.active).toBe(1);
    expect(after.deadline).toBe(T0 + 2 * TURN_TIMER_MS);
    // The next turn runs out 60 s later, also with the slow player's tab closed.
    const closed = disconnected(after, 1, T0 + TURN_TIMER_MS + 1);
    const again = tick(closed, T0 + 2 * TURN_TIMER_MS);
    expect(again.log[1]).toMatchObject({ actor: 1, action: { type: 'timeUp', side: 1 } });
    expect(again.status).toBe('live');
  });

  it('a late tick passes only one turn; the next turn starts when it passes', () => {
    const m = newMatch();
    const late = T0 + 5 * TURN_TIMER_MS;
    const after = tick(m, late);
    expect(after.log).toHaveLength(1);
    expect(after.deadline).toBe(late + TURN_TIMER_MS);
    expect(tick(after, late)).toBe(after);
  });

  it('a move at the deadline is refused once the time is up, and the tick passes the turn', () => {
    const m = newMatch();
    expect(submitMove(m, move(P1, 0), T0 + TURN_TIMER_MS)).toMatchObject({ ok: false, code: 'time_up' });
    expect(ok(submitMove(m, move(P1, 0), T0 + TURN_TIMER_MS - 1)).match.log).toHaveLength(1);
  });

  it('nextWakeAt names the deadline or the earliest grace end', () => {
    const m = newMatch();
    expect(nextWakeAt(m)).toBe(T0 + TURN_TIMER_MS);
    expect(nextWakeAt(disconnected(m, 1, T0 - 30_000))).toBe(T0 - 30_000 + FORFEIT_GRACE_MS);
  });
});

describe('disconnections and forfeits', () => {
  const m = newMatch();
  const t = T0 + 1000;

  it('forfeits at exactly 60 s of disconnection; the other seat wins', () => {
    const away = disconnected(m, 1, t);
    expect(away.disconnectedSince).toEqual([null, t]);
    expect(tick(away, t + FORFEIT_GRACE_MS - 1).status).toBe('live');
    const gone = tick(away, t + FORFEIT_GRACE_MS);
    expect(gone).toMatchObject({
      status: 'finished',
      winner: 0,
      endReason: 'forfeit',
      endedAt: t + FORFEIT_GRACE_MS,
    });
    expect(gone.deadline).toBeNull();
  });

  it('reconnecting before the grace ends clears it and resumes the same match at the same move', () => {
    const away = disconnected(m, 1, t);
    const back = connected(away, 1, t + FORFEIT_GRACE_MS - 1);
    expect(back.disconnectedSince).toEqual([null, null]);
    expect(back.battle).toBe(m.battle);
    expect(back.log).toBe(m.log);
    expect(tick(back, t + FORFEIT_GRACE_MS).status).toBe('live');
    expect(viewFor(back, 1).seq).toBe(0);
  });

  it('reconnecting once the grace has run out is too late', () => {
    const away = disconnected(m, 1, t);
    expect(connected(away, 1, t + FORFEIT_GRACE_MS)).toBe(away);
    expect(tick(away, t + FORFEIT_GRACE_MS).winner).toBe(0);
  });

  it('a second drop does not restart the grace; connecting a connected seat changes nothing', () => {
    const away = disconnected(m, 0, t);
    expect(disconnected(away, 0, t + 30_000)).toBe(away);
    expect(connected(m, 0, t)).toBe(m);
  });

  it('a match whose two players are both away when a grace runs out is abandoned', () => {
    const both = disconnected(disconnected(m, 0, t), 1, t + 5000);
    const end = tick(both, t + FORFEIT_GRACE_MS);
    expect(end).toMatchObject({ status: 'abandoned', winner: null, endReason: 'abandoned' });
    expect(submitMove(end, move(P1, end.log.length), t)).toMatchObject({ ok: false, code: 'not_live' });
  });

  it('a turn that ran out before the grace did is passed first', () => {
    // Player 1 (to move) drops 10 s in: the turn ends at 60 s, the grace at 70 s.
    const away = disconnected(m, 0, T0 + 10_000);
    const end = tick(away, T0 + 80_000);
    expect(end.log).toHaveLength(1);
    expect(end.log[0]?.action.type).toBe('timeUp');
    expect(end).toMatchObject({ status: 'finished', winner: 1, endReason: 'forfeit' });
  });

  it('a player who leaves forfeits at once', () => {
    const left = forfeit(m, 0, t);
    expect(left).toMatchObject({ status: 'finished', winner: 1, endReason: 'forfeit' });
    expect(forfeit(left, 1, t)).toBe(left);
    expect(disconnected(left, 1, t)).toBe(left);
  });
});

describe('viewFor', () => {
  it("shows the seat its own hand and only the size of the other's", () => {
    const m = newMatch();
    for (const seat of [0, 1] as const) {
      const view = viewFor(m, seat);
      const foe = seat === 0 ? 1 : 0;
      expect(view.seat).toBe(seat);
      expect(view.hand).toEqual(m.battle.sides[seat].hand);
      expect(view.foe.handSize).toBe(m.battle.sides[foe].hand.length);
      expect(view.you.name).toBe(m.battle.sides[seat].name);
      expect(view).toMatchObject({
        matchId: 'm1',
        seq: 0,
        rev: 0,
        status: 'live',
        active: 0,
        deadline: T0 + TURN_TIMER_MS,
      });
      expect(view.names).toEqual(['Maria', 'Jose']);
      expect(findLeaks(view, secretsFor(m, seat))).toEqual([]);
    }
  });

  it('names the drawn card to the drawer only', () => {
    const m = newMatch();
    const card = m.battle.sides[0].hand[0] as number;
    const r = ok(submitMove(m, move(P1, 0, { type: 'playCard', cardId: card }), T0));
    const drawn = r.entry.events.find((e) => e.type === 'cardDrawn');
    expect(drawn).toBeDefined();
    const mine = viewFor(r.match, 0).log[0]?.events.find((e) => e.type === 'cardDrawn');
    const theirs = viewFor(r.match, 1).log[0]?.events.find((e) => e.type === 'cardDrawn');
    expect(mine).toEqual(drawn);
    expect(theirs).toEqual({ type: 'cardDrawn', side: 0, hidden: true });
    expect(findLeaks(viewFor(r.match, 1), secretsFor(r.match, 1))).toEqual([]);
  });

  it("hides the card of the other side's refused play, and shows it to the player who tried it", () => {
    const m = withBattle(newMatch(), (b) => {
      b.sides[0].energy = 0;
    });
    const card = m.battle.sides[0].hand[0] as number;
    const r = ok(submitMove(m, move(P1, 0, { type: 'playCard', cardId: card }), T0));
    const own = viewFor(r.match, 0).log[0];
    const foe = viewFor(r.match, 1).log[0];
    expect(own?.action).toEqual({ type: 'playCard', side: 0, cardId: card });
    expect(own?.events.find((e) => e.type === 'refused')).toHaveProperty('cardId', card);
    expect(foe?.action).toEqual({ type: 'playCard', side: 0, hidden: true });
    const refused = foe?.events.find((e) => e.type === 'refused');
    expect(refused).toMatchObject({ hidden: true, message: "You're out of energy!" });
    expect(refused).not.toHaveProperty('cardId');
    expect(findLeaks(viewFor(r.match, 1), secretsFor(r.match, 1))).toEqual([]);
  });

  it('sends only the entries from `since` on', () => {
    let m = newMatch();
    for (let i = 0; i < 4; i++) m = ok(submitMove(m, move(m.seats[m.battle.active], i), T0 + i)).match;
    const part = viewFor(m, 0, { since: 2 });
    expect(part.logFrom).toBe(2);
    expect(part.log.map((e) => e.seq)).toEqual([2, 3]);
    expect(viewFor(m, 0, { since: 99 }).log).toEqual([]);
    expect(viewFor(m, 0, { since: -3 }).logFrom).toBe(0);
  });

  it('redactEvents leaves the input alone', () => {
    const m = newMatch();
    const card = m.battle.sides[0].hand[0] as number;
    const r = ok(submitMove(m, move(P1, 0, { type: 'playCard', cardId: card }), T0));
    const before = JSON.stringify(r.entry.events);
    redactEvents(r.entry.events, 1);
    expect(JSON.stringify(r.entry.events)).toBe(before);
  });
});

describe('the leak scanner bites', () => {
  it('finds the seed, the generator, the keys and the hands in the server state', () => {
    const m = newMatch(1_234_567);
    const leaks = findLeaks(m, secretsFor(m, 0));
    expect(leaks.some((l) => l.includes('seed'))).toBe(true);
    expect(leaks.some((l) => l.includes('rng'))).toBe(true);
    expect(leaks.some((l) => l.includes('player key'))).toBe(true);
    expect(leaks.some((l) => l.includes('hand'))).toBe(true);
  });

  it("finds the foe's draw in an unredacted entry and the foe's hand anywhere", () => {
    const m = newMatch();
    const r = ok(
      submitMove(m, move(P1, 0, { type: 'playCard', cardId: m.battle.sides[0].hand[0] as number }), T0),
    );
    expect(findLeaks(r.entry, secretsFor(r.match, 1)).join()).toMatch(/cardDrawn/);
    const view = viewFor(r.match, 1);
    const tampered = { ...view, extra: { cards: [...r.match.battle.sides[0].hand].reverse() } };
    expect(findLeaks(tampered, secretsFor(r.match, 1)).join()).toMatch(/foe's hand/);
    expect(findLeaks({ ...view, you: { ...view.you, hand: [1] } }, secretsFor(r.match, 1))).not.toEqual([]);
  });
});

describe('a whole match between two random players', () => {
  it.each([1, 2, 3, 4, 5, 6])('seed %i: legal and illegal moves mixed, it ends with a winner', (seed) => {
    const rng = sessionRng(seed);
    let m = createMatch({
      id: `match-${seed}`,
      seats: [P1, P2],
      fighters: [1 + (seed % 2), 2] as [1, 2],
      seed,
      now: T0,
    });
    let now = T0;
    let refusals = 0;
    for (let i = 0; i < 5000 && m.status === 'live'; i++) {
      const before = JSON.stringify(m);
      const step = randomStep(m, now, rng);
      if (step.expectedCode) {
        expect(step.result).toMatchObject({ ok: false, code: step.expectedCode });
        refusals++;
      } else if (step.result) {
        expect(step.result.ok).toBe(true);
      }
      // A refused message changes nothing beyond the tick that came before it.
      if (step.result && !step.result.ok)
        expect(JSON.stringify(tick(JSON.parse(before) as MatchState, step.now))).toBe(
          JSON.stringify(step.match),
        );
      m = step.match;
      now = step.now;
    }
    expect(m.status).toBe('finished');
    expect(m.winner === 0 || m.winner === 1).toBe(true);
    expect(m.endReason).toBe('knockout');
    expect(refusals).toBeGreaterThan(0);
    expect(replayMatch(m)).toEqual(m.battle);
  });
});
