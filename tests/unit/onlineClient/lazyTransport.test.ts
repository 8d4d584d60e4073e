// The transport that arrives in its own chunk (Supabase): calls made before it loads are replayed
// in order, its messages and states reach listeners attached earlier, and a chunk that cannot load
// leaves the link 'reconnecting' with every message answered by an error.
import { describe, expect, it } from 'vitest';
import { lazyTransport } from '../../../src/services/online/lazyTransport.ts';
import type { ConnectionState, OnlineTransport } from '../../../src/services/online/transport.ts';
import type { ClientMessage, ServerMessage } from '../../../src/protocol/index.ts';

function fakeInner() {
  const calls: string[] = [];
  let message: ((m: ServerMessage) => void) | null = null;
  let state: ((s: ConnectionState) => void) | null = null;
  const inner: OnlineTransport = {
    kind: 'supabase',
    connect: (name) => void calls.push(`connect ${name}`),
    send: (m: ClientMessage) => void calls.push(`send ${m.type}`),
    onMessage: (l) => {
      message = l;
      return () => undefined;
    },
    onState: (l) => {
      state = l;
      return () => undefined;
    },
    close: () => void calls.push('close'),
  };
  return {
    inner,
    calls,
    emit: (m: ServerMessage) => message?.(m),
    setState: (s: ConnectionState) => state?.(s),
  };
}

describe('a lazily loaded transport', () => {
  it('replays calls in order once loaded and passes on what the real one says', async () => {
    const real = fakeInner();
    const lazy = lazyTransport('supabase', () => Promise.resolve(real.inner));
    const messages: ServerMessage[] = [];
    const states: ConnectionState[] = [];
    lazy.onMessage((m) => messages.push(m));
    lazy.onState((s) => states.push(s));
    lazy.connect('Dayang');
    lazy.send({ type: 'listRooms' });
    expect(real.calls).toEqual([]);
    await Promise.resolve();
    await Promise.resolve();
    expect(real.calls).toEqual(['connect Dayang', 'send listRooms']);
    real.setState('open');
    real.emit({ type: 'rooms', rooms: [] });
    expect(states).toEqual(['open']);
    expect(messages).toEqual([{ type: 'rooms', rooms: [] }]);
    lazy.close();
    expect(real.calls.at(-1)).toBe('close');
  });

  it('when the chunk cannot load, the link is down and messages are refused', async () => {
    const lazy = lazyTransport('supabase', () => Promise.reject(new Error('offline')));
    const messages: ServerMessage[] = [];
    const states: ConnectionState[] = [];
    lazy.onMessage((m) => messages.push(m));
    lazy.onState((s) => states.push(s));
    const errors = console.error;
    console.error = () => undefined;
    lazy.connect('Dayang');
    await new Promise((r) => setTimeout(r, 0));
    console.error = errors;
    expect(states).toEqual(['reconnecting']);
    lazy.send({ type: 'listRooms', ref: 'rooms-1' });
    expect(messages).toEqual([{ type: 'error', code: 'server_error', message: 'offline', ref: 'rooms-1' }]);
  });
});
