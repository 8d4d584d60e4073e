// The volumes of docs/game-design.md §9.9, one per kind of sound. The manifest carries each sound's volume;
// `specVolume` in sounds.ts says which of these a key must carry, and the tests hold them equal.
export const MENU_MUSIC_VOLUME = 0.2;
export const SELECT_MUSIC_VOLUME = 0.2;
export const BATTLE_MUSIC_VOLUME = 0.5;
export const BATTLE_MUSIC_SECOND_LOOP_VOLUME = 0.5;
export const PUNCH_SOUND_VOLUME = 0.7;
export const CARD_SOUND_VOLUME = 1;
export const CHARACTER_SPEECH_VOLUME = 1;
export const CLICK_SOUND_VOLUME = 0.5;
export const OTHER_SOUND_VOLUME = 1;
