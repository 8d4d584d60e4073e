// Character creation (docs/game-design.md §5.2) over the local backend on fake IndexedDB and the
// offline storyteller: the draft and its limits (a listed job, at most four listed personalities,
// each once), the draft kept across a reload, the background told word by word, and Start, which
// creates the adventure and its hero and opens the story intro.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JOB_BY_NAME, PERSONALITY_BY_NAME } from '../../../src/content/index.ts';
import { MSG, heroStats, startJourney, traitsFor } from '../../../src/engine/index.ts';
import { readJourney } from '../../../src/engine/adventure/journeySchema.ts';
import { LOCAL_KEYS } from '../../../src/services/storage/localKeys.ts';
import {
  DRAFT_KEY,
  addDraftPersonality,
  beginAdventure,
  chooseJob,
  draftStats,
  nameHero,
  removeDraftPersonality,
  resetDraft,
  tellBackground,
  useHeroDraft,
} from '../../../src/state/adventure/creation.ts';
import { INITIAL_ADVENTURE, useAdventureStore } from '../../../src/state/adventure/store.ts';
import type { TestBackend } from '../state/fakes.ts';
import { browserStorage, installLocalBackend, signInAsGuest } from '../state/fakes.ts';

const EMPTY = { job: null, personalities: [], name: 'Kidlat', background: '', tellings: 0 };
let test: TestBackend;

beforeEach(() => {
  browserStorage();
  test = installLocalBackend('creation');
  useHeroDraft.setState({ ...EMPTY });
  useAdventureStore.setState({ ...INITIAL_ADVENTURE });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the hero draft', () => {
  it('takes a listed job only; choosing one forgets the told background', () => {
    chooseJob('Astronaut');
    expect(useHeroDraft.getState().job).toBeNull();
    useHeroDraft.setState({ background: 'An old story.' });
    chooseJob('Farmer');
    expect(useHeroDraft.getState()).toMatchObject({ job: 'Farmer', background: '' });
  });

  it('adds up to four listed personalities, each once, and says why not otherwise', () => {
    chooseJob('Soldier');
    expect(addDraftPersonality('Grumpy')).toEqual({
      ok: false,
      message: 'Only the listed personalities can be chosen.',
    });
    for (const name of ['Brave', 'Clever', 'Honest', 'Shy'])
      expect(addDraftPersonality(name)).toEqual({ ok: true });
    expect(addDraftPersonality('Brave')).toEqual({
      ok: false,
      message: 'This personality is already chosen.',
    });
    expect(addDraftPersonality('Lazy')).toEqual({ ok: false, message: MSG.personalityMax });
    expect(useHeroDraft.getState().personalities).toEqual(['Brave', 'Clever', 'Honest', 'Shy']);
    removeDraftPersonality('Clever');
    expect(addDraftPersonality('Lazy')).toEqual({ ok: true });
    expect(useHeroDraft.getState().personalities).toEqual(['Brave', 'Honest', 'Shy', 'Lazy']);
  });

  it('shows the traits and stats the job and personalities give, none before a job', () => {
    expect(draftStats({ job: null, personalities: ['Brave'] }).stats).toBeNull();
    const { traits, stats } = draftStats({ job: 'Soldier', personalities: ['Brave'] });
    const soldier = JOB_BY_NAME.get('Soldier')?.traits;
    const brave = PERSONALITY_BY_NAME.get('Brave')?.modifiers;
    expect(traits.strength).toBe((soldier?.strength ?? 0) + (brave?.strength ?? 0));
    expect(traits.dexterity).toBe((soldier?.dexterity ?? 0) + (brave?.dexterity ?? 0));
    expect(stats).toEqual(heroStats(traitsFor('Soldier', ['Brave'])));
  });

  it('keeps a name of at most 40 characters; Reset keeps the name and clears the rest', () => {
    chooseJob('Chef');
    addDraftPersonality('Generous');
    nameHero('x'.repeat(50));
    expect(useHeroDraft.getState().name).toHaveLength(40);
    nameHero('Tala');
    resetDraft();
    expect(useHeroDraft.getState()).toMatchObject({
      job: null,
      personalities: [],
      name: 'Tala',
      background: '',
    });
  });

  it('is kept in this browser, and read back checked after a reload', async () => {
    chooseJob('Burglar');
    addDraftPersonality('Shy');
    nameHero('Dalisay');
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null')).toMatchObject({
      job: 'Burglar',
      personalities: ['Shy'],
      name: 'Dalisay',
    });
    vi.resetModules();
    const reloaded = await import('../../../src/state/adventure/creation.ts');
    expect(reloaded.useHeroDraft.getState()).toMatchObject({
      job: 'Burglar',
      personalities: ['Shy'],
      name: 'Dalisay',
    });
    // A draft edited by hand is read with its unknown parts dropped.
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        job: 'Pirate',
        personalities: ['Brave', 'Nosy', 'Brave', 7],
        name: 42,
        tellings: 'x',
      }),
    );
    vi.resetModules();
    const edited = await import('../../../src/state/adventure/creation.ts');
    expect(edited.useHeroDraft.getState()).toEqual({ ...EMPTY, personalities: ['Brave'] });
    localStorage.setItem(DRAFT_KEY, '{broken');
    vi.resetModules();
    const broken = await import('../../../src/state/adventure/creation.ts');
    expect(broken.useHeroDraft.getState()).toEqual(EMPTY);
  });
});

