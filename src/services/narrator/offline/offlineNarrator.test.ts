import { describe, expect, it } from 'vitest';
import { LOCATION_IDS } from '../../../protocol/narration';
import type { BattleEndRequest, CardChoiceRequest, ScenarioRequest } from '../../../protocol/narration';
import { abortError } from '../../../protocol/narrationErrors';
import { createOfflineNarrator } from './offlineNarrator';
import { TAUNTS } from './battleWriter';
import { wordCount } from './template';

const scene = (location: ScenarioRequest['location'], storySoFar = ''): ScenarioRequest => ({
  heroName: 'Tala',
  location,
  storySoFar,
});
const battleEnd: BattleEndRequest = {
  heroName: 'Tala',
  location: 'river',
  enemyName: 'the tulisan chief',
  storySoFar: '',
};
const hand: CardChoiceRequest = {
  fighter: 'Alon',
  energy: 40,
  hand: [
    { id: 1, name: 'Bagsak', power: 30, mana_cost: 50 },
    { id: 2, name: 'Abanico', power: 12, mana_cost: 10 },
    { id: 3, name: 'Witik', power: 18, mana_cost: 20 },
  ],
};

/** No template slot left unfilled, nothing undefined, no HTML. */
function expectCleanText(text: string): void {
  expect(text).not.toMatch(/[{}<>]/);
  expect(text).not.toMatch(/undefined|null|NaN|\[object/);
  expect(text).not.toMatch(/ {2}|\s[,.!?]/);
}

function choiceLines(text: string): string[] {
  return text.split('\n').filter((line) => /^[ABC]\) /.test(line));
}

describe('offline storyteller', () => {
  const narrator = createOfflineNarrator({ seed: 42 });

  it('tells a scenario for every location with choices A, B and C in order', async () => {
    for (const location of LOCATION_IDS) {
      const text = await narrator.scenario(scene(location)).text();
      expectCleanText(text);
      const lines = choiceLines(text);
      expect(lines.map((line) => line.slice(0, 2))).toEqual(['A)', 'B)', 'C)']);
      expect(text).toContain('Tala');
    }
  });

  it('tells a follow-up for every choice, again with A, B and C', async () => {
    for (const choice of ['A', 'B', 'C'] as const) {
      const text = await narrator.followUpScenario({ ...scene('village', 'Earlier scene.'), choice }).text();
      expectCleanText(text);
      expect(choiceLines(text).map((line) => line.slice(0, 2))).toEqual(['A)', 'B)', 'C)']);
    }
  });

  it('writes at least 1,000 distinct scenarios per location', async () => {
    for (const location of LOCATION_IDS) {
      const told = new Set<string>();
      for (let seed = 0; seed < 1500; seed += 1) {
        told.add(await createOfflineNarrator({ seed }).scenario(scene(location)).text());
      }
      expect(told.size).toBeGreaterThanOrEqual(1000);
    }
  });

  it('tells the same story for the same seed and context, and another for another seed', async () => {
    const again = createOfflineNarrator({ seed: 42 });
    const other = createOfflineNarrator({ seed: 43 });
    const first = await narrator.scenario(scene('woods')).text();
    expect(await again.scenario(scene('woods')).text()).toBe(first);
    const others = await Promise.all(
      [other, createOfflineNarrator({ seed: 44 })].map((n) => n.scenario(scene('woods')).text()),
    );
    expect(others.some((text) => text !== first)).toBe(true);
    // The story so far and the call's seed are part of the context too.
    const variants = new Set([
      first,
      await narrator.scenario(scene('woods', 'Something happened.')).text(),
      await narrator.scenario(scene('woods'), { seed: 1 }).text(),
      await narrator.scenario(scene('woods'), { seed: 2 }).text(),
    ]);
    expect(variants.size).toBeGreaterThan(1);
  });

  it('keeps taunts to one sentence of at most six words', async () => {
    for (const taunt of TAUNTS) {
      expect(wordCount(taunt)).toBeLessThanOrEqual(6);
      expect(taunt).toMatch(/^[^.!?]+[.!?]$/);
    }
    const seen = new Set<string>();
    for (let seed = 0; seed < 50; seed += 1) {
      const text = await createOfflineNarrator({ seed })
        .taunt({ speaker: 'Alon', opponent: 'Kidlat' })
        .text();
      expect(TAUNTS).toContain(text);
      seen.add(text);
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it('writes a background of about 50 words with every part and a readable name', async () => {
    for (let seed = 0; seed < 40; seed += 1) {
      const stream = createOfflineNarrator({ seed }).characterBackground({
        job: 'Farmer',
        personalities: ['Brave', 'Short-temper'],
      });
      const hero = await stream.hero();
      expectCleanText(hero.text);
      expect(hero.text).toMatch(/^Name: .+\nOccupation: .+\nAge: \d+\nChallenges: .+\nBio: .+$/);
      expect(hero.text).toContain(`Name: ${hero.name}\n`);
      expect(hero.text).toContain('short-tempered');
      expect(wordCount(hero.text)).toBeGreaterThanOrEqual(35);
      expect(wordCount(hero.text)).toBeLessThanOrEqual(70);
    }
  });

  it('keeps a name the player typed', async () => {
    const hero = await narrator.characterBackground({ job: 'Chef', personalities: [], name: 'Lapu' }).hero();
    expect(hero.name).toBe('Lapu');
    expect(hero.text.toLowerCase()).toContain('quiet and watchful');
  });

  it('writes an introduction, an aftermath and a defeat of about 50 words each', async () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const n = createOfflineNarrator({ seed });
      const texts = [
        await n.adventureIntro({ heroName: 'Tala', job: 'Engineer' }).text(),
        await n.victoryAftermath(battleEnd).text(),
        await n.defeatTale(battleEnd).text(),
      ];
      for (const text of texts) {
        expectCleanText(text);
        expect(text).toContain('Tala');
        expect(text).not.toContain('\n');
        expect(wordCount(text)).toBeGreaterThanOrEqual(35);
        expect(wordCount(text)).toBeLessThanOrEqual(70);
      }
    }
  });

  it('names the enemy in the aftermath and tells of wounds in defeat', async () => {
    const victory = await narrator.victoryAftermath(battleEnd).text();
    expect(victory.toLowerCase()).toContain('the tulisan chief');
    const defeats = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((seed) => createOfflineNarrator({ seed }).defeatTale(battleEnd).text()),
    );
    for (const text of defeats) expect(text).toMatch(/wound|bruise|aches|ribs/);
  });

  it('chooses the strongest card it can pay for, or none', async () => {
    expect(await narrator.chooseCard(hand)).toBe(3);
    expect(await narrator.chooseCard({ ...hand, energy: 5 })).toBeNull();
  });

  it('streams in several chunks that add up to the text', async () => {
    const stream = narrator.scenario(scene('manor'));
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(await stream.text());
  });

  it('stops telling when the call is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      narrator.scenario(scene('tribe'), { signal: controller.signal }).text(),
    ).rejects.toMatchObject({
      kind: 'aborted',
      message: abortError().message,
    });
  });
});
