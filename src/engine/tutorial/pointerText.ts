// What each pointer says. The card names and numbers are read from the content and the battle on
// screen, never written out by hand, so the words cannot drift from the rules.
import { getCard } from '../../content/index.ts';
import type { BattleState } from '../battle/types.ts';
import { TURN_TIMER_SECONDS } from '../constants.ts';
import type { GuideStep } from './steps.ts';

export interface PointerWords {
  readonly title: string;
  readonly text: string;
  /** What the pointer waits for, in the player's words ('Press Next', 'Play Redonda: ...'). */
  readonly ask: string;
}

const turns = (n: number): string => `${n} ${n === 1 ? 'turn' : 'turns'}`;

/** How to pick a card from the hand with the keys: its number, then Confirm. */
function howToPlay(state: BattleState, cardId: number): string {
  const slot = state.sides[0].hand.indexOf(cardId) + 1;
  const name = getCard(cardId).name;
  return slot > 0 ? `Play ${name}: press ${slot} (or pick it in the fan), then Confirm.` : `Play ${name}.`;
}

/** The burn and poison now on either fighter, as the header's icons show them. */
function damageOverTime(state: BattleState): string {
  const parts: string[] = [];
  // The foe first: the burn the player's own attack left on him.
  for (const side of [state.sides[1], state.sides[0]]) {
    for (const effect of side.effects) {
      if (effect.kind !== 'burn' && effect.kind !== 'poison') continue;
      const word = effect.kind === 'burn' ? 'Burn' : 'Poison';
      parts.push(
        `${word} (${getCard(effect.cardId).name}) takes ${effect.value} HP from ${side.name}, ${turns(effect.turnsLeft)} more.`,
      );
    }
  }
  return parts.join(' ');
}

export function pointerWords(step: GuideStep, state: BattleState): PointerWords {
  const me = state.sides[0];
  const foe = state.sides[1];
  switch (step.id) {
    case 'hand':
      return {
        title: 'Your hand',
        text:
          'Five cards, fanned below. Each card shows its energy cost in the gem top left and, on an attack, its ' +
          "power bottom right: the damage it deals before the foe's defense. Press 1 to 5, or ← → and Enter, " +
          'to read a card; Cancel puts it back.',
        ask: 'Press Next.',
      };
    case 'energy':
      return {
        title: 'Energy',
        text:
          `Your energy bar sits under your health, top left: ${me.name} has ${me.energy}. Every card spends its ` +
          `cost; at 0 every card is refused and the turn is lost. Charge Energy (this button) adds 30 and ends your turn.`,
        ask: 'Press Next.',
      };
    case 'attack': {
      const card = getCard(step.wait.kind === 'play' ? step.wait.cardId : 0);
      return {
        title: 'Strike!',
        text:
          `${card.name} costs ${card.mana_cost} energy and strikes for ${card.power}. It also burns ` +
          `${foe.name} for ${card.is_burn} HP at the start of each of his next ${turns(card.turn_count)}, hit or miss.`,
        ask: howToPlay(state, card.id),
      };
    }
    case 'ticks':
      return {
        title: 'Burn and poison',
        text:
          'They tick at the start of the afflicted fighter’s own turn, and ignore agility. ' +
          damageOverTime(state) +
          ' The icons under each health bar count the turns left.',
        ask: 'Press Next.',
      };
    case 'buff': {
      const card = getCard(step.wait.kind === 'play' ? step.wait.cardId : 0);
      return {
        title: 'A buff',
        text:
          `${card.name} costs ${card.mana_cost} energy and deals no damage: for your next ${turns(card.turns)} ` +
          `your defense rises by ${card.is_def_amp} (blows hurt less) and your critical rate by ${card.is_crit_amp} ` +
          '(more hits land double).',
        ask: howToPlay(state, card.id),
      };
    }
    case 'timer':
      return {
        title: `${TURN_TIMER_SECONDS} seconds a turn`,
        text:
          `Each turn has ${TURN_TIMER_SECONDS} seconds. When they run out it is time's up: the turn passes with ` +
          'no move. The timer stands still while a pointer speaks.',
        ask: 'Press Next.',
      };
    case 'menu':
      return {
        title: 'Menu',
        text:
          'Menu (or Esc) pauses the battle and its timer: Resume, the Rules, Settings, or back to the Main Menu. ' +
          `That is all: finish ${foe.name} your way!`,
        ask: 'Press Next to end the guide.',
      };
  }
}
