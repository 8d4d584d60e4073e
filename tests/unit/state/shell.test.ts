// The small stores around the screens: the asset pack's progress bar, the diagnostics' backend
// name, the stage between the shell and the canvas, the player's settings (remembered, clamped,
// scaling every delay and setting the sound's volumes), the battle log's panel, and the one
// storyteller with its configuration per backend.
import { Howler } from 'howler';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPlayer } from '../../../src/services/audio/audio.ts';
import type { Backend } from '../../../src/services/backend/port.ts';
import { reportPackProgress, useAssetLoading } from '../../../src/state/assetLoading.ts';
import { LOG_PANEL_KEY, setLogOpen, useLogPanel } from '../../../src/state/battle/logPanel.ts';
import { backendLabel } from '../../../src/state/diagnostics.ts';
import { getNarrator, narratorConfig, readAloud } from '../../../src/state/narration.ts';
import {
  DEFAULT_SETTINGS,
  SETTINGS_KEY,
  changeSettings,
  scaledDelay,
  setPlaybackScale,
  speedScale,
  useSettingsStore,
} from '../../../src/state/settings.ts';
import {
  movePointer,
  prepareBattle,
  provideStageStarter,
  reportBattleReady,
  reportStageReady,
  showBackdrop,
  startStage,
  useStageStore,
} from '../../../src/state/stage.ts';
import { browserStorage, installLocalBackend } from './fakes.ts';

beforeEach(() => {
  browserStorage();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the asset pack progress', () => {
  it('shows the pack loading until it is whole', () => {
    expect(useAssetLoading.getState()).toEqual({ pack: null, progress: 1 });
    reportPackProgress('cards', 0.25);
    expect(useAssetLoading.getState()).toEqual({ pack: 'cards', progress: 0.25 });
    reportPackProgress('cards', 1);
    expect(useAssetLoading.getState()).toEqual({ pack: null, progress: 1 });
  });
});

describe('diagnostics', () => {
  it('names the backend this copy of the game runs on', () => {
    const { backend } = installLocalBackend('diagnostics');
    expect(backendLabel()).toBe(backend.label);
    expect(backendLabel()).toBe('local (IndexedDB on this device)');
  });
});

describe('the stage', () => {
  it('keeps the backdrop, the pointer and what the canvas reported', () => {
    const seen: string[] = [];
    const off = useStageStore.subscribe((s) => void seen.push(s.backdrop));
    showBackdrop('village');
    showBackdrop('village');
    showBackdrop('battle');
    off();
    expect(seen).toEqual(['village', 'battle']);
    movePointer(-0.5, 1);
    expect(useStageStore.getState().pointer).toEqual({ x: -0.5, y: 1 });
    expect(useStageStore.getState()).toMatchObject({ ready: false, battleWanted: false, battleReady: false });
    prepareBattle();
    reportStageReady('Canvas');
    reportBattleReady();
    expect(useStageStore.getState()).toMatchObject({
      renderer: 'Canvas',
      ready: true,
      battleWanted: true,
      battleReady: true,
    });
  });

  it('starts the canvas through the starter handed in at start-up, and says when there is none', async () => {
    const parent = {} as HTMLElement;
    await expect(startStage(parent, 'auto')).rejects.toThrow('No game canvas was provided at start-up.');
    const calls: unknown[] = [];
    provideStageStarter((where, renderer) => {
      calls.push([where, renderer]);
      return Promise.resolve();
    });
    await startStage(parent, 'canvas');
    expect(calls).toEqual([[parent, 'canvas']]);
  });
});

