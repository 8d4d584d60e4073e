// The online mode in the battle modes table: each browser keeps its own player's screen, the
// routes it shares with the two-player battle never make the route ambiguous, the hand and the
// turn belong to the player's own seat; and the select's arrows stop at fighters 1 and 2.
import { describe, expect, it } from 'vitest';
import {
  MODES,
  controlsSide,
  handSideOfPlan,
  modeOfRoute,
  routeOf,
  sideRole,
  turnLabelOf,
} from '../../../src/engine/modes/modes.ts';
import type { BattlePlan } from '../../../src/state/battle/types.ts';

const plan = (seat: 0 | 1): BattlePlan => ({
  mode: 'online',
  seed: 0,
  sides: [
    { kind: 'fighter', fighterId: 1 },
    { kind: 'fighter', fighterId: 2 },
  ],
  level: 'classic',
  place: 'arena',
  first: 0,
  online: { matchId: 'm1', seat, names: ['Dayang', 'Lakan'] },
});

describe('the online battle mode', () => {
  it('keeps each player on their own screen, whoever is to move', () => {
    for (const active of [0, 1] as const) {
      expect(routeOf(plan(0), active)).toBe('/battle_area');
      expect(routeOf(plan(1), active)).toBe('/next_phase');
    }
    expect(MODES.online.startPath).toBe('/multiplayer');
  });

  it('leaves /battle_area and /next_phase to the two-player battle when read from a route', () => {
    expect(modeOfRoute('/battle_area')).toBe('local_two_player');
    expect(modeOfRoute('/next_phase')).toBe('local_two_player');
    expect(modeOfRoute('/battle_area_ai')).toBe('versus_computer');
  });

  it("shows the player's own hand and lets them act only on their turn", () => {
    expect(handSideOfPlan(plan(1), 0)).toBe(1);
    expect(controlsSide(plan(1), 0)).toBe(false);
    expect(controlsSide(plan(1), 1)).toBe(true);
  });

  it('names the players and whose turn it is', () => {
    expect(sideRole(plan(1), 1)).toBe('Lakan (you)');
    expect(sideRole(plan(1), 0)).toBe('Dayang');
    expect(turnLabelOf(plan(1), 1, 'Alon')).toBe('Your turn');
    expect(turnLabelOf(plan(1), 0, 'Kidlat')).toBe("Dayang's turn");
  });

  it('leaves the other modes as they were', () => {
    const { online: _online, ...rest } = plan(0);
    const local: BattlePlan = { ...rest, mode: 'local_two_player' };
    expect(routeOf(local, 1)).toBe('/next_phase');
    expect(handSideOfPlan(local, 1)).toBe(1);
    expect(turnLabelOf(local, 1, 'Alon')).toBe("Player 2's turn: Alon");
    const computer: BattlePlan = { ...local, mode: 'versus_computer' };
    expect(controlsSide(computer, 1)).toBe(false);
    expect(handSideOfPlan(computer, 1)).toBe(0);
    expect(turnLabelOf(computer, 1, 'Alon')).toBe("Computer's turn");
  });
});

describe('the select screen arrows', async () => {
  const { nextFighter } = await import('../../../src/ui/screens/characterSelect/CharacterSelectScreen.tsx');

  it('stop at fighters 1 and 2 in every mode, with no wraparound', () => {
    expect(nextFighter(1, 'ArrowLeft')).toBe(1);
    expect(nextFighter(1, 'ArrowRight')).toBe(2);
    expect(nextFighter(2, 'ArrowRight')).toBe(2);
    expect(nextFighter(2, 'ArrowLeft')).toBe(1);
  });
});
