// Every sound the game plays, by key, with the volume the specification gives it (spec 000 §9).
import { CLICK_SOUND_VOLUME, MENU_MUSIC_VOLUME } from '../../engine/constants.ts';
export type SoundKey = 'click' | 'menuMusic';

export interface SoundSpec {
  readonly src: readonly string[];
  readonly volume: number;
  readonly loop: boolean;
  readonly music: boolean;
}

export const SOUNDS: Readonly<Record<SoundKey, SoundSpec>> = {
  click: { src: ['/audio/click.wav'], volume: CLICK_SOUND_VOLUME, loop: false, music: false },
  menuMusic: { src: ['/audio/menu-theme.wav'], volume: MENU_MUSIC_VOLUME, loop: true, music: true },
};
