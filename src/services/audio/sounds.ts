// Every sound the game plays lives in the asset manifest (assets/manifest.json) under a key such as
// 'music.menu' or 'sfx.card.strike'; this module turns a key into what the player needs (URLs,
// formats, volume, loop region). The game's code also names a few sounds by the short names below,
// each an alias of a manifest key. Volumes are the specification's (docs/game-design.md §9.9): the manifest
// holds them, and `specVolume` says which constant each key must carry (checked by the tests).
import {
  BATTLE_MUSIC_SECOND_LOOP_VOLUME,
  BATTLE_MUSIC_VOLUME,
  CARD_SOUND_VOLUME,
  CHARACTER_SPEECH_VOLUME,
  CLICK_SOUND_VOLUME,
  MENU_MUSIC_VOLUME,
  OTHER_SOUND_VOLUME,
  PUNCH_SOUND_VOLUME,
  SELECT_MUSIC_VOLUME,
} from './volumes.ts';
// The manifest's sounds alone, not its pictures: the first click plays one before the login form
// is up (docs/performance.md).
import * as soundAssets from 'virtual:asset-section?type=audio';
import { sectionFileUrl } from '../assets/section.ts';
import { isAudio, type AudioAsset } from '../assets/manifestTypes.ts';

function audioEntry(key: string): AudioAsset | null {
  const entry = soundAssets.ENTRIES[key];
  return entry !== undefined && isAudio(entry) ? entry : null;
}

/** Short names the game's code plays, and the manifest key each one stands for. */
export const SOUND_KEYS = {
  click: 'sfx.click',
  menuMusic: 'music.menu',
  selectMusic: 'music.select',
  battleMusic: 'music.battle1',
  battleMusicTension: 'music.battle2',
  adventureMusic: 'music.adventure',
  villageMusic: 'music.village',
  punch1: 'sfx.punch1',
  punch2: 'sfx.punch2',
  punch3: 'sfx.punch3',
  cardFlip: 'sfx.cardFlip',
  barkKidlat: 'voice.kidlat',
  barkAlon: 'voice.alon',
  burn: 'sfx.flame',
  poison: 'sfx.acid',
  buff: 'sfx.card.buff',
  charge: 'sfx.card.energy',
  miss: 'sfx.miss',
  refused: 'sfx.refused',
  effect1: 'sfx.effect.gong',
  effect2: 'sfx.effect.sticks',
  lightning: 'sfx.lightning',
  battleStart: 'sfx.sting.battleStart',
  victory: 'sfx.sting.victory',
  defeat: 'sfx.sting.defeat',
  notify: 'sfx.sting.notify',
} as const satisfies Record<string, string>;

export type SoundKey = keyof typeof SOUND_KEYS;

export const PUNCH_SOUNDS: readonly SoundKey[] = ['punch1', 'punch2', 'punch3'];
/** An attack's cinematic plays one of these at random (docs/game-design.md §4.3). */
export const CARD_EFFECT_SOUNDS: readonly SoundKey[] = ['effect1', 'effect2', 'lightning'];

/** What the player needs to play one manifest sound. */
export interface SoundSpec {
  readonly key: string;
  /** The same sound in several formats, best first, and each one's format for howler. */
  readonly src: readonly string[];
  readonly format: readonly string[];
  readonly volume: number;
  readonly loop: boolean;
  readonly music: boolean;
  /** For a loop: the region [start ms, duration ms] that repeats seamlessly (see tools/audio/encode.mjs). */
  readonly loopRegion: readonly [number, number] | null;
}

export const isMusicKey = (key: string): boolean => key.startsWith('music.');
export const isStingerKey = (key: string): boolean => key.startsWith('sfx.sting.');

/** Whether the manifest has an audio asset under `key`. */
export function hasSound(key: string): boolean {
  return audioEntry(key) !== null;
}

/** Every sound in the manifest that is not music: the effects, stingers and voices. */
export function effectKeys(): string[] {
  return Object.keys(soundAssets.ENTRIES).filter((key) => hasSound(key) && !isMusicKey(key));
}

/** The manifest sound under `key` (a manifest key such as 'sfx.card.strike'). */
export function soundSpec(key: string): SoundSpec {
  const entry = audioEntry(key);
  if (!entry) throw new Error(`No audio asset "${key}" in assets/manifest.json.`);
  return {
    key,
    src: entry.files.map((file) => sectionFileUrl(soundAssets, file)),
    format: entry.files.map((file) => file.slice(file.lastIndexOf('.') + 1).toLowerCase()),
    volume: entry.volume,
    loop: entry.loop,
    music: isMusicKey(key),
    loopRegion: entry.loop ? regionOf(entry.sprite?.loop) : null,
  };
}

/** A sprite region [start ms, duration ms], when the manifest gives a well-formed one. */
function regionOf(region: readonly number[] | undefined): readonly [number, number] | null {
  const [start, duration] = region ?? [];
  return region?.length === 2 && start !== undefined && duration !== undefined ? [start, duration] : null;
}

/** The specification's volume for a manifest sound key (docs/game-design.md §9.9). */
export function specVolume(key: string): number {
  switch (key) {
    case 'music.menu':
      return MENU_MUSIC_VOLUME;
    case 'music.select':
      return SELECT_MUSIC_VOLUME;
    case 'music.battle1':
      return BATTLE_MUSIC_VOLUME;
    case 'music.battle2':
      return BATTLE_MUSIC_SECOND_LOOP_VOLUME;
    case 'sfx.click':
      return CLICK_SOUND_VOLUME;
    case 'sfx.cardFlip':
      return CARD_SOUND_VOLUME;
  }
  // The adventure's and village's calm loops play at the menu's level: the spec gives the quiet
  // screens one music volume.
  if (isMusicKey(key)) return MENU_MUSIC_VOLUME;
  if (key.startsWith('sfx.punch')) return PUNCH_SOUND_VOLUME;
  if (key.startsWith('sfx.card.')) return CARD_SOUND_VOLUME;
  if (key.startsWith('voice.')) return CHARACTER_SPEECH_VOLUME;
  return OTHER_SOUND_VOLUME;
}

/**
 * The voice of a fighter or enemy: its shout is 'voice.<name>' beside its art 'fighter.<name>' or
 * 'enemy.<name>'. A 'voice.' key is taken as it is. Null when the manifest has no such voice (the
 * locked fighters have none yet).
 */
export function voiceKeyOf(artOrVoiceKey: string): string | null {
  const name = artOrVoiceKey.slice(artOrVoiceKey.indexOf('.') + 1).split('.')[0];
  const key = artOrVoiceKey.startsWith('voice.') ? artOrVoiceKey : `voice.${name}`;
  return name && hasSound(key) ? key : null;
}
