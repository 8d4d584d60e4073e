// Online play on Supabase behind the OnlineTransport port: the screens get the same ServerMessage
// stream as from the game's own server, so they cannot tell the two apart.
//   * Rooms and chat are tables under row-level security (supabase/migrations/…_online.sql): the
//     list is read from `rooms`, seats are taken with create_room / join_room, chat is written with
//     send_chat and read from `room_chat`, a member's room comes from room_heartbeat (which also
//     tells the server this player is still here, every HEARTBEAT_MS).
//   * Messages that need the authority (startMatch, pickFighter, move, resync, rematch, leaveRoom,
//     replay) go to the `match` Edge Function; its answers are the caller's own messages.
//   * Realtime Broadcast on private channels is the doorbell: 'lobby' rings when any room changes,
//     'room:<id>' when the room, its chat or its match changes. A ring carries no data worth
//     hiding; on each one this transport re-reads its rows from the last chat id or view rev it
//     holds, so a lost ring only delays what the next read catches up on.
// The authority's clock runs the turn timer; each matchView carries `serverNow`, estimated from the
// function's own answers (their serverNow against the request's round trip). The transport asks for
// a resync when a deadline or a forfeit falls due, so time's up reaches a player whose opponent has
// closed the tab, even before the scheduled tick.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { FORFEIT_GRACE_MS } from '../../engine/match/authority.ts';
import type { MatchView } from '../../engine/match/authority.ts';
import { parseServerMessage } from '../../engine/match/protocol.ts';
import type {
  ChatMessage,
  ClientMessage,
  ErrorCode,
  Room,
  RoomPhase,
  RoomSummary,
  ServerMessage,
  ServerMessageOf,
} from '../../engine/match/protocol.ts';
import { getSupabaseClient } from '../backend/index.ts';
import { HEARTBEAT_MS, PRESENCE_TIMEOUT_MS } from './supabasePresence.ts';
import type { ConnectionState, OnlineTransport } from './transport.ts';

export interface SupabaseTransportOptions {
  /** This browser's clock (ms); tests pass their own. */
  readonly now?: () => number;
  readonly heartbeatMs?: number;
  /** The Edge Function's name. */
  readonly functionName?: string;
  /** Rooms listed at most (newest first). */
  readonly listedRooms?: number;
}

/** A room as room_heartbeat, create_room and join_room return it. */
interface MemberRoomRow {
  id: string;
  name: string;
  phase: RoomPhase;
  match_id: string | null;
  picked: [boolean, boolean];
  members: { name: string; away_ms: number; you: boolean }[];
}

interface ListedRoomRow {
  id: string;
  name: string;
  phase: RoomPhase;
  player_1_name: string;
  player_2_name: string | null;
}

interface ChatRow {
  id: number;
  room_id: string;
  name: string;
  text: string;
  created_at: string;
}

interface DatabaseError {
  code?: string;
  message?: string;
  hint?: string | null;
}

const PROTOCOL_CODE = /^[a-z_]{2,40}$/;
const CHAT_KEPT = 100;
/** A resync for a due deadline waits this long after it (ms), so the server's clock has passed it. */
const DUE_MARGIN_MS = 400;
const MIN_POKE_GAP_MS = 1_000;

const chatOf = (row: ChatRow): ChatMessage => ({
  id: String(row.id),
  roomId: row.room_id,
  name: row.name,
  text: row.text,
  at: Date.parse(row.created_at),
});

function roomOf(row: MemberRoomRow): Room {
  const seated = row.phase !== 'waiting';
  return {
    roomId: row.id,
    name: row.name,
    members: row.members.map((member, index) => ({
      name: member.name,
      seat: seated ? (index as 0 | 1) : null,
      connected: member.away_ms <= PRESENCE_TIMEOUT_MS,
      you: member.you,
    })),
    phase: row.phase,
    matchId: row.match_id,
    picked: [row.picked[0], row.picked[1]],
  };
}

