// Where the browser tests' game server keeps its online data (rooms, chat, matches): a directory of
// its own per test port, so the tests never write into the project's .data and can read the
// journal back (the leak test compares frames with the match's seed). Shared by playwright.config.ts.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function onlineDataDir(port = Number(process.env.E2E_PORT ?? 4174)): string {
  return join(tmpdir(), `sinawali-e2e-online-${port}`);
}
