import { useEffect, useState, type MutableRefObject } from 'react';
import toast from 'react-hot-toast';
import { playSound } from '../../../../services/audio/audio.ts';
import { STORY_ERROR_MESSAGE } from '../../../../services/narrator/index.ts';
import { tellBackground } from '../../../../state/adventure/index.ts';
import { scaledDelay } from '../../../../state/settings.ts';
import { SecondaryButton } from '../../../components/Button.tsx';
import { BackgroundText } from './BackgroundText.tsx';

/** The pace of a told background: one more word at most every so many ms (scaled by the speed setting). */
const BACKGROUND_WORD_MS = 45;

/**
 * The told background on its parchment, with Generate Background, Cancel while it is told and
 * Generate again. The text being told lives here, so only this panel redraws word by word.
 */
export function BackgroundPanel({
  job,
  heroName,
  background,
  disabled,
  teller,
  onTelling,
}: {
  job: string | null;
  heroName: string;
  background: string;
  disabled: boolean;
  /** The telling in progress, shared so the screen can stop it when a choice changes. */
  teller: MutableRefObject<AbortController | null>;
  onTelling: (telling: boolean) => void;
}) {
  const [told, setTold] = useState<string | null>(null);

  useEffect(() => () => teller.current?.abort(), [teller]);

  const generate = async () => {
    playSound('click');
    teller.current?.abort();
    const controller = new AbortController();
    teller.current = controller;
    setTold('');
    onTelling(true);
    try {
      await tellBackground(controller.signal, setTold, { wordMs: scaledDelay(BACKGROUND_WORD_MS) });
    } catch (error) {
      if (!controller.signal.aborted) {
        console.error('The background could not be told:', error);
        toast.error(error instanceof Error && error.message ? error.message : STORY_ERROR_MESSAGE);
      }
    } finally {
      if (teller.current === controller) {
        teller.current = null;
        setTold(null);
        onTelling(false);
      }
    }
  };

  const cancel = () => {
    playSound('click');
    teller.current?.abort();
  };

  const telling = told !== null;
  const shown = telling ? told : background;

  return (
    // The shadow sits on a wrapper: a filter on the panel itself would repaint it with every word.
    <div className="forge-story-wrap">
      <section className="forge-story parchment" aria-labelledby="forge-story-title">
        <h2 id="forge-story-title">Background</h2>
        <div
          className="forge-story-text"
          aria-live="polite"
          aria-busy={telling}
          data-testid="hero-background"
        >
          {shown ? (
            <BackgroundText text={shown} telling={telling} />
          ) : (
            <p className="forge-story-empty">
              {job
                ? `Who was ${heroName} before the road? Ask the storyteller.`
                : 'Choose a job first: the storyteller needs to know who you are.'}
            </p>
          )}
        </div>
        <div className="forge-story-actions">
          {telling ? (
            <SecondaryButton onClick={cancel}>Cancel</SecondaryButton>
          ) : (
            <SecondaryButton onClick={() => void generate()} disabled={!job || disabled}>
              {background ? 'Generate again' : 'Generate Background'}
            </SecondaryButton>
          )}
        </div>
      </section>
    </div>
  );
}
