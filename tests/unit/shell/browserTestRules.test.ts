// The browser tests' own rules, read from their sources: nothing waits on the wall clock (time is
// driven by Playwright's clock or a positive signal), and no test of the default tier may take more
// than 3 minutes (the long plays belong to the soak tier, tests/e2e/soak).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const E2E = join(ROOT, 'tests', 'e2e');
const MOST_MS = 180_000;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** Every timeout a test or a group of tests sets: test.setTimeout(n) and configure({ timeout: n }). */
function testTimeouts(text: string): number[] {
  const found: number[] = [];
  const number = (raw: string) => Number(raw.replaceAll('_', ''));
  for (const match of text.matchAll(/\.setTimeout\(\s*([\d_]+)\s*\)/g)) found.push(number(match[1] ?? '0'));
  for (const match of text.matchAll(/configure\(\s*\{[^}]*\btimeout:\s*([\d_]+)/g))
    found.push(number(match[1] ?? '0'));
  return found;
}

describe('browser test rules', () => {
  const files = sources(E2E);

  it('finds the browser tests', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('never waits a fixed time', () => {
    const waiting = files.filter((file) => /\bwaitForTimeout\s*\(/.test(readFileSync(file, 'utf8')));
    expect(waiting.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('gives no test of the default tier more than 3 minutes', () => {
    const tooLong = files
      .filter((file) => !relative(E2E, file).startsWith('soak'))
      .flatMap((file) =>
        testTimeouts(readFileSync(file, 'utf8'))
          .filter((ms) => ms > MOST_MS)
          .map((ms) => `${relative(ROOT, file)}: ${ms} ms`),
      );
    expect(tooLong).toEqual([]);
  });

  it('reads the timeouts it checks', () => {
    expect(
      testTimeouts('test.setTimeout(200_000); test.describe.configure({ mode: "x", timeout: 5000 });'),
    ).toEqual([200000, 5000]);
  });

  it('keeps the default tier of the configuration within 3 minutes a test', () => {
    const config = readFileSync(join(ROOT, 'playwright.config.ts'), 'utf8');
    const defaultTimeout = Number(/\n {2}timeout: ([\d_]+),/.exec(config)?.[1]?.replaceAll('_', ''));
    expect(defaultTimeout).toBeGreaterThan(0);
    expect(defaultTimeout).toBeLessThanOrEqual(MOST_MS);
  });
});
