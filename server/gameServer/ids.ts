// Every secret or id the server makes, from the operating system's generator (node:crypto): player
// keys (a player's only credential, so long and unguessable), room, match and chat ids, and the
// battle seed (drawn here, never taken from a client: whoever knows it knows every future draw).
import { randomBytes, randomInt } from 'node:crypto';

/** 24 random bytes: 32 characters of base64url (the protocol accepts 16 to 128 of [A-Za-z0-9_-]). */
export function newPlayerKey(): string {
  return randomBytes(24).toString('base64url');
}

/** A short random id (12 characters of base64url, 72 bits): unique enough for rooms, matches and chat. */
export function newId(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * A room's invite code: 12 characters of base64url, 72 bits, as the protocol's INVITE_CODE takes
 * it. Anyone holding it may take the room's free seat, so it is drawn, never derived from the id.
 */
export function newInviteCode(): string {
  return randomBytes(9).toString('base64url');
}

/** A battle seed: a positive 31-bit integer (the engine's generator takes a 32-bit seed). */
export function newSeed(): number {
  return randomInt(1, 2 ** 31 - 1);
}
