// Change notices between the parts of this tab and between tabs of this browser: the local
// stand-in for Supabase Realtime. A notice is sent after its transaction commits, so a listener
// that reads storage in response always sees the change.
const LIVE_CHANNEL = 'sinawali-live';

export type LiveNotice = { topic: 'hero_gold'; hero_id: string; gold: number };

type Listener = (notice: LiveNotice) => void;

export interface LiveNotices {
  publish(notice: LiveNotice): void;
  subscribe(listener: Listener): () => void;
}

export function createLiveNotices(): LiveNotices {
  const listeners = new Set<Listener>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LIVE_CHANNEL);
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
