// Invariants that hold for every battle, checked on random battles with fast-check: any seed, any
// fighters or adventure sides, any sequence of legal (and illegal) moves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENEMIES, FIGHTERS, PLAYABLE_CARDS } from '../../content/index.ts';
import { STRATEGIES } from '../ai/strategies.ts';
import { apply, applyAll } from './apply.ts';
import { createBattle, sideFromTemplate } from './create.ts';
import { legalActions } from './legal.ts';
import { playBattle } from './play.ts';
import type { SideSetup } from './create.ts';
import type { BattleAction, BattleState, SideState } from './types.ts';

const templates = [...FIGHTERS, ...ENEMIES];
const sideArb: fc.Arbitrary<SideSetup> = fc.oneof(
  fc.constantFrom(...templates).map((t) => sideFromTemplate(t)),
  fc.record({
    name: fc.constant('Hero'),
    stats: fc.record({
      health: fc.integer({ min: 10, max: 100 }),
      mana: fc.integer({ min: 0, max: 100 }),
      agility: fc.integer({ min: 0, max: 50 }),
      defense: fc.integer({ min: 0, max: 60 }),
      critical_rate: fc.integer({ min: 0, max: 50 }),
    }),
    pool: fc.uniqueArray(fc.constantFrom(...PLAYABLE_CARDS.map((c) => c.id)), { minLength: 1, maxLength: 7 }),
  }),
);
const battleArb = fc.record({ seed: fc.integer(), sides: fc.tuple(sideArb, sideArb) });
/** Choices as indices into the legal moves (with timeUp), so any list drives a valid battle. */
const choicesArb = fc.array(fc.nat(), { maxLength: 120 });

function drive(
  start: BattleState,
  choices: readonly number[],
): { states: BattleState[]; actions: BattleAction[] } {
  const states = [start];
  const actions: BattleAction[] = [];
  let s = start;
  for (const c of choices) {
    if (s.winner !== null) break;
    const legal = legalActions(s, s.active, { includeTimeUp: true });
    const action = legal[c % legal.length] as BattleAction;
    const r = apply(s, action);
    if (!r.ok) throw new Error(r.reason);
    actions.push(action);
    s = r.state;
    states.push(s);
  }
  return { states, actions };
}

function checkSide(side: SideState): void {
  expect(side.health).toBeGreaterThanOrEqual(0);
  expect(side.health).toBeLessThanOrEqual(100);
  expect(side.energy).toBeGreaterThanOrEqual(0);
  expect(side.energy).toBeLessThanOrEqual(100);
  expect(side.hand.length).toBeLessThanOrEqual(5);
  expect(new Set(side.hand).size).toBe(side.hand.length);
  expect(side.hand).not.toContain(91);
  for (const id of side.hand) expect(side.pool).toContain(id);
  for (const k of ['agility', 'defense', 'critical_rate'] as const) {
    expect(side.stats[k]).toBeGreaterThanOrEqual(0);
    expect(side.stats[k]).toBeLessThanOrEqual(100);
  }
  for (const e of side.effects) expect(e.turnsLeft).toBeGreaterThan(0);
  // With no effect active, every stat is back at its original value.
  if (side.effects.length === 0) expect(side.stats).toEqual(side.base);
}

describe('battle invariants', () => {
  it('health, energy and stats stay in [0, 100]; hands hold at most 5 distinct cards, never 91', () => {
    fc.assert(
      fc.property(battleArb, choicesArb, (setup, choices) => {
        const { states } = drive(createBattle(setup).state, choices);
        for (const s of states) {
          checkSide(s.sides[0]);
          checkSide(s.sides[1]);
          if (s.winner === null) expect(s.sides[0].health > 0 && s.sides[1].health > 0).toBe(true);
          else expect(s.sides[1 - s.winner]?.health).toBe(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('every effect gives back the original stats when it ends', () => {
    fc.assert(
      fc.property(battleArb, choicesArb, (setup, choices) => {
        const { states } = drive(createBattle(setup).state, choices);
        let s = states[states.length - 1] as BattleState;
        // Let every effect run out: longest effect is 4 turns per side.
        for (let i = 0; i < 12 && s.winner === null; i++) {
          const r = apply(s, { type: 'timeUp', side: s.active });
          if (!r.ok) throw new Error(r.reason);
          s = r.state;
        }
        if (s.winner === null) {
          for (const side of s.sides) {
            expect(side.effects).toEqual([]);
            expect(side.stats).toEqual(side.base);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the same seed and actions give the same events and state (replay), also after JSON', () => {
    fc.assert(
      fc.property(battleArb, choicesArb, (setup, choices) => {
        const start = createBattle(setup).state;
        const { states, actions } = drive(start, choices);
        const again = applyAll(createBattle(setup).state, actions);
        expect(again.ok).toBe(true);
        if (!again.ok) return;
        expect(again.state).toEqual(states[states.length - 1]);
        const fromJson = applyAll(JSON.parse(JSON.stringify(start)) as BattleState, actions);
        expect(fromJson.ok && fromJson.state).toEqual(again.state);
        const events1 = applyAll(start, actions);
        expect(events1.ok && events1.events).toEqual(again.events);
      }),
      { numRuns: 100 },
    );
  });

  it('illegal actions are refused and change nothing', () => {
    fc.assert(
      fc.property(
        battleArb,
        choicesArb,
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom(0, 1),
        (setup, choices, cardId, side) => {
          const { states } = drive(createBattle(setup).state, choices);
          const s = states[states.length - 1] as BattleState;
          const before = JSON.stringify(s);
          const r = apply(s, { type: 'playCard', side: side as 0 | 1, cardId });
          const legal =
            s.winner === null && side === s.active && s.sides[side as 0 | 1].hand.includes(cardId);
          expect(r.ok).toBe(legal);
          expect(JSON.stringify(s)).toBe(before);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the in-place fast path used by the simulator gives the same result as apply', () => {
    fc.assert(
      fc.property(battleArb, fc.integer(), (setup, botSeed) => {
        const start = createBattle(setup).state;
        const played = playBattle(start, [STRATEGIES.classic, STRATEGIES.greedy], {
          botSeeds: [botSeed, botSeed + 1],
          recordActions: true,
        });
        const replay = applyAll(start, played.actions);
        expect(replay.ok && replay.state).toEqual(played.final);
      }),
      { numRuns: 60 },
    );
  });
});
