// The two limits a player runs into: a token bucket for messages of any kind (a burst of up to
// `capacity`, refilled steadily) and a sliding window for chat (at most `count` in any `windowMs`).
// Both read a clock given to them, so tests can drive them.

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number,
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty (the message is refused). */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export class SlidingWindow {
  private readonly times: number[] = [];

  constructor(
    private readonly count: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Records one use; false (and nothing recorded) when `count` uses already fall in the window. */
  take(): boolean {
    const t = this.now();
    while (this.times.length > 0 && (this.times[0] as number) <= t - this.windowMs) this.times.shift();
    if (this.times.length >= this.count) return false;
    this.times.push(t);
    return true;
  }
}
