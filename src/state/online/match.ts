// Following an online match: every view the authority sends is applied by the protocol's rule
// (applyView / mergeView: newer ones applied, older and duplicate ones ignored, a gap resynced),
// and what is new in it is shown through the battle's own machinery (showAuthorityMoves), one view
// after the other. The battle on screen is built from the view: this player's hand, both sides'
// public stats, never the foe's hand (the view does not have it). A view that ends the match has
// the match's replay asked for and stored (replayRecord.ts).
import { applyView, mergeView, newEntries } from '../../engine/index.ts';
import type { MatchView } from '../../engine/index.ts';
import type { ServerMessageOf } from '../../protocol/index.ts';
import {
  authorityBattleMissing,
  awaitAuthorityBattle,
  beginAuthorityBattle,
  refuseMove,
  resumeStoredBattle,
  routeOf,
  useBattleStore,
} from '../battle/index.ts';
import type { PlayerMove, RemoteAuthority } from '../battle/index.ts';
import { isOpen, openOnline, send } from './connection.ts';
import { forgetMemory, readMemory, writeMemory } from './memory.ts';
import { noteEndedMatch } from './replayRecord.ts';
import { useOnlineStore } from './store.ts';
import { planFromView, stateFromView } from './viewBattle.ts';
import { createViewShow } from './viewShow.ts';

const get = useOnlineStore.getState;
const set = useOnlineStore.setState;

/** The showing of this player's match, one view after another. */
const shown = createViewShow((view) => beginFromView(view));
/** The match whose full view was asked for and not yet received. */
let resyncing: string | null = null;

function authorityFor(matchId: string): RemoteAuthority {
  return {
    send(move: PlayerMove) {
      const view = get().view;
      if (!view || view.matchId !== matchId) return;
      send({ type: 'move', matchId, seq: view.seq, action: move }, 'move');
    },
    leave() {
      const room = get().room;
      if (room) send({ type: 'leaveRoom', roomId: room.roomId }, 'leave');
      set({ room: null, chat: [], view: null });
      forgetMemory();
    },
    clockOffset: () => get().clockOffset,
  };
}

/** Puts the held view's battle on screen (from its start, or as it stands after a reload). */
function beginFromView(view: MatchView): void {
  shown.restart();
  beginAuthorityBattle(planFromView(view), stateFromView(view), authorityFor(view.matchId), view.deadline, {
    fresh: view.seq === 0,
    over: view.status !== 'live',
  });
}

/** Asks for the whole match again (a gap, a stale move, a reconnection, a reload). */
export function requestResync(matchId: string): void {
  resyncing = matchId;
  if (isOpen()) send({ type: 'resync', matchId }, 'resync');
}

/** A view from the authority. */
export function receiveView(message: ServerMessageOf<'matchView'>): void {
  const incoming = message.view;
  let local = get().view;
  if (local && local.matchId !== incoming.matchId) {
    // The room's next match (Start Game again, Rematch) replaces the last one; a late view of an
    // older match is ignored.
    const current = get().room?.matchId ?? readMemory()?.matchId ?? null;
    if (incoming.matchId !== current) return;
    local = null;
  }
  const decision = applyView(local, incoming);
  if (decision === 'ignore') return;
  if (decision === 'resync') {
    requestResync(incoming.matchId);
    return;
  }
  if (resyncing === incoming.matchId && incoming.logFrom === 0) resyncing = null;
  const merged = mergeView(local, incoming);
  const fresh = newEntries(local, incoming);
  set({ view: merged, clockOffset: message.serverNow - Date.now() });
  const memory = readMemory();
  const roomId = get().room?.roomId ?? memory?.roomId;
  if (roomId && merged.status === 'live') writeMemory({ roomId, matchId: merged.matchId });
  shown.present(merged, fresh);
  noteEndedMatch(merged);
}

/** A refusal about a match: the move's reason shown, the match resynced when it moved on. */
export function receiveMatchError(error: ServerMessageOf<'error'>, aboutMove: boolean): void {
  const matchId = error.matchId;
  if (!matchId) return;
  if (error.code === 'no_match' || error.code === 'not_seated') {
    // The match is gone (the room closed, a server reset): a battle waiting for it gives up.
    if (get().view?.matchId === matchId) set({ view: null });
    if (readMemory()?.matchId === matchId) forgetMemory();
    const battle = useBattleStore.getState();
    if (battle.source === 'online' && (battle.battleId === matchId || !battle.state))
      authorityBattleMissing();
    return;
  }
  if (aboutMove) refuseMove(error.message);
  if (error.code === 'stale' || error.code === 'time_up' || error.code === 'not_your_turn')
    requestResync(matchId);
}

/** After the link came back: the match being followed (or waited for) is asked for again. */
export function resyncAfterOpen(): void {
  const matchId = resyncing ?? get().view?.matchId ?? null;
  if (matchId) send({ type: 'resync', matchId }, 'resync');
}

/**
 * What a battle screen calls to start or resume its battle: the battle already on screen stays; an
 * online match this browser is in is resumed from the authority; otherwise the stored local battle.
 */
export async function resumeCurrentBattle(): Promise<void> {
  const battle = useBattleStore.getState();
  if (battle.state) {
    // A local battle began after an online match was left some other way: that match is history.
    if (battle.source !== 'online') forgetMemory();
    return;
  }
  const view = get().view;
  const memory = readMemory();
  if (view && view.status === 'live' && (!memory || memory.matchId === view.matchId)) {
    beginFromView(view);
    return;
  }
  if (memory?.matchId) {
    awaitAuthorityBattle();
    shown.restart();
    openOnline();
    requestResync(memory.matchId);
    return;
  }
  await resumeStoredBattle();
}

/** The view of the room's current match, if it is live or just ended. */
export function currentMatchView(): MatchView | null {
  const view = get().view;
  const room = get().room;
  if (!view || (room && room.matchId !== view.matchId)) return null;
  return view;
}

/**
 * Puts the room's new match on screen (the fighter select calls it once both have picked) and
 * returns the route of this player's seat, or null while there is no live match to show.
 */
export function enterMatchBattle(): string | null {
  const view = currentMatchView();
  if (!view || view.status !== 'live') return null;
  const battle = useBattleStore.getState();
  if (battle.source !== 'online' || battle.battleId !== view.matchId) beginFromView(view);
  return routeOf(planFromView(view), view.active);
}
