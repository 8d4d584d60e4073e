// The client's rule for views: apply newer ones, ignore older and duplicate ones, resync on a gap;
// and a client following the server through lost messages always ends where the server is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../rng.ts';
import { createMatch, submitMove, viewFor, disconnected } from './index.ts';
import type { MatchState, MatchView } from './index.ts';
import { applyView, mergeView, newEntries } from './sync.ts';
import { RANDOM_OP_KINDS, stepOf } from './testing.ts';
import type { RandomOpKind } from './testing.ts';

const T0 = 1_700_000_000_000;
const KEYS: [string, string] = ['first-player-key-aaaa', 'second-player-key-bbbb'];

function played(n: number): MatchState {
  let m = createMatch({ id: 'sync', seats: KEYS, fighters: [1, 2], seed: 99, now: T0 });
  for (let i = 0; i < n; i++) {
    const r = submitMove(
      m,
      { matchId: 'sync', actor: m.seats[m.battle.active], seq: i, action: { type: 'chargeEnergy' } },
      T0 + i,
    );
    if (!r.ok) throw new Error(r.reason);
    m = r.match;
  }
  return m;
}

describe('applyView', () => {
  const m2 = played(2);
  const m4 = played(4);
  const full2 = viewFor(m2, 0);
  const full4 = viewFor(m4, 0);

  it('applies a first full view, and asks for the whole log when the first view is partial', () => {
    expect(applyView(null, full2)).toBe('apply');
    expect(applyView(undefined, viewFor(m4, 0, { since: 3 }))).toBe('resync');
  });

  it('ignores older and duplicate views', () => {
    expect(applyView(full4, full2)).toBe('ignore');
    expect(applyView(full4, full4)).toBe('ignore');
  });

  it('applies a newer view that continues what the client has', () => {
    expect(applyView(full2, viewFor(m4, 0, { since: 2 }))).toBe('apply');
    expect(applyView(full2, viewFor(m4, 0, { since: 1 }))).toBe('apply');
    expect(applyView(full2, full4)).toBe('apply');
  });

  it('asks for a resync when moves were skipped', () => {
    expect(applyView(full2, viewFor(m4, 0, { since: 3 }))).toBe('resync');
  });

  it('applies a change without a move (a player dropped) at the same seq', () => {
    const away = viewFor(disconnected(m2, 1, T0 + 10), 0, { since: 2 });
    expect(away.seq).toBe(full2.seq);
    expect(applyView(full2, away)).toBe('apply');
  });

  it("ignores another match's view", () => {
    expect(applyView(full2, { ...full4, matchId: 'other' })).toBe('ignore');
  });

  it('mergeView keeps the whole log and newEntries gives what is new', () => {
    const part = viewFor(m4, 0, { since: 2 });
    const merged = mergeView(full2, part);
    expect(merged).toEqual(full4);
    expect(newEntries(full2, part).map((e) => e.seq)).toEqual([2, 3]);
    expect(newEntries(null, full4).map((e) => e.seq)).toEqual([0, 1, 2, 3]);
  });
});

describe('a client following the server', () => {
  it('through lost, repeated and reordered messages ends with the same view as the server', () => {
    const opArb = fc.record({
      kind: fc.constantFrom<RandomOpKind>(...RANDOM_OP_KINDS),
      seed: fc.integer(),
      delivery: fc.constantFrom('deliver', 'deliver', 'deliver', 'lose', 'twice', 'late'),
    });
    let totalResyncs = 0;
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(opArb, { minLength: 10, maxLength: 150, size: 'max' }),
        (seed, ops) => {
          let m = createMatch({ id: 'follow', seats: KEYS, fighters: [2, 1], seed, now: T0 });
          let now = T0;
          let local: MatchView | null = null;
          let resyncs = 0;
          const held: MatchView[] = [];
          const receive = (incoming: MatchView): void => {
            const decision = applyView(local, incoming);
            if (decision === 'apply') local = mergeView(local, incoming);
            if (decision === 'resync') {
              resyncs++;
              const full = viewFor(m, 1);
              if (applyView(null, full) === 'apply') local = full;
            }
          };
          receive(viewFor(m, 1));
          for (const op of ops) {
            const before: MatchState = m;
            const step = stepOf(op.kind, m, now, Rng.fromSeed(op.seed));
            m = step.match;
            now = step.now;
            if (m === before) continue;
            // The server sends what is new since the previous change.
            const sent = viewFor(m, 1, { since: before.log.length });
            if (op.delivery === 'deliver') receive(sent);
            if (op.delivery === 'twice') {
              receive(sent);
              receive(sent);
            }
            if (op.delivery === 'late') held.push(sent);
            if (op.delivery === 'deliver' && held.length > 0) receive(held.shift() as MatchView);
          }
          for (const late of held) receive(late);
          // One more change comes; after it the client holds exactly the server's view.
          receive(viewFor(m, 1));
          if (local === null) throw new Error('no view');
          const server = viewFor(m, 1);
          if ((local as MatchView).rev < server.rev) throw new Error('behind');
          expect(local).toEqual(server);
          totalResyncs += resyncs;
        },
      ),
      { numRuns: 80 },
    );
    // Lost messages did open gaps, and the clients closed them by resyncing.
    expect(totalResyncs).toBeGreaterThan(0);
  });
});
