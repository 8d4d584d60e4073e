// The client of the `match` Edge Function: the messages that need the authority (startMatch,
// pickFighter, move, resync, rematch, leaveRoom, replay, watchMatch) go there, and its answers are
// the caller's own messages, passed on as they come. Each matchView or watchView in an answer also
// sets the server clock.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ClientMessage, ServerMessage } from '../../../protocol/index.ts';
import type { Outbox } from './outbox.ts';
import type { ServerClock } from './serverClock.ts';

/** Sends one message to the authority; resolves false when it was refused or did not arrive. */
export type InvokeMatch = (message: ClientMessage) => Promise<boolean>;

export function createMatchFunction(
  client: SupabaseClient,
  functionName: string,
  clock: ServerClock,
  outbox: Outbox,
): InvokeMatch {
  return async function invoke(message) {
    const sentAt = clock.now();
    const { data, error } = await client.functions.invoke(functionName, { body: message });
    const receivedAt = clock.now();
    let answer = data as { messages?: ServerMessage[] } | null;
    if (error) {
      const context = (error as { context?: unknown }).context;
      answer =
        context instanceof Response
          ? ((await context.json().catch(() => null)) as { messages?: ServerMessage[] } | null)
          : null;
      if (context instanceof Response && context.status === 401) {
        outbox.emitError('no_hello', 'Sign in to play online.', message.ref);
        return false;
      }
      if (!answer?.messages) {
        outbox.emitError(
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
      if (reply.type === 'matchView' || reply.type === 'watchView')
        clock.learn(reply.serverNow, (sentAt + receivedAt) / 2);
      if (reply.type === 'error') refused = true;
      outbox.emit(reply);
    }
    return !refused;
  };
}
