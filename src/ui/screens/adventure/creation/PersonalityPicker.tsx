import { useState } from 'react';
import { PERSONALITIES, PERSONALITY_BY_NAME } from '../../../../content/index.ts';
import type { Trait } from '../../../../content/index.ts';
import { PERSONALITY_MAX } from '../../../../engine/constants.ts';

export const TRAIT_LABELS: Readonly<Record<Trait, string>> = {
  strength: 'Strength',
  wisdom: 'Wisdom',
  dexterity: 'Dexterity',
  charisma: 'Charisma',
  constitution: 'Constitution',
  intelligence: 'Intelligence',
};

/** "Strength +20, Constitution +10, Wisdom +5, Dexterity −5": what a personality does to the traits. */
export function modifierText(name: string): string {
  const personality = PERSONALITY_BY_NAME.get(name);
  if (!personality) return '';
  return Object.entries(personality.modifiers)
    .map(([trait, points]) => `${TRAIT_LABELS[trait as Trait]} ${points > 0 ? '+' : '−'}${Math.abs(points)}`)
    .join(', ');
}

/**
 * The 24 personalities as toggle buttons: pressing one adds it (up to four), pressing a chosen one
 * takes it back. At four the others are disabled. The line below tells what the personality under
 * the pointer or the keyboard focus does to the traits.
 */
export function PersonalityPicker({
  chosen,
  onAdd,
  onRemove,
}: {
  chosen: readonly string[];
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
}) {
  const [looking, setLooking] = useState<string | null>(null);
  const full = chosen.length >= PERSONALITY_MAX;
  const shown = looking ?? chosen[chosen.length - 1] ?? null;

  return (
    <div className="forge-personalities">
      <div className="forge-traits-grid" role="group" aria-label="Personalities">
        {PERSONALITIES.map(({ name }) => {
          const isChosen = chosen.includes(name);
          return (
            <button
              key={name}
              type="button"
              aria-pressed={isChosen}
              disabled={full && !isChosen}
              className={`forge-personality ${isChosen ? 'is-chosen' : ''}`}
              title={modifierText(name)}
              onMouseEnter={() => setLooking(name)}
              onMouseLeave={() => setLooking(null)}
              onFocus={() => setLooking(name)}
              onBlur={() => setLooking(null)}
              onClick={() => (isChosen ? onRemove(name) : onAdd(name))}
            >
              {name}
            </button>
          );
        })}
      </div>
      <p className="forge-personality-note">
        {shown ? (
          <>
            <strong>{shown}:</strong> {modifierText(shown)}
          </>
        ) : (
          'Each personality adds or takes trait points. Point at one to see how.'
        )}
      </p>
    </div>
  );
}
