import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../routes/router/index.ts';
import toast from 'react-hot-toast';
import { getCard } from '../../../../content/index.ts';
import { STARTER_CARD_ID } from '../../../../engine/constants.ts';
import { imageUrl } from '../../../../services/assets/manifest.ts';
import { playMusic, playSound } from '../../../../services/audio/audio.ts';
import { closeGreeting, confirmFreshStart } from '../../../../state/adventure/index.ts';
import { PrimaryButton } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { toastInfo } from '../../../toasts.ts';
import { CardFace } from '../../cards/CardFace.tsx';
import { JobEmblem } from '../creation/JobEmblem.tsx';
import { useAdventureGate } from '../useAdventureGate.ts';
import { AdventureLoading, AdventureUnavailable } from './AdventureUnavailable.tsx';
import { ToldText } from './ToldText.tsx';
import { welcomeText } from './welcome.ts';
import '../../../styles/parchment.css';
import '../../../styles/adventure-intro.css';

type Phase = 'greeting' | 'freshStart';

/**
 * /story_intro (docs/game-design.md §5.3): the Greetings dialog welcomes the
 * hero and tells how the adventure begins; closing it grants the starter card (once). The Fresh
 * Start dialog shows the card and sends the hero to build a deck.
 */
export default function StoryIntroScreen() {
  const { status, error, adventure, hero, owned } = useAdventureGate();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('greeting');
  const [busy, setBusy] = useState(false);
  const [granted, setGranted] = useState<boolean | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    playMusic('adventureMusic');
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  if (status === 'failed') return <AdventureUnavailable error={error} />;
  if (status !== 'ready' || !adventure || !hero) return <AdventureLoading />;

  const close = async () => {
    if (busy) return;
    playSound('click');
    setBusy(true);
    const result = await closeGreeting();
    if (!mounted.current) return;
    setBusy(false);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    if (result.granted) {
      playSound('notify');
      toast.success(result.message);
    } else toastInfo(result.message);
    setGranted(result.granted);
    setPhase('freshStart');
  };

  const confirm = async () => {
    if (busy) return;
    playSound('click');
    setBusy(true);
    const result = await confirmFreshStart();
    if (!mounted.current) return;
    if (!result.ok) {
      setBusy(false);
      toast.error(result.message);
      return;
    }
    toastInfo(result.message);
    navigate('/deck_build');
  };

  const starter = getCard(STARTER_CARD_ID);
  const hasStarter = granted !== null || owned.includes(STARTER_CARD_ID);
  const traits = [hero.job, hero.personalities.join(', ')].filter(Boolean).join(' · ');

  return (
    <main className="story-intro">
      <div className="story-intro-world" style={{ backgroundImage: `url("${imageUrl('map.world')}")` }} />
      <div className="story-intro-veil" />
      {phase === 'greeting' ? (
        <Dialog
          title="Greetings"
          subtitle={`Adventure ${adventure.number}`}
          maxWidth={680}
          testId="greeting-dialog"
        >
          <div className="greeting-hero">
            <JobEmblem job={hero.job} size={72} />
            <div>
              <p className="greeting-hero-name">{hero.name}</p>
              {traits ? <p className="greeting-hero-traits">{traits}</p> : null}
            </div>
          </div>
          <p className="greeting-welcome">{welcomeText(hero)}</p>
          <section className="greeting-intro parchment" aria-labelledby="greeting-intro-title">
            <h3 id="greeting-intro-title">How your story begins</h3>
            <ToldText text={adventure.intro} />
          </section>
          <div className="dialog-actions greeting-actions">
            <PrimaryButton onClick={() => void close()} disabled={busy} aria-busy={busy}>
              Close
            </PrimaryButton>
          </div>
        </Dialog>
      ) : (
        <Dialog
          title="Fresh Start"
          subtitle="Every journey begins with a single strike"
          maxWidth={640}
          testId="fresh-start-dialog"
        >
          <div className="fresh-start">
            {hasStarter ? (
              <figure className="fresh-start-card">
                <CardFace card={starter} alt={`${starter.name}, your starter card`} />
                <figcaption>
                  {granted === false ? 'Already in your satchel' : 'Your first card'}:{' '}
                  <strong>{starter.name}</strong>
                </figcaption>
              </figure>
            ) : null}
            <div className="fresh-start-text">
              <p className="fresh-start-card-text">
                Keep it close: {starter.name} is the one card no jailer can ever take from you.
              </p>
              <p>
                Before the road calls, choose the cards you will carry: seven at most. Every common strike is
                open to you; rarer ones are won in battle or bought at the store.
              </p>
            </div>
          </div>
          <div className="dialog-actions">
            <PrimaryButton onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
              Confirm
            </PrimaryButton>
          </div>
        </Dialog>
      )}
    </main>
  );
}
