// Supabase Realtime's Broadcast over PGlite, for the emulator: the Phoenix channel protocol that
// realtime-js speaks (JSON text frames [join_ref, ref, topic, event, payload], heartbeats on the
// 'phoenix' topic, phx_join / phx_leave / access_token), and Broadcast from the database: the stub's
// realtime.send() stores the message and raises a NOTIFY, and each joined channel of that topic
// receives it. A private channel is authorised as Supabase does it: a message is inserted into
// realtime.messages and read back as the joining user with realtime.topic() set, in a transaction
// that is rolled back; the channel joins only if row-level security lets the user read it. As on
// Supabase, the answer is kept for the life of the channel (or until a new access token).
// Not emulated: Presence, Postgres Changes and messages sent by clients.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { WebSocketServer, type WebSocket } from 'ws';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

interface Joined {
  /** The channel's topic without the 'realtime:' prefix. */
  subTopic: string;
  joinRef: string | null;
  isPrivate: boolean;
}

interface Broadcast {
  topic: string;
  event: string;
  payload: unknown;
  private: boolean;
}

export class RealtimeEmulator {
  private readonly sockets = new Set<WebSocket>();
  private readonly joined = new Map<WebSocket, Map<string, Joined>>();
  private readonly wss = new WebSocketServer({ noServer: true });
  private stopListening: (() => Promise<void>) | null = null;
  /** Every broadcast the database sent, for tests to inspect. */
  readonly sent: Broadcast[] = [];

  constructor(
    private readonly db: PGlite,
    private readonly userFor: (token: string) => string | null,
  ) {}

  async start(): Promise<void> {
    const unlisten = await this.db.listen('realtime_broadcast', (payload) => {
      const message = JSON.parse(payload) as Broadcast;
      this.sent.push(message);
      this.deliver(message);
    });
    this.stopListening = () => unlisten();
  }

  /** Takes over an HTTP upgrade to /realtime/v1/websocket. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      this.sockets.add(ws);
      this.joined.set(ws, new Map());
      ws.on('message', (data) => void this.receive(ws, String(data)));
      ws.on('close', () => {
        this.sockets.delete(ws);
        this.joined.delete(ws);
      });
    });
  }

  /** Drops every connection (as a network failure would); realtime-js reconnects by itself. */
  dropAll(): void {
    for (const ws of this.sockets) ws.terminate();
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    await this.stopListening?.();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private send(ws: WebSocket, frame: Frame): void {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
  }

  private async receive(ws: WebSocket, text: string): Promise<void> {
    let frame: Frame;
    try {
      frame = JSON.parse(text) as Frame;
    } catch {
      return;
    }
    const [joinRef, ref, topic, event, payload] = frame;
    const ok = (response: Record<string, unknown> = {}) =>
      this.send(ws, [joinRef, ref, topic, 'phx_reply', { status: 'ok', response }]);
    const refuse = (reason: string) =>
      this.send(ws, [joinRef, ref, topic, 'phx_reply', { status: 'error', response: { reason } }]);
    if (topic === 'phoenix' && event === 'heartbeat') return ok();
    const channels = this.joined.get(ws);
    if (!channels) return;
    if (event === 'phx_join') {
      const config = (payload.config ?? {}) as { private?: boolean };
      const subTopic = topic.replace(/^realtime:/, '');
      const isPrivate = config.private === true;
      if (isPrivate) {
        const token = typeof payload.access_token === 'string' ? payload.access_token : null;
        const user = token ? this.userFor(token) : null;
        if (!user || !(await this.mayRead(user, subTopic))) {
          return refuse(
            `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
          );
        }
      }
      channels.set(topic, { subTopic, joinRef, isPrivate });
      return ok({ postgres_changes: [] });
    }
    if (event === 'phx_leave') {
      channels.delete(topic);
      return ok();
    }
    if (event === 'access_token') {
      const channel = channels.get(topic);
      const token = typeof payload.access_token === 'string' ? payload.access_token : null;
      const user = token ? this.userFor(token) : null;
      if (channel?.isPrivate && (!user || !(await this.mayRead(user, channel.subTopic)))) {
        channels.delete(topic);
        this.send(ws, [channel.joinRef, null, topic, 'phx_close', {}]);
      }
      return;
    }
    return ok();
  }

  /** Whether row-level security on realtime.messages lets `user` read a message of `subTopic`. */
  private async mayRead(user: string, subTopic: string): Promise<boolean> {
    let allowed = false;
    await this.db
      .transaction(async (tx) => {
        const probe = await tx.query<{ id: string }>(
          `insert into realtime.messages (topic, extension, event, payload, private)
           values ($1, 'broadcast', 'authorisation', '{}', true) returning id`,
          [subTopic],
        );
        await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [user]);
        await tx.query(`select set_config('realtime.topic', $1, true)`, [subTopic]);
        await tx.exec('set local role authenticated');
        const seen = await tx.query(`select 1 from realtime.messages where id = $1`, [probe.rows[0]?.id]);
        allowed = seen.rows.length === 1;
        await tx.rollback();
      })
      .catch(() => {
        allowed = false;
      });
    return allowed;
  }

  private deliver(message: Broadcast): void {
    for (const [ws, channels] of this.joined) {
      for (const [topic, channel] of channels) {
        if (channel.subTopic !== message.topic || channel.isPrivate !== message.private) continue;
        this.send(ws, [
          null,
          null,
          topic,
          'broadcast',
          { type: 'broadcast', event: message.event, payload: message.payload },
        ]);
      }
    }
  }
}
