// Every fighter and story enemy has its art in the asset manifest: the playable fighters and the
// enemies as sprite sheets with all nine animations the battle plays, the locked fighters as
// silhouettes, and the portraits and avatars the screens show.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANIMATIONS, firstFrame } from '../../../assets/art/fighters/sheet.ts';
import { ENEMIES, FIGHTERS } from '../../../src/content/index.ts';
import type { Manifest, SpriteSheetAsset } from '../../../src/services/assets/manifestTypes.ts';
import { imageSize } from '../../../tools/assets/imageSize.ts';

const assetsDir = fileURLToPath(new URL('../../../assets', import.meta.url));
const manifest = JSON.parse(readFileSync(join(assetsDir, 'manifest.json'), 'utf8')) as Manifest;

/** The animations FighterView plays, by name. */
const ANIMATION_NAMES = ['idle', 'attackA', 'attackB', 'hurt', 'burn', 'poison', 'buff', 'ko', 'victory'];

const animated = [...FIGHTERS.filter((f) => !f.locked), ...ENEMIES];
const locked = FIGHTERS.filter((f) => f.locked);
/** 'fighter.kidlat' → 'kidlat', 'enemy.tulisan' → 'tulisan'. */
const nameOf = (art: string) => art.slice(art.indexOf('.') + 1);

function sheet(key: string): SpriteSheetAsset {
  const entry = manifest.assets[key];
  expect(entry, `${key} is in the manifest`).toBeDefined();
  expect(entry?.type, `${key} is a sprite sheet`).toBe('spritesheet');
  return entry as SpriteSheetAsset;
}

describe('fighter and enemy art in the manifest', () => {
  it('has every fighter and enemy art key', () => {
    for (const owner of [...FIGHTERS, ...ENEMIES]) {
      expect(manifest.assets[owner.art], `${owner.name}: ${owner.art}`).toBeDefined();
    }
    expect(animated.map((f) => f.art)).toEqual([
      'fighter.kidlat',
      'fighter.alon',
      'enemy.tulisan',
      'enemy.babaylan',
      'enemy.bantay',
    ]);
  });

  it.each(animated.map((f) => [f.art]))('%s is a sprite sheet with all nine animations', (key) => {
    const entry = sheet(key);
    expect(Object.keys(entry.animations).sort()).toEqual([...ANIMATION_NAMES].sort());
    const path = join(assetsDir, entry.file);
    expect(existsSync(path), `${entry.file} exists`).toBe(true);
    const size = imageSize(readFileSync(path));
    expect(size.width % entry.frameWidth).toBe(0);
    expect(size.height % entry.frameHeight).toBe(0);
    const frames = (size.width / entry.frameWidth) * (size.height / entry.frameHeight);
    for (const name of ANIMATION_NAMES) {
      const animation = entry.animations[name];
      expect(animation, `${key}.${name}`).toBeDefined();
      if (!animation) continue;
      expect(animation.start).toBeGreaterThanOrEqual(0);
      expect(animation.end).toBeGreaterThanOrEqual(animation.start);
      expect(animation.end).toBeLessThan(frames);
      expect(animation.frameRate).toBeGreaterThan(0);
    }
  });

  it.each(animated.map((f) => [f.art]))('%s frames are where the painter put them', (key) => {
    const entry = sheet(key);
    for (const painted of ANIMATIONS) {
      const start = firstFrame(painted.name);
      expect(entry.animations[painted.name], `${key}.${painted.name}`).toEqual({
        start,
        end: start + painted.frames - 1,
        frameRate: painted.frameRate,
        repeat: painted.repeat,
      });
    }
  });

  it('loads the sheets with the battle (pack "fighters")', () => {
    expect([...(manifest.packs.fighters ?? [])].sort()).toEqual(animated.map((f) => f.art).sort());
  });

  it('shows the locked fighters as images', () => {
    for (const fighter of locked) expect(manifest.assets[fighter.art]?.type, fighter.art).toBe('image');
  });

  it('has a portrait for every fighter and enemy, and an avatar for every one that fights', () => {
    const keys = [
      ...[...FIGHTERS, ...ENEMIES].map((f) => `portrait.${nameOf(f.art)}`),
      ...animated.map((f) => `avatar.${nameOf(f.art)}`),
      'avatar.shadow',
    ];
    for (const key of keys) {
      const entry = manifest.assets[key];
      expect(entry?.type, key).toBe('image');
      if (entry?.type === 'image') expect(existsSync(join(assetsDir, entry.file)), entry.file).toBe(true);
    }
  });
});