describe('the settings', () => {
  it('scale every delay by the animation speed, or by the replay viewer while it plays', () => {
    changeSettings({ speed: 'normal' });
    expect(scaledDelay(1000)).toBe(1000);
    changeSettings({ speed: 'fast' });
    expect(scaledDelay(1001)).toBe(501);
    changeSettings({ speed: 'instant' });
    expect(scaledDelay(5000)).toBe(0);
    setPlaybackScale(0.25);
    expect(speedScale()).toBe(0.25);
    expect(scaledDelay(1000)).toBe(250);
    setPlaybackScale(null);
    expect(speedScale()).toBe(0);
  });

  it('are remembered in this browser and set the sound volume', async () => {
    // Set before the sound player has arrived: it takes them when it does.
    changeSettings({ master: 0.4, muted: false, reducedMotion: true });
    await loadPlayer();
    expect(Howler.volume()).toBeCloseTo(0.4);
    changeSettings({ master: 0.6 });
    expect(Howler.volume()).toBeCloseTo(0.6);
    changeSettings({ master: 0.4 });
    changeSettings({ muted: true });
    expect(Howler.volume()).toBe(0);
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null')).toMatchObject({
      master: 0.4,
      muted: true,
      reducedMotion: true,
    });
    useSettingsStore.setState({ ...DEFAULT_SETTINGS });
  });

  it('are read back after a reload, each value checked', async () => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({
        master: 3,
        music: -1,
        effects: 'loud',
        muted: 'yes',
        speed: 'ludicrous',
        reducedMotion: true,
      }),
    );
    vi.resetModules();
    const reloaded = await import('../../../src/state/settings.ts');
    expect(reloaded.useSettingsStore.getState()).toEqual({
      master: 1,
      music: 0,
      effects: 1,
      muted: false,
      speed: 'normal',
      reducedMotion: true,
    });
    // Reduced motion never chosen here: the system's preference.
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ speed: 'fast', music: 0.5 }));
    vi.stubGlobal('window', { matchMedia: (query: string) => ({ matches: query.includes('reduce') }) });
    vi.resetModules();
    const fast = await import('../../../src/state/settings.ts');
    expect(fast.useSettingsStore.getState()).toMatchObject({
      speed: 'fast',
      music: 0.5,
      reducedMotion: true,
    });
    vi.unstubAllGlobals();
  });

  it('still change for this visit when the browser refuses storage', () => {
    localStorage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    changeSettings({ effects: 0.2 });
    expect(useSettingsStore.getState().effects).toBe(0.2);
  });
});

describe("the battle log's panel", () => {
  it('is open until closed, and the choice is remembered', async () => {
    expect(useLogPanel.getState().open).toBe(true);
    setLogOpen(false);
    expect(localStorage.getItem(LOG_PANEL_KEY)).toBe('closed');
    vi.resetModules();
    const reloaded = await import('../../../src/state/battle/logPanel.ts');
    expect(reloaded.useLogPanel.getState().open).toBe(false);
    reloaded.setLogOpen(true);
    expect(localStorage.getItem(LOG_PANEL_KEY)).toBe('open');
  });
});

describe('the storyteller', () => {
  it('sends the session with each call only on Supabase', async () => {
    const local = { kind: 'local' } as Backend;
    expect(narratorConfig(local, '/api/narrate', 'anon')).toEqual({ narrateUrl: '/api/narrate' });
    const session = { access_token: 'token-1' };
    const supabase = {
      kind: 'supabase',
      auth: { getSession: () => Promise.resolve(session) },
    } as unknown as Backend;
    expect(narratorConfig(supabase, '/functions/v1/narrate', undefined)).toEqual({
      narrateUrl: '/functions/v1/narrate',
    });
    const config = narratorConfig(supabase, '/functions/v1/narrate', 'anon-key');
    expect(await config.headers?.()).toEqual({ apikey: 'anon-key', Authorization: 'Bearer token-1' });
  });

  it('is made once and read aloud piece by piece', async () => {
    installLocalBackend('narration');
    const narrator = getNarrator();
    expect(getNarrator()).toBe(narrator);
    const told: string[] = [];
    const stream = narrator.taunt({ speaker: 'Kidlat', opponent: 'Alon' }, { seed: 3 });
    const text = await readAloud(stream, (soFar) => told.push(soFar));
    expect(text.trim().length).toBeGreaterThan(0);
    expect(told.at(-1)).toBe(text);
    expect(told.every((soFar, i) => i === 0 || soFar.startsWith(told[i - 1] ?? ''))).toBe(true);
  });
});
