// The specification's computer (docs/game-design.md §4.9): at 50 energy or less it charges energy
// (card 91); otherwise it picks a card weighted by draw_chance (floor(draw_chance / 10) copies).
// It picks from its own hand, since the engine only plays held cards; like the original it does
// not check the cost, so a card it cannot pay for is refused and the turn is lost.
import { COMPUTER_CHARGE_AT_MANA } from '../constants.ts';
import { drawWeight } from '../battle/draw.ts';
import type { Strategy } from './types.ts';

export const classic: Strategy = {
  name: 'classic',
  decide(view, rng) {
    const side = view.side;
    if (view.me.energy <= COMPUTER_CHARGE_AT_MANA || view.hand.length === 0)
      return { type: 'chargeEnergy', side };
    let total = 0;
    for (const id of view.hand) total += drawWeight(id);
    if (total <= 0) return { type: 'playCard', side, cardId: rng.pick(view.hand) };
    let roll = rng.int(0, total - 1);
    for (const id of view.hand) {
      const w = drawWeight(id);
      if (roll < w) return { type: 'playCard', side, cardId: id };
      roll -= w;
    }
    return { type: 'chargeEnergy', side };
  },
};
