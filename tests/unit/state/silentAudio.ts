// The audio service with nothing to play, for state tests that run the battle pipeline in Node:
// `vi.mock('<...>/src/services/audio/audio.ts', () => import('<...>/tests/unit/state/silentAudio.ts'))`.
const none = (): undefined => undefined;

export const playSound = none;
export const playMusic = none;
export const stopMusic = none;
export const playBattleEnd = none;
export const playCardEffect = none;
export const playCardSound = none;
export const playPunch = none;
export const playVoice = none;
export const setVolumes = none;
