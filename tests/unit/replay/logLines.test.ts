import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/index.ts';
import type { BattleAction, BattleState } from '../../../src/engine/index.ts';
import { NO_LUCK, scenario } from '../../../src/engine/testkit/scenario.ts';
import { moveLines, openingLines, tellMove } from '../../../src/engine/log/logLines.ts';

function told(state: BattleState, action: BattleAction) {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.reason);
  return {
    lines: moveLines(state, action, result.events),
    timed: tellMove(state, action, result.events),
    result,
  };
}

const sure = { agility: 0, defense: 0, critical_rate: 0 };
const alwaysCritical = { agility: 0, defense: 0, critical_rate: 100 };

describe('battle log lines', () => {
  it('tells a blow with its damage, and a critical one as such', () => {
    const state = scenario({ sides: [{ hand: [68], stats: sure }, { stats: NO_LUCK }] });
    const { lines } = told(state, { type: 'playCard', side: 0, cardId: 68 });
    expect(lines.map((l) => l.text)).toEqual([
      'Kidlat plays Sungkite: 10 damage',
      "Alon's agility drops by 30 for 2 turns",
    ]);
    expect(lines[0]).toMatchObject({ kind: 'play', turn: 1, side: 0, important: true });

    const critical = scenario({ sides: [{ hand: [73], stats: alwaysCritical }, { stats: NO_LUCK }] });
    expect(told(critical, { type: 'playCard', side: 0, cardId: 73 }).lines[0]?.text).toBe(
      'Kidlat plays Hampas ng Baston: 28 damage, a critical hit!',
    );
  });

  it('tells a miss, an effect on the foe, a stun and a buff on the player', () => {
    const dodging = scenario({
      sides: [{ hand: [69], stats: sure }, { stats: { ...NO_LUCK, agility: 100 } }],
    });
    expect(told(dodging, { type: 'playCard', side: 0, cardId: 69 }).lines.map((l) => l.text)).toEqual([
      'Kidlat plays Saksak: Alon dodges, no damage',
      'Alon is poisoned for 3 turns',
      // Alon's turn starts at once, and the poison bites.
      'Poison: -6 HP (Turns left: 2)',
    ]);
    const stun = scenario({ sides: [{ hand: [70], stats: sure }, { stats: NO_LUCK }] });
    expect(told(stun, { type: 'playCard', side: 0, cardId: 70 }).lines.map((l) => l.text)).toEqual([
      'Kidlat plays Punyo: 12 damage',
      'Alon is stunned!',
      'Alon is stunned and loses the turn!',
    ]);
    const buff = scenario({ sides: [{ hand: [100] }, {}] });
    const lines = told(buff, { type: 'playCard', side: 0, cardId: 100 }).lines;
    expect(lines.map((l) => l.text)).toEqual([
      'Kidlat plays Agos: +25 Energy',
      "Kidlat's agility rises by 5 for 3 turns",
    ]);
    expect(lines[0]?.important).toBe(false);
  });

  it('tells a charge, a refused card, a time-up and the opening', () => {
    const state = scenario({ sides: [{ hand: [78], energy: 20 }, {}] });
    expect(told(state, { type: 'chargeEnergy', side: 0 }).lines.map((l) => l.text)).toEqual([
      'Kidlat charges Energy: +30 Energy',
    ]);
    expect(told(state, { type: 'playCard', side: 0, cardId: 78 }).lines.map((l) => l.text)).toEqual([
      'Kidlat tries Tama ng Kidlat: Not enough Energy! The turn is lost.',
    ]);
    expect(told(state, { type: 'timeUp', side: 0 }).lines.map((l) => l.text)).toEqual([
      'Kidlat runs out of time: the turn passes.',
    ]);
    expect(openingLines(state).map((l) => l.text)).toEqual(['Kidlat attacks first.']);
  });

  it('tells the next turn start under its own turn: burn and poison, effects wearing off, a lost turn', () => {
    // Alon burns (4 a turn, 1 turn left) and is stunned; Kidlat's move passes the turn to Alon.
    const state = scenario({ sides: [{ hand: [71], stats: sure }, { stats: NO_LUCK }] });
    const first = told(state, { type: 'playCard', side: 0, cardId: 71 }).result;
    if (!first.ok) throw new Error('refused');
    const afterAlon = apply(first.state, { type: 'chargeEnergy', side: 1 });
    if (!afterAlon.ok) throw new Error('refused');
    const { lines, timed } = told(afterAlon.state, { type: 'chargeEnergy', side: 0 });
    expect(lines.map((l) => [l.text, l.turn, l.side])).toEqual([
      ['Kidlat charges Energy: +30 Energy', 3, 0],
      ['Burn: -4 HP (Turns left: 0)', 4, 1],
      ["Alon's burn wears off.", 4, 1],
    ]);
    // The move's line is told at the cut, the turn start's at its own event.
    const cut = timed[0]?.at ?? -1;
    expect(timed.slice(1).every((t) => t.at > cut)).toBe(true);
  });

  it('tells the knockout', () => {
    const state = scenario({
      sides: [
        { hand: [78], stats: sure },
        { stats: NO_LUCK, health: 10 },
      ],
    });
    const { lines } = told(state, { type: 'playCard', side: 0, cardId: 78 });
    expect(lines.map((l) => l.text)).toEqual([
      'Kidlat plays Tama ng Kidlat: 45 damage',
      'Alon is knocked out. Kidlat wins the battle!',
    ]);
    expect(lines[1]).toMatchObject({ kind: 'knockout', important: true });
  });
});
