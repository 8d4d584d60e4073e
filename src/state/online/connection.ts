// The online link as the state layer sees it: opening it once with the player's name (their local
// profile's username), sending messages with a ref that names what they were for, and handing each
// message from the server to the part of the state that owns it.
import type { ClientMessage, ServerMessage } from '../../protocol/index.ts';
import { getOnlineTransport } from '../../services/online/index.ts';
import type { ConnectionState, OnlineTransport } from '../../services/online/index.ts';
import { useSessionStore } from '../session.ts';
import { INITIAL_ONLINE, useOnlineStore } from './store.ts';

/** What a sent message was for: an error answering it goes back to its purpose. */
export type Purpose =
  | 'rooms'
  | 'create'
  | 'join'
  | 'leave'
  | 'chat'
  | 'start'
  | 'pick'
  | 'move'
  | 'resync'
  | 'rematch'
  | 'replay'
  | 'queue'
  | 'watch';

export interface Handlers {
  message(message: ServerMessage, purpose: Purpose | null, extra: string | null): void;
  /** The link is open (welcomed), again after a drop too. */
  opened(reconnection: boolean): void;
  /** The link dropped or could not be made. */
  lost(firstAttempt: boolean): void;
}

let transport: OnlineTransport | null = null;
let unsubscribe: Array<() => void> = [];
let handlers: Handlers | null = null;
let waitingForName: (() => void) | null = null;
let everOpen = false;
let refs = 0;
/** Sent messages awaiting an answer, by ref: their purpose and a note (e.g. a chat's text). */
const sent = new Map<string, { purpose: Purpose; extra: string | null }>();
const SENT_KEPT = 200;

/** Wires the state to the link (once); the handlers live in commands.ts. */
export function installHandlers(next: Handlers): void {
  handlers = next;
}

/** Opens online play (idempotent): connects as the signed-in player once their name is known. */
export function openOnline(): void {
  if (transport || waitingForName) return;
  const name = useSessionStore.getState().username;
  if (!name) {
    waitingForName = useSessionStore.subscribe((session) => {
      if (!session.username) return;
      waitingForName?.();
      waitingForName = null;
      openOnline();
    });
    return;
  }
  transport = getOnlineTransport();
  const current = transport;
  const offMessage = current.onMessage((message) => {
    const ref = 'ref' in message ? message.ref : undefined;
    const note = ref !== undefined ? sent.get(ref) : undefined;
    if (ref !== undefined && message.type === 'error') sent.delete(ref);
    handlers?.message(message, note?.purpose ?? null, note?.extra ?? null);
  });
  const offState = current.onState((state: ConnectionState) => {
    const previous = useOnlineStore.getState().connection;
    useOnlineStore.setState({ connection: state });
    if (state === 'open') {
      handlers?.opened(everOpen);
      everOpen = true;
    } else if (state === 'reconnecting' && previous !== 'reconnecting') {
      handlers?.lost(!everOpen);
    }
  });
  unsubscribe = [offMessage, offState];
  useOnlineStore.setState({ connection: 'connecting' });
  current.connect(name);
}

/** Whether the link is open now (messages sent now are delivered). */
export function isOpen(): boolean {
  return useOnlineStore.getState().connection === 'open';
}

/** Sends a message with a ref naming its purpose; `extra` is kept for the answer's handler. */
export function send(
  message: ClientMessage,
  purpose: Purpose,
  extra: string | null = null,
): string | undefined {
  if (!transport) return undefined;
  refs += 1;
  const ref = `${purpose}-${refs}`;
  sent.set(ref, { purpose, extra });
  if (sent.size > SENT_KEPT) {
    const oldest = sent.keys().next().value;
    if (oldest !== undefined) sent.delete(oldest);
  }
  transport.send({ ...message, ref });
  return ref;
}

/** Signing out (or another player signing in) closes the link and forgets what it knew. */
useSessionStore.subscribe((session, previous) => {
  if (session.username === previous.username) return;
  // The name an earlier openOnline waits for has arrived (after a reload the profile comes a moment
  // after the screen): that wait opens the link with it, so it is not cancelled here.
  if (previous.username === null && waitingForName) return;
  waitingForName?.();
  waitingForName = null;
  if (!transport) return;
  for (const off of unsubscribe) off();
  unsubscribe = [];
  transport.close();
  transport = null;
  everOpen = false;
  sent.clear();
  useOnlineStore.setState({ ...INITIAL_ONLINE });
});
