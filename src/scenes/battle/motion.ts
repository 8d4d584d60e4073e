// Animation timing for the scene: durations follow the animation-speed setting, and reduced motion
// turns shakes and idle sway off.
import { speedScale, useSettingsStore } from '../../state/settings.ts';

/** A tween duration at the player's speed (at least 1 ms, so 'instant' still lands its end state). */
export function dur(ms: number): number {
  return Math.max(1, Math.round(ms * speedScale()));
}

export function reducedMotion(): boolean {
  return useSettingsStore.getState().reducedMotion;
}
