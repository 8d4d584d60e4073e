// Rooms and their chat as the server tells its players about them: the lobby's list, a room as its
// members see it, a chat line, and the refusals about rooms. Each shape is a valibot schema and its
// type is inferred from it; what a room does is the server's business.
import * as v from 'valibot';
import { SEAT } from './fields.ts';

export const RoomPhaseSchema = v.picklist(['waiting', 'picking', 'playing', 'over'] as const);
export type RoomPhase = v.InferOutput<typeof RoomPhaseSchema>;

/** A room in the lobby list. */
export const RoomSummarySchema = v.object({
  roomId: v.string(),
  name: v.string(),
  /** Players in the room (0-2). */
  players: v.number(),
  capacity: v.literal(2),
  phase: RoomPhaseSchema,
  /** The players' names, Player 1 first (the lobby's Players column). Optional: older servers omit it. */
  names: v.optional(v.array(v.string())),
  /** A live match's id, for Watch (only while one is played), and how many watch it. */
  matchId: v.optional(v.string()),
  watchers: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type RoomSummary = v.InferOutput<typeof RoomSummarySchema>;

export const RoomMemberSchema = v.object({
  name: v.string(),
  /** Seat in the room's match (0 is Player 1), or null before one starts. */
  seat: v.nullable(SEAT),
  connected: v.boolean(),
  /** This member is the player receiving the message. */
  you: v.boolean(),
});
export type RoomMember = v.InferOutput<typeof RoomMemberSchema>;

/** A room as its members see it. */
export const RoomSchema = v.object({
  roomId: v.string(),
  name: v.string(),
  members: v.array(RoomMemberSchema),
  phase: RoomPhaseSchema,
  /** The room's current (or last) match: set from startMatch on, replaced by a rematch. */
  matchId: v.nullable(v.string()),
  /** Which seats have picked a fighter (the picks stay hidden until both have). */
  picked: v.tuple([v.boolean(), v.boolean()]),
  /** The code of the room's invite link (INVITE_CODE): only its members are told it. */
  inviteCode: v.string(),
  /** How many spectators watch the room's live match (the players see it). */
  watchers: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type Room = v.InferOutput<typeof RoomSchema>;

export const ChatMessageSchema = v.object({
  id: v.string(),
  roomId: v.string(),
  name: v.string(),
  /** Trimmed, 1 to CHAT_LIMIT characters; shown as text, never as HTML. */
  text: v.string(),
  at: v.number(),
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

/** Room-level refusals the server answers with (rooms are its business). */
export type RoomErrorCode =
  | 'no_room'
  /** An invite link to a room that has closed since (its players left). */
  | 'room_closed'
  | 'room_full'
  | 'not_in_room'
  | 'not_ready'
  /** Only Player 1 (the room's first member) may start the game. */
  | 'not_owner'
  /** Joining the room you are already in. */
  | 'own_room'
  /** Watching a match you play in. */
  | 'own_match'
  /** Creating or joining a room while in another one (a player sits in one room at a time). */
  | 'in_room'
  | 'name_taken'
  | 'no_hello'
  | 'rate_limited'
  | 'server_error';

/**
 * What a player reads when an invite link does not lead into a room. Both servers send these
 * words (the Supabase functions raise the same sentences), so a link refused reads the same on
 * either transport.
 */
export const INVITE_TEXT = Object.freeze({
  /** No open room has the code, and no room that had it closed lately: a mistyped or made-up link. */
  unknown: 'No room has that invite link. Check the link, or ask your friend to copy it again.',
  /** The room the link was made for has closed: both players left it. */
  closed: 'That room has closed: its players have left. Ask your friend for a new invite link.',
});

/** The rooms Quick Match makes are named this, then a number ("Quick Match 4821"). */
export const QUICK_MATCH_ROOM = 'Quick Match';

/** What a player reads when Watch is refused. */
export const WATCH_TEXT = Object.freeze({
  notLive: 'That match is not being played any more.',
  ownMatch: 'You play in this match: it is on your battle screen.',
  full: (count: number): string =>
    `That match already has ${count} spectators, as many as one may. Try again later.`,
});
