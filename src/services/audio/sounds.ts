// Every sound the game plays, by key, with the volume the specification gives it (spec 000 §9).
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
} from '../../engine/constants.ts';

export type SoundKey =
  | 'click'
  | 'menuMusic'
  | 'selectMusic'
  | 'battleMusic'
  | 'battleMusicTension'
  | 'punch1'
  | 'punch2'
  | 'punch3'
  | 'cardFlip'
  | 'barkKidlat'
  | 'barkAlon'
  | 'burn'
  | 'poison'
  | 'buff'
  | 'charge'
  | 'miss'
  | 'refused'
  | 'effect1'
  | 'effect2'
  | 'victory';

export interface SoundSpec {
  readonly src: readonly string[];
  readonly volume: number;
  readonly loop: boolean;
  readonly music: boolean;
}

const music = (file: string, volume: number): SoundSpec => ({
  src: [`/audio/${file}`],
  volume,
  loop: true,
  music: true,
});
const effect = (file: string, volume: number): SoundSpec => ({
  src: [`/audio/${file}`],
  volume,
  loop: false,
  music: false,
});

export const SOUNDS: Readonly<Record<SoundKey, SoundSpec>> = {
  click: effect('click.wav', CLICK_SOUND_VOLUME),
  menuMusic: music('menu-theme.wav', MENU_MUSIC_VOLUME),
  selectMusic: music('select-theme.wav', SELECT_MUSIC_VOLUME),
  battleMusic: music('battle-loop-1.wav', BATTLE_MUSIC_VOLUME),
  battleMusicTension: music('battle-loop-2.wav', BATTLE_MUSIC_SECOND_LOOP_VOLUME),
  punch1: effect('punch-1.wav', PUNCH_SOUND_VOLUME),
  punch2: effect('punch-2.wav', PUNCH_SOUND_VOLUME),
  punch3: effect('punch-3.wav', PUNCH_SOUND_VOLUME),
  cardFlip: effect('card-flip.wav', CARD_SOUND_VOLUME),
  barkKidlat: effect('bark-kidlat.wav', CHARACTER_SPEECH_VOLUME),
  barkAlon: effect('bark-alon.wav', CHARACTER_SPEECH_VOLUME),
  burn: effect('burn.wav', OTHER_SOUND_VOLUME),
  poison: effect('poison.wav', OTHER_SOUND_VOLUME),
  buff: effect('buff.wav', OTHER_SOUND_VOLUME),
  charge: effect('charge.wav', OTHER_SOUND_VOLUME),
  miss: effect('miss.wav', OTHER_SOUND_VOLUME),
  refused: effect('refused.wav', OTHER_SOUND_VOLUME),
  effect1: effect('effect-1.wav', OTHER_SOUND_VOLUME),
  effect2: effect('effect-2.wav', OTHER_SOUND_VOLUME),
  victory: effect('victory.wav', OTHER_SOUND_VOLUME),
};

export const PUNCH_SOUNDS: readonly SoundKey[] = ['punch1', 'punch2', 'punch3'];
export const CARD_EFFECT_SOUNDS: readonly SoundKey[] = ['effect1', 'effect2'];
