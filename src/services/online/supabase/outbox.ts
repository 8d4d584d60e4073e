// Everything the Supabase transport tells the screens passes here: each message is validated as the
// game's own server's would be (parseServerMessage), the connection state is told once per change,
// and nothing leaves after close.
import { parseServerMessage } from '../../../protocol/index.ts';
import type { MatchView } from '../../../engine/match/index.ts';
import type { ErrorCode, ServerMessage, ServerMessageOf } from '../../../protocol/index.ts';
import type { ConnectionState } from '../transport.ts';
import { refusalOf, type DatabaseError } from './rows.ts';

export interface Outbox {
  readonly closed: boolean;
  emit(message: ServerMessage): void;
  emitError(code: ErrorCode, message: string, ref?: string, matchId?: string): void;
  /** A database refusal as the protocol's error. */
  emitDatabaseError(error: DatabaseError, ref?: string): void;
  setState(next: ConnectionState): void;
  onMessage(listener: (message: ServerMessage) => void): () => void;
  onState(listener: (state: ConnectionState) => void): () => void;
  /** Sees each match view before the screens do (the match feed keeps the latest per match). */
  watchViews(watcher: (view: MatchView) => void): void;
  /** Sees each spectator's view before the screens do (the watch feed keeps the latest it has). */
  watchSpectatorViews(watcher: (message: ServerMessageOf<'watchView'>) => void): void;
  /** Nothing is passed on after this. */
  close(): void;
}

export function createOutbox(): Outbox {
  const messageListeners = new Set<(message: ServerMessage) => void>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  let state: ConnectionState = 'closed';
  let closed = false;
  let viewWatcher: (view: MatchView) => void = () => undefined;
  let spectatorWatcher: (message: ServerMessageOf<'watchView'>) => void = () => undefined;

  const emit = (message: ServerMessage): void => {
    if (closed) return;
    const checked = parseServerMessage(JSON.stringify(message));
    const out: ServerMessage = checked.ok
      ? checked.message
      : { type: 'error', code: checked.code, message: checked.message };
    if (out.type === 'matchView') viewWatcher(out.view);
    if (out.type === 'watchView') spectatorWatcher(out);
    for (const listener of [...messageListeners]) listener(out);
  };

  const emitError = (code: ErrorCode, message: string, ref?: string, matchId?: string): void => {
    const error: ServerMessageOf<'error'> = { type: 'error', code, message };
    if (ref !== undefined) error.ref = ref;
    if (matchId !== undefined) error.matchId = matchId;
    emit(error);
  };

  return {
    get closed() {
      return closed;
    },
    emit,
    emitError,
    emitDatabaseError(error, ref) {
      const { code, message } = refusalOf(error);
      emitError(code, message, ref);
    },
    setState(next) {
      if (state === next) return;
      state = next;
      for (const listener of [...stateListeners]) listener(next);
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    watchViews(watcher) {
      viewWatcher = watcher;
    },
    watchSpectatorViews(watcher) {
      spectatorWatcher = watcher;
    },
    close() {
      closed = true;
    },
  };
}
