// The heartbeat pings every connection once per period, in slices spread over it, never all at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_SLICES, startHeartbeat } from '../../../server/gameServer/heartbeat.ts';

const PERIOD_MS = 15_000;

function connectionsOf(count: number) {
  const beats = new Map<number, number>();
  const set = new Set(
    Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      heartbeat: () => beats.set(index + 1, (beats.get(index + 1) ?? 0) + 1),
    })),
  );
  return { set, beats };
}

describe('the heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('beats every connection once per period, at most a slice of them at a time', () => {
    const { set, beats } = connectionsOf(3_000);
    const stop = startHeartbeat(set, PERIOD_MS, (error) => {
      throw error;
    });
    let before = 0;
    let largest = 0;
    for (let tick = 0; tick < HEARTBEAT_SLICES; tick += 1) {
      vi.advanceTimersByTime(PERIOD_MS / HEARTBEAT_SLICES);
      const total = [...beats.values()].reduce((sum, count) => sum + count, 0);
      largest = Math.max(largest, total - before);
      before = total;
    }
    expect(beats.size).toBe(3_000);
    expect([...beats.values()].every((count) => count === 1)).toBe(true);
    expect(largest).toBe(3_000 / HEARTBEAT_SLICES);
    vi.advanceTimersByTime(PERIOD_MS);
    expect([...beats.values()].every((count) => count === 2)).toBe(true);
    stop();
    vi.advanceTimersByTime(PERIOD_MS);
    expect([...beats.values()].every((count) => count === 2)).toBe(true);
  });

  it('goes on past a connection that leaves during the sweep or whose beat fails', () => {
    const { set: others, beats } = connectionsOf(HEARTBEAT_SLICES * 4);
    const failures: string[] = [];
    const leaving = [...others].find((c) => c.id === HEARTBEAT_SLICES);
    // First in the sweep of its slice, it takes a later one of the same slice with it, then fails.
    const failing = {
      id: HEARTBEAT_SLICES * 10,
      heartbeat: () => {
        if (leaving) set.delete(leaving);
        throw new Error('socket gone');
      },
    };
    const set = new Set([failing, ...others]);
    const stop = startHeartbeat(set, PERIOD_MS, (error) => failures.push(error.message));
    vi.advanceTimersByTime(PERIOD_MS);
    stop();
    expect(failures).toEqual(['socket gone']);
    expect(beats.size).toBe(HEARTBEAT_SLICES * 4 - 1);
  });
});
