import { describe, expect, it } from 'vitest';
import { cloneBattle } from '../battle/clone.ts';
import { resolveInPlace } from '../battle/resolve.ts';
import type { BattleState } from '../battle/types.ts';
import { viewFor } from '../battle/view.ts';
import { COMPUTER_LEVELS } from '../plan/planSchema.ts';
import { Rng } from '../rng.ts';
import { scenario } from '../testkit/scenario.ts';
import { computerAction } from './computerMove.ts';
import { EXPERT_BUDGET, expertDecide } from './expert.ts';
import { STRATEGIES } from './strategies.ts';

/** A mid-battle position: a few turns of `hard` from a seeded start. */
function midBattle(seed: number): BattleState {
  const s = cloneBattle(scenario({ seed }));
  const rng = Rng.fromState(s.rng);
  for (let i = 0; i < 4 && s.winner === null; i++) resolveInPlace(s, computerAction(s, 'hard'), rng, null);
  s.rng = rng.state();
  return s;
}

/** The same position with the side not to move holding other cards and the battle's dice changed. */
function withOtherSecrets(s: BattleState): BattleState {
  const t = cloneBattle(s);
  const foe = t.sides[s.active === 0 ? 1 : 0];
  foe.hand = foe.pool.filter((id) => !foe.hand.includes(id) && id !== 91).slice(0, foe.hand.length);
  t.rng = Rng.fromSeed(s.seed + 99).state();
  return t;
}

describe('expert', () => {
  it('is offered wherever a computer level is chosen', () => {
    expect(COMPUTER_LEVELS).toContain('expert');
    expect(STRATEGIES.expert.name).toBe('expert');
  });

  it("never reads the foe's hand, the draw order or the battle's generator", () => {
    let cheatDiffered = false;
    for (let seed = 1; seed <= 12; seed++) {
      const a = midBattle(seed);
      const b = withOtherSecrets(a);
      const foe = a.active === 0 ? 1 : 0;
      // The two positions really differ in what is hidden from the side to move, and only there.
      expect(b.sides[foe].hand).not.toEqual(a.sides[foe].hand);
      expect(b.rng).not.toEqual(a.rng);
      expect(viewFor(b, a.active)).toEqual(viewFor(a, a.active));
      const honestA = STRATEGIES.expert.decide(viewFor(a, a.active), Rng.fromSeed(seed));
      const honestB = STRATEGIES.expert.decide(viewFor(b, a.active), Rng.fromSeed(seed));
      expect(honestB).toEqual(honestA);
      // The same search handed the true battle instead of guessed worlds: it must be caught.
      const cheat = (s: BattleState) =>
        expertDecide(viewFor(s, s.active), Rng.fromSeed(seed), EXPERT_BUDGET, () => cloneBattle(s));
      if (JSON.stringify(cheat(a)) !== JSON.stringify(cheat(b))) cheatDiffered = true;
    }
    expect(cheatDiffered).toBe(true);
  });

  it('is reproducible from the same view and generator seed', () => {
    const s = midBattle(3);
    const v = viewFor(s, s.active);
    expect(STRATEGIES.expert.decide(v, Rng.fromSeed(9))).toEqual(
      STRATEGIES.expert.decide(v, Rng.fromSeed(9)),
    );
  });
});
