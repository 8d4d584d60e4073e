import { describe, expect, it } from 'vitest';
import {
  baselineVerdict,
  browserFrom,
  formatRecord,
  parseBrowser,
  parseRecord,
  type SnapshotBrowser,
} from '../../e2e/snapshotBrowser.ts';

const DEBIAN: SnapshotBrowser = { name: 'chromium', major: 156, platform: 'linux' };
const MAKE_LOCAL = 'Make local ones with `npm run test:update-snapshots`.';

describe('whether the visual snapshots compare with the baselines', () => {
  it('compares in the browser and on the OS that made them', () => {
    expect(baselineVerdict(DEBIAN, { ...DEBIAN })).toEqual({ compare: true });
  });

  it('skips on another major version, naming both', () => {
    expect(baselineVerdict(DEBIAN, { ...DEBIAN, major: 139 })).toEqual({
      compare: false,
      reason: `baselines were made with chromium 156 on linux, this is chromium 139 on linux. ${MAKE_LOCAL}`,
    });
  });

  it('skips in another browser', () => {
    expect(baselineVerdict(DEBIAN, parseBrowser('firefox 130 linux'))).toEqual({
      compare: false,
      reason: `baselines were made with chromium 156 on linux, this is firefox 130 on linux. ${MAKE_LOCAL}`,
    });
  });

  it('skips on another OS, whose fonts and rasterizing differ', () => {
    expect(baselineVerdict(DEBIAN, { ...DEBIAN, platform: 'darwin' })).toEqual({
      compare: false,
      reason: `baselines were made with chromium 156 on linux, this is chromium 156 on darwin. ${MAKE_LOCAL}`,
    });
  });

  it('skips without a record, telling how to make baselines', () => {
    const verdict = baselineVerdict(undefined, DEBIAN);
    expect(verdict).toEqual({
      compare: false,
      reason: `no record says which browser made the baselines, this is chromium 156 on linux. ${MAKE_LOCAL}`,
    });
  });
});

describe('the browser record', () => {
  it('reads the running browser from Playwright’s version string', () => {
    expect(browserFrom('chromium', '156.0.8078.108', 'linux')).toEqual(DEBIAN);
    expect(browserFrom('firefox', '130.0', 'win32')).toEqual({
      name: 'firefox',
      major: 130,
      platform: 'win32',
    });
    expect(() => browserFrom('webkit', 'unknown', 'darwin')).toThrow(/version/);
  });

  it('reads back what it writes', () => {
    expect(parseRecord(formatRecord(DEBIAN))).toEqual(DEBIAN);
    expect(formatRecord(DEBIAN)).toBe(
      '{\n  "name": "chromium",\n  "major": 156,\n  "platform": "linux"\n}\n',
    );
  });

  it('is no record when the file is not one', () => {
    expect(parseRecord('')).toBeUndefined();
    expect(parseRecord('null')).toBeUndefined();
    expect(parseRecord('{"name": "chromium", "major": "156", "platform": "linux"}')).toBeUndefined();
    expect(parseRecord('{"name": "chromium", "major": 156}')).toBeUndefined();
  });

  it('reads a stand-in browser as "name major platform" and refuses anything else', () => {
    expect(parseBrowser(' firefox 130 linux ')).toEqual({
      name: 'firefox',
      major: 130,
      platform: 'linux',
    });
    expect(() => parseBrowser('firefox 130')).toThrow(/name major platform/);
    expect(() => parseBrowser('firefox latest linux')).toThrow(/name major platform/);
    expect(() => parseBrowser('firefox 130 linux extra')).toThrow(/name major platform/);
  });
});
