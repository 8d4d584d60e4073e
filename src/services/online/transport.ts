// The online transport port: how the browser talks to whoever runs online play. Two adapters speak
// the same protocol (src/protocol): the game's own server over a WebSocket (the default), and
// Supabase (rooms and chat in tables, moves through the `match` Edge Function, live
// through Realtime) when it is configured. The online screens and state see only this port.
import type { ClientMessage, ServerMessage } from '../../protocol/index.ts';

/**
 * 'connecting': first attempt. 'open': messages flow. 'reconnecting': the link dropped and the
 * transport is retrying by itself (a resync follows). 'closed': closed on purpose.
 */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface OnlineTransport {
  readonly kind: 'server' | 'supabase';
  /** Opens the link and says hello as `name`; the player key is kept in this browser. */
  connect(name: string): void;
  /** Sends one message; messages sent while the link is down are refused with an 'error' message. */
  send(message: ClientMessage): void;
  /** Every message from the other end, validated (parseServerMessage), in order. */
  onMessage(listener: (message: ServerMessage) => void): () => void;
  onState(listener: (state: ConnectionState) => void): () => void;
  close(): void;
}

/** Where this browser keeps its player key for online play (issued by the other end on hello). */
export const PLAYER_KEY_STORAGE = 'sinawali:playerKey';
