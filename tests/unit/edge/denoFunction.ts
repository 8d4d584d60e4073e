// An Edge Function run as Supabase runs it: its own Deno process (the `deno` package's runtime),
// its entry file and import map, the secrets in its environment, serving real HTTP on a free port
// of 127.0.0.1. A machine where the runtime did not install gets a reason, not a failure.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const denoBin = `${root}node_modules/.bin/deno${process.platform === 'win32' ? '.cmd' : ''}`;

/** Why Deno cannot run here, or null when it can. */
export function denoMissing(): string | null {
  return existsSync(denoBin)
    ? null
    : 'the Deno runtime is not installed (npm install brings it with the `deno` dev dependency)';
}

export interface RunningFunction {
  /** The function's address, e.g. http://127.0.0.1:40123/ */
  readonly url: string;
  /** What the process wrote to stderr (its logs). */
  readonly log: () => string;
  stop(): Promise<void>;
}

/** Starts `supabase/functions/<name>` with `env` as its secrets; resolves once it listens. */
export function startFunction(name: string, env: Record<string, string>): Promise<RunningFunction> {
  const dir = `${root}supabase/functions/${name}`;
  const child: ChildProcess = spawn(
    denoBin,
    ['run', '--allow-net', '--allow-env', '--allow-read', '--config', `${dir}/deno.json`, `${dir}/index.ts`],
    {
      cwd: root,
      // The platform chooses the address in production; here a free port, read back from the log.
      env: { ...process.env, ...env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }
    });
  return new Promise((resolve, reject) => {
    const heard = (chunk: Buffer): void => {
      log += chunk.toString('utf8');
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(log);
      if (listening?.[1]) resolve({ url: listening[1], log: () => log, stop });
    };
    child.stderr?.on('data', heard);
    child.stdout?.on('data', heard);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`deno exited (${code}) before listening:\n${log}`)));
  });
}
