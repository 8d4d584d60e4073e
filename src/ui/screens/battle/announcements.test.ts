import { describe, expect, it } from 'vitest';
import { announcementsBetween, type BattleGlance, type FighterFigures } from './announcements.ts';

const fighter = (name: string, health = 100, energy = 100): FighterFigures => ({
  name,
  health,
  maxHealth: 100,
  energy,
  maxEnergy: 100,
});

const glance = (change: Partial<BattleGlance> = {}): BattleGlance => ({
  fighters: [fighter('Kidlat'), fighter('Alon')],
  turnLabel: "Player 1's turn: Kidlat",
  secondsLeft: 60,
  ...change,
});

describe('battle announcements', () => {
  it('say nothing when nothing changed, nor while the clock runs above 10 s', () => {
    expect(announcementsBetween(glance(), glance())).toEqual([]);
    expect(announcementsBetween(glance({ secondsLeft: 30 }), glance({ secondsLeft: 29 }))).toEqual([]);
  });

  it('tell health and energy of the fighter whose figures changed, then whose turn it is', () => {
    const after = glance({
      fighters: [fighter('Kidlat', 100, 75), fighter('Alon', 88)],
      turnLabel: "Player 2's turn: Alon",
    });
    expect(announcementsBetween(glance(), after)).toEqual([
      'Kidlat: energy 75 of 100',
      'Alon: health 88 of 100',
      "Player 2's turn: Alon",
    ]);
  });

  it('warn once when the clock reaches 10 s in the same turn, not when a new turn starts', () => {
    expect(announcementsBetween(glance({ secondsLeft: 11 }), glance({ secondsLeft: 10 }))).toEqual([
      '10 seconds left',
    ]);
    expect(announcementsBetween(glance({ secondsLeft: 10 }), glance({ secondsLeft: 9 }))).toEqual([]);
    const newTurn = glance({ secondsLeft: 60, turnLabel: "Player 2's turn: Alon" });
    expect(announcementsBetween(glance({ secondsLeft: 1 }), newTurn)).toEqual(["Player 2's turn: Alon"]);
  });
});
