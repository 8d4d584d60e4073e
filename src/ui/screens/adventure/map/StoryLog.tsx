import { useEffect, useRef } from 'react';
import type { Scenario } from '../../../../services/backend/index.ts';
import { textLines } from '../../../../services/narrator/index.ts';
import { sceneParts, sceneStory } from '../../../../state/adventure/index.ts';

/** The story log's open or closed state, remembered in this browser. */
export const STORY_LOG_KEY = 'sinawali:storyLog';

export function storyLogRemembered(): boolean {
  try {
    return localStorage.getItem(STORY_LOG_KEY) === 'open';
  } catch {
    return false;
  }
}

export function rememberStoryLog(open: boolean): void {
  try {
    localStorage.setItem(STORY_LOG_KEY, open ? 'open' : 'closed');
  } catch {
    // A blocked storage only forgets the log's state on a reload.
  }
}

/** "You chose A: <the answer's words>", from the scene as it was told. */
export function choiceLine(scenario: Pick<Scenario, 'scene' | 'choice'>): string | null {
  if (!scenario.choice) return null;
  const answer = sceneParts(scenario.scene).answers.find((option) => option.letter === scenario.choice);
  return `You chose ${scenario.choice}${answer ? `: ${answer.text}` : '.'}`;
}

/**
 * The story so far (beyond the spec): the adventure's intro, then every scene answered with the
 * choice taken, newest last, so a player returning after a week knows where the road has led.
 */
export function StoryLog({
  intro,
  story,
  width,
  onClose,
}: {
  intro: string;
  story: readonly Scenario[];
  width: number;
  onClose: () => void;
}) {
  const scroller = useRef<HTMLOListElement>(null);

  // The newest entry is the one a returning player wants: keep it in view.
  useEffect(() => {
    const list = scroller.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [story.length]);

  return (
    <aside className="story-log" style={{ width }} aria-labelledby="story-log-title" data-testid="story-log">
      <header className="story-log-header">
        <h2 id="story-log-title">The story so far</h2>
        <button type="button" className="story-log-close" aria-label="Close the story log" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <ol className="story-log-entries" ref={scroller} tabIndex={0} aria-label="Story entries">
        <li className="story-log-entry is-intro">
          <h3>The journey begins</h3>
          {textLines(intro)
            .filter((line) => line.trim() !== '')
            .map((line, index) => (
              <p key={index}>{line}</p>
            ))}
        </li>
        {story.map((scenario, index) => {
          const choice = choiceLine(scenario);
          return (
            <li key={scenario.id} className="story-log-entry" data-testid="story-log-entry">
              <h3>Scene {index + 1}</h3>
              <p>{sceneStory(scenario.scene)}</p>
              {choice ? <p className={`story-log-choice choice-${scenario.choice ?? ''}`}>{choice}</p> : null}
            </li>
          );
        })}
        {story.length === 0 ? (
          <li className="story-log-entry is-hint">
            <p>Choose a place on the map: what happens there will be written here.</p>
          </li>
        ) : null}
      </ol>
    </aside>
  );
}
