// The shapes the game server's journal and snapshot are made of, one valibot schema each, their
// types inferred from them. A start reads every line and snapshot back through these: a line that
// is not a record is reported and skipped, never half applied. A match is the authority's own
// state (src/engine/match): its envelope is checked here and its battle is the engine's,
// replayed from the match's inputs as the journal goes on.
import * as v from 'valibot';
import type { MatchState } from '../../src/engine/match/index.ts';
import { ChatMessageSchema, FIGHTER_ID, RoomPhaseSchema, SEAT } from '../../src/protocol/index.ts';
import { MatchOpSchema } from '../matchService/index.ts';
import { newInviteCode } from './ids.ts';

const TIME = v.number();
const COUNT = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PlayerRecordSchema = v.object({
  /** The player's key: their only credential. Never sent to anyone but its owner. */
  key: v.string(),
  /** The name from their last hello (their local profile's username). */
  name: v.string(),
  createdAt: TIME,
  seenAt: TIME,
});
export type PlayerRecord = v.InferOutput<typeof PlayerRecordSchema>;

export const MemberRecordSchema = v.object({ key: v.string(), name: v.string() });
export type MemberRecord = v.InferOutput<typeof MemberRecordSchema>;

export const RoomRecordSchema = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: TIME,
  /**
   * In seat order: members[0] is Player 1 (the creator, until a rematch seats the loser first or
   * the creator leaves and the other player moves up) and may start a game.
   */
  members: v.array(MemberRecordSchema),
  phase: RoomPhaseSchema,
  /** The match being picked for, played or last played; null before the first Start Game. */
  matchId: v.nullable(v.string()),
  /** The fighters picked per seat while picking; secret until both have picked. */
  picks: v.tuple([v.nullable(FIGHTER_ID), v.nullable(FIGHTER_ID)]),
  /**
   * The code of the room's invite link, told only to its members. Rooms written before invite
   * links get one when read back (and keep it from their next change on).
   */
  inviteCode: v.optional(v.string(), newInviteCode),
});
export type RoomRecord = v.InferOutput<typeof RoomRecordSchema>;

/** A held match: the envelope the server reads; the battle inside is the engine's state. */
export const MatchRecordSchema = v.pipe(
  v.looseObject({
    id: v.string(),
    status: v.picklist(['live', 'finished', 'abandoned'] as const),
    seats: v.tuple([v.string(), v.string()]),
    names: v.tuple([v.string(), v.string()]),
    fighters: v.tuple([FIGHTER_ID, FIGHTER_ID]),
    battle: v.looseObject({ seed: v.number() }),
    log: v.array(v.looseObject({ seq: COUNT })),
    rev: COUNT,
    createdAt: TIME,
    deadline: v.nullable(TIME),
    disconnectedSince: v.tuple([v.nullable(TIME), v.nullable(TIME)]),
    winner: v.nullable(SEAT),
    endReason: v.nullable(v.picklist(['knockout', 'forfeit', 'abandoned'] as const)),
    endedAt: v.nullable(TIME),
  }),
  v.transform((match) => match as unknown as MatchState),
);

export const JournalRecordSchema = v.variant('k', [
  v.object({ k: v.literal('player'), player: PlayerRecordSchema }),
  v.object({ k: v.literal('room'), room: RoomRecordSchema }),
  v.object({ k: v.literal('roomClosed'), roomId: v.string() }),
  v.object({ k: v.literal('chat'), message: ChatMessageSchema }),
  /** A new match (its whole state: seed, hands, everything). */
  v.object({ k: v.literal('match'), match: MatchRecordSchema }),
  v.object({ k: v.literal('matchDropped'), matchId: v.string() }),
  v.object({ k: v.literal('op'), op: MatchOpSchema, rev: COUNT }),
]);
export type JournalRecord = v.InferOutput<typeof JournalRecordSchema>;

/** The whole held state at one moment: what a compaction writes and a start reads first. */
export const SnapshotSchema = v.object({
  version: v.literal(1),
  generation: COUNT,
  savedAt: TIME,
  players: v.array(PlayerRecordSchema),
  rooms: v.array(RoomRecordSchema),
  chat: v.array(ChatMessageSchema),
  matches: v.array(MatchRecordSchema),
});
export type Snapshot = v.InferOutput<typeof SnapshotSchema>;

/**
 * The record a journal line holds, or null. What was written is what is read: the line's own
 * data, once it is known to be a whole record.
 */
export function readRecord(data: unknown): JournalRecord | null {
  return v.safeParse(JournalRecordSchema, data).success ? (data as JournalRecord) : null;
}

/** The snapshot a file holds, or null. */
export function readSnapshotData(data: unknown): Snapshot | null {
  return v.safeParse(SnapshotSchema, data).success ? (data as Snapshot) : null;
}
