// The server-side Groq call against a fake Groq over real HTTP: chunks in order, the spec's
// sampling settings, every error kind, timeouts, aborts and retries.
import { afterEach, describe, expect, it } from 'vitest';
import { readGroqSettings } from '../../../server/narration/config';
import type { GroqSettings } from '../../../server/narration/config';
import { createGroqClient, openGroqNarration } from '../../../server/narration/groqNarration';
import type { NarrationCall } from '../../../src/protocol/narration';
import { closedPort, startFakeGroq } from './fakeGroq';
import type { FakeGroq, FakeReply } from './fakeGroq';

const scenario: NarrationCall = {
  purpose: 'scenario',
  request: { heroName: 'Tala', location: 'river', storySoFar: '' },
};

let fake: FakeGroq | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function settingsFor(baseURL: string, extra: Record<string, string> = {}): GroqSettings {
  const settings = readGroqSettings({
    GROQ_API_KEY: 'gsk_test',
    GROQ_BASE_URL: baseURL,
    GROQ_MAX_RETRIES: '0',
    ...extra,
  });
  if (settings === null) throw new Error('settings expected');
  return settings;
}

async function tell(
  reply: (body: Record<string, unknown>, count: number) => FakeReply,
  extra: Record<string, string> = {},
  signal?: AbortSignal,
) {
  fake = await startFakeGroq(reply);
  const settings = settingsFor(fake.baseURL, extra);
  const chunks: string[] = [];
  for await (const chunk of await openGroqNarration(createGroqClient(settings), settings, scenario, signal))
    chunks.push(chunk);
  return chunks;
}

describe('Groq narration over HTTP', () => {
  it('streams the chunks in order and asks with the spec sampling settings', async () => {
    const chunks = await tell(() => ({
      kind: 'stream',
      chunks: ['Tala ', 'reaches ', 'the river.', '\nA) Talk'],
      gapMs: 5,
    }));
    expect(chunks).toEqual(['Tala ', 'reaches ', 'the river.', '\nA) Talk']);
    expect(fake?.paths).toEqual(['POST /openai/v1/chat/completions']);
    expect(fake?.requests[0]).toMatchObject({
      model: 'openai/gpt-oss-120b',
      stream: true,
      temperature: 1,
      top_p: 1,
      max_completion_tokens: 1024,
      reasoning_effort: 'low',
    });
    const messages = fake?.requests[0]?.messages as Array<{ role: string; content: string }>;
    expect(messages[0]?.role).toBe('system');
    expect(messages[1]?.content).toContain('Tala');
  });

  it('uses the configured models per role', async () => {
    fake = await startFakeGroq(() => ({ kind: 'stream', chunks: ['Witik'] }));
    const settings = settingsFor(fake.baseURL, {
      GROQ_MODEL_CHOICE: 'qwen/qwen3-32b',
      GROQ_MODEL_TAUNT: 'openai/gpt-oss-20b',
    });
    const client = createGroqClient(settings);
    const call: NarrationCall = {
      purpose: 'cardChoice',
      request: { fighter: 'Alon', energy: 20, hand: [{ id: 1, name: 'Witik', power: 5, mana_cost: 5 }] },
    };
    for await (const _ of await openGroqNarration(client, settings, call)) void _;
    for await (const _ of await openGroqNarration(client, settings, {
      purpose: 'taunt',
      request: { speaker: 'Alon', opponent: 'Kidlat' },
    }))
      void _;
    expect(fake.requests.map((r) => r.model)).toEqual(['qwen/qwen3-32b', 'openai/gpt-oss-20b']);
    expect(fake.requests[0]).not.toHaveProperty('reasoning_effort');
  });

  const statuses: Array<[number, string]> = [
    [400, 'bad_request'],
    [401, 'authentication'],
    [403, 'permission_denied'],
    [404, 'not_found'],
    [409, 'conflict'],
    [422, 'unprocessable_entity'],
    [429, 'rate_limit'],
    [500, 'internal_server'],
    [503, 'internal_server'],
  ];
  it.each(statuses)('maps HTTP %i to the %s kind with the provider message', async (status, kind) => {
    await expect(
      tell(() => ({ kind: 'error', status, message: `Groq says ${status}` })),
    ).rejects.toMatchObject({
      kind,
      status,
      providerMessage: `Groq says ${status}`,
    });
  });

  it('reports a refused connection', async () => {
    const port = await closedPort();
    const settings = settingsFor(`http://127.0.0.1:${port}`);
    await expect(openGroqNarration(createGroqClient(settings), settings, scenario)).rejects.toMatchObject({
      kind: 'connection',
    });
  });

  it("reports 'Request timed out.' when Groq stays silent past the timeout", async () => {
    await expect(
      tell(() => ({ kind: 'silence', ms: 1000 }), { GROQ_TIMEOUT_MS: '100' }),
    ).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Request timed out.',
    });
  });

  it("reports 'Request was aborted.' before and during the stream", async () => {
    const early = new AbortController();
    setTimeout(() => early.abort(), 50);
    await expect(tell(() => ({ kind: 'silence', ms: 1000 }), {}, early.signal)).rejects.toMatchObject({
      kind: 'aborted',
      message: 'Request was aborted.',
    });
    await fake?.close();
    const late = new AbortController();
    const seen: string[] = [];
    fake = await startFakeGroq(() => ({ kind: 'stream', chunks: ['one ', 'two ', 'three'], hangAfter: 1 }));
    const settings = settingsFor(fake.baseURL);
    const reading = (async () => {
      for await (const chunk of await openGroqNarration(
        createGroqClient(settings),
        settings,
        scenario,
        late.signal,
      )) {
        seen.push(chunk);
        late.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ kind: 'aborted' });
    expect(seen).toEqual(['one ']);
  });

  it('reports an error event in the middle of the stream after the text so far', async () => {
    const seen: string[] = [];
    fake = await startFakeGroq(() => ({ kind: 'stream', chunks: ['one ', 'two '], failAfter: 1 }));
    const settings = settingsFor(fake.baseURL);
    const reading = (async () => {
      for await (const chunk of await openGroqNarration(createGroqClient(settings), settings, scenario))
        seen.push(chunk);
    })();
    await expect(reading).rejects.toMatchObject({
      kind: 'internal_server',
      providerMessage: 'The model stopped mid-sentence.',
    });
    expect(seen).toEqual(['one ']);
  });

  it('retries a failed call as many times as configured', async () => {
    const chunks = await tell(
      (_body, count) =>
        count < 3 ? { kind: 'error', status: 503, message: 'busy' } : { kind: 'stream', chunks: ['ok'] },
      {
        GROQ_MAX_RETRIES: '2',
      },
    );
    expect(chunks).toEqual(['ok']);
    expect(fake?.requests).toHaveLength(3);
  });
});
