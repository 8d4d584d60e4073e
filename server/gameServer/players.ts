// hello: who a connection belongs to. A player is known by a key the server issues on their first
// hello (32 random characters; the browser keeps it) and the name they give (their local profile's
// username, updated on every hello). A key the server never issued (or forgot) gets a new one, so
// no one can choose their own; which keys are remembered, and for how long, is the roster's
// (roster.ts). The answer is 'welcome' with the key; a player who sits in a room then gets the room
// (with its chat) and, if it has a match, the whole view of it, so a reload or a new connection
// resumes where the player was. Their seat counts as connected again.
import type { ClientMessageOf } from '../../src/protocol/index.ts';
import type { Connection } from './connection.ts';
import type { Context, Refusal } from './context.ts';
import { newPlayerKey } from './ids.ts';
import type { Lobby } from './lobby.ts';
import type { Matches } from './matches.ts';
import { NotSaved } from './readOnly.ts';

export const HELLO_TEXT = Object.freeze({
  otherKey: 'This connection already belongs to another player: open a new one.',
});

/**
 * What a hello only notes down (the name and last visit, the name shown in the room, the seat
 * connected again) is left as it was when the disk cannot take it (read-only, readOnly.ts): the
 * player is let back in all the same, and the next hello or the match's next timer writes it.
 * Nothing is changed in memory that is not on disk.
 */
function noted<T>(write: () => T): T | undefined {
  try {
    return write();
  } catch (error) {
    if (error instanceof NotSaved) return undefined;
    throw error;
  }
}

export function hello(
  ctx: Context,
  lobby: Lobby,
  matches: Matches,
  connection: Connection,
  message: ClientMessageOf<'hello'>,
): Refusal | null {
  const { store, presence, roster } = ctx;
  const known = message.playerKey !== undefined && roster.knows(message.playerKey);
  if (connection.playerKey !== null && (!known || message.playerKey !== connection.playerKey))
    return { code: 'invalid', message: HELLO_TEXT.otherKey };
  const key = known ? (message.playerKey as string) : newPlayerKey();
  noted(() => roster.greet(key, message.name));
  connection.belongTo(key);
  connection.send({ type: 'welcome', playerKey: key, name: message.name });

  const renamed = noted(() => lobby.rename(key, message.name)) ?? false;
  const cameOnline = presence.add(key, connection);
  if (cameOnline) {
    lobby.cancelAway(key);
    noted(() => matches.cameOnline(key, connection));
  }
  const room = store.roomOf(key);
  if (!room) return null;
  // The other member sees the name or the connection change; this connection gets it all below.
  if (cameOnline || renamed) lobby.sendRoom(room, connection);
  lobby.sendRoomTo(connection, room, key);
  const held = matches.matchOf(key);
  if (held) matches.sendFullView(connection, held.match, held.seat);
  return null;
}
