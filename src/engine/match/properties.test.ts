// Properties of every online match, over random seeds, fighters and streams of messages (legal
// moves, cards not held, moves out of turn, stale and future seqs, strangers, other matches'
// ids, time passing, players dropping and coming back): the two seats' views never disagree on a
// public fact, nothing sent to a seat ever reveals the other hand, the seed or the generator, a
// refusal changes nothing, and the server's log replays to the same battle from the seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply } from '../battle/apply.ts';
import { Rng } from '../rng.ts';
import { createMatch, openingBattle, replayMatch, spectatorView, tick, viewFor } from './index.ts';
import type { FighterId, MatchState } from './index.ts';
import { RANDOM_OP_KINDS, findLeaks, secretsFor, stepOf, viewDisagreements } from './testing.ts';
import type { RandomOpKind } from './testing.ts';

const T0 = 1_700_000_000_000;
const KEYS: [string, string] = ['first-player-key-aaaa', 'second-player-key-bbbb'];

const opArb = fc.record({
  kind: fc.oneof(
    { weight: 10, arbitrary: fc.constant<RandomOpKind>('move') },
    { weight: 4, arbitrary: fc.constantFrom<RandomOpKind>(...RANDOM_OP_KINDS) },
  ),
  seed: fc.integer(),
});
const matchArb = fc.record({
  seed: fc.integer(),
  fighters: fc.tuple(fc.constantFrom<FighterId>(1, 2), fc.constantFrom<FighterId>(1, 2)),
  ops: fc.array(opArb, { minLength: 20, maxLength: 250, size: 'max' }),
});

function run(
  setup: { seed: number; fighters: [FighterId, FighterId]; ops: { kind: RandomOpKind; seed: number }[] },
  check: (m: MatchState) => void,
): MatchState {
  let m = createMatch({ id: 'prop-match', seats: KEYS, fighters: setup.fighters, seed: setup.seed, now: T0 });
  let now = T0;
  let afterEnd = 0;
  check(m);
  for (const op of setup.ops) {
    // A few messages after the end are enough to see them refused.
    if (m.status !== 'live' && ++afterEnd > 5) break;
    const before = m;
    const step = stepOf(op.kind, m, now, Rng.fromSeed(op.seed));
    if (step.expectedCode !== undefined)
      expect(step.result).toMatchObject({ ok: false, code: step.expectedCode });
    if (step.result && !step.result.ok) {
      // Nothing changed beyond what the clock did before the message arrived.
      expect(step.match).toEqual(tick(before, step.now));
      expect(step.result.reason.length).toBeGreaterThan(5);
    }
    m = step.match;
    now = step.now;
    check(m);
  }
  return m;
}

describe('online match properties', () => {
  it('the two views always agree on public facts and never leak a hand, the seed or the generator', () => {
    const seen = { knockouts: 0, forfeits: 0, refusedPlays: 0, timeUps: 0 };
    fc.assert(
      fc.property(matchArb, (setup) => {
        // After every change the server sends each seat what is new (every entry is checked once,
        // in the view that first carries it); at the end, the whole view.
        let sent = 0;
        const checkViews = (m: MatchState, since: number): void => {
          const v0 = viewFor(m, 0, { since });
          const v1 = viewFor(m, 1, { since });
          expect(viewDisagreements(v0, v1)).toEqual([]);
          expect(findLeaks(v0, secretsFor(m, 0))).toEqual([]);
          expect(findLeaks(v1, secretsFor(m, 1))).toEqual([]);
          expect(v0.hand).toEqual(m.battle.sides[0].hand);
          expect(v1.hand).toEqual(m.battle.sides[1].hand);
          expect(v0.seq).toBe(m.log.length);
        };
        const end = run(setup, (m) => {
          checkViews(m, sent);
          sent = m.log.length;
        });
        checkViews(end, 0);
        if (end.endReason === 'knockout') seen.knockouts++;
        if (end.endReason === 'forfeit') seen.forfeits++;
        seen.refusedPlays += end.log.filter((e) => e.events.some((ev) => ev.type === 'refused')).length;
        seen.timeUps += end.log.filter((e) => e.action.type === 'timeUp').length;
      }),
      { numRuns: 60 },
    );
    // The streams reached the cases that matter: knockouts, forfeits, refused plays, time-ups.
    expect(Object.values(seen).every((n) => n > 0)).toBe(true);
  });

  it("a spectator's view agrees with both seats on every public fact and holds neither hand, the seed nor the generator", () => {
    fc.assert(
      fc.property(matchArb, (setup) => {
        let sent = 0;
        const checkSpectator = (m: MatchState, since: number): void => {
          const watched = spectatorView(m, { since });
          const v0 = viewFor(m, 0, { since });
          const v1 = viewFor(m, 1, { since });
          expect(watched.hand).toEqual([]);
          expect(watched.spectator).toBe(true);
          // Seen from Player 1's side, it is Player 1's view without the hand, and Player 2's mirror.
          expect(viewDisagreements({ ...watched, hand: v0.hand }, v1)).toEqual([]);
          expect(
            viewDisagreements(v0, { ...watched, seat: 1, hand: v1.hand, you: watched.foe, foe: watched.you }),
          ).toEqual([]);
          // Each seat is the foe whose secrets must not show: both hands, both sides' draws.
          expect(findLeaks(watched, secretsFor(m, 0))).toEqual([]);
          expect(findLeaks(watched, secretsFor(m, 1))).toEqual([]);
          for (const entry of watched.log)
            for (const event of entry.events)
              if (event.type === 'cardDrawn' || event.type === 'refused')
                expect('cardId' in event).toBe(false);
        };
        const end = run(setup, (m) => {
          checkSpectator(m, sent);
          sent = m.log.length;
        });
        checkSpectator(end, 0);
      }),
      { numRuns: 60 },
    );
  });

  it("replaying the server's log from the seed gives the same battle and the same events", () => {
    fc.assert(
      fc.property(matchArb, (setup) => {
        const m = run(setup, () => {});
        expect(replayMatch(m)).toEqual(m.battle);
        let state = openingBattle(setup.seed, setup.fighters);
        m.log.forEach((entry, i) => {
          expect(entry.seq).toBe(i);
          expect(entry.action.side).toBe(entry.actor);
          const r = apply(state, entry.action);
          if (!r.ok) throw new Error(r.reason);
          expect(r.events).toEqual(entry.events);
          state = r.state;
        });
        // The match survives a JSON round trip (a server restart) and goes on the same way.
        expect(JSON.parse(JSON.stringify(m))).toEqual(m);
      }),
      { numRuns: 60 },
    );
  });

  it('seq and rev only grow, and the end is final', () => {
    fc.assert(
      fc.property(matchArb, (setup) => {
        let last: MatchState | null = null;
        run(setup, (m) => {
          if (last) {
            expect(m.log.length).toBeGreaterThanOrEqual(last.log.length);
            expect(m.rev).toBeGreaterThanOrEqual(last.rev);
            if (m.rev === last.rev) expect(m).toEqual(last);
            if (last.status !== 'live') expect(m).toEqual(last);
          }
          if (m.status === 'live') expect(m.deadline).not.toBeNull();
          else expect(m.deadline).toBeNull();
          if (m.endReason === 'knockout') expect(m.winner).toBe(m.battle.winner);
          last = m;
        });
      }),
      { numRuns: 60 },
    );
  });
});
