// The fields the online protocol's messages are made of, each a valibot schema with the sentence a
// player reads when it is broken, and the limits they enforce (shared by the forms that type them
// and the server that checks them).
import * as v from 'valibot';
import { INVITE_CODE_PATTERN, INVITE_PARAM } from './inviteLink.ts';

/** Client messages longer than this (characters) are refused before they are parsed. */
export const MAX_CLIENT_MESSAGE_CHARS = 4096;
/** Longest chat message, in characters, once made plain (plainText) and trimmed. */
export const CHAT_LIMIT = 200;
/** Longest player name, in characters, once made plain (plainText) and trimmed. */
export const PLAYER_NAME_MAX = 24;

/** Room names: what is allowed, shared by the form that creates a room and the server that checks it. */
export const ROOM_NAME_RULES = Object.freeze({
  minLength: 3,
  maxLength: 24,
  /** Letters (any alphabet), digits, spaces, - _ and '. */
  pattern: /^[\p{L}\p{N} _'-]+$/u,
  description: "3 to 24 characters: letters, digits, spaces, - _ and ', with no space at either end.",
  messages: Object.freeze({
    tooShort: 'A room name needs at least 3 characters.',
    tooLong: 'A room name can have at most 24 characters.',
    edgeSpace: 'A room name cannot begin or end with a space.',
    characters: "A room name can only use letters, digits, spaces, - _ and '.",
  }),
});

const charCount = (s: string): number => [...s].length;

// Control characters (tabs, line breaks, the C0 and C1 sets) and the line and paragraph separators.
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
// Format characters: bidirectional overrides, embeddings and isolates, zero-width spaces and
// joiners, the byte order mark, soft hyphens, invisible operators, tags.
const FORMAT = /\p{Cf}/gu;

/**
 * Text as one player shows it to another: control characters become spaces (a line break meant a
 * gap between words) and format characters are dropped. Those draw nothing, yet they can turn
 * what follows around (U+202E shows "photo\u202Egnp.exe" as "photoexe.png") or make a name that
 * looks like another's, so a name or a chat line could show something other than what it holds.
 */
export function plainText(text: string): string {
  return text.replace(CONTROL, ' ').replace(FORMAT, '');
}

/** Why a room name is refused, or null when it is fine: the schema's checks, in its order, on the name made plain. */
export function roomNameProblem(typed: string): string | null {
  const m = ROOM_NAME_RULES.messages;
  const name = plainText(typed);
  if (charCount(name) < ROOM_NAME_RULES.minLength) return m.tooShort;
  if (charCount(name) > ROOM_NAME_RULES.maxLength) return m.tooLong;
  if (name !== name.trim()) return m.edgeSpace;
  if (!ROOM_NAME_RULES.pattern.test(name)) return m.characters;
  return null;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const id = (what: string) =>
  v.pipe(v.string(`${what} must be text.`), v.regex(ID_PATTERN, `${what} is not a valid id.`));

export const ROOM_ID = id('The room id');

export { INVITE_CODE_PATTERN, INVITE_PARAM };
/** A room's invite code, as inviteLink.ts describes it. */
export const INVITE_CODE = v.pipe(
  v.string('The invite code must be text.'),
  v.regex(
    INVITE_CODE_PATTERN,
    'That invite link is not whole: its code should be 12 letters, digits, - or _.',
  ),
);
export const MATCH_ID = id('The match id');
export const SEQ = v.pipe(
  v.number('The move number (seq) must be a number.'),
  v.integer('The move number (seq) must be a whole number.'),
  v.minValue(0, 'The move number (seq) cannot be negative.'),
  v.maxValue(1_000_000, 'The move number (seq) is too large.'),
);
/** The client's own tag for a message; an answer or a refusal carries it back. */
export const REF = v.optional(
  v.pipe(v.string('ref must be text.'), v.maxLength(64, 'ref can have at most 64 characters.')),
);

export const ROOM_NAME = v.pipe(
  v.string('The room name must be text.'),
  v.transform(plainText),
  v.check((s) => charCount(s) >= ROOM_NAME_RULES.minLength, ROOM_NAME_RULES.messages.tooShort),
  v.check((s) => charCount(s) <= ROOM_NAME_RULES.maxLength, ROOM_NAME_RULES.messages.tooLong),
  v.check((s) => s === s.trim(), ROOM_NAME_RULES.messages.edgeSpace),
  v.check((s) => ROOM_NAME_RULES.pattern.test(s), ROOM_NAME_RULES.messages.characters),
);

export const PLAYER_NAME = v.pipe(
  v.string('Your name must be text.'),
  v.transform(plainText),
  v.trim(),
  v.check((s) => s.length > 0, 'Your name cannot be empty.'),
  v.check(
    (s) => charCount(s) <= PLAYER_NAME_MAX,
    `Your name can have at most ${PLAYER_NAME_MAX} characters.`,
  ),
);

export const PLAYER_KEY = v.pipe(
  v.string('The player key must be text.'),
  v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'The player key is not valid.'),
);

export const CHAT_TEXT = v.pipe(
  v.string('A chat message must be text.'),
  v.transform(plainText),
  v.trim(),
  v.check((s) => s.length > 0, 'A chat message cannot be empty.'),
  v.check((s) => charCount(s) <= CHAT_LIMIT, `A chat message can have at most ${CHAT_LIMIT} characters.`),
);

export const FIGHTER_ID = v.picklist([1, 2] as const, 'Choose fighter 1 (Kidlat) or 2 (Alon).');

/** A seat of a match: 0 is Player 1. */
export const SEAT = v.picklist([0, 1] as const);
