import type { CSSProperties, ReactNode } from 'react';
import { findImageUrl } from '../../../../services/assets/manifest.ts';
import type { Hero } from '../../../../services/backend/index.ts';
import { Spinner } from '../../../components/Spinner.tsx';

/** One figure of the results: its painted icon, its label, its value and how the hero stands now. */
export function SpoilsFigure({
  icon,
  label,
  children,
  detail,
  tone = 'gain',
  testId,
}: {
  /** A manifest key: 'icon.gold', 'icon.potion', ... */
  icon: string;
  label: string;
  children: ReactNode;
  detail?: ReactNode;
  tone?: 'gain' | 'loss';
  testId: string;
}) {
  const url = findImageUrl(icon);
  // The icon is painted by the row itself (::before): a <dl>'s rows may hold only <dt> and <dd>.
  const iconStyle = url ? ({ '--spoils-icon': `url("${url}")` } as CSSProperties) : undefined;
  return (
    <div className={`spoils-figure is-${tone} ${url ? 'has-icon' : ''}`} style={iconStyle}>
      <dt>
        {label}
        {detail ? <span className="spoils-figure-detail">{detail}</span> : null}
      </dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A value the purse is still settling. */
export function Settling() {
  return (
    <span className="spoils-settling">
      <Spinner label="Settling..." />
    </span>
  );
}

/** The hero's purse once the spoils are settled: 'Gold now 37'. */
export function GoldNow({ hero, settled }: { hero: Hero; settled: boolean }) {
  return settled ? (
    <>
      Gold now <strong data-testid="hero-gold">{hero.gold}</strong>
    </>
  ) : (
    'Settling your purse...'
  );
}

/** The hero's health once the spoils are settled: 'Health 75 / 75'. */
export function HealthNow({ hero, settled }: { hero: Hero; settled: boolean }) {
  return settled ? (
    <>
      Health <strong data-testid="hero-health">{hero.health}</strong> / {hero.max_health}
    </>
  ) : (
    'Tending your wounds...'
  );
}

/** Points Recovered, the same after a win and in the jail: the points rolled and the health now. */
export function PointsRecovered({ hero, points, settled }: { hero: Hero; points: number; settled: boolean }) {
  return (
    <SpoilsFigure
      icon="icon.potion"
      label="Points Recovered"
      testId="points-recovered"
      detail={<HealthNow hero={hero} settled={settled} />}
    >
      +{points}
    </SpoilsFigure>
  );
}
