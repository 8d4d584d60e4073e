// Following an online match: every view the authority sends is applied by the protocol's rule
// (applyView / mergeView: newer ones applied, older and duplicate ones ignored, a gap resynced),
// and what is new in it is shown through the battle's own machinery (showAuthorityMoves), one view
// after the other. The battle on screen is built from the view: this player's hand, both sides'
// public stats, never the foe's hand (the view does not have it). A view that ends the match has
// the match's replay asked for and stored (replayRecord.ts).
import { applyView, mergeView, newEntries } from '../../engine/index.ts';
import type { BattleState, MatchSide, MatchView, SideState } from '../../engine/index.ts';
import type { ServerMessageOf } from '../../protocol/index.ts';
import {
  authorityBattleMissing,
  awaitAuthorityBattle,
  beginAuthorityBattle,
  refuseMove,
  resumeStoredBattle,
  routeOf,
  showAuthorityMoves,
  useBattleStore,
} from '../battle/index.ts';
import type { BattlePlan, PlayerMove, RemoteAuthority } from '../battle/index.ts';
import { isOpen, openOnline, send } from './connection.ts';
import { forgetMemory, readMemory, writeMemory } from './memory.ts';
import { noteEndedMatch } from './replayRecord.ts';
import { useOnlineStore } from './store.ts';

const get = useOnlineStore.getState;
const set = useOnlineStore.setState;

/** The showing of views, one after another (a new battle starts a new chain). */
let showing: Promise<void> = Promise.resolve();
/** The match whose full view was asked for and not yet received. */
let resyncing: string | null = null;

function sideOf(side: MatchSide, hand: readonly number[]): SideState {
  return {
    name: side.name,
    templateId: side.templateId,
    health: side.health,
    maxHealth: side.maxHealth,
    energy: side.energy,
    maxEnergy: side.maxEnergy,
    base: { ...side.base },
    stats: { ...side.stats },
    hand: [...hand],
    pool: [...side.pool],
    effects: side.effects.map((e) => ({ ...e, original: { ...e.original } })),
    stunned: side.stunned,
  };
}

/**
 * The battle as this player may know it, in the engine's shape so the battle screen and scene can
 * show it: the foe's hand is empty (hidden), and there is no seed or generator (zeros).
 */
export function stateFromView(view: MatchView): BattleState {
  const you = sideOf(view.you, view.hand);
  const foe = sideOf(view.foe, []);
  return {
    version: 1,
    seed: 0,
    rng: [0, 0, 0, 0],
    sides: view.seat === 0 ? [you, foe] : [foe, you],
    active: view.active,
    first: 0,
    turn: view.turn,
    winner: view.winner,
  };
}

/**
 * The battle plan of an online match: the two chosen fighters in the arena, this player's seat (a
 * spectator's plan is marked as watched: it plays neither side).
 */
export function planFromView(view: MatchView, watched = false): BattlePlan {
  return {
    mode: 'online',
    seed: 0,
    sides: [
      { kind: 'fighter', fighterId: view.fighters[0] },
      { kind: 'fighter', fighterId: view.fighters[1] },
    ],
    level: 'classic',
    place: 'arena',
    first: 0,
    online: {
      matchId: view.matchId,
      seat: view.seat,
      names: [view.names[0], view.names[1]],
      ...(watched ? { watched: true as const } : {}),
    },
  };
}

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
  showing = Promise.resolve();
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
  present(merged, fresh);
  noteEndedMatch(merged);
}

/** Shows what is new, when this match's battle is on screen (or a battle screen waits for it). */
function present(view: MatchView, fresh: MatchView['log']): void {
  const battle = useBattleStore.getState();
  if (battle.source !== 'online') return;
  if (!battle.state || battle.battleId !== view.matchId) {
    if (!battle.state) beginFromView(view);
    return;
  }
  const after = stateFromView(view);
  const moves = fresh.map((entry) => ({ action: entry.action, events: entry.events }));
  const over = view.status !== 'live';
  showing = showing.then(() => showAuthorityMoves(moves, after, view.deadline, over));
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
    showing = Promise.resolve();
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
