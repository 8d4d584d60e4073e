// Which browser the visual baselines were made with, and whether this run's browser can be compared
// with them. Two screenshots agree pixel for pixel only when the same browser (name and major
// version) drew them on the same operating system (its fonts and rasterizing): anywhere else the
// visual snapshots are skipped with one line saying why and how to make local baselines. The record
// lives beside the baselines (visual.spec.ts-snapshots/browser.json) and is written whenever the
// snapshots are updated (`npm run test:update-snapshots`). Pure: the spec reads and writes the file.

/** A browser as far as its pixels go: Playwright's browser name, its major version, the OS. */
export interface SnapshotBrowser {
  readonly name: string;
  readonly major: number;
  readonly platform: string;
}

export type BaselineVerdict =
  { readonly compare: true } | { readonly compare: false; readonly reason: string };

export const UPDATE_COMMAND = 'npm run test:update-snapshots';

const MAKE_LOCAL = `Make local ones with \`${UPDATE_COMMAND}\`.`;

/** "chromium 156 on linux". */
export function describeBrowser(browser: SnapshotBrowser): string {
  return `${browser.name} ${browser.major} on ${browser.platform}`;
}

/** Compare with the baselines only in the browser and on the OS that made them. */
export function baselineVerdict(
  record: SnapshotBrowser | undefined,
  running: SnapshotBrowser,
): BaselineVerdict {
  if (!record) {
    return {
      compare: false,
      reason: `no record says which browser made the baselines, this is ${describeBrowser(running)}. ${MAKE_LOCAL}`,
    };
  }
  const same =
    record.name === running.name && record.major === running.major && record.platform === running.platform;
  if (same) return { compare: true };
  return {
    compare: false,
    reason: `baselines were made with ${describeBrowser(record)}, this is ${describeBrowser(running)}. ${MAKE_LOCAL}`,
  };
}

/** The running browser from Playwright's name and version string ("156.0.8078.108", "130.0"). */
export function browserFrom(name: string, version: string, platform: string): SnapshotBrowser {
  const major = Number.parseInt(version, 10);
  if (!Number.isInteger(major)) throw new Error(`Unreadable browser version "${version}"`);
  return { name, major, platform };
}

/**
 * A browser written as "name major platform" ("firefox 130 linux"), as the tests that stand in for
 * another browser give it.
 */
export function parseBrowser(text: string): SnapshotBrowser {
  const [name, major, platform, ...rest] = text.trim().split(/\s+/);
  if (!name || !major || !platform || rest.length > 0 || !/^\d+$/.test(major)) {
    throw new Error(`Expected "name major platform" (e.g. "firefox 130 linux"), got "${text}"`);
  }
  return { name, major: Number(major), platform };
}

/** The record file's text, or undefined when it is not a record (then there is no record). */
export function parseRecord(text: string): SnapshotBrowser | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, major, platform } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name === '') return undefined;
  if (typeof major !== 'number' || !Number.isInteger(major)) return undefined;
  if (typeof platform !== 'string' || platform === '') return undefined;
  return { name, major, platform };
}

/** The record file's text for a browser. */
export function formatRecord(browser: SnapshotBrowser): string {
  const { name, major, platform } = browser;
  return `${JSON.stringify({ name, major, platform }, null, 2)}\n`;
}
