// Running an operation written once for both hosts. An operation is a generator: it yields each
// store call it needs and receives the answer, so the same code runs at once over the WebSocket
// server's store in memory (`runNow`, which keeps that server's handling of a message in one
// piece, as the order of its players' messages demands) and awaits the database on Supabase
// (`runLater`). A store's refusal is thrown back into the operation, which may catch it (a 'retry').
//
// Shared with Deno: relative imports carry their extension and nothing here touches Node.
import type { Maybe, MatchStore } from './port.ts';

/** A store call: what the operation asks of the store. */
export type StoreCall = (store: MatchStore) => Maybe<unknown>;

export type Operation<T> = Generator<StoreCall, T, unknown>;

/** Asks the store; `yield* ask(...)` gives the answer, typed. */
export function* ask<T>(call: (store: MatchStore) => Maybe<T>): Generator<StoreCall, T, unknown> {
  return (yield call) as T;
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** Runs the operation over a store that answers at once. */
export function runNow<T>(operation: Operation<T>, store: MatchStore): T {
  let step = operation.next();
  while (!step.done) {
    let answer: unknown;
    try {
      answer = step.value(store);
      if (isPromise(answer))
        throw new TypeError('This store answers later: run the operation with runLater.');
    } catch (error) {
      step = operation.throw(error);
      continue;
    }
    step = operation.next(answer);
  }
  return step.value;
}

/** Runs the operation over a store that may answer later. */
export async function runLater<T>(operation: Operation<T>, store: MatchStore): Promise<T> {
  let step = operation.next();
  while (!step.done) {
    let answer: unknown;
    try {
      answer = await step.value(store);
    } catch (error) {
      step = operation.throw(error);
      continue;
    }
    step = operation.next(answer);
  }
  return step.value;
}
