// Who is still there, for a host that sees no connections (Supabase, src/protocol/presence.ts):
// a player is known to be present by what they send. A seat not seen for PRESENCE_TIMEOUT_MS is
// recorded as disconnected since it was last seen, so the authority's 60 s grace counts from the
// last sign of life; seen again, it is connected. How long ago each seat was seen comes from the
// store's clock as an age, so the host's clock and the store's need not agree.
//
// Shared with Deno: pure.
import { connected, disconnected } from '../../src/engine/match/index.ts';
import type { MatchState, SeatIndex } from '../../src/engine/match/index.ts';
import { PRESENCE_TIMEOUT_MS } from '../../src/protocol/presence.ts';
import type { MatchStep } from './port.ts';

/**
 * The steps that bring each seat's presence up to date. `awayMs`: per seat, how long ago its
 * player was last seen (null: no longer in the room). None when nothing changed.
 */
export function presenceSteps(
  match: MatchState,
  awayMs: readonly [number | null, number | null],
  now: number,
): MatchStep[] {
  const steps: MatchStep[] = [];
  let current = match;
  for (const seat of [0, 1] as const satisfies readonly SeatIndex[]) {
    const away = awayMs[seat];
    const gone = away === null || away > PRESENCE_TIMEOUT_MS;
    const since = current.disconnectedSince[seat];
    let next = current;
    if (gone && since === null) {
      const at = away === null ? now : Math.min(now, now - away);
      next = disconnected(current, seat, at);
      if (next !== current)
        steps.push({ op: { type: 'disconnected', matchId: match.id, seat, at }, match: next });
    } else if (!gone && since !== null && now - away > since) {
      next = connected(current, seat, now);
      if (next !== current)
        steps.push({ op: { type: 'connected', matchId: match.id, seat, at: now }, match: next });
    }
    current = next;
  }
  return steps;
}
