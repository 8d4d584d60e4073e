// Who is still there, on Supabase (src/protocol/presence.ts). The game's own server
// sees a WebSocket close; here a player is known to be present by what they send. A seat not seen
// for PRESENCE_TIMEOUT_MS is recorded as disconnected since it was last seen, so the authority's
// 60 s grace counts from the last sign of life; seen again, it is connected. How long ago each seat
// was seen comes from the database's clock as an age, so the function's clock and the database's
// need not agree.
//
// Shared with Deno: pure.
import { connected, disconnected } from '../../src/engine/match/index.ts';
import type { MatchState, SeatIndex } from '../../src/engine/match/index.ts';
import { PRESENCE_TIMEOUT_MS } from '../../src/protocol/presence.ts';

export { HEARTBEAT_MS, PRESENCE_TIMEOUT_MS, ROOM_AWAY_MS } from '../../src/protocol/presence.ts';

/**
 * The match with each seat's presence brought up to date. `awayMs`: per seat, how long ago its
 * player was last seen (null: no longer in the room). Returns the same object when nothing changed.
 */
export function withPresence(
  match: MatchState,
  awayMs: readonly [number | null, number | null],
  now: number,
): MatchState {
  let current = match;
  for (const seat of [0, 1] as const satisfies readonly SeatIndex[]) {
    const away = awayMs[seat];
    const gone = away === null || away > PRESENCE_TIMEOUT_MS;
    const since = current.disconnectedSince[seat];
    if (gone && since === null) {
      current = disconnected(current, seat, away === null ? now : Math.min(now, now - away));
    } else if (!gone && since !== null && now - away > since) {
      current = connected(current, seat, now);
    }
  }
  return current;
}
