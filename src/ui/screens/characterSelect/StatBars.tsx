import type { Fighter } from '../../../content/index.ts';
import { STAT_MAX } from '../../../engine/index.ts';

const STATS: readonly { label: string; value: (f: Fighter) => number; tone: string }[] = [
  { label: 'Energy', value: (f) => f.mana, tone: 'energy' },
  { label: 'Agility', value: (f) => f.agility, tone: 'agility' },
  { label: 'Critical Rate', value: (f) => f.critical_rate, tone: 'critical' },
  { label: 'Defense', value: (f) => f.defense, tone: 'defense' },
];

/** The four stat bars of the character select, each out of 100. */
export function StatBars({ fighter }: { fighter: Fighter }) {
  return (
    <dl className="stat-bars">
      {STATS.map((stat) => {
        const value = stat.value(fighter);
        return (
          <div key={stat.label} className={`stat-bar stat-${stat.tone}`}>
            <dt>{stat.label}</dt>
            <dd>
              <span
                className="stat-track"
                role="meter"
                aria-valuemin={0}
                aria-valuemax={STAT_MAX}
                aria-valuenow={value}
                aria-label={stat.label}
              >
                <span className="stat-fill" style={{ width: `${(value / STAT_MAX) * 100}%` }} />
              </span>
              <span className="stat-value">{value}/100</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
