import { useId } from 'react';
import { LOCATION_BY_ID, getCard } from '../../../../content/index.ts';
import { findImageUrl } from '../../../../services/assets/manifest.ts';
import { ADVENTURE_MESSAGES } from '../../../../state/adventure/index.ts';
import { CardFace } from '../../cards/CardFace.tsx';
import { AdventureGateView } from '../aftermath/AdventureGateView.tsx';
import { GoldNow, PointsRecovered, Settling, SpoilsFigure } from './SpoilsFigures.tsx';
import { SpoilsActions } from './SpoilsActions.tsx';
import { useSpoilsScreen } from './useSpoilsScreen.ts';
import '../../../styles/parchment.css';
import '../../../styles/adventure-spoils.css';

/**
 * /jail (docs/game-design.md §5.8, §9.14; §12.9): the Busted screen after a lost story
 * battle. The jailers take 1-10 gold (never more than the hero has), one owned card (never the
 * starter card 73), and the hero rests 0-20 points of health back. The purse settles it once when
 * the screen opens; the figures shown are what it actually took. Proceed Adventure returns to the map.
 */
export default function JailScreen() {
  const { open, gate, missing } = useSpoilsScreen('jail', 'effect1');
  const titleId = useId();

  if (missing)
    return <AdventureGateView state={{ status: 'failed', error: ADVENTURE_MESSAGES.loadFailed }} />;
  if (!open) return <AdventureGateView state={gate} />;
  const { hero, journey, spoils, settled, heading } = open;

  const location = journey.encounter ? LOCATION_BY_ID.get(journey.encounter.location) : undefined;
  const board = findImageUrl('jail.board');
  const stolenId = settled ? settled.stolenCardId : null;
  const stolen = stolenId !== null ? getCard(stolenId) : null;

  return (
    <main className="spoils-screen is-jail" data-testid="jail-screen" aria-labelledby={titleId}>
      {board ? (
        <div
          className="spoils-ground is-board"
          style={{ backgroundImage: `url("${board}")` }}
          aria-hidden="true"
        />
      ) : null}
      <section className="spoils-panel is-notice">
        <header className="spoils-header">
          <div>
            <h1 id={titleId} ref={heading} tabIndex={-1} className="jail-title">
              Busted!
            </h1>
            <p className="spoils-subtitle">
              The bantay dragged {hero.name} to the jail
              {location ? ` after the fight at ${location.name}` : ''} and emptied the satchel.
            </p>
          </div>
        </header>
        <div className="spoils-body">
          <dl className="spoils-figures">
            <SpoilsFigure
              icon="icon.gold"
              label="Gold Stolen"
              tone="loss"
              testId="gold-stolen"
              detail={<GoldNow hero={hero} settled={settled !== null} />}
            >
              {settled ? settled.goldStolen > 0 ? `−${settled.goldStolen}` : '0' : <Settling />}
            </SpoilsFigure>
            <PointsRecovered hero={hero} points={spoils.pointsRecovered} settled={settled !== null} />
          </dl>
          <figure className="spoils-card is-stolen" data-testid="stolen-card">
            <figcaption className="spoils-card-label">Stolen Card</figcaption>
            {!settled ? (
              <Settling />
            ) : stolen ? (
              <>
                <div className="spoils-card-face is-stolen">
                  <CardFace card={stolen} alt={`${stolen.name}, the card stolen`} />
                  <span className="spoils-stamp" aria-hidden="true">
                    Stolen
                  </span>
                </div>
                <p className="spoils-card-name">{stolen.name}</p>
              </>
            ) : (
              <p className="spoils-card-none" data-testid="no-card-stolen">
                none
                <span>Nothing in the satchel was worth their while.</span>
              </p>
            )}
          </figure>
        </div>
        <SpoilsActions open={open} />
      </section>
    </main>
  );
}
