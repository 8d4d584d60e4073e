// Chooses the online transport once, from configuration, like the backend (DESIGN.md "Online
// play"): the game's own server over a WebSocket by default. Nothing else asks which one runs.
import { createServerTransport } from './serverTransport.ts';
import type { OnlineTransport } from './transport.ts';

let transport: OnlineTransport | null = null;

function chooseTransport(): OnlineTransport {
  return createServerTransport();
}

/** The one online transport of this page. */
export function getOnlineTransport(): OnlineTransport {
  transport ??= chooseTransport();
  return transport;
}

export { PLAYER_KEY_STORAGE } from './transport.ts';
export type { ConnectionState, OnlineTransport } from './transport.ts';
