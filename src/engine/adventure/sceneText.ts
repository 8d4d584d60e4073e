// A told scene as the scenario dialog shows it: the story, then the three answers. Model output is
// untrusted text: it is split into lines and read, never parsed as HTML. A telling that forgot its
// answers still gets the three the rules know, so the player is never left without a choice.
import type { ScenarioChoice } from './choices.ts';
import { textLines } from './textLines.ts';

export interface SceneAnswer {
  readonly letter: ScenarioChoice;
  readonly text: string;
}

export interface SceneParts {
  /** The story's paragraphs, without the answers. */
  readonly story: readonly string[];
  readonly answers: readonly SceneAnswer[];
}

const LETTERS: readonly ScenarioChoice[] = ['A', 'B', 'C'];

/**
 * What each letter means in the rules (docs/game-design.md §5.6), for a telling that did not word its
 * answers.
 */
export const PLAIN_ANSWERS: Readonly<Record<ScenarioChoice, string>> = {
  A: 'Talk, help or watch, and see what comes of it.',
  B: 'Fight.',
  C: 'Walk away.',
};

const ANSWER_LINE = /^\s*(?:\*\*)?\(?([ABC])\)?[).:\-\u2013\u2014]\s*(.+)$/;

export function sceneParts(text: string): SceneParts {
  const story: string[] = [];
  const worded = new Map<ScenarioChoice, string>();
  for (const line of textLines(text)) {
    const match = ANSWER_LINE.exec(line);
    const letter = match?.[1] as ScenarioChoice | undefined;
    if (match && letter && !worded.has(letter)) worded.set(letter, (match[2] ?? '').trim());
    else if (line.trim() !== '' && worded.size === 0) story.push(line.trim());
  }
  return {
    story,
    answers: LETTERS.map((letter) => ({ letter, text: worded.get(letter) ?? PLAIN_ANSWERS[letter] })),
  };
}

/** The scene's story alone, as the story log keeps it. */
export function sceneStory(text: string): string {
  return sceneParts(text).story.join(' ');
}
