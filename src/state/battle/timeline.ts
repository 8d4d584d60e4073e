// The battle's clock for gameplay delays: every wait of a turn goes through here, so the pause
// dialog can hold them all and leaving the battle can cancel them all.
interface Pending {
  fn: () => void;
  remaining: number;
  startedAt: number;
  handle: number | null;
}

const pending = new Set<Pending>();
let paused = false;

function arm(entry: Pending): void {
  entry.startedAt = Date.now();
  entry.handle = window.setTimeout(() => {
    pending.delete(entry);
    entry.fn();
  }, entry.remaining);
}

/** Runs `fn` after `ms` of unpaused time. */
export function after(ms: number, fn: () => void): void {
  const entry: Pending = { fn, remaining: Math.max(0, ms), startedAt: 0, handle: null };
  pending.add(entry);
  if (!paused) arm(entry);
}

/** Waits `ms` of unpaused time. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => after(ms, resolve));
}

export function holdTimeline(): void {
  if (paused) return;
  paused = true;
  for (const entry of pending) {
    if (entry.handle !== null) window.clearTimeout(entry.handle);
    entry.handle = null;
    entry.remaining = Math.max(0, entry.remaining - (Date.now() - entry.startedAt));
  }
}

export function releaseTimeline(): void {
  if (!paused) return;
  paused = false;
  for (const entry of pending) arm(entry);
}

/** Forgets every wait (a restart or leaving the battle); awaited waits never resolve. */
export function clearTimeline(): void {
  for (const entry of pending) if (entry.handle !== null) window.clearTimeout(entry.handle);
  pending.clear();
  paused = false;
}
