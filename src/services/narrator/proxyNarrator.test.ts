// The browser-side narrator against a real local HTTP server that answers like the game's
// narration endpoint (streamed plain text, JSON failures, in-band failure reports).
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNarrator } from './createNarrator';
import { createProxyNarrator } from './proxyNarrator';
import { STREAM_ERROR_MARK } from '../../protocol/narration';

type Reply = (body: unknown, request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

let server: Server | undefined;

async function endpoint(reply: Reply): Promise<string> {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (part: Buffer) => (raw += part.toString('utf8')));
    request.on('end', () => void reply(JSON.parse(raw || 'null'), request, response));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/narrate`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

const scene = { heroName: 'Tala', location: 'river', storySoFar: '' } as const;

describe('proxy narrator', () => {
  it('posts the call and yields the streamed chunks in order', async () => {
    const bodies: unknown[] = [];
    const url = await endpoint(async (body, request, response) => {
      bodies.push({ body, auth: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      for (const part of ['At the river, ', 'Tala waits.', '\nA) Talk']) {
        response.write(part);
        await wait(5);
      }
      response.end();
    });
    const narrator = createProxyNarrator({
      endpoint: url,
      headers: () => ({ Authorization: 'Bearer session' }),
    });
    const chunks: string[] = [];
    for await (const chunk of narrator.scenario(scene)) chunks.push(chunk);
    expect(chunks.join('')).toBe('At the river, Tala waits.\nA) Talk');
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(bodies).toEqual([{ body: { purpose: 'scenario', request: scene }, auth: 'Bearer session' }]);
  });

  it('turns a JSON failure into its kind and message', async () => {
    const url = await endpoint((_body, _request, response) => {
      response.writeHead(429, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { kind: 'rate_limit', message: 'Too fast', providerMessage: 'Too fast' } }),
      );
    });
    await expect(
      createProxyNarrator({ endpoint: url }).adventureIntro({ heroName: 'Tala', job: 'Chef' }).text(),
    ).rejects.toMatchObject({
      kind: 'rate_limit',
      status: 429,
      providerMessage: 'Too fast',
    });
  });

  it('reads a failure reported half-way through the text', async () => {
    const url = await endpoint((_body, _request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(
        `Once upon${STREAM_ERROR_MARK}${JSON.stringify({ error: { kind: 'internal_server', message: 'Upstream failed' } })}`,
      );
    });
    const chunks: string[] = [];
    const reading = (async () => {
      for await (const chunk of createProxyNarrator({ endpoint: url }).scenario(scene)) chunks.push(chunk);
    })();
    await expect(reading).rejects.toMatchObject({ kind: 'internal_server', message: 'Upstream failed' });
    expect(chunks.join('')).toBe('Once upon');
  });

  it('tells connection errors, timeouts and aborts apart', async () => {
    const url = await endpoint(async (_body, _request, response) => {
      await wait(400);
      response.end('late');
    });
    await expect(
      createProxyNarrator({ endpoint: url, idleTimeoutMs: 50 }).scenario(scene).text(),
    ).rejects.toMatchObject({
      kind: 'timeout',
      message: 'Request timed out.',
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    await expect(
      createProxyNarrator({ endpoint: url }).scenario(scene, { signal: controller.signal }).text(),
    ).rejects.toMatchObject({
      kind: 'aborted',
      message: 'Request was aborted.',
    });
    await expect(
      createProxyNarrator({ endpoint: 'http://127.0.0.1:9/api/narrate' }).scenario(scene).text(),
    ).rejects.toMatchObject({
      kind: 'connection',
    });
  });

  it('validates card choices and taunts from the reply', async () => {
    const replies = [
      'I will use **Witik** now.',
      'Bagsak!',
      '"You are slow as a tired old carabao today." Then he spits.',
    ];
    const url = await endpoint((_body, _request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(replies.shift());
    });
    const narrator = createProxyNarrator({ endpoint: url });
    const hand = { fighter: 'Alon', energy: 30, hand: [{ id: 4, name: 'Witik', power: 9, mana_cost: 5 }] };
    expect(await narrator.chooseCard(hand)).toBe(4);
    expect(await narrator.chooseCard(hand)).toBeNull();
    expect(await narrator.taunt({ speaker: 'Alon', opponent: 'Kidlat' }).text()).toBe(
      'You are slow as a tired!',
    );
  });

  it('reads the hero name, or keeps the default name', async () => {
    const replies = [
      'Name: Amihan\nOccupation: Chef\nAge: 30\nChallenges: Debt.\nBio: Cooks.',
      'A hero with no name line.',
    ];
    const url = await endpoint((_body, _request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(replies.shift());
    });
    const narrator = createProxyNarrator({ endpoint: url });
    expect((await narrator.characterBackground({ job: 'Chef', personalities: [] }).hero()).name).toBe(
      'Amihan',
    );
    expect((await narrator.characterBackground({ job: 'Chef', personalities: [] }).hero()).name).toBe(
      'Kidlat',
    );
  });

  it('createNarrator: offline without an endpoint, proxy with offline fallback with one', async () => {
    const url = await endpoint((_body, _request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { kind: 'internal_server', message: 'An error occurred while generating the scenario.' },
        }),
      );
    });
    const onStoryError = vi.fn();
    const offlineText = await createNarrator({ seed: 3 }).scenario(scene).text();
    const text = await createNarrator({ seed: 3, narrateUrl: url, onStoryError }).scenario(scene).text();
    expect(text).toBe(offlineText);
    expect(onStoryError).toHaveBeenCalledWith({
      kind: 'internal_server',
      message: 'An error occurred while generating the scenario.',
      status: 500,
    });
    expect(await createNarrator({ narrateUrl: '  ' }).taunt({ speaker: 'A', opponent: 'B' }).text()).toMatch(
      /[.!?]$/,
    );
  });
});