function summaryOf(row: ListedRoomRow): RoomSummary {
  const names = row.player_2_name === null ? [row.player_1_name] : [row.player_1_name, row.player_2_name];
  return { roomId: row.id, name: row.name, players: names.length, capacity: 2, phase: row.phase, names };
}

/** The next moment the authority has work for this match (server clock), or null. */
function wakeOf(view: MatchView): number | null {
  if (view.status !== 'live') return null;
  const times = [
    view.deadline,
    ...view.disconnectedSince.map((since) => (since === null ? null : since + FORFEIT_GRACE_MS)),
  ].filter((t): t is number => t !== null);
  return times.length > 0 ? Math.min(...times) : null;
}

export function createSupabaseTransport(
  client: SupabaseClient,
  options: SupabaseTransportOptions = {},
): OnlineTransport {
  const now = options.now ?? (() => Date.now());
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const functionName = options.functionName ?? 'match';
  const listedRooms = options.listedRooms ?? 100;

  const messageListeners = new Set<(message: ServerMessage) => void>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  let state: ConnectionState = 'closed';
  let started = false;
  /** Settles once connect() has found the player, the list and their room: messages wait for it. */
  let ready: Promise<void> = Promise.resolve();
  let closed = false;
  let me: string | null = null;
  /** The authority's clock minus this browser's (ms). */
  let offset = 0;

  let lobby: RealtimeChannel | null = null;
  let roomsTimer: ReturnType<typeof setTimeout> | null = null;

  interface CurrentRoom {
    id: string;
    channel: RealtimeChannel;
    heartbeat: ReturnType<typeof setInterval>;
    chat: ChatMessage[];
    lastChatId: number;
    last: Room | null;
    matchId: string | null;
  }
  let room: CurrentRoom | null = null;
  /** The last view passed on, per match. */
  const views = new Map<string, MatchView>();
  let wakeTimer: ReturnType<typeof setTimeout> | null = null;
  let lastPoke = -Infinity;

  // --- Out ---

  const setState = (next: ConnectionState): void => {
    if (state === next) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  };

  const emit = (message: ServerMessage): void => {
    if (closed) return;
    const checked = parseServerMessage(JSON.stringify(message));
    const out: ServerMessage = checked.ok
      ? checked.message
      : { type: 'error', code: checked.code, message: checked.message };
    if (out.type === 'matchView') noteView(out.view);
    for (const listener of [...messageListeners]) listener(out);
  };

  const emitError = (code: ErrorCode, message: string, ref?: string, matchId?: string): void => {
    const error: ServerMessageOf<'error'> = { type: 'error', code, message };
    if (ref !== undefined) error.ref = ref;
    if (matchId !== undefined) error.matchId = matchId;
    emit(error);
  };

  /** A database refusal as the protocol's error (its code travels in the hint). */
  const emitDatabaseError = (error: DatabaseError, ref?: string): void => {
    const hint = error.hint ?? '';
    const code: ErrorCode = PROTOCOL_CODE.test(hint)
      ? (hint as ErrorCode)
      : error.code === 'PGRST301' || /jwt|session/i.test(error.message ?? '')
        ? 'no_hello'
        : 'server_error';
    const message =
      code === 'server_error' ? 'The online service did not answer. Try again.' : (error.message ?? '');
    emitError(code, message, ref);
  };

  const serverNow = (): number => now() + offset;

  // --- Views and the due-time poke ---

  function noteView(view: MatchView): void {
    const known = views.get(view.matchId);
    if (!known || view.rev >= known.rev) views.set(view.matchId, view);
    if (room?.matchId === view.matchId) armWake(view.matchId);
  }

  function armWake(matchId: string): void {
    if (wakeTimer !== null) clearTimeout(wakeTimer);
    wakeTimer = null;
    const view = views.get(matchId);
    const wake = view ? wakeOf(view) : null;
    if (!view || wake === null || closed) return;
    const rev = view.rev;
    const delay = Math.max(wake - serverNow() + DUE_MARGIN_MS, lastPoke + MIN_POKE_GAP_MS - now(), 0);
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      if (views.get(matchId)?.rev === rev) poke(matchId);
    }, delay);
  }

  /** Asks the authority to bring the match up to date (its answer is this player's whole view). */
  function poke(matchId: string): void {
    lastPoke = now();
    void invoke({ type: 'resync', matchId });
  }

  async function readViews(matchId: string, rev: number | null): Promise<void> {
    const known = views.get(matchId);
    if (known && rev !== null && known.rev >= rev) return;
    const { data, error } = await client
      .from('match_views')
      .select('rev,view')
      .eq('match_id', matchId)
      .eq('player_id', me ?? '')
      .gt('rev', known?.rev ?? -1)
      .order('rev', { ascending: true });
    if (error) return emitDatabaseError(error);
    const rows = (data ?? []) as { rev: number; view: MatchView }[];
    if (!known && rows[0] && rows[0].view.logFrom > 0) {
      // Joined after the first rows were pruned: the whole view comes from the authority.
      return void invoke({ type: 'resync', matchId });
    }
    for (const row of rows) {
      emit({
        type: 'matchView',
        matchId,
        seq: row.view.seq,
        rev: row.view.rev,
        serverNow: serverNow(),
        view: row.view,
      });
    }
  }

  // --- The match function ---

  async function invoke(message: ClientMessage): Promise<boolean> {
    const sentAt = now();
    const { data, error } = await client.functions.invoke(functionName, { body: message });
    const receivedAt = now();
    let answer = data as { messages?: ServerMessage[] } | null;
    if (error) {
      const context = (error as { context?: unknown }).context;
      answer =
        context instanceof Response
          ? ((await context.json().catch(() => null)) as { messages?: ServerMessage[] } | null)
          : null;
      if (context instanceof Response && context.status === 401) {
        emitError('no_hello', 'Sign in to play online.', message.ref);
        return false;
      }
      if (!answer?.messages) {
        emitError(
          'server_error',
          'The match server could not be reached. Try again.',
          message.ref,
          'matchId' in message ? message.matchId : undefined,
        );
        return false;
      }
    }
    let refused = false;
    for (const reply of answer?.messages ?? []) {
      if (reply.type === 'matchView') offset = reply.serverNow - (sentAt + receivedAt) / 2;
      if (reply.type === 'error') refused = true;
      emit(reply);
    }
    return !refused;
  }

  // --- Rooms ---

  async function refreshRooms(ref?: string): Promise<void> {
    const { data, error } = await client
      .from('rooms')
      .select('id,name,phase,player_1_name,player_2_name')
      .order('created_at', { ascending: false })
      .limit(listedRooms);
    if (error) return emitDatabaseError(error, ref);
    // As the game's server lists them: rooms with a free seat first, then the newest.
    const listed = ((data ?? []) as ListedRoomRow[]).map(summaryOf);
    const open = (room: RoomSummary): number => (room.phase === 'waiting' && room.players < 2 ? 0 : 1);
    emit({ type: 'rooms', rooms: listed.sort((x, y) => open(x) - open(y)) });
  }

  const scheduleRooms = (): void => {
    if (roomsTimer !== null) return;
    roomsTimer = setTimeout(() => {
      roomsTimer = null;
      void refreshRooms();
    }, 150);
  };

  function emitRoom(row: MemberRoomRow, force = false): void {
    if (!room || room.id !== row.id) return;
    const next = roomOf(row);
    const changed = JSON.stringify(next) !== JSON.stringify(room.last);
    room.last = next;
    const newMatch = next.matchId !== room.matchId;
    room.matchId = next.matchId;
    if (changed || force) emit({ type: 'room', room: next, chat: [...room.chat] });
    const matchId = next.matchId;
    if (!matchId || next.phase === 'picking' || next.phase === 'waiting') return;
    const view = views.get(matchId);
    if (!view || newMatch) void readViews(matchId, null);
    else if (view.status === 'live') {
      // The opponent stopped answering but the authority has not noticed yet: let it look.
      const foe = next.members.find((member) => !member.you);
      const foeSeat: 0 | 1 = view.seat === 0 ? 1 : 0;
      if (foe && !foe.connected && view.disconnectedSince[foeSeat] === null && now() - lastPoke > heartbeatMs)
        poke(matchId);
      armWake(matchId);
    }
  }

  function leaveLocally(): void {
    if (!room) return;
    clearInterval(room.heartbeat);
    void client.removeChannel(room.channel);
    room = null;
    if (wakeTimer !== null) clearTimeout(wakeTimer);
    wakeTimer = null;
  }

  async function heartbeat(): Promise<void> {
    const current = room;
    if (!current) return;
    const { data, error } = await client.rpc('room_heartbeat', { p_room_id: current.id });
    if (room !== current) return;
    if (error) {
      if (error.hint === 'no_room' || error.hint === 'not_in_room') {
        // The seat was freed (gone too long) or the room closed: back to the list.
        leaveLocally();
        void refreshRooms();
        return;
      }
      return;
    }
    emitRoom(data as MemberRoomRow);
  }

  async function readChat(): Promise<void> {
    const current = room;
    if (!current) return;
    const { data, error } = await client
      .from('room_chat')
      .select('id,room_id,name,text,created_at')
      .eq('room_id', current.id)
      .gt('id', current.lastChatId)
      .order('id', { ascending: true })
      .limit(CHAT_KEPT);
    if (error || room !== current) return;
    for (const row of (data ?? []) as ChatRow[]) addChat(row);
  }

  function addChat(row: ChatRow): void {
    if (!room || row.room_id !== room.id || row.id <= room.lastChatId) return;
    room.lastChatId = row.id;
    const message = chatOf(row);
    room.chat.push(message);
    if (room.chat.length > CHAT_KEPT) room.chat.splice(0, room.chat.length - CHAT_KEPT);
    emit({ type: 'chatMessage', roomId: row.room_id, message });
  }

  async function enterRoom(row: MemberRoomRow): Promise<void> {
    if (room?.id !== row.id) {
      leaveLocally();
      const roomId = row.id;
      const channel = client.channel(`room:${roomId}`, { config: { private: true } });
      channel
        .on('broadcast', { event: 'room' }, () => void heartbeat())
        .on('broadcast', { event: 'chat' }, () => void readChat())
        .on('broadcast', { event: 'view' }, (message) => {
          const payload = (message.payload ?? {}) as { matchId?: unknown; rev?: unknown };
          if (typeof payload.matchId === 'string')
            void readViews(payload.matchId, typeof payload.rev === 'number' ? payload.rev : null);
        })
        .subscribe((status) => {
          // After a dropped link the channel joins again by itself: catch up on what was missed.
          if (status === 'SUBSCRIBED' && room?.channel === channel) {
            void readChat();
            void heartbeat();
          }
        });
      room = {
        id: roomId,
        channel,
        heartbeat: setInterval(() => void heartbeat(), heartbeatMs),
        chat: [],
        lastChatId: 0,
        last: null,
        matchId: null,
      };
      const current = room;
      const { data } = await client
        .from('room_chat')
        .select('id,room_id,name,text,created_at')
        .eq('room_id', roomId)
        .order('id', { ascending: false })
        .limit(CHAT_KEPT);
      if (room !== current) return;
      const rows = ((data ?? []) as ChatRow[]).reverse();
      current.chat = rows.map(chatOf);
      current.lastChatId = rows.at(-1)?.id ?? 0;
    }
    emitRoom(row, true);
  }

  // --- Connecting ---

  async function start(name: string): Promise<void> {
    setState('connecting');
    const { data } = await client.auth.getSession();
    const user = data.session?.user;
    if (!user) {
      emitError('no_hello', 'Sign in to play online.');
      setState('closed');
      started = false;
      return;
    }
    me = user.id;
    const profile = await client.from('profiles').select('user_name').eq('user_id', user.id).maybeSingle();
    const shown = (profile.data as { user_name?: string } | null)?.user_name ?? name;
    emit({ type: 'welcome', playerKey: user.id, name: shown });

    const clock = await client.rpc('online_clock');
    if (typeof clock.data === 'number') offset = clock.data - now();

    // Private channels are authorised with the session's token: hand it to Realtime first.
    await client.realtime.setAuth();
    let dropped = false;
    lobby = client
      .channel('lobby', { config: { private: true } })
      .on('broadcast', { event: 'rooms' }, () => scheduleRooms())
      .subscribe((status) => {
        if (closed) return;
        if (status === 'SUBSCRIBED') {
          setState('open');
          if (dropped) {
            dropped = false;
            void catchUp();
          }
        } else {
          dropped = true;
          setState('reconnecting');
        }
      });
    await refreshRooms();
    const mine = await client.rpc('my_room');
    if (mine.data) await enterRoom(mine.data as MemberRoomRow);
  }

  /** After the link came back: read what the doorbells could not ring. */
  async function catchUp(): Promise<void> {
    await refreshRooms();
    if (!room) return;
    await heartbeat();
    await readChat();
    const matchId = room?.matchId;
    if (matchId && views.has(matchId)) await invoke({ type: 'resync', matchId });
  }

  // --- In ---

  async function handle(message: ClientMessage): Promise<void> {
    switch (message.type) {
      case 'hello':
        if (!started) transport.connect(message.name);
        return;
      case 'listRooms':
        return refreshRooms(message.ref);
      case 'createRoom': {
        const { data, error } = await client.rpc('create_room', { p_name: message.name });
        if (error) return emitDatabaseError(error, message.ref);
        await enterRoom(data as MemberRoomRow);
        return refreshRooms();
      }
      case 'joinRoom': {
        const { data, error } = await client.rpc('join_room', { p_room_id: message.roomId });
        if (error) return emitDatabaseError(error, message.ref);
        await enterRoom(data as MemberRoomRow);
        return refreshRooms();
      }
      case 'chat': {
        const { data, error } = await client.rpc('send_chat', {
          p_room_id: message.roomId,
          p_text: message.text,
        });
        if (error) return emitDatabaseError(error, message.ref);
        if (room?.id === message.roomId) {
          // Lines from the other player that arrived in between come first.
          await readChat();
          addChat(data as ChatRow);
        }
        return;
      }
      case 'leaveRoom': {
        if (await invoke(message)) {
          if (room?.id === message.roomId) leaveLocally();
          await refreshRooms();
        }
        return;
      }
      case 'startMatch':
      case 'rematch':
      case 'pickFighter':
        if (await invoke(message)) await heartbeat();
        return;
      case 'move':
      case 'resync':
      case 'replay':
        await invoke(message);
        return;
    }
  }

  const transport: OnlineTransport = {
    kind: 'supabase',
    connect(name) {
      if (started || closed) return;
      started = true;
      ready = start(name).catch((error: unknown) => {
        console.error('Online play could not start:', error);
        emitError('server_error', 'The online service could not be reached.');
        setState('reconnecting');
        started = false;
      });
    },
    send(message) {
      if (closed || !started) {
        emitError('no_hello', 'Connect before sending messages.', message.ref);
        return;
      }
      void ready
        .then(() =>
          me === null ? emitError('no_hello', 'Sign in to play online.', message.ref) : handle(message),
        )
        .catch((error: unknown) => {
          console.error('Online play failed:', error);
          emitError('server_error', 'The online service did not answer. Try again.', message.ref);
        });
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    close() {
      if (closed) return;
      leaveLocally();
      if (roomsTimer !== null) clearTimeout(roomsTimer);
      setState('closed');
      closed = true;
      if (lobby) void client.removeChannel(lobby);
      lobby = null;
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
