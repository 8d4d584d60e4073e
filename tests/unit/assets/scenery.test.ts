import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAP_PIN_IMAGE, MAP_PINS, MAP_SIZE } from '../../../assets/art/scenery/mapPins.ts';
import { PARCHMENT, PARCHMENT_SMALL } from '../../../assets/art/scenery/parchmentSlices.ts';
import { TV_SCREEN, TV_SET } from '../../../assets/art/scenery/tvScreen.ts';
import { LOCATIONS } from '../../../src/content/locations.ts';
import type { Manifest } from '../../../src/services/assets/manifestTypes.ts';
import { imageSize } from '../../../tools/assets/imageSize.ts';

const root = join(import.meta.dirname, '../../..');
const manifest = JSON.parse(readFileSync(join(root, 'assets/manifest.json'), 'utf8')) as Manifest;

/** Every scenery key and the size its painter renders. */
const SIZES: Readonly<Record<string, readonly [number, number]>> = {
  logo: [1200, 560],
  'logo.mark': [512, 512],
  favicon: [64, 64],
  'tv.set': [TV_SET.width, TV_SET.height],
  'frame.parchment': [PARCHMENT.width, PARCHMENT.height],
  'frame.parchment.small': [PARCHMENT_SMALL.width, PARCHMENT_SMALL.height],
  'map.world': [MAP_SIZE.width, MAP_SIZE.height],
  'store.stall': [1920, 1080],
  'jail.board': [1920, 1080],
  'icon.potion': [96, 96],
  'icon.gold': [96, 96],
  'icon.book': [96, 96],
  'icon.chest': [96, 96],
  'icon.cards': [96, 96],
  ...Object.fromEntries(
    LOCATIONS.map((location) => [`map.pin.${location.id}`, [MAP_PIN_IMAGE.width, MAP_PIN_IMAGE.height]]),
  ),
};

function imageFile(key: string): string {
  const entry = manifest.assets[key];
  if (entry?.type !== 'image') throw new Error(`${key} is not an image in the manifest`);
  return entry.file;
}

describe('scenery art', () => {
  it.each(Object.entries(SIZES))('%s is an image in the manifest, painted at its size', (key, [w, h]) => {
    const file = join(root, 'assets', imageFile(key));
    expect(existsSync(file), file).toBe(true);
    expect(imageSize(readFileSync(file))).toEqual({ width: w, height: h });
  });

  it('has a pin image for each of the six locations, and they load with the adventure screens', () => {
    expect(LOCATIONS).toHaveLength(6);
    for (const location of LOCATIONS) {
      expect(manifest.assets[`map.pin.${location.id}`]?.type).toBe('image');
      expect(manifest.packs.scenery).toContain(`map.pin.${location.id}`);
    }
    for (const key of ['map.world', 'store.stall', 'jail.board', 'frame.parchment', 'icon.potion']) {
      expect(manifest.packs.scenery).toContain(key);
    }
  });

  it('places every location on the map, far enough inside that its whole pin shows', () => {
    for (const location of LOCATIONS) {
      const point = MAP_PINS[location.id];
      expect(point, location.id).toBeDefined();
      expect(point.x).toBeGreaterThanOrEqual(MAP_PIN_IMAGE.tipX);
      expect(point.x).toBeLessThanOrEqual(MAP_SIZE.width - (MAP_PIN_IMAGE.width - MAP_PIN_IMAGE.tipX));
      expect(point.y).toBeGreaterThanOrEqual(MAP_PIN_IMAGE.tipY);
      expect(point.y).toBeLessThanOrEqual(MAP_SIZE.height);
    }
    const points = Object.values(MAP_PINS);
    for (const [index, a] of points.entries()) {
      for (const b of points.slice(index + 1)) {
        expect(Math.hypot(a.x - b.x, a.y - b.y), 'pins overlap').toBeGreaterThan(MAP_PIN_IMAGE.width);
      }
    }
  });

  it('puts the logo on the login screen', () => {
    expect(manifest.packs.login).toContain('logo');
  });

  it('keeps the television screen inside the set', () => {
    expect(TV_SCREEN.x + TV_SCREEN.width).toBeLessThan(TV_SET.width);
    expect(TV_SCREEN.y + TV_SCREEN.height).toBeLessThan(TV_SET.height);
  });

  it('frames .parchment with the manifest parchment files and their slices', () => {
    const css = readFileSync(join(root, 'src/ui/styles/parchment.css'), 'utf8');
    expect(css).toContain(`assets/${imageFile('frame.parchment')}`);
    expect(css).toContain(`assets/${imageFile('frame.parchment.small')}`);
    const { top, right } = PARCHMENT.slice;
    expect(css).toContain(`border-image-slice: ${top} ${right} fill`);
    expect(css).toContain(`border-image-slice: ${PARCHMENT_SMALL.slice.top} fill`);
  });
});
