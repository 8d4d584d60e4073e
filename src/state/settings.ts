// The player's settings: volumes, mute, animation speed and reduced motion, remembered in this
// browser. Every gameplay delay of the specification is scaled by the animation speed
// (docs/game-design.md §4.11), so a player who knows the moves can play fast and tests need not sleep.
import { create } from 'zustand';
import { setVolumes } from '../services/audio/audio.ts';

export type AnimationSpeed = 'normal' | 'fast' | 'instant';

export interface Settings {
  /** 0..1, multiplies every sound. */
  master: number;
  /** 0..1, multiplies music loops on top of their spec volume. */
  music: number;
  /** 0..1, multiplies sound effects, barks and clicks on top of their spec volume. */
  effects: number;
  muted: boolean;
  speed: AnimationSpeed;
  /** No camera shake, flashes or idle sway; tweens become cuts. */
  reducedMotion: boolean;
}

export const SETTINGS_KEY = 'sinawali:settings';

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  master: 1,
  music: 1,
  effects: 1,
  muted: false,
  speed: 'normal',
  reducedMotion: false,
});

/** How much of a spec delay is kept at each speed. */
const SPEED_SCALE: Readonly<Record<AnimationSpeed, number>> = { normal: 1, fast: 0.5, instant: 0 };

const unit = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback;

function load(): Settings {
  try {
    const raw = localStorage.getItem(SETTINGS_KEY);
    if (!raw) return { ...DEFAULT_SETTINGS };
    const saved = JSON.parse(raw) as Partial<Record<keyof Settings, unknown>>;
    const speed = saved.speed;
    return {
      master: unit(saved.master, DEFAULT_SETTINGS.master),
      music: unit(saved.music, DEFAULT_SETTINGS.music),
      effects: unit(saved.effects, DEFAULT_SETTINGS.effects),
      muted: saved.muted === true,
      speed: speed === 'fast' || speed === 'instant' ? speed : 'normal',
      reducedMotion:
        typeof saved.reducedMotion === 'boolean'
          ? saved.reducedMotion
          : window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true,
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export const useSettingsStore = create<Settings>(() => load());

setVolumes(useSettingsStore.getState());
useSettingsStore.subscribe((settings) => setVolumes(settings));

export function changeSettings(change: Partial<Settings>): void {
  useSettingsStore.setState(change);
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(useSettingsStore.getState()));
  } catch {
    // Private windows may refuse storage; the settings still hold for this visit.
  }
}

/**
 * The replay viewer's own speed (1 for 1x, 0.5 for 2x, ..., 0 for instant) while a replay plays;
 * null otherwise. It takes the place of the player's animation speed, so the same showing of the
 * same moves runs at the speed chosen in the viewer.
 */
let playbackScale: number | null = null;

export function setPlaybackScale(scale: number | null): void {
  playbackScale = scale;
}

/** A spec delay in milliseconds at the player's animation speed. */
export function scaledDelay(ms: number): number {
  return Math.round(ms * speedScale());
}

export function speedScale(): number {
  return playbackScale ?? SPEED_SCALE[useSettingsStore.getState().speed];
}
