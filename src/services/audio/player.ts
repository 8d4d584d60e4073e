// The sound player, through howler; the game reaches it only through audio.ts, which loads it on
// the first sound. Browsers keep audio locked until a click or key press; howler unlocks it on
// that first gesture (autoUnlock). A sound that cannot play is logged and the game goes on
// (docs/game-design.md §10.6: audio failures are logged only). Volumes are the spec's (the manifest's), times
// the player's settings (master, music, effects, mute). Files, formats and volumes come from the
// asset manifest by key (sounds.ts).
import { Howl, Howler } from 'howler';
import type { Card } from '../../content/types.ts';
import {
  CARD_EFFECT_SOUNDS,
  PUNCH_SOUNDS,
  SOUND_KEYS,
  effectKeys,
  isStingerKey,
  soundSpec,
  voiceKeyOf,
  type SoundKey,
  type SoundSpec,
} from './sounds.ts';

/** The sprite name of a music loop's seamless region. */
const LOOP = 'loop';
/** The two stingers that end a battle: while one rings, the other is not started over it. */
const END_STINGERS: readonly string[] = [SOUND_KEYS.victory, SOUND_KEYS.defeat];

interface Loaded {
  readonly spec: SoundSpec;
  readonly howl: Howl;
}

const loaded = new Map<string, Loaded>();
/** The music loop playing (or waiting to load), and howler's id of that playback. */
let currentMusic: { readonly key: string; readonly id: number } | null = null;

/** The player's volume settings, each 0..1; the settings store passes them in. */
export interface VolumeSettings {
  readonly master: number;
  readonly music: number;
  readonly effects: number;
  readonly muted: boolean;
}

let volumes: VolumeSettings = { master: 1, music: 1, effects: 1, muted: false };
/**
 * The page is out of sight (another tab in front, the window minimised): its music falls silent
 * until it is back, as a local battle pauses. The other sounds still play, so a player waiting in a
 * room, in the Quick Match queue or for an online foe's move hears what happens (docs/game-design.md §9.9).
 */
let pageHidden = typeof document !== 'undefined' && document.hidden;

function volumeOf(spec: SoundSpec): number {
  if (spec.music) return pageHidden ? 0 : spec.volume * volumes.music;
  return spec.volume * volumes.effects;
}

export function setVolumes(next: VolumeSettings): void {
  volumes = next;
  Howler.volume(next.muted ? 0 : next.master);
  for (const { spec, howl } of loaded.values()) howl.volume(volumeOf(spec));
}

/**
 * Silences the music while the page is hidden and gives it back when the page shows again. The
 * loops go on underneath, so the music returns where it would be, not from its start.
 */
export function setPageHidden(hidden: boolean): void {
  pageHidden = hidden;
  for (const { spec, howl } of loaded.values()) if (spec.music) howl.volume(volumeOf(spec));
}

if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => setPageHidden(document.hidden));

function load(key: string): Loaded {
  let sound = loaded.get(key);
  if (!sound) {
    const spec = soundSpec(key);
    const howl = new Howl({
      src: [...spec.src],
      format: [...spec.format],
      volume: volumeOf(spec),
      loop: spec.loop,
      // A loop repeats only its seamless region, never the codec's padding around it.
      ...(spec.loopRegion ? { sprite: { [LOOP]: [spec.loopRegion[0], spec.loopRegion[1]] } } : {}),
      html5: false,
      onloaderror: (_id, error) => console.warn(`Sound "${key}" could not load:`, error),
      onplayerror: (_id, error) => console.warn(`Sound "${key}" could not play:`, error),
    });
    sound = { spec, howl };
    loaded.set(key, sound);
  }
  return sound;
}

function start({ spec, howl }: Loaded): number {
  return spec.loopRegion ? howl.play(LOOP) : howl.play();
}

/** Plays the manifest sound under `key` ('sfx.card.strike', 'voice.kidlat', ...). */
export function playAsset(key: string): void {
  try {
    const sound = load(key);
    if (isStingerKey(key) && stingerRinging(key)) return;
    start(sound);
  } catch (error) {
    console.warn(`Sound "${key}" failed:`, error);
  }
}

/**
 * Stingers do not stack: one already ringing is not struck again, and the battle's end stinger is
 * not followed by the other one (the victory screen arrives while the final blow's still rings).
 */
function stingerRinging(key: string): boolean {
  const family = END_STINGERS.includes(key) ? END_STINGERS : [key];
  return family.some((other) => loaded.get(other)?.howl.playing() ?? false);
}

export function playSound(key: SoundKey): void {
  playAsset(SOUND_KEYS[key]);
}

/** The sound of a card being played: the one its content names (`sound`, a manifest key). */
export function playCardSound(card: Pick<Card, 'sound'>): void {
  playAsset(card.sound);
}

/**
 * A fighter's or enemy's shout: pass its art key ('fighter.kidlat', 'enemy.tulisan'), a voice key,
 * or the fighter itself. Fighters without a voice stay silent.
 */
export function playVoice(who: string | { readonly art: string }): void {
  const key = voiceKeyOf(typeof who === 'string' ? who : who.art);
  if (key) playAsset(key);
}

/** One of the three punch variants, at random (docs/game-design.md §9.9). */
export function playPunch(): void {
  playSound(PUNCH_SOUNDS[Math.floor(Math.random() * PUNCH_SOUNDS.length)] ?? 'punch1');
}

/** The random effect sound of a card's cinematic (docs/game-design.md §4.3). */
export function playCardEffect(): void {
  playSound(CARD_EFFECT_SOUNDS[Math.floor(Math.random() * CARD_EFFECT_SOUNDS.length)] ?? 'effect1');
}

/** The end of a battle: the music stops for the victory stinger, or the defeat one when the player lost. */
export function playBattleEnd(playerLost: boolean): void {
  stopMusic();
  playSound(playerLost ? 'defeat' : 'victory');
}

/**
 * Starts a music loop, stopping any other, so two screens never play music over each other. Asking
 * again for the loop already playing (or still loading) changes nothing.
 */
export function playMusic(key: SoundKey): void {
  const music = SOUND_KEYS[key];
  try {
    const sound = load(music);
    const same = currentMusic?.key === music;
    if (same && currentMusic && (sound.howl.state() !== 'loaded' || sound.howl.playing(currentMusic.id)))
      return;
    stopMusic();
    currentMusic = { key: music, id: start(sound) };
    preloadEffects();
  } catch (error) {
    console.warn(`Music "${music}" failed:`, error);
  }
}

export function stopMusic(): void {
  if (currentMusic) loaded.get(currentMusic.key)?.howl.stop();
  currentMusic = null;
}

/** Once music plays, the effects load too, so the first click or strike is not late. */
function preloadEffects(): void {
  for (const key of effectKeys()) if (!loaded.has(key)) load(key);
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
