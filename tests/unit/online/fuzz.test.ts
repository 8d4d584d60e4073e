// The server under arbitrary frames (fuzzFrames.ts) over real sockets, from a player seated in a
// live match and from a connection that has not said hello: whatever arrives, the server answers
// every frame and never fails. "Answers", as the protocol has it: a frame the protocol refuses
// (too large, not JSON, no known type, a field broken; a binary frame) gets one 'error' with the
// refusal's code and nothing else; a message it accepts gets at least one frame back on its own
// connection (its answer, or an 'error' in words). Each frame is sent between two probes whose
// answers carry a ref, so what came back in between is that frame's answer. "Never fails": no
// handler threw (none answered 'server_error', the log is empty), every connection is still open,
// and a new player is served.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { parseClientMessage } from '../../../src/protocol/index.ts';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import { frames } from './fuzzFrames.ts';
import type { Frame } from './fuzzFrames.ts';
import { ManualClock, TestClient, helloClient, roomWithTwo, startMatch, startServer } from './support.ts';

let server: ListeningOnline;
const clients: TestClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

let probes = 0;

/** A message every connection gets an 'error' for at once; returns where that error is in its frames. */
async function probe(client: TestClient): Promise<number> {
  const ref = `fuzz-probe-${++probes}`;
  client.send({ type: 'resync', matchId: 'fuzz-probe', ref });
  await client.takeType('error', (e) => e.ref === ref);
  return client.messages.findIndex((m) => m.type === 'error' && m.ref === ref);
}

/** The frames received in answer to `frame`. */
async function answerTo(client: TestClient, frame: Frame): Promise<string[]> {
  // The room list goes out once per burst of changes, on the server's next turn (this process's):
  // whatever earlier frames had it send arrives before this first probe's answer.
  await new Promise((resolve) => setImmediate(resolve));
  const from = (await probe(client)) + 1;
  client.sendRaw(frame.kind === 'text' ? frame.text : Buffer.from(frame.bytes));
  return client.frames.slice(from, await probe(client));
}

describe('arbitrary frames', () => {
  it('are each answered, and never make the server fail', async () => {
    const logged: string[] = [];
    // No rate or flood limit: refusals in a row are what a fuzzer sends, and the answers are the point.
    server = await startServer({
      clock: new ManualClock(),
      monotonic: () => 0,
      limits: {
        messageBurst: 1e9,
        messagesPerSecond: 1e9,
        floodClose: Number.MAX_SAFE_INTEGER,
        chatPerWindow: 1e9,
      },
      log: (line) => logged.push(line),
    });
    const pair = await roomWithTwo(server.url);
    const matchId = await startMatch(pair);
    const newcomer = await TestClient.open(server.url);
    clients.push(pair.a, pair.b, newcomer);
    const known = { roomId: pair.roomId, matchId, playerKey: pair.a.key as string };

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.boolean(), frames(known)), { minLength: 1, maxLength: 6 }),
        async (sent) => {
          for (const [seated, frame] of sent) {
            const answer = await answerTo(seated ? pair.a : newcomer, frame);
            expect(answer.length, 'an answer').toBeGreaterThan(0);
            const parsed = parseClientMessage(frame.kind === 'text' ? frame.text : null);
            if (!parsed.ok) {
              expect(answer).toHaveLength(1);
              expect(JSON.parse(answer[0] as string)).toMatchObject({ type: 'error', code: parsed.code });
            }
          }
        },
      ),
      { numRuns: 80 },
    );

    const everything = [...pair.a.messages, ...pair.b.messages, ...newcomer.messages];
    expect(everything.filter((m) => m.type === 'error' && m.code === 'server_error')).toEqual([]);
    expect(logged).toEqual([]);
    for (const c of [pair.a, pair.b, newcomer]) expect(c.closedWith).toBeNull();
    const later = await helloClient(server.url, 'Lakan');
    clients.push(later);
    later.send({ type: 'listRooms' });
    await later.takeType('rooms');
  });
});
