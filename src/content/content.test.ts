import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CARD_FIELDS as SCHEMA_CARD_FIELDS,
  CardSchema,
  ENEMY_FIELDS,
  EnemySchema,
  FIGHTER_FIELDS,
  FighterSchema,
} from './schema.ts';
import {
  CARDS,
  CARD_BY_ID,
  ENEMIES,
  ENERGY_CHARGE_CARD_ID,
  FIGHTERS,
  JOBS,
  LOCATIONS,
  PERSONALITIES,
  STARTER_CARD_ID,
  cardRulesText,
  getCard,
} from './index.ts';

const CARD_FIELDS = [
  'id',
  'name',
  'description',
  'type',
  'rarity',
  'power',
  'mana_cost',
  'draw_chance',
  'is_burn',
  'is_poison',
  'is_def_debuff',
  'is_agil_debuff',
  'is_def_amp',
  'is_agil_amp',
  'is_crit_amp',
  'is_mana',
  'is_stunned',
  'turn_count',
  'turns',
  'img',
  'modal_bg',
  'video_src',
  'video_modal',
  'sound',
] as const;

describe('card catalogue', () => {
  it('has at least 40 cards with unique ids and names', () => {
    expect(CARDS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(CARDS.length);
    expect(new Set(CARDS.map((c) => c.name)).size).toBe(CARDS.length);
  });

  it.each(CARDS.map((c) => [c.id, c.name, c] as const))(
    'card %i %s has every field in range and matching text',
    (_id, _name, c) => {
      for (const f of CARD_FIELDS) expect(c, f).toHaveProperty(f);
      expect(Object.keys(c).sort()).toEqual([...CARD_FIELDS].sort());
      expect(['attack', 'buff', 'defense', 'energy']).toContain(c.type);
      expect(['common', 'rare', 'special']).toContain(c.rarity);
      for (const f of [
        'power',
        'mana_cost',
        'draw_chance',
        'is_burn',
        'is_poison',
        'is_def_debuff',
        'is_agil_debuff',
        'is_def_amp',
        'is_agil_amp',
        'is_crit_amp',
        'is_mana',
        'turn_count',
        'turns',
      ] as const) {
        expect(Number.isInteger(c[f]), f).toBe(true);
        expect(c[f], f).toBeGreaterThanOrEqual(0);
      }
      expect(c.power).toBeLessThanOrEqual(50);
      expect(c.mana_cost).toBeLessThanOrEqual(100);
      expect(c.draw_chance).toBeLessThanOrEqual(100);
      if (c.id !== ENERGY_CHARGE_CARD_ID) expect(c.draw_chance).toBeGreaterThanOrEqual(10);
      if (c.type === 'attack') expect(c.power).toBeGreaterThan(0);
      else expect(c.power).toBe(0);
      const targetEffect = c.is_burn + c.is_poison + c.is_def_debuff + c.is_agil_debuff > 0;
      expect(c.turn_count > 0).toBe(targetEffect);
      const buff = c.is_def_amp + c.is_agil_amp + c.is_crit_amp > 0;
      expect(c.turns > 0).toBe(buff);
      if (c.type === 'defense') expect(c.is_def_amp).toBeGreaterThan(0);
      if (c.type === 'energy') expect(c.is_mana).toBeGreaterThan(0);
      if (c.type === 'buff') expect(buff).toBe(true);
      expect(c.description.endsWith(cardRulesText(c))).toBe(true);
      expect(c.description.length).toBeGreaterThan(cardRulesText(c).length + 10);
      expect(c.img).toMatch(/^card\./);
      expect(c.modal_bg).toMatch(/^card\..+\.bg$/);
      expect(c.sound).toMatch(/^sfx\./);
      expect(c.video_src === null).toBe(c.video_modal === null);
      expect(Object.isFrozen(c)).toBe(true);
    },
  );

  it('card 91 is the energy charge: an energy card that only restores energy', () => {
    const c = getCard(ENERGY_CHARGE_CARD_ID);
    expect(c.type).toBe('energy');
    expect(c.mana_cost).toBe(0);
    expect(c.is_mana).toBeGreaterThan(0);
    expect(c.draw_chance).toBe(0);
  });

  it('card 73 is the starter: a common attack', () => {
    const c = getCard(STARTER_CARD_ID);
    expect(c.type).toBe('attack');
    expect(c.rarity).toBe('common');
  });

  it('descriptions state the numbers (examples)', () => {
    expect(getCard(69).description).toContain('Poisons the foe for 6 HP each turn for 3 turns.');
    expect(getCard(88).description).toContain('Raises your defense by 20 for 3 turns.');
    expect(getCard(91).description).toContain('Restores 30 energy.');
  });

  it('has cards of every type and rarity, and every effect', () => {
    for (const t of ['attack', 'buff', 'defense', 'energy'])
      expect(CARDS.some((c) => c.type === t)).toBe(true);
    for (const r of ['common', 'rare', 'special']) expect(CARDS.some((c) => c.rarity === r)).toBe(true);
    for (const f of [
      'is_burn',
      'is_poison',
      'is_def_debuff',
      'is_agil_debuff',
      'is_def_amp',
      'is_agil_amp',
      'is_crit_amp',
      'is_mana',
    ] as const) {
      expect(
        CARDS.some((c) => c[f] > 0),
        f,
      ).toBe(true);
    }
    expect(CARDS.some((c) => c.is_stunned)).toBe(true);
    expect(CARD_BY_ID.size).toBe(CARDS.length);
  });

  it('getCard throws on unknown ids', () => {
    expect(() => getCard(9999)).toThrow();
  });
});

describe('fighters, enemies, jobs, personalities, locations', () => {
  it('fighters 1 Kidlat and 2 Alon have the spec start stats; 3 and 4 are locked', () => {
    const [k, a, f3, f4] = FIGHTERS;
    expect(k).toMatchObject({
      id: 1,
      name: 'Kidlat',
      health: 100,
      mana: 100,
      agility: 10,
      defense: 0,
      critical_rate: 30,
      locked: false,
    });
    expect(a).toMatchObject({
      id: 2,
      name: 'Alon',
      health: 100,
      mana: 100,
      agility: 30,
      defense: 0,
      critical_rate: 10,
      locked: false,
    });
    expect(k?.lore).toMatch(/lightning/);
    expect(a?.lore).toMatch(/wave/);
    expect(f3).toMatchObject({ id: 3, locked: true });
    expect(f4).toMatchObject({ id: 4, locked: true });
    for (const f of FIGHTERS) expect(f.tagline.length).toBeGreaterThan(0);
  });

  it('enemies 4-6 have the reset stats of docs/game-design.md §9.16', () => {
    const stats = ENEMIES.map((e) => [e.id, e.health, e.mana, e.agility, e.defense, e.critical_rate]);
    expect(stats).toEqual([
      [4, 60, 60, 5, 0, 5],
      [5, 40, 100, 20, 0, 5],
      [6, 50, 50, 10, 50, 5],
    ]);
    for (const e of ENEMIES) expect(e.name.length && e.description.length).toBeTruthy();
  });

  it('the nine jobs have their trait tables', () => {
    expect(JOBS.map((j) => j.name)).toEqual([
      'Soldier',
      'Warrior',
      'Musician',
      'Burglar',
      'Farmer',
      'Royalty',
      'Assassin',
      'Engineer',
      'Chef',
    ]);
    const warrior = JOBS.find((j) => j.name === 'Warrior');
    expect(warrior?.traits).toEqual({
      strength: 86,
      wisdom: 20,
      dexterity: 60,
      charisma: 10,
      constitution: 75,
      intelligence: 20,
    });
    const royalty = JOBS.find((j) => j.name === 'Royalty');
    expect(royalty?.traits).toEqual({
      strength: 26,
      wisdom: 70,
      dexterity: 30,
      charisma: 90,
      constitution: 40,
      intelligence: 63,
    });
  });

  it('the 24 personalities have four modifiers each, as listed', () => {
    expect(PERSONALITIES).toHaveLength(24);
    for (const p of PERSONALITIES) expect(Object.keys(p.modifiers)).toHaveLength(4);
    expect(PERSONALITIES.find((p) => p.name === 'Brave')?.modifiers).toEqual({
      strength: 20,
      constitution: 10,
      wisdom: 5,
      dexterity: -5,
    });
    expect(PERSONALITIES.find((p) => p.name === 'Lazy')?.modifiers).toEqual({
      constitution: -20,
      strength: -10,
      dexterity: -5,
      intelligence: 20,
    });
    expect(PERSONALITIES.find((p) => p.name === 'Self-sufficient')?.modifiers).toEqual({
      constitution: 20,
      wisdom: 10,
      strength: 5,
      intelligence: -5,
    });
  });

  it('the six locations have battlegrounds', () => {
    expect(LOCATIONS.map((l) => l.id)).toEqual(['tribe', 'remnants', 'village', 'manor', 'river', 'woods']);
    for (const l of LOCATIONS) expect(l.battleground).toBe(`battleground.${l.id}`);
  });

  it('everything is frozen', () => {
    for (const list of [CARDS, FIGHTERS, ENEMIES, JOBS, PERSONALITIES, LOCATIONS])
      expect(Object.isFrozen(list)).toBe(true);
  });
});

describe('every catalogue record has the shape of its one schema', () => {
  it('cards, fighters and enemies parse with their schemas and hold no field beside them', () => {
    const sets = [
      [CARDS, CardSchema, SCHEMA_CARD_FIELDS],
      [FIGHTERS, FighterSchema, FIGHTER_FIELDS],
      [ENEMIES, EnemySchema, ENEMY_FIELDS],
    ] as const;
    for (const [records, schema, fields] of sets) {
      for (const record of records) {
        const parsed = v.safeParse(schema, record);
        expect(parsed.issues?.map((issue) => issue.message) ?? [], JSON.stringify(record)).toEqual([]);
        expect(Object.keys(record).sort()).toEqual([...fields].sort());
      }
    }
  });
});
