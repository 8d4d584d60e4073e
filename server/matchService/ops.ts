// The authority's inputs as data, each with the time it happened at: a move, a tick of the clock, a
// seat's connection coming or going, a forfeit, an abandon. The match service records each change
// as these steps; the game's own server journals them (a move costs a hundred bytes instead of a
// copy of the battle) and replays them after a restart: the authority is pure and seeded, so the
// same inputs rebuild the same match.
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import * as v from 'valibot';
import { PlayerMoveSchema, SideIndexSchema } from '../../src/engine/battle/schema.ts';
import { abandon, connected, disconnected, forfeit, submitMove, tick } from '../../src/engine/match/index.ts';
import type { MatchState, MoveRefusal } from '../../src/engine/match/index.ts';

const AT = v.number();

/** An input to the match authority, with its time (a journal reads each back through this). */
export const MatchOpSchema = v.variant('type', [
  v.object({
    type: v.literal('move'),
    matchId: v.string(),
    actor: v.string(),
    seq: v.pipe(v.number(), v.integer()),
    action: PlayerMoveSchema,
    at: AT,
  }),
  v.object({ type: v.literal('tick'), matchId: v.string(), at: AT }),
  v.object({
    type: v.picklist(['connected', 'disconnected', 'forfeit'] as const),
    matchId: v.string(),
    seat: SideIndexSchema,
    at: AT,
  }),
  v.object({ type: v.literal('abandon'), matchId: v.string(), at: AT }),
]);
export type MatchOp = v.InferOutput<typeof MatchOpSchema>;

/** The authority's answer to an op: the new match, or a move's refusal. */
export function runOp(match: MatchState, op: MatchOp): { ok: true; match: MatchState } | MoveRefusal {
  switch (op.type) {
    case 'move': {
      const r = submitMove(
        match,
        { matchId: op.matchId, actor: op.actor, seq: op.seq, action: op.action },
        op.at,
      );
      return r.ok ? { ok: true, match: r.match } : r;
    }
    case 'tick':
      return { ok: true, match: tick(match, op.at) };
    case 'connected':
      return { ok: true, match: connected(match, op.seat, op.at) };
    case 'disconnected':
      return { ok: true, match: disconnected(match, op.seat, op.at) };
    case 'forfeit':
      return { ok: true, match: forfeit(match, op.seat, op.at) };
    case 'abandon':
      return { ok: true, match: abandon(match, op.at) };
  }
}
