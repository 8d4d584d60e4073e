// A saved state made once for the whole run: the first worker to ask for it makes it, the others
// wait for its file and read it. A lock file taken with an exclusive create decides who makes it;
// the record (or the maker's error) is written to a temporary name and renamed, so a reader never
// sees half a file. The folder is Playwright's output folder, emptied at the start of every run.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** How long a worker waits for another to make a state (signing in and a few screens). */
const WAIT_MS = 180_000;

interface Outcome<T> {
  readonly made?: T;
  readonly error?: string;
}

/** `make`'s result for `name`, made by this worker or read from the one that made it. */
export async function onceForTheRun<T>(folder: string, name: string, make: () => Promise<T>): Promise<T> {
  mkdirSync(folder, { recursive: true });
  const record = join(folder, `${name}.made.json`);
  if (claim(join(folder, `${name}.lock`))) {
    let outcome: Outcome<T>;
    try {
      outcome = { made: await make() };
    } catch (error) {
      outcome = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    writeAtomically(record, JSON.stringify(outcome));
    if (outcome.error !== undefined) throw new Error(outcome.error);
    return outcome.made as T;
  }
  await appears(folder, `${name}.made.json`);
  const outcome = JSON.parse(readFileSync(record, 'utf8')) as Outcome<T>;
  if (outcome.error !== undefined)
    throw new Error(`Another worker could not make "${name}":\n${outcome.error}`);
  return outcome.made as T;
}

/** True when this process created the lock file, false when another one had. */
function claim(lock: string): boolean {
  try {
    closeSync(openSync(lock, 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, path);
}

/** Resolves when `file` exists in `folder`: told by the file system, not found by polling. */
function appears(folder: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const watcher = watch(folder, (_event, changed) => {
      if (changed === file && existsSync(join(folder, file))) done();
    });
    const timer = setTimeout(() => {
      watcher.close();
      reject(new Error(`No other worker made ${file} within ${WAIT_MS / 1000} s`));
    }, WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      watcher.close();
      resolve();
    };
    // Made before the watcher started.
    if (existsSync(join(folder, file))) done();
  });
}
