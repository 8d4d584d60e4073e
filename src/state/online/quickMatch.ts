// Quick Match, as the rooms screen uses it (docs/game-design.md §6.1): join the queue, hear how long
// this player has waited and how many are looking, and leave it by Cancel or by leaving the screen.
// The server pairs the two who waited longest and sends both their new room at its fighter select,
// which the rooms screen follows as it follows Start Game. The server forgets a player whose link
// dropped, so the queue is joined again when the link comes back.
import type { ServerMessageOf } from '../../protocol/index.ts';
import { isOpen, send } from './connection.ts';
import { useOnlineStore } from './store.ts';

const get = useOnlineStore.getState;
const set = useOnlineStore.setState;

/** Quick Match: into the queue (refused in words when the player sits in a room). */
export function findQuickMatch(now: number = Date.now()): void {
  if (!isOpen() || get().room !== null) return;
  set({ problem: null, queue: get().queue ?? { since: now, looking: 1 } });
  send({ type: 'quickMatch' }, 'queue');
}

/** Cancel, or the rooms screen left: out of the queue. */
export function cancelQuickMatch(): void {
  if (get().queue === null) return;
  set({ queue: null });
  if (isOpen()) send({ type: 'leaveQueue' }, 'queue');
}

/** The server's word on the player's place (`now`: this browser's clock when it arrived). */
export function receiveQueue(message: ServerMessageOf<'queue'>, now: number = Date.now()): void {
  set({ queue: message.queued ? { since: now - message.waitedMs, looking: message.looking } : null });
}

/** A refusal of Quick Match: the player is not queued. */
export function queueRefused(): void {
  set({ queue: null });
}

/** The link came back: a player still waiting joins the queue again (the server forgot them). */
export function requeueAfterOpen(): void {
  if (get().queue !== null && get().room === null) send({ type: 'quickMatch' }, 'queue');
}
