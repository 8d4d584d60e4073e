import { useId } from 'react';
import type { HeroStats } from '../../../../engine/index.ts';
import type { Traits } from '../../../../content/index.ts';
import { STAT_MAX } from '../../../../engine/constants.ts';
import { TRAIT_NAMES } from '../../../../engine/index.ts';
import { TRAIT_LABELS } from './PersonalityPicker.tsx';

interface BarProps {
  label: string;
  value: number;
  /** Points the personalities add (positive) or take (negative), shown beside the value. */
  change?: number;
  tone: string;
}

/** One labelled bar out of 100: a meter for assistive technology, the number for the eye. */
function Bar({ label, value, change = 0, tone }: BarProps) {
  const labelId = useId();
  return (
    <div className={`forge-bar tone-${tone}`}>
      <span id={labelId} className="forge-bar-label">
        {label}
      </span>
      <span
        className="forge-bar-track"
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={STAT_MAX}
        aria-valuenow={value}
      >
        <span className="forge-bar-fill" style={{ width: `${Math.min(100, (value / STAT_MAX) * 100)}%` }} />
      </span>
      <span className="forge-bar-value">
        {value}
        {change !== 0 ? (
          <small className={change > 0 ? 'is-up' : 'is-down'}>
            {change > 0 ? '+' : '−'}
            {Math.abs(change)}
          </small>
        ) : null}
      </span>
    </div>
  );
}

const TRAIT_TONES: Readonly<Record<string, string>> = {
  strength: 'ember',
  wisdom: 'violet',
  dexterity: 'teal',
  charisma: 'rose',
  constitution: 'earth',
  intelligence: 'sky',
};

/** The six traits (docs/game-design.md §5.2), with what the personalities changed from the job's base. */
export function TraitBars({ traits, base }: { traits: Traits; base: Traits }) {
  return (
    <section className="forge-bars" aria-labelledby="forge-traits-title">
      <h3 id="forge-traits-title">Traits</h3>
      {TRAIT_NAMES.map((trait) => (
        <Bar
          key={trait}
          label={TRAIT_LABELS[trait]}
          value={traits[trait]}
          change={traits[trait] - base[trait]}
          tone={TRAIT_TONES[trait] ?? 'gold'}
        />
      ))}
    </section>
  );
}

/** The hero's battle stats derived from the traits (docs/game-design.md §9.12), 0 until a job is chosen. */
export function StatBars({ stats }: { stats: HeroStats | null }) {
  const rows: readonly [string, number, string][] = [
    ['Health', stats?.health ?? 0, 'health'],
    ['Energy', stats?.mana ?? 0, 'energy'],
    ['Agility', stats?.agility ?? 0, 'teal'],
    ['Critical Rate', stats?.critical_rate ?? 0, 'ember'],
    ['Wisdom', stats?.wisdom ?? 0, 'violet'],
  ];
  return (
    <section className="forge-bars" aria-labelledby="forge-stats-title">
      <h3 id="forge-stats-title">Battle stats</h3>
      {rows.map(([label, value, tone]) => (
        <Bar key={label} label={label} value={value} tone={tone} />
      ))}
    </section>
  );
}
