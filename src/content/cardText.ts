// The rules sentence of a card, written from its numbers. Every card description ends with it, so
// the text a player reads can never drift from what the engine does (the content test checks it).
import type { Card } from './types.ts';

type CardNumbers = Pick<
  Card,
  | 'type'
  | 'power'
  | 'mana_cost'
  | 'is_burn'
  | 'is_poison'
  | 'is_def_debuff'
  | 'is_agil_debuff'
  | 'is_def_amp'
  | 'is_agil_amp'
  | 'is_crit_amp'
  | 'is_mana'
  | 'is_stunned'
  | 'turn_count'
  | 'turns'
>;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export function cardRulesText(card: CardNumbers): string {
  const parts: string[] = [];
  if (card.type === 'attack') parts.push(`Deals ${card.power} damage.`);
  const lasting = plural(card.turn_count, 'turn');
  if (card.is_burn > 0) parts.push(`Burns the foe for ${card.is_burn} HP each turn for ${lasting}.`);
  if (card.is_poison > 0) parts.push(`Poisons the foe for ${card.is_poison} HP each turn for ${lasting}.`);
  if (card.is_def_debuff > 0) parts.push(`Lowers the foe's defense by ${card.is_def_debuff} for ${lasting}.`);
  if (card.is_agil_debuff > 0)
    parts.push(`Lowers the foe's agility by ${card.is_agil_debuff} for ${lasting}.`);
  if (card.is_stunned) parts.push('Stuns the foe: they lose their next turn.');
  const buffTurns = plural(card.turns, 'turn');
  if (card.is_def_amp > 0) parts.push(`Raises your defense by ${card.is_def_amp} for ${buffTurns}.`);
  if (card.is_agil_amp > 0) parts.push(`Raises your agility by ${card.is_agil_amp} for ${buffTurns}.`);
  if (card.is_crit_amp > 0) parts.push(`Raises your critical rate by ${card.is_crit_amp} for ${buffTurns}.`);
  if (card.is_mana > 0) parts.push(`Restores ${card.is_mana} energy.`);
  parts.push(card.mana_cost > 0 ? `Costs ${card.mana_cost} energy.` : 'Costs no energy.');
  return parts.join(' ');
}
