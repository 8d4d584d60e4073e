// The sound facade: the player (howler) is fetched on the first sound, calls made meanwhile play in
// order once it is here, and volumes set before it arrived are applied to it.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as string[]);

vi.mock('./player.ts', () => ({
  setVolumes: (volumes: { master: number }) => calls.push(`volumes ${volumes.master}`),
  playSound: (key: string) => calls.push(`sound ${key}`),
  playMusic: (key: string) => calls.push(`music ${key}`),
  stopMusic: () => calls.push('stop'),
  playAsset: (key: string) => calls.push(`asset ${key}`),
}));

describe('the sounds before and after the player arrives', () => {
  beforeEach(() => {
    vi.resetModules();
    calls.length = 0;
  });

  it('fetches nothing for volumes or a stop before any sound', async () => {
    const audio = await import('./audio.ts');
    audio.setVolumes({ master: 0.3, music: 1, effects: 1, muted: false });
    audio.stopMusic();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toEqual([]);
  });

  it('plays the calls made while it loads in order, after the volumes set before it', async () => {
    const audio = await import('./audio.ts');
    audio.setVolumes({ master: 0.3, music: 1, effects: 1, muted: false });
    audio.playSound('click');
    audio.playMusic('menuMusic');
    audio.stopMusic();
    await audio.loadPlayer();
    await Promise.resolve();
    expect(calls).toEqual(['volumes 0.3', 'sound click', 'music menuMusic', 'stop']);
    audio.playAsset('voice.kidlat');
    expect(calls.at(-1)).toBe('asset voice.kidlat');
  });
});
