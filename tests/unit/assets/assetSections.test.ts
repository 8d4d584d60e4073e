// The parts of the asset manifest the login form's path imports (tools/vite/assetSections.ts): made
// from the manifest itself, so they hold exactly its entries and resolve every file they name to
// the same URL as the whole manifest does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as logoArt from 'virtual:asset-section?keys=logo,logo.mark';
import * as soundAssets from 'virtual:asset-section?type=audio';
import { sectionEntries, sectionModule } from '../../../tools/vite/assetSections.ts';
import { assetUrl, imageUrl } from '../../../src/services/assets/manifest.ts';
import type { Manifest } from '../../../src/services/assets/manifestTypes.ts';
import { sectionImageUrl } from '../../../src/services/assets/section.ts';

const manifest = JSON.parse(readFileSync('assets/manifest.json', 'utf8')) as Manifest;

describe('a section chosen by type', () => {
  it('holds every audio entry of the manifest and nothing else', () => {
    const audio = Object.entries(manifest.assets).filter(([, entry]) => entry.type === 'audio');
    expect(audio.length).toBeGreaterThan(20);
    expect(soundAssets.ENTRIES).toEqual(Object.fromEntries(audio));
  });

  it('gives each of their files the URL the whole manifest gives it', () => {
    const files = Object.values(soundAssets.ENTRIES).flatMap((entry) =>
      entry.type === 'audio' ? entry.files : [],
    );
    expect(Object.keys(soundAssets.URLS).sort()).toEqual([...new Set(files)].sort());
    for (const file of files) expect(soundAssets.URLS[file]).toBe(assetUrl(file));
  });
});

describe('a section chosen by keys', () => {
  it('holds the named entries, with their pictures at the manifest’s URLs', () => {
    expect(Object.keys(logoArt.ENTRIES)).toEqual(['logo', 'logo.mark']);
    expect(sectionImageUrl(logoArt, 'logo')).toBe(imageUrl('logo'));
    expect(sectionImageUrl(logoArt, 'logo.mark')).toBe(imageUrl('logo.mark'));
  });

  it('refuses a key the section does not hold, or one that is not a picture', () => {
    expect(() => sectionImageUrl(logoArt, 'title')).toThrow('"title" is not an image');
    expect(() => sectionImageUrl(soundAssets, 'sfx.click')).toThrow('"sfx.click" is not an image');
  });

  it('names a key missing from the manifest', () => {
    expect(() => sectionEntries(manifest.assets, 'keys=logo,no.such.key')).toThrow(
      'No asset with the key "no.such.key"',
    );
  });
});

describe('a section’s query and module', () => {
  it('names a type or keys, never both or neither', () => {
    expect(() => sectionEntries(manifest.assets, 'type=audio&keys=logo')).toThrow('not both');
    expect(() => sectionEntries(manifest.assets, '')).toThrow('not both');
  });

  it('imports a file two entries share once', () => {
    const code = sectionModule({
      a: { type: 'image', file: 'art/x.webp' },
      b: { type: 'audio', files: ['audio/y.ogg', 'audio/y.mp3'], volume: 1, loop: false },
      c: { type: 'image', file: 'art/x.webp' },
    });
    expect(code.match(/^import /gm)).toHaveLength(3);
    expect(code).toContain('import u0 from "/assets/art/x.webp?url";');
    expect(code).toContain('export const URLS = { "art/x.webp": u0, "audio/y.ogg": u1, "audio/y.mp3": u2 };');
  });
});
