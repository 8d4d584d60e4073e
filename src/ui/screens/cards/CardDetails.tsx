import type { Card } from '../../../content/index.ts';

function effectsOf(card: Card): string[] {
  const list: string[] = [];
  if (card.is_burn) list.push(`Burn ${card.is_burn} HP per turn for ${card.turn_count} turns`);
  if (card.is_poison) list.push(`Poison ${card.is_poison} HP per turn for ${card.turn_count} turns`);
  if (card.is_def_debuff) list.push(`Foe's defense −${card.is_def_debuff} for ${card.turn_count} turns`);
  if (card.is_agil_debuff) list.push(`Foe's agility −${card.is_agil_debuff} for ${card.turn_count} turns`);
  if (card.is_stunned) list.push('Stuns: the foe loses the next turn');
  if (card.is_def_amp) list.push(`Defense +${card.is_def_amp} for ${card.turns} turns`);
  if (card.is_agil_amp) list.push(`Agility +${card.is_agil_amp} for ${card.turns} turns`);
  if (card.is_crit_amp) list.push(`Critical rate +${card.is_crit_amp} for ${card.turns} turns`);
  if (card.is_mana) list.push(`Energy +${card.is_mana}`);
  return list;
}

/** The detail panel of the gallery's active card. */
export function CardDetails({ card }: { card: Card }) {
  const effects = effectsOf(card);
  return (
    <section className="gallery-details" aria-live="polite" data-testid="gallery-details">
      <h2>{card.name}</h2>
      <p className={`gallery-tags rarity-${card.rarity}`}>
        <span>{card.type}</span>
        <span>{card.rarity}</span>
      </p>
      <dl className="gallery-facts">
        <div>
          <dt>Power</dt>
          <dd>{card.power}</dd>
        </div>
        <div>
          <dt>Energy Cost</dt>
          <dd>{card.mana_cost}</dd>
        </div>
        <div>
          <dt>Draw chance</dt>
          <dd>{card.draw_chance}</dd>
        </div>
      </dl>
      <p className="gallery-description">{card.description}</p>
      {effects.length > 0 ? (
        <ul className="gallery-effects">
          {effects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
