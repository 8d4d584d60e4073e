import { describe, expect, it } from 'vitest';
import { CARDS, ENEMIES, FIGHTERS } from '../../content/index.ts';
import { MANIFEST, isAudio } from '../assets/manifest.ts';
import { SOUND_KEYS, effectKeys, soundSpec, specVolume, voiceKeyOf, type SoundKey } from './sounds.ts';

const audioKeys = Object.entries(MANIFEST.assets)
  .filter(([, entry]) => isAudio(entry))
  .map(([key]) => key);

/** The sounds the game is built around; each must be in the manifest. */
const REQUIRED = [
  'music.menu',
  'music.select',
  'music.battle1',
  'music.battle2',
  'music.adventure',
  'music.village',
  'sfx.sting.battleStart',
  'sfx.sting.victory',
  'sfx.sting.defeat',
  'sfx.sting.notify',
  'sfx.punch1',
  'sfx.punch2',
  'sfx.punch3',
  'sfx.acid',
  'sfx.flame',
  'sfx.lightning',
  'sfx.click',
  'sfx.cardFlip',
  'sfx.card.strike',
  'sfx.card.buff',
  'sfx.card.guard',
  'sfx.card.energy',
  'voice.kidlat',
  'voice.alon',
  'voice.tulisan',
  'voice.babaylan',
  'voice.bantay',
];

describe('the game’s sounds in the manifest', () => {
  it('has every sound the game is built around', () => {
    for (const key of REQUIRED) expect(audioKeys, key).toContain(key);
  });

  it('resolves every short sound name to a manifest sound with loadable files', () => {
    for (const [name, key] of Object.entries(SOUND_KEYS)) {
      const spec = soundSpec(key);
      expect(spec.src.length, name).toBeGreaterThan(0);
      for (const url of spec.src) expect(url, name).toMatch(/\.(ogg|mp3)(\?|$)|^data:audio\//);
    }
  });

  it('lists Ogg first and MP3 as the fallback, formats named for howler', () => {
    for (const key of audioKeys) {
      const spec = soundSpec(key);
      expect(spec.format, key).toEqual(['ogg', 'mp3']);
    }
  });

  it('gives every sound the specification’s volume', () => {
    for (const key of audioKeys) expect(soundSpec(key).volume, key).toBe(specVolume(key));
    expect(soundSpec(SOUND_KEYS.menuMusic).volume).toBe(0.2);
    expect(soundSpec(SOUND_KEYS.battleMusic).volume).toBe(0.5);
    expect(soundSpec(SOUND_KEYS.punch1).volume).toBe(0.7);
    expect(soundSpec(SOUND_KEYS.click).volume).toBe(0.5);
    expect(soundSpec(SOUND_KEYS.barkKidlat).volume).toBe(1);
  });

  it('loops only music, each over a seamless region a whole number of 1.28 s blocks long', () => {
    for (const key of audioKeys) {
      const spec = soundSpec(key);
      expect(spec.loop, key).toBe(spec.music);
      if (!spec.loop) continue;
      const region = spec.loopRegion;
      expect(region, key).not.toBeNull();
      if (!region) continue;
      const [start, duration] = region;
      expect(start, key).toBeGreaterThan(0);
      expect(duration / 1000, key).toBeGreaterThanOrEqual(15);
      expect(duration / 1000, key).toBeLessThanOrEqual(30);
      expect(duration % 1280, key).toBe(0);
    }
  });

  it('has the sound every card names', () => {
    for (const card of CARDS) expect(audioKeys, `card ${card.id}`).toContain(card.sound);
  });

  it('has a voice for every playable fighter and every enemy', () => {
    for (const fighter of FIGHTERS.filter((f) => !f.locked))
      expect(voiceKeyOf(fighter.art), fighter.name).toBe(`voice.${fighter.art.split('.')[1]}`);
    for (const enemy of ENEMIES) expect(voiceKeyOf(enemy.art), enemy.name).not.toBeNull();
    expect(voiceKeyOf('fighter.bagyo')).toBeNull();
    expect(voiceKeyOf('voice.alon')).toBe('voice.alon');
  });

  it('counts stingers and voices among the effects, never music', () => {
    const effects = effectKeys();
    expect(effects).toContain('sfx.sting.victory');
    expect(effects).toContain('voice.bantay');
    expect(effects.some((key) => key.startsWith('music.'))).toBe(false);
  });

  it('keeps the short names the game has always used', () => {
    const names: SoundKey[] = ['click', 'menuMusic', 'battleMusicTension', 'burn', 'poison', 'victory'];
    for (const name of names) expect(SOUND_KEYS[name]).toBeTruthy();
  });
});
