// Online play on Supabase behind the OnlineTransport port: the screens get the same ServerMessage
// stream as from the game's own server, so they cannot tell the two apart. The parts, each in
// ./supabase/:
//   * rows.ts: the database's rows and refusals as the protocol's shapes;
//   * outbox.ts: every message out, validated, and the connection state;
//   * serverClock.ts: the authority's clock as this browser estimates it;
//   * matchFunction.ts: the `match` Edge Function, for messages that need the authority;
//   * lobbyFeed.ts: the rooms list (`rooms`, rung by the private Realtime channel 'lobby');
//   * roomFeed.ts: the player's room, its members and chat (rung by 'room:<id>');
//   * matchFeed.ts: the player's match views, and a resync when a deadline or a forfeit falls due;
//   * queueFeed.ts: the player's place in the Quick Match queue (`queue`, rung by 'quick_match'),
//     and the room a pairing seats them in;
//   * watchFeed.ts: the match the player watches as a spectator (`watchView`, rung by
//     'watch:<match id>'), its heartbeat, and `unwatched`.
// Realtime Broadcast is only the doorbell: a ring carries no data worth hiding, and each feed
// re-reads its rows from what it holds, so a lost ring only delays what the next read catches up on.
// This module signs the player in, joins the parts up and routes each client message to them.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ClientMessage } from '../../protocol/index.ts';
import { getSupabaseClient } from '../backend/index.ts';
import { createLobbyFeed } from './supabase/lobbyFeed.ts';
import { createMatchFeed } from './supabase/matchFeed.ts';
import { createMatchFunction } from './supabase/matchFunction.ts';
import { createOutbox } from './supabase/outbox.ts';
import { createQueueFeed } from './supabase/queueFeed.ts';
import { createRoomFeed } from './supabase/roomFeed.ts';
import type { ChatRow, MemberRoomRow } from './supabase/rows.ts';
import { createServerClock } from './supabase/serverClock.ts';
import { createWatchFeed } from './supabase/watchFeed.ts';
import { HEARTBEAT_MS } from '../../protocol/presence.ts';
import type { OnlineTransport } from './transport.ts';

export interface SupabaseTransportOptions {
  /** This browser's clock (ms); tests pass their own. */
  readonly now?: () => number;
  readonly heartbeatMs?: number;
  /** The Edge Function's name. */
  readonly functionName?: string;
  /** Rooms listed at most (newest first). */
  readonly listedRooms?: number;
}

