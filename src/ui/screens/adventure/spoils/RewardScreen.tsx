import { useId } from 'react';
import { LOCATION_BY_ID, getCard } from '../../../../content/index.ts';
import { findImageUrl } from '../../../../services/assets/manifest.ts';
import { ADVENTURE_MESSAGES } from '../../../../state/adventure/index.ts';
import { CardFace } from '../../cards/CardFace.tsx';
import { AdventureGateView } from '../aftermath/AdventureGateView.tsx';
import { GoldNow, PointsRecovered, SpoilsFigure } from './SpoilsFigures.tsx';
import { SpoilsActions } from './SpoilsActions.tsx';
import { useSpoilsScreen } from './useSpoilsScreen.ts';
import '../../../styles/parchment.css';
import '../../../styles/adventure-spoils.css';

/**
 * /reward (docs/game-design.md §5.8, §9.14; §12.9): the results of a won story battle,
 * as rolled when the Scenario dialog closed: 1-25 gold, 20-70 points of health recovered (up to
 * the hero's maximum) and one card, which joins the collection unless the hero owns it already.
 * The purse settles it once when the screen opens; Proceed Adventure returns to the map.
 */
export default function RewardScreen() {
  const { open, gate, missing } = useSpoilsScreen('reward', 'notify');
  const titleId = useId();

  if (missing)
    return <AdventureGateView state={{ status: 'failed', error: ADVENTURE_MESSAGES.loadFailed }} />;
  if (!open) return <AdventureGateView state={gate} />;
  const { hero, journey, spoils, settled, heading } = open;

  const location = journey.encounter ? LOCATION_BY_ID.get(journey.encounter.location) : undefined;
  const ground = location ? findImageUrl(location.battleground) : null;
  const card = spoils.cardId !== null ? getCard(spoils.cardId) : null;
  // As rolled: a reload (when the purse answers with the grant it already made) reads the same.
  const alreadyOwned = spoils.alreadyOwned;

  return (
    <main className="spoils-screen is-reward" data-testid="reward-screen" aria-labelledby={titleId}>
      {ground ? (
        <div className="spoils-ground" style={{ backgroundImage: `url("${ground}")` }} aria-hidden="true" />
      ) : null}
      <div className="spoils-rays" aria-hidden="true" />
      <section className="spoils-panel">
        <header className="spoils-header">
          <img
            className="spoils-emblem"
            src={findImageUrl('icon.chest') ?? ''}
            alt=""
            width={72}
            height={72}
          />
          <div>
            <h1 id={titleId} ref={heading} tabIndex={-1}>
              Adventure Results
            </h1>
            <p className="spoils-subtitle">
              The spoils of {hero.name}&apos;s fight{location ? ` at ${location.name}` : ''}
            </p>
          </div>
        </header>
        <div className="spoils-body">
          <dl className="spoils-figures">
            <SpoilsFigure
              icon="icon.gold"
              label="Gold Obtained"
              testId="gold-obtained"
              detail={<GoldNow hero={hero} settled={settled !== null} />}
            >
              +{spoils.gold}
            </SpoilsFigure>
            <PointsRecovered hero={hero} points={spoils.pointsRecovered} settled={settled !== null} />
          </dl>
          <figure className="spoils-card" data-testid="card-obtained">
            <figcaption className="spoils-card-label">Card Obtained</figcaption>
            {card ? (
              <>
                <div className={`spoils-card-face ${alreadyOwned ? 'is-owned' : 'is-new'}`}>
                  <CardFace card={card} alt={`${card.name}, the card obtained`} />
                </div>
                <p className="spoils-card-name">{card.name}</p>
                <p className="spoils-card-note" data-testid="card-note">
                  {!settled
                    ? 'Adding it to your collection...'
                    : alreadyOwned
                      ? 'Already in your collection: it is not added twice.'
                      : 'Added to your collection.'}
                </p>
              </>
            ) : (
              <p className="spoils-card-none">none</p>
            )}
          </figure>
        </div>
        <SpoilsActions open={open} />
      </section>
    </main>
  );
}
