// Change notices between the parts of this tab and between tabs of this browser: the local
// stand-in for Supabase Realtime. A notice is sent after its transaction commits, so a listener
// that reads storage in response always sees the change.
// Each database has a channel of its own: a notice about another database's heroes is not this one's.
const liveChannel = (dbName: string) => `sinawali-live:${dbName}`;

export type LiveNotice = { topic: 'hero_gold'; hero_id: string; gold: number };

type Listener = (notice: LiveNotice) => void;

export interface LiveNotices {
  publish(notice: LiveNotice): void;
  subscribe(listener: Listener): () => void;
}

export function createLiveNotices(dbName: string): LiveNotices {
  const listeners = new Set<Listener>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(liveChannel(dbName));
  const deliver = (notice: LiveNotice) => {
    for (const listener of [...listeners]) listener(notice);
  };
  channel?.addEventListener('message', (message: MessageEvent<LiveNotice>) => deliver(message.data));
  return {
    publish(notice) {
      deliver(notice);
      channel?.postMessage(notice);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
