import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { onceForTheRun } from '../../e2e/onceForTheRun.ts';

/** A promise and the hands that settle it: a maker that finishes when the test says so. */
function gate<T>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

describe('a saved state made once for the run', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'once-'));
    folders.push(made);
    return made;
  };
  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it('is made by the first worker that asks; the others wait and read what it made', async () => {
    const dir = folder();
    const maker = gate<{ path: string }>();
    let makes = 0;
    const make = () => {
      makes += 1;
      return maker.promise;
    };
    const first = onceForTheRun(dir, 'start-guest', make);
    const second = onceForTheRun(dir, 'start-guest', make);
    let secondDone = false;
    void second.then(() => (secondDone = true));
    await Promise.resolve();
    expect(secondDone).toBe(false);
    maker.open({ path: 'guest.json' });
    expect(await first).toEqual({ path: 'guest.json' });
    expect(await second).toEqual({ path: 'guest.json' });
    expect(makes).toBe(1);
    // Only the lock and the record: the temporary file was renamed.
    expect(readdirSync(dir).sort()).toEqual(['start-guest.lock', 'start-guest.made.json']);
  });

  it('reads a state made before it asked, without waiting', async () => {
    const dir = folder();
    await onceForTheRun(dir, 'start-deck', async () => ({ path: 'deck.json' }));
    expect(await onceForTheRun(dir, 'start-deck', () => Promise.reject(new Error('made twice')))).toEqual({
      path: 'deck.json',
    });
  });

  it("gives the maker's error to every worker that waits for it", async () => {
    const dir = folder();
    const maker = gate<{ path: string }>();
    const first = onceForTheRun(dir, 'start-map', () => maker.promise);
    const second = onceForTheRun(dir, 'start-map', () => maker.promise);
    maker.fail(new Error('the deck builder never opened'));
    await expect(first).rejects.toThrow('the deck builder never opened');
    await expect(second).rejects.toThrow(
      /Another worker could not make "start-map":[\s\S]*deck builder never opened/,
    );
  });

  it('keeps states of different names apart', async () => {
    const dir = folder();
    const [guest, deck] = await Promise.all([
      onceForTheRun(dir, 'start-guest', async () => 'guest'),
      onceForTheRun(dir, 'start-deck', async () => 'deck'),
    ]);
    expect([guest, deck]).toEqual(['guest', 'deck']);
  });
});
