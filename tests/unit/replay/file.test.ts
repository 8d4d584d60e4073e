import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentVersion, fnv1a } from '../../../src/engine/replay/contentVersion.ts';
import { REPLAY_FORMAT, readReplayFile, replayFileText } from '../../../src/engine/replay/file.ts';
import type { ReplayFile } from '../../../src/engine/replay/file.ts';
import { replayFile, replayFileName } from '../../../src/state/replay/file.ts';
import { buildReplay, finalState, resultOf } from '../../../src/engine/replay/replay.ts';
import type { Replay } from '../../../src/engine/replay/replay.ts';
import { planOf, playedActions } from './battles.ts';

function replayOf(mode: 'versus_computer' | 'local_two_player' | 'adventure', seed: number): Replay {
  const plan = planOf(mode, seed);
  const built = buildReplay(plan, playedActions(plan, seed + 1));
  if (!built.ok) throw new Error(built.reason);
  return built.replay;
}

const exported = (replay: Replay): ReplayFile =>
  replayFile(replay, { playedAt: '2025-11-25T10:00:00.000Z', now: new Date('2025-11-26T09:00:00.000Z') });

/** The file's JSON changed by `edit`, as text again. */
function edited(file: ReplayFile, edit: (data: ReplayFile) => void): string {
  const data = JSON.parse(replayFileText(file)) as ReplayFile;
  edit(data);
  return JSON.stringify(data);
}

function refusal(text: string): string {
  const opened = readReplayFile(text);
  if (opened.ok) throw new Error('expected a refusal');
  return opened.message;
}

describe('replay files', () => {
  it('round-trip every mode: the file opens to the same battle, move for move', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('versus_computer' as const, 'local_two_player' as const, 'adventure' as const),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        (mode, seed) => {
          const replay = replayOf(mode, seed);
          const file = exported(replay);
          expect(file).toMatchObject({ format: REPLAY_FORMAT, version: 1, content: contentVersion() });
          const opened = readReplayFile(replayFileText(file));
          if (!opened.ok) throw new Error(opened.message);
          expect(opened.replay.plan).toEqual(replay.plan);
          expect(finalState(opened.replay)).toEqual(finalState(replay));
          expect(opened.winner).toBe(resultOf(replay).winner);
          expect(opened.playedAt).toBe('2025-11-25T10:00:00.000Z');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('records what the list and the viewer show: winner, both healths, turns', () => {
    const replay = replayOf('versus_computer', 3);
    const { result } = exported(replay).battle;
    const end = finalState(replay);
    expect(result).toEqual({
      winner: end.winner,
      health: [end.sides[0].health, end.sides[1].health],
      turns: end.turn,
      ending: 'knockout',
    });
    expect(end.winner).not.toBeNull();
    expect(replayFileName(replay, '2025-11-25T10:00:00.000Z')).toMatch(
      /^sinawali-replay-2025-11-25-(kidlat-vs-alon|alon-vs-kidlat)\.json$/,
    );
  });

  it('refuses what is not a replay, with a reason', () => {
    expect(refusal('hello')).toBe('This file is not a Sinawali Showdown replay: it is not JSON.');
    expect(refusal('{"format":"something-else","version":1}')).toBe(
      'This file is not a Sinawali Showdown replay.',
    );
    expect(refusal('[1,2,3]')).toBe('This file is not a Sinawali Showdown replay.');
    expect(refusal(' '.repeat(1_000_001))).toBe('This file is too large to be a replay.');
  });

  it('refuses a file from an unknown format version', () => {
    const file = exported(replayOf('local_two_player', 9));
    expect(refusal(edited(file, (data) => ((data as { version: number }).version = 2)))).toBe(
      'This replay file is in version 2 of the replay format; this game reads version 1. A newer version of the game may open it.',
    );
  });

  it('refuses a damaged file and says where', () => {
    const file = exported(replayOf('versus_computer', 11));
    const message = refusal(
      edited(file, (data) => ((data.battle.actions[0] as unknown as { side: number }).side = 7)),
    );
    expect(message).toMatch(/^This replay file is damaged at battle\.actions\[0\]/);
    expect(
      refusal(edited(file, (data) => ((data.battle as { plan: unknown }).plan = { mode: 'arcade' }))),
    ).toBe('This replay file is damaged: its battle setup cannot be read.');
  });

  it('refuses a replay played under other card rules', () => {
    const file = exported(replayOf('adventure', 5));
    expect(refusal(edited(file, (data) => (data.content = 'c00000000')))).toBe(
      `This replay was played under other card rules (content c00000000; this game has ${contentVersion()}), so it cannot be replayed exactly.`,
    );
  });

  it('refuses a tampered file: a move that is not possible, or moves that end otherwise', () => {
    const replay = replayOf('versus_computer', 21);
    const file = exported(replay);
    // A card the side does not hold at that moment.
    const first = replay.moves[0];
    if (!first) throw new Error('no moves');
    const held = new Set(first.before.sides[first.action.side].hand);
    const stranger = [60, 61, 62, 63, 64, 65, 66, 67, 68, 69].find((id) => !held.has(id)) ?? 60;
    const message = refusal(
      edited(file, (data) => {
        data.battle.actions[0] = { type: 'playCard', side: first.action.side, cardId: stranger };
      }),
    );
    expect(message).toMatch(
      /^This replay does not play out from its seed: move 1 \((Kidlat|Alon) plays [^)]+\) is not possible there\. The file has been changed\.$/,
    );
    // A different seed: the same moves no longer fit, or end elsewhere.
    expect(refusal(edited(file, (data) => ((data.battle.plan as { seed: number }).seed += 1)))).toMatch(
      /^This replay does not play out from its seed/,
    );
    // A result the moves do not reach.
    expect(
      refusal(edited(file, (data) => (data.battle.result = { ...data.battle.result, health: [100, 100] }))),
    ).toBe(
      'This replay does not play out from its seed: its moves do not end the way the file says. The file has been changed.',
    );
    // A move dropped from the end.
    expect(refusal(edited(file, (data) => data.battle.actions.pop()))).toMatch(
      /^This replay does not play out/,
    );
  });

  it('names the content by the numbers the rules read', () => {
    expect(contentVersion()).toMatch(/^c[0-9a-f]{8}$/);
    expect(contentVersion()).toBe(contentVersion());
    expect(fnv1a('')).toBe('811c9dc5');
    expect(fnv1a('a')).toBe('e40c292c');
  });
});
