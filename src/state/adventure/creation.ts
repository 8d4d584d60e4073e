// Character creation (docs/game-design.md §5.2): the hero being made is a draft kept in
// this browser, so a reload keeps the job, personalities, name and told background; Start turns it
// into an adventure and its hero in one backend step.
import { create } from 'zustand';
import { addPersonality, heroStats, startJourney, traitsFor } from '../../engine/index.ts';
import type { HeroStats } from '../../engine/index.ts';
import { JOB_BY_NAME } from '../../content/index.ts';
import type { Traits } from '../../content/index.ts';
import { getBackend } from '../../services/backend/index.ts';
import { DEFAULT_HERO_NAME } from '../../services/narrator/index.ts';
import { LOCAL_KEYS, writeLocal } from '../../services/storage/localKeys.ts';
import { seedFrom } from '../battle/seed.ts';
import { getNarrator, readAloud } from '../narration.ts';
import { missingPlayer, reasonOf } from './journal.ts';
import { journeyJson } from '../../engine/adventure/journeySchema.ts';
import { ADVENTURE_MESSAGES as MSG } from '../../engine/adventure/messages.ts';
import { continueAdventure } from './open.ts';

export interface HeroDraft {
  job: string | null;
  personalities: string[];
  name: string;
  /** The told background; empty until one has been told in full (Start needs one). */
  background: string;
  /** Backgrounds told so far: each new telling asks the storyteller for another. */
  tellings: number;
}

export const DRAFT_KEY = 'sinawali:heroDraft';
const EMPTY_DRAFT: HeroDraft = Object.freeze({
  job: null,
  personalities: [],
  name: DEFAULT_HERO_NAME,
  background: '',
  tellings: 0,
});

function readDraft(): HeroDraft {
  try {
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<HeroDraft> | null;
    if (!saved) return { ...EMPTY_DRAFT };
    const job = typeof saved.job === 'string' && JOB_BY_NAME.has(saved.job) ? saved.job : null;
    let personalities: string[] = [];
    for (const name of Array.isArray(saved.personalities) ? saved.personalities : []) {
      const added = typeof name === 'string' ? addPersonality(personalities, name) : null;
      if (added?.ok) personalities = added.chosen;
    }
    return {
      job,
      personalities,
      name: typeof saved.name === 'string' ? saved.name.slice(0, 40) : DEFAULT_HERO_NAME,
      background: typeof saved.background === 'string' ? saved.background : '',
      tellings: typeof saved.tellings === 'number' ? saved.tellings : 0,
    };
  } catch {
    return { ...EMPTY_DRAFT };
  }
}

export const useHeroDraft = create<HeroDraft>(() => readDraft());

useHeroDraft.subscribe((draft) => {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft on a reload.
  }
});

/** The traits and the stats they give, as the bars show them while the player chooses. */
export function draftStats(draft: Pick<HeroDraft, 'job' | 'personalities'>): {
  traits: Traits;
  stats: HeroStats | null;
} {
  const traits = traitsFor(draft.job, draft.personalities);
  return { traits, stats: draft.job ? heroStats(traits) : null };
}

/** A job sets the six traits; the personalities already chosen keep adding theirs. */
export function chooseJob(job: string): void {
  if (!JOB_BY_NAME.has(job)) return;
  useHeroDraft.setState({ job, background: '' });
}

/** Adds a personality, or says why not ("You've reached the maximum of 4 personality choices."). */
export function addDraftPersonality(name: string): { ok: true } | { ok: false; message: string } {
  const added = addPersonality(useHeroDraft.getState().personalities, name);
  if (!added.ok) return added;
  useHeroDraft.setState({ personalities: added.chosen, background: '' });
  return { ok: true };
}

export function removeDraftPersonality(name: string): void {
  const personalities = useHeroDraft.getState().personalities.filter((p) => p !== name);
  useHeroDraft.setState({ personalities, background: '' });
}

