// Player B records every frame the server sends during a whole match (lobby, picks, every view,
// the end) and none of it reveals A's hand, the battle's seed, its generator or A's player key.
// Checked against every state the match went through (rebuilt from the server's log), with the
// authority's own leak scanner.
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchState } from '../../../src/engine/match/index.ts';
import { findLeaks, secretsFor } from '../../../src/engine/match/testing.ts';
import type { ListeningOnline } from '../../../server/gameServer/listen.ts';
import {
  ManualClock,
  everyMatchState,
  helloClient,
  playOut,
  roomWithTwo,
  startMatch,
  startServer,
} from './support.ts';
import type { TestClient } from './support.ts';

let server: ListeningOnline;
const clients: TestClient[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.close();
});

describe('what player B receives', () => {
  for (const seed of [1, 2, 3]) {
    it(`never holds A's hand, the seed, the generator or A's key (game ${seed})`, async () => {
      server = await startServer({ clock: new ManualClock() });
      const p = await roomWithTwo(server.url);
      clients.push(p.a, p.b);
      p.a.send({ type: 'chat', roomId: p.roomId, text: 'Handa ka na?' });
      await p.b.takeType('chatMessage');
      const matchId = await startMatch(p, seed === 2 ? [2, 1] : [1, 2]);
      // Halfway, B's connection drops and B comes back (a full view), then resyncs at the end.
      await playOut(p, matchId, { seed, maxMoves: 6 });
      await p.b.drop();
      const b2 = await helloClient(server.url, 'Jose', p.b.key as string);
      clients.push(b2);
      await b2.takeType('matchView', (m) => m.view.logFrom === 0);
      const end = await playOut({ ...p, b: b2 }, matchId, { seed });
      b2.send({ type: 'resync', matchId });
      await b2.takeType('matchView', (m) => m.view.logFrom === 0 && m.view.status !== 'live');
      expect(end.a.status).toBe('finished');

      const match = server.online.state.matches.get(matchId) as MatchState;
      const states = everyMatchState(match);
      expect(states.at(-1)?.battle).toEqual(match.battle);
      const keyA = p.a.key as string;
      const bFrames = [...p.b.frames, ...b2.frames];
      const frames = bFrames.map((f) => JSON.parse(f) as Record<string, unknown>);
      // The scanner reads a view from its root (where the player's own hand is allowed): a
      // matchView frame is scanned as its envelope and its view.
      const parts = frames.flatMap((f) => (f.type === 'matchView' ? [{ ...f, view: null }, f.view] : [f]));
      expect(frames.length).toBeGreaterThan(end.moves);
      const leaks: string[] = [];
      for (const state of states) {
        const secrets = { ...secretsFor(state, 1), keys: [keyA] };
        for (const [i, part] of parts.entries())
          for (const leak of findLeaks(part, secrets)) leaks.push(`part ${i}: ${leak}`);
      }
      expect(leaks).toEqual([]);
      // And, plainly: no frame names the seed or A's key anywhere, even inside text.
      const all = bFrames.join('\n');
      expect(all).not.toContain(String(match.battle.seed));
      expect(all).not.toContain(keyA);
      expect(all).not.toMatch(/"(seed|rng|seats)"/);
      // A's cards drawn never appear in B's log entries by id.
      const bLogs = frames.flatMap((f) =>
        typeof f === 'object' && f !== null && (f as { type?: string }).type === 'matchView'
          ? ((f as { view: { log: { events: { type: string; side?: number; cardId?: number }[] }[] } }).view
              .log ?? [])
          : [],
      );
      const foeDraws = bLogs.flatMap((e) =>
        e.events.filter((ev) => ev.type === 'cardDrawn' && ev.side === 0),
      );
      expect(foeDraws.length).toBeGreaterThan(0);
      expect(foeDraws.every((ev) => ev.cardId === undefined)).toBe(true);
    });
  }
});
