import { describe, expect, it } from 'vitest';
import { DEFAULT_MODELS, readGroqSettings } from '../../../server/narration/config';
import { buildPrompt, LOCATION_SCENES } from '../../../server/narration/prompts';
import { createRateLimiter } from '../../../server/narration/rateLimit';
import { LOCATION_IDS } from '../../../src/protocol/narration';
import type { NarrationCall } from '../../../src/protocol/narration';

describe('Groq settings', () => {
  it('are off without a key', () => {
    expect(readGroqSettings({})).toBeNull();
    expect(readGroqSettings({ GROQ_API_KEY: '  ' })).toBeNull();
  });

  it('default to current production models and the spec sampling, timeout and retries', () => {
    expect(readGroqSettings({ GROQ_API_KEY: 'gsk_x' })).toEqual({
      apiKey: 'gsk_x',
      models: DEFAULT_MODELS,
      temperature: 1,
      maxCompletionTokens: 1024,
      topP: 1,
      timeoutMs: 60000,
      maxRetries: 2,
    });
    for (const model of Object.values(DEFAULT_MODELS)) expect(model).not.toMatch(/^llama/);
  });

  it('read models, timeout and retries from the environment', () => {
    const settings = readGroqSettings({
      GROQ_API_KEY: 'gsk_x',
      GROQ_MODEL_STORY: 'a',
      GROQ_MODEL_TAUNT: 'b',
      GROQ_MODEL_CHOICE: 'c',
      GROQ_TIMEOUT_MS: '5000',
      GROQ_MAX_RETRIES: '0',
    });
    expect(settings).toMatchObject({
      models: { story: 'a', taunt: 'b', choice: 'c' },
      timeoutMs: 5000,
      maxRetries: 0,
    });
    expect(() => readGroqSettings({ GROQ_API_KEY: 'gsk_x', GROQ_TIMEOUT_MS: 'soon' })).toThrow(
      /GROQ_TIMEOUT_MS/,
    );
  });
});

describe('prompts', () => {
  const calls: NarrationCall[] = [
    { purpose: 'taunt', request: { speaker: 'Alon', opponent: 'Kidlat' } },
    {
      purpose: 'cardChoice',
      request: { fighter: 'Alon', energy: 40, hand: [{ id: 3, name: 'Bagsak', power: 30, mana_cost: 20 }] },
    },
    { purpose: 'background', request: { job: 'Farmer', personalities: ['Brave', 'Honest'] } },
    { purpose: 'intro', request: { heroName: 'Tala', job: 'Farmer' } },
    {
      purpose: 'scenario',
      request: { heroName: 'Tala', location: 'manor', storySoFar: 'The gate creaked.' },
    },
    {
      purpose: 'followUp',
      request: { heroName: 'Tala', location: 'manor', storySoFar: 'The gate creaked.', choice: 'C' },
    },
    {
      purpose: 'aftermath',
      request: { heroName: 'Tala', location: 'woods', enemyName: 'Bandit King', storySoFar: 'A duel.' },
    },
    {
      purpose: 'defeat',
      request: { heroName: 'Tala', location: 'woods', enemyName: 'Bandit King', storySoFar: 'A duel.' },
    },
  ];

  it('carry the hero, the place and the story so far in the user message, instructions in the system message', () => {
    for (const call of calls) {
      const prompt = buildPrompt(call);
      expect(prompt.messages.map((m) => m.role)).toEqual(['system', 'user']);
      const userText = prompt.messages[1]?.content ?? '';
      if ('heroName' in call.request) expect(userText).toContain('Tala');
      if ('storySoFar' in call.request) expect(userText).toContain(call.request.storySoFar);
      if ('location' in call.request) expect(userText).toContain(LOCATION_SCENES[call.request.location]);
    }
  });

  it('use the taunt, choice and story models and ask for the spec shapes', () => {
    expect(calls.map((call) => buildPrompt(call).model)).toEqual([
      'taunt',
      'choice',
      'story',
      'story',
      'story',
      'story',
      'story',
      'story',
    ]);
    const system = (i: number) => buildPrompt(calls[i] as NarrationCall).messages[0]?.content ?? '';
    expect(system(0)).toMatch(/at most six words/);
    expect(buildPrompt(calls[1] as NarrationCall).messages[1]?.content).toContain(
      'Bagsak (id 3, power 30, energy cost 20)',
    );
    expect(system(2)).toMatch(/Name:.*\nOccupation:.*\nAge:.*\nChallenges:.*\nBio:/);
    expect(system(4)).toMatch(/"A\) ".*neutral.*"B\) ".*aggressive.*"C\) ".*neglect/);
    expect(system(6)).toMatch(/hero wins/);
    expect(system(7)).toMatch(/wounded/);
    for (let i = 2; i < calls.length; i += 1) expect(system(i)).toMatch(/Philippines/);
  });

  it('describe every location', () => {
    for (const id of LOCATION_IDS) expect(LOCATION_SCENES[id].length).toBeGreaterThan(5);
  });
});

describe('rate limit', () => {
  it('allows a burst of 20 per player, then refuses until tokens come back', () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 20, refillPerMinute: 20, now: () => now });
    for (let i = 0; i < 20; i += 1) expect(limiter.take('player-1').allowed).toBe(true);
    const refused = limiter.take('player-1');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(3);
    expect(limiter.take('player-2').allowed).toBe(true);
    now += 3000;
    expect(limiter.take('player-1').allowed).toBe(true);
    expect(limiter.take('player-1').allowed).toBe(false);
    now += 60_000;
    for (let i = 0; i < 20; i += 1) expect(limiter.take('player-1').allowed).toBe(true);
  });
});
