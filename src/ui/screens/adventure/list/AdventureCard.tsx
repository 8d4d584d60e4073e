import { useId, type KeyboardEvent } from 'react';
import type { AdventureListing } from '../../../../services/backend/index.ts';
import { DangerButton, PrimaryButton } from '../../../components/Button.tsx';
import { truncateWords } from './introWords.ts';
import { journeyLabel } from './journeyLabel.ts';

/** Parts of the painted world map each card shows as its banner, one after another. */
const BANNER_SPOTS = ['28% 34%', '72% 26%', '47% 66%', '84% 72%', '22% 78%', '60% 44%', '38% 18%'];

const DATE = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** One adventure in the list: its number, hero, where it stands, its intro, Continue and Delete. */
export function AdventureCard({
  listing,
  index,
  wordLimit,
  worldUrl,
  busy,
  continuing,
  onContinue,
  onDelete,
  onKeyDown,
}: {
  listing: AdventureListing;
  index: number;
  wordLimit: number;
  worldUrl: string;
  busy: boolean;
  continuing: boolean;
  onContinue: () => void;
  onDelete: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const titleId = useId();
  const title = `Adventure ${listing.number}`;
  const where = journeyLabel(listing.progress);
  const hero = listing.hero;
  const canContinue = hero !== null;
  const begun = new Date(listing.created_at);

  return (
    <li className="saga-item" style={{ animationDelay: `${Math.min(index, 8) * 70}ms` }}>
      <article
        className="saga-card"
        aria-labelledby={titleId}
        tabIndex={0}
        data-card-index={index}
        onKeyDown={(event) => {
          onKeyDown(event);
          if (event.defaultPrevented || event.target !== event.currentTarget) return;
          if (event.key === 'Enter' && canContinue && !busy) {
            event.preventDefault();
            onContinue();
          }
        }}
      >
        <div
          className="saga-banner"
          style={{
            backgroundImage: `url("${worldUrl}")`,
            backgroundPosition: BANNER_SPOTS[(listing.number - 1) % BANNER_SPOTS.length],
          }}
        >
          <span className="saga-medallion" aria-hidden="true">
            {(hero?.name.trim()[0] ?? '?').toUpperCase()}
          </span>
          {where ? <span className="saga-step">{where.step}</span> : null}
        </div>
        <div className="saga-body">
          <h2 id={titleId} className="saga-title">
            {title}
          </h2>
          <p className="saga-hero">
            {hero ? (
              <>
                <span className="saga-hero-name">{hero.name}</span>
                <span className="saga-meta">
                  {where && where.scenes > 0
                    ? `${where.scenes} ${where.scenes === 1 ? 'scene' : 'scenes'} · `
                    : ''}
                  begun {Number.isNaN(begun.getTime()) ? '' : DATE.format(begun)}
                </span>
              </>
            ) : (
              <span className="saga-no-hero">No hero: this adventure cannot go on.</span>
            )}
          </p>
          <p className="saga-intro parchment-small">{truncateWords(listing.intro, wordLimit)}</p>
        </div>
        <div className="saga-actions">
          <PrimaryButton onClick={onContinue} disabled={!canContinue || busy} aria-busy={continuing}>
            {continuing ? 'Opening...' : 'Continue Adventure'}
          </PrimaryButton>
          <DangerButton onClick={onDelete} disabled={busy}>
            Delete
          </DangerButton>
        </div>
      </article>
    </li>
  );
}
