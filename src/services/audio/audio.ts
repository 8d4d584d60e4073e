// The game's sounds, as every screen calls them. The player itself (player.ts: howler, the sound
// table and the asset manifest) is fetched on the first sound, not at start-up: browsers keep audio
// locked until the first click or key press anyway, and the login form should not wait for it
// (docs/performance.md). Calls made while it loads are played in order once it is here.
import type { Card } from '../../content/types.ts';
import type { SoundKey } from './sounds.ts';
import type * as PlayerModule from './player.ts';
import type { VolumeSettings } from './player.ts';

export type { AudioState, VolumeSettings } from './player.ts';

type Player = typeof PlayerModule;

let loading: Promise<Player> | null = null;
let player: Player | null = null;
/** The settings' volumes, kept until the player arrives. */
let volumes: VolumeSettings | null = null;

/** The player, fetched once; the volumes set before it arrived are applied first. */
export function loadPlayer(): Promise<Player> {
  loading ??= import('./player.ts').then((loaded) => {
    if (volumes) loaded.setVolumes(volumes);
    player = loaded;
    return loaded;
  });
  return loading;
}

/** Plays through the player now if it is here, otherwise once it has arrived. */
function withPlayer(play: (loaded: Player) => void): void {
  if (player) {
    play(player);
    return;
  }
  loadPlayer().then(play, (error: unknown) => console.warn('The sound player could not load:', error));
}

export function setVolumes(next: VolumeSettings): void {
  volumes = next;
  player?.setVolumes(next);
}

/** Plays the manifest sound under `key` ('sfx.card.strike', 'voice.kidlat', ...). */
export function playAsset(key: string): void {
  withPlayer((loaded) => loaded.playAsset(key));
}

export function playSound(key: SoundKey): void {
  withPlayer((loaded) => loaded.playSound(key));
}

/** The sound of a card being played: the one its content names. */
export function playCardSound(card: Pick<Card, 'sound'>): void {
  withPlayer((loaded) => loaded.playCardSound(card));
}

/** A fighter's or enemy's shout, by art key, voice key or the fighter itself. */
export function playVoice(who: string | { readonly art: string }): void {
  withPlayer((loaded) => loaded.playVoice(who));
}

/** One of the three punch variants, at random. */
export function playPunch(): void {
  withPlayer((loaded) => loaded.playPunch());
}

/** The random effect sound of a card's cinematic. */
export function playCardEffect(): void {
  withPlayer((loaded) => loaded.playCardEffect());
}

/** The end of a battle: the music stops for the victory stinger, or the defeat one. */
export function playBattleEnd(playerLost: boolean): void {
  withPlayer((loaded) => loaded.playBattleEnd(playerLost));
}

/** Starts a music loop, stopping any other (player.ts). */
export function playMusic(key: SoundKey): void {
  withPlayer((loaded) => loaded.playMusic(key));
}

/** Stops the music; nothing plays before the player has arrived, so there is nothing to fetch. */
export function stopMusic(): void {
  if (player) player.stopMusic();
  else if (loading) withPlayer((loaded) => loaded.stopMusic());
}