export function nameHero(name: string): void {
  useHeroDraft.setState({ name: name.slice(0, 40) });
}

/** Reset: no job, no personalities, every trait 0 (the name stays what the player typed). */
export function resetDraft(): void {
  useHeroDraft.setState({ job: null, personalities: [], background: '' });
}

/**
 * Tells a background of about 50 words for the draft hero, word by word through `onText`. The
 * telling is kept only once it is whole; an abort (Cancel) keeps the previous one. `wordMs` paces
 * the telling: at most one more word every `wordMs` ms, so a storyteller that answers at once (the
 * offline one) is still told word by word, and Cancel can land mid-telling; 0 tells as it comes.
 */
export async function tellBackground(
  signal: AbortSignal,
  onText: (text: string) => void,
  options: { wordMs?: number } = {},
): Promise<void> {
  const draft = useHeroDraft.getState();
  if (!draft.job) throw new Error('Choose a job first.');
  const name = draft.name.trim();
  const stream = getNarrator().characterBackground(
    { job: draft.job, personalities: draft.personalities, ...(name ? { name } : {}) },
    { signal, seed: draft.tellings },
  );
  const wordMs = options.wordMs ?? 0;
  const text =
    wordMs > 0 ? await readWordByWord(stream, onText, wordMs, signal) : await readAloud(stream, onText);
  const hero = await stream.hero();
  if (signal.aborted) return;
  useHeroDraft.setState({
    background: text.trim(),
    name: name || hero.name,
    tellings: draft.tellings + 1,
  });
}

/**
 * Like readAloud, but hands over one word at a time, one every `wordMs` ms. The words keep to a
 * schedule rather than to the timers, so a busy page whose timers fire late shows a few words at
 * once instead of telling ever more slowly; a storyteller slower than the schedule is shown as it
 * arrives, at most a few words' worth of catching up at a time.
 */
async function readWordByWord(
  stream: AsyncIterable<string>,
  onText: (text: string) => void,
  wordMs: number,
  signal: AbortSignal,
): Promise<string> {
  let text = '';
  let due = performance.now();
  for await (const chunk of stream) {
    for (const word of chunk.match(/\s*\S+\s*|\s+/g) ?? []) {
      due = Math.max(due + wordMs, performance.now() - 3 * wordMs);
      await pause(due - performance.now(), signal);
      text += word;
      onText(text);
    }
  }
  return text;
}

/** Waits `ms` (nothing when 0 or less); an abort ends the wait with an AbortError. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  const aborted = () => new DOMException('The telling was cancelled.', 'AbortError');
  if (signal.aborted) return Promise.reject(aborted());
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Start: tells the adventure's intro, then creates the adventure and its hero together, stores
 * adventure_id and character_id and opens the adventure at its intro.
 */
export async function beginAdventure(search: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const missing = missingPlayer();
  if (missing) return { ok: false, message: missing };
  const draft = useHeroDraft.getState();
  if (!draft.job || !draft.background) return { ok: false, message: 'Generate a background first.' };
  const name = draft.name.trim() || DEFAULT_HERO_NAME;
  try {
    const intro = await getNarrator().adventureIntro({ heroName: name, job: draft.job }).text();
    const { adventure, hero } = await getBackend().adventures.beginAdventure({
      intro: intro.trim(),
      progress: journeyJson(startJourney(seedFrom(search))),
      hero: { name, background: draft.background, job: draft.job, personalities: draft.personalities },
    });
    writeLocal(LOCAL_KEYS.adventureId, adventure.id);
    writeLocal(LOCAL_KEYS.characterId, hero.id);
    useHeroDraft.setState({ ...EMPTY_DRAFT });
    const opened = await continueAdventure(adventure.id);
    return opened.ok ? { ok: true } : opened;
  } catch (error) {
    console.error('The adventure could not be created:', error);
    return { ok: false, message: reasonOf(error, MSG.saveFailed) };
  }
}
