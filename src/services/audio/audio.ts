// Sound through howler. Browsers keep audio locked until a click or key press; howler unlocks it on
// that first gesture (autoUnlock). A sound that cannot play is logged and the game goes on
// (spec 000 §8: audio failures are logged only). Volumes are the spec's, times the player's
// settings (master, music, effects, mute).
import { Howl, Howler } from 'howler';
import { CARD_EFFECT_SOUNDS, PUNCH_SOUNDS, SOUNDS, type SoundKey } from './sounds.ts';

const loaded = new Map<SoundKey, Howl>();
let currentMusic: SoundKey | null = null;

/** The player's volume settings, each 0..1; the settings store passes them in. */
export interface VolumeSettings {
  readonly master: number;
  readonly music: number;
  readonly effects: number;
  readonly muted: boolean;
}

let volumes: VolumeSettings = { master: 1, music: 1, effects: 1, muted: false };

function volumeOf(key: SoundKey): number {
  const spec = SOUNDS[key];
  return spec.volume * (spec.music ? volumes.music : volumes.effects);
}

export function setVolumes(next: VolumeSettings): void {
  volumes = next;
  Howler.volume(next.muted ? 0 : next.master);
  for (const [key, sound] of loaded) sound.volume(volumeOf(key));
}

function howl(key: SoundKey): Howl {
  let sound = loaded.get(key);
  if (!sound) {
    const spec = SOUNDS[key];
    sound = new Howl({
      src: [...spec.src],
      volume: volumeOf(key),
      loop: spec.loop,
      html5: false,
      onloaderror: (_id, error) => console.warn(`Sound "${key}" could not load:`, error),
      onplayerror: (_id, error) => console.warn(`Sound "${key}" could not play:`, error),
    });
    loaded.set(key, sound);
  }
  return sound;
}

export function playSound(key: SoundKey): void {
  try {
    howl(key).play();
  } catch (error) {
    console.warn(`Sound "${key}" failed:`, error);
  }
}

/** One of the three punch variants, at random (spec 000 §9). */
export function playPunch(): void {
  playSound(PUNCH_SOUNDS[Math.floor(Math.random() * PUNCH_SOUNDS.length)] ?? 'punch1');
}

/** The random effect sound of a card's cinematic (spec 000 §4). */
export function playCardEffect(): void {
  playSound(CARD_EFFECT_SOUNDS[Math.floor(Math.random() * CARD_EFFECT_SOUNDS.length)] ?? 'effect1');
}

/** Starts a music loop, stopping any other, so two screens never play music over each other. */
export function playMusic(key: SoundKey): void {
  if (currentMusic === key && howl(key).playing()) return;
  if (currentMusic && currentMusic !== key) loaded.get(currentMusic)?.stop();
  currentMusic = key;
  const music = howl(key);
  if (!music.playing()) playSound(key);
}

export function stopMusic(): void {
  if (currentMusic) loaded.get(currentMusic)?.stop();
  currentMusic = null;
}

export type AudioState = 'unavailable' | 'locked' | 'running' | 'suspended' | 'closed';

export function audioState(): AudioState {
  const context = Howler.ctx as AudioContext | undefined;
  if (!Howler.usingWebAudio || !context) return Howler.noAudio ? 'unavailable' : 'locked';
  if (context.state === 'suspended') return 'locked';
  return context.state === 'running' ? 'running' : context.state === 'closed' ? 'closed' : 'suspended';
}

export function audioCodecs(): string[] {
  return ['ogg', 'mp3', 'wav', 'webm'].filter((codec) => Howler.codecs(codec));
}