describe('telling the background', () => {
  it('needs a job first', async () => {
    await expect(tellBackground(new AbortController().signal, () => undefined)).rejects.toThrow(
      'Choose a job first.',
    );
  });

  it('tells it piece by piece, keeps the whole and counts the tellings', async () => {
    chooseJob('Musician');
    addDraftPersonality('Friendly');
    nameHero('  ');
    const told: string[] = [];
    await tellBackground(new AbortController().signal, (text) => told.push(text));
    const draft = useHeroDraft.getState();
    expect(told.length).toBeGreaterThan(1);
    expect(told.every((text, i) => i === 0 || text.startsWith(told[i - 1] ?? ''))).toBe(true);
    expect(draft.background).toBe(told.at(-1)?.trim());
    expect(draft.background.split(/\s+/).length).toBeGreaterThan(20);
    // A blank name takes the name the storyteller gave the hero.
    expect(draft.name.trim()).not.toBe('');
    expect(draft.tellings).toBe(1);
    await tellBackground(new AbortController().signal, () => undefined);
    expect(useHeroDraft.getState().tellings).toBe(2);
  });

  it('tells one word at a time when asked to, and Cancel leaves the draft as it was', async () => {
    chooseJob('Engineer');
    const controller = new AbortController();
    const words: string[] = [];
    const telling = tellBackground(
      controller.signal,
      (text) => {
        words.push(text);
        if (words.length === 3) controller.abort();
      },
      { wordMs: 1 },
    );
    await expect(telling).rejects.toThrow();
    expect(words).toHaveLength(3);
    expect(words[2]?.trim().split(/\s+/)).toHaveLength(3);
    expect(useHeroDraft.getState()).toMatchObject({ background: '', tellings: 0 });
  });
});

describe('Start', () => {
  it('says who is missing before anything is made', async () => {
    chooseJob('Farmer');
    useHeroDraft.setState({ background: 'A farmer of the terraces.' });
    expect(await beginAdventure('')).toEqual({ ok: false, message: 'User is not logged in.' });
    localStorage.setItem(LOCAL_KEYS.accessToken, 'token');
    expect(await beginAdventure('')).toEqual({ ok: false, message: 'User ID is not found in localStorage.' });
  });

  it('needs a told background', async () => {
    await signInAsGuest(test.backend);
    chooseJob('Farmer');
    expect(await beginAdventure('')).toEqual({ ok: false, message: 'Generate a background first.' });
    expect(await test.backend.adventures.listAdventures()).toEqual([]);
  });

  it('creates the adventure and its hero, clears the draft and opens the story intro', async () => {
    await signInAsGuest(test.backend);
    chooseJob('Warrior');
    addDraftPersonality('Brave');
    addDraftPersonality('Proud');
    nameHero('Bayani');
    await tellBackground(new AbortController().signal, () => undefined);
    const background = useHeroDraft.getState().background;

    expect(await beginAdventure('?seed=77')).toEqual({ ok: true });
    const [listed] = await test.backend.adventures.listAdventures();
    if (!listed) throw new Error('no adventure was made');
    const { adventure, hero, journey, status } = useAdventureStore.getState();
    expect(status).toBe('ready');
    expect(adventure?.id).toBe(listed.id);
    expect(adventure?.intro.trim().length).toBeGreaterThan(0);
    expect(hero).toMatchObject({
      name: 'Bayani',
      job: 'Warrior',
      personalities: ['Brave', 'Proud'],
      background,
    });
    expect(journey).toEqual(startJourney(77));
    expect(readJourney(listed.progress)).toEqual(startJourney(77));
    expect(localStorage.getItem(LOCAL_KEYS.adventureId)).toBe(listed.id);
    expect(localStorage.getItem(LOCAL_KEYS.characterId)).toBe(hero?.id);
    expect(useHeroDraft.getState()).toEqual(EMPTY);
  });

  it("tells the backend's refusal", async () => {
    await signInAsGuest(test.backend);
    useHeroDraft.setState({ job: 'Farmer', background: 'A farmer.', personalities: [] });
    await test.backend.auth.logOut();
    // The backend's own sentence (the player is signed out), not a generic one.
    expect(await beginAdventure('')).toEqual({ ok: false, message: 'Auth session missing!' });
    expect(useAdventureStore.getState().adventure).toBeNull();
  });
});
