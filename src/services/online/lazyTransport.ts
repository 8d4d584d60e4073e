// A transport that arrives later (in its own chunk) but can be used at once: calls made before it
// has loaded are kept and replayed in order, listeners are attached when it arrives. If it cannot
// load, the link reports 'reconnecting' and every message is answered with an 'error'.
import type { ClientMessage, ServerMessage } from '../../protocol/index.ts';
import type { ConnectionState, OnlineTransport } from './transport.ts';

export function lazyTransport(
  kind: OnlineTransport['kind'],
  load: () => Promise<OnlineTransport>,
): OnlineTransport {
  let inner: OnlineTransport | null = null;
  let failed: string | null = null;
  let loading: Promise<void> | null = null;
  const queue: Array<(t: OnlineTransport) => void> = [];
  const messageListeners = new Set<(message: ServerMessage) => void>();
  const stateListeners = new Set<(state: ConnectionState) => void>();

  const ensure = (): void => {
    loading ??= load().then(
      (transport) => {
        inner = transport;
        transport.onMessage((m) => messageListeners.forEach((l) => l(m)));
        transport.onState((s) => stateListeners.forEach((l) => l(s)));
        for (const call of queue.splice(0)) call(transport);
      },
      (error: unknown) => {
        failed = error instanceof Error ? error.message : String(error);
        console.error('Online play could not load:', error);
        queue.length = 0;
        stateListeners.forEach((l) => l('reconnecting'));
      },
    );
  };
  const later = (call: (t: OnlineTransport) => void): void => {
    if (inner) call(inner);
    else {
      queue.push(call);
      ensure();
    }
  };

  return {
    kind,
    connect(name: string) {
      later((t) => t.connect(name));
    },
    send(message: ClientMessage) {
      if (failed !== null) {
        const refusal: ServerMessage = { type: 'error', code: 'server_error', message: failed };
        if (message.ref !== undefined) refusal.ref = message.ref;
        messageListeners.forEach((l) => l(refusal));
        return;
      }
      later((t) => t.send(message));
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
      if (inner) inner.close();
      else queue.length = 0;
    },
  };
}
