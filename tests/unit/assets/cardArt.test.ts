// The card art in the asset manifest: every card has its illustration and dialog background, the
// twelve frames and six icons are there, all of them load with the 'cards' pack, and no two cards
// share a picture.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATIONS } from '../../../assets/art/cards/illustrations/index.ts';
import { CARDS } from '../../../src/content/index.ts';
import type { Manifest } from '../../../src/services/assets/manifestTypes.ts';

const manifest = JSON.parse(readFileSync('assets/manifest.json', 'utf8')) as Manifest;
const cardsPack = new Set(manifest.packs['cards'] ?? []);

function fileOf(key: string): string | undefined {
  const entry = manifest.assets[key];
  return entry && 'file' in entry ? entry.file : undefined;
}

const FRAMES = (['attack', 'defense', 'buff', 'energy'] as const).flatMap((type) =>
  (['common', 'rare', 'special'] as const).map((rarity) => `card.frame.${type}.${rarity}`),
);
const ICONS = [
  'icon.type.attack',
  'icon.type.defense',
  'icon.type.buff',
  'icon.type.energy',
  'icon.burn',
  'icon.poison',
];

describe('card art', () => {
  it('gives every card an illustration and a dialog background in the cards pack', () => {
    for (const card of CARDS)
      for (const key of [card.img, card.modal_bg]) {
        expect(fileOf(key), `${card.name}: ${key}`).toBeDefined();
        expect(cardsPack.has(key), `${key} in pack "cards"`).toBe(true);
      }
  });

  it('has the twelve frames and the six icons in the cards pack', () => {
    for (const key of [...FRAMES, ...ICONS]) {
      expect(fileOf(key), key).toBeDefined();
      expect(cardsPack.has(key), `${key} in pack "cards"`).toBe(true);
    }
  });

  it('points every card key at a file that exists', () => {
    for (const key of cardsPack) {
      const file = fileOf(key);
      expect(file && existsSync(`assets/${file}`), `${key}: assets/${file}`).toBe(true);
    }
  });

  it('has a painter for every card and none for a card that is not in the catalogue', () => {
    const slugs = CARDS.map((card) => card.img.replace(/^card\./, '')).sort();
    expect(Object.keys(ILLUSTRATIONS).sort()).toEqual(slugs);
  });

  it('gives no two cards the same illustration', () => {
    const files = CARDS.map((card) => fileOf(card.img));
    expect(new Set(files).size).toBe(CARDS.length);
    const contents = files.map((file) => readFileSync(`assets/${file}`).toString('base64'));
    expect(new Set(contents).size).toBe(CARDS.length);
  });
});