export function createSupabaseTransport(
  client: SupabaseClient,
  options: SupabaseTransportOptions = {},
): OnlineTransport {
  const clock = createServerClock(options.now ?? (() => Date.now()));
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const outbox = createOutbox();
  const invoke = createMatchFunction(client, options.functionName ?? 'match', clock, outbox);
  const lobby = createLobbyFeed(client, outbox, options.listedRooms ?? 100);
  const matches = createMatchFeed({
    client,
    clock,
    outbox,
    invoke,
    heartbeatMs,
    me: () => me,
    followedMatch: () => rooms.matchId(),
  });
  const rooms = createRoomFeed({
    client,
    outbox,
    matches,
    heartbeatMs,
    onSeatLost: () => void lobby.refreshRooms(),
  });
  const queue = createQueueFeed({
    client,
    outbox,
    heartbeatMs,
    roomId: () => rooms.roomId(),
    enterRoom: async (row) => {
      await rooms.enter(row);
      await lobby.refreshRooms();
    },
  });
  const watches = createWatchFeed({ client, outbox, clock, invoke, heartbeatMs });
  outbox.watchViews((view) => matches.noteView(view));
  outbox.watchSpectatorViews((message) => watches.noteView(message));

  let started = false;
  /** Settles once connect() has found the player, the list and their room: messages wait for it. */
  let ready: Promise<void> = Promise.resolve();
  let me: string | null = null;

  // --- Connecting ---

  async function start(name: string): Promise<void> {
    outbox.setState('connecting');
    const { data } = await client.auth.getSession();
    const user = data.session?.user;
    if (!user) {
      outbox.emitError('no_hello', 'Sign in to play online.');
      outbox.setState('closed');
      started = false;
      return;
    }
    me = user.id;
    const profile = await client.from('profiles').select('user_name').eq('user_id', user.id).maybeSingle();
    const shown = (profile.data as { user_name?: string } | null)?.user_name ?? name;
    outbox.emit({ type: 'welcome', playerKey: user.id, name: shown });

    const serverClock = await client.rpc('online_clock');
    if (typeof serverClock.data === 'number') clock.learn(serverClock.data, clock.now());

    // Private channels are authorised with the session's token: hand it to Realtime first.
    await client.realtime.setAuth();
    lobby.open(() => void catchUp());
    await lobby.refreshRooms();
    // A new page waits for no Quick Match: a place an earlier page left (a reload) is given up, so
    // nobody is paired with a player whose screen no longer waits. Their room, if one was made, follows.
    await queue.forget();
    const mine = await client.rpc('my_room');
    if (mine.data) await rooms.enter(mine.data as MemberRoomRow);
  }

  /** After the link came back: read what the doorbells could not ring. */
  async function catchUp(): Promise<void> {
    await lobby.refreshRooms();
    if (rooms.roomId() === null) return;
    await rooms.heartbeat();
    await rooms.readChat();
    const matchId = rooms.matchId();
    if (matchId && matches.knows(matchId)) await invoke({ type: 'resync', matchId });
  }

  // --- In ---

  async function handle(message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'hello':
        if (!started) transport.connect(message.name);
        return;
      case 'listRooms':
        return lobby.refreshRooms(message.ref);
      case 'createRoom': {
        const { data, error } = await client.rpc('create_room', { p_name: message.name });
        if (error) return outbox.emitDatabaseError(error, message.ref);
        await rooms.enter(data as MemberRoomRow);
        await queue.enteredRoom();
        return lobby.refreshRooms();
      }
      case 'joinRoom': {
        const { data, error } = await client.rpc('join_room', { p_room_id: message.roomId });
        if (error) return outbox.emitDatabaseError(error, message.ref);
        await rooms.enter(data as MemberRoomRow);
        await queue.enteredRoom();
        return lobby.refreshRooms();
      }
      case 'joinInvite': {
        // The caller's own room comes back as it is: enter() then only sends it again.
        const { data, error } = await client.rpc('join_room_by_invite', { p_code: message.code });
        if (error) return outbox.emitDatabaseError(error, message.ref);
        await rooms.enter(data as MemberRoomRow);
        await queue.enteredRoom();
        return lobby.refreshRooms();
      }
      case 'quickMatch':
        return queue.join(message.ref);
      case 'leaveQueue':
        return queue.leave(message.ref);
      case 'chat': {
        const { data, error } = await client.rpc('send_chat', {
          p_room_id: message.roomId,
          p_text: message.text,
        });
        if (error) return outbox.emitDatabaseError(error, message.ref);
        if (rooms.roomId() === message.roomId) {
          // Lines from the other player that arrived in between come first.
          await rooms.readChat();
          rooms.addChat(data as ChatRow);
        }
        return;
      }
      case 'leaveRoom': {
        if (await invoke(message)) {
          if (rooms.roomId() === message.roomId) rooms.leave();
          await lobby.refreshRooms();
        }
        return;
      }
      case 'startMatch':
      case 'rematch':
      case 'pickFighter':
        if (await invoke(message)) await rooms.heartbeat();
        return;
      case 'move':
      case 'resync':
      case 'replay':
        await invoke(message);
        return;
      case 'watchMatch':
        return watches.watch(message.matchId, message.ref);
      case 'stopWatching':
        return watches.stop(message.matchId, message.ref);
    }
  }

  const transport: OnlineTransport = {
    kind: 'supabase',
    connect(name) {
      if (started || outbox.closed) return;
      started = true;
      ready = start(name).catch((error: unknown) => {
        console.error('Online play could not start:', error);
        outbox.emitError('server_error', 'The online service could not be reached.');
        outbox.setState('reconnecting');
        started = false;
      });
    },
    send(message) {
      if (outbox.closed || !started) {
        outbox.emitError('no_hello', 'Connect before sending messages.', message.ref);
        return;
      }
      void ready
        .then(() =>
          me === null
            ? outbox.emitError('no_hello', 'Sign in to play online.', message.ref)
            : handle(message),
        )
        .catch((error: unknown) => {
          console.error('Online play failed:', error);
          outbox.emitError('server_error', 'The online service did not answer. Try again.', message.ref);
        });
    },
    onMessage: (listener) => outbox.onMessage(listener),
    onState: (listener) => outbox.onState(listener),
    close() {
      if (outbox.closed) return;
      queue.close();
      watches.close();
      rooms.leave();
      outbox.setState('closed');
      outbox.close();
      lobby.close();
    },
  };
  return transport;
}

/**
 * The Supabase transport on the game's own Supabase client (the signed-in session of the backend).
 * Rejects when the game is not configured for Supabase.
 */
export async function openSupabaseTransport(
  options: SupabaseTransportOptions = {},
): Promise<OnlineTransport> {
  const client = getSupabaseClient();
  if (!client) throw new Error('Online play on Supabase needs VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY.');
  return createSupabaseTransport(await client, options);
}
