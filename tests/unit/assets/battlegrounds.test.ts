import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GROUND_IDS, PLANS, groundOf } from '../../../assets/art/battlegrounds/plan.ts';
import { LOCATIONS } from '../../../src/content/locations.ts';
import type { Manifest } from '../../../src/services/assets/manifestTypes.ts';

const manifest = JSON.parse(readFileSync('assets/manifest.json', 'utf8')) as Manifest;
const grounds = ['arena', ...LOCATIONS.map((location) => location.id)];
const pack = manifest.packs.battlegrounds ?? [];

describe('battlegrounds', () => {
  it.each(grounds)('%s has a back and a front layer in the manifest and the battlegrounds pack', (id) => {
    for (const key of [`battleground.${id}`, `battleground.${id}.front`]) {
      const entry = manifest.assets[key];
      expect(entry, key).toBeDefined();
      expect(entry?.type, key).toBe('image');
      expect(pack, key).toContain(key);
      if (entry?.type === 'image') expect(existsSync(`assets/${entry.file}`), entry.file).toBe(true);
    }
  });

  it('every location names the back layer of its own ground', () => {
    for (const location of LOCATIONS) expect(location.battleground).toBe(`battleground.${location.id}`);
  });

  it('every ground has a plan with its floor line near three quarters of the height', () => {
    expect([...GROUND_IDS].sort()).toEqual([...grounds].sort());
    for (const id of GROUND_IDS) expect(PLANS[id].floor).toBeGreaterThan(0.65);
    for (const id of GROUND_IDS) expect(PLANS[id].floor).toBeLessThan(0.82);
  });

  it('every overlay the plans use is in the pack', () => {
    const keys = new Set(['battleground.glow', 'battleground.flame']);
    for (const id of GROUND_IDS) {
      for (const plant of PLANS[id].sways) keys.add(plant.key);
      if (PLANS[id].water.length > 0) keys.add('battleground.shimmer');
    }
    for (const key of keys) expect(pack, key).toContain(key);
  });

  it('an unknown place falls back to the arena', () => {
    expect(groundOf('river')).toBe('river');
    expect(groundOf('nowhere')).toBe('arena');
  });
});
