// Watching a live online match as a spectator (docs/game-design.md §6.1 "Spectators"). The server
// sends the match as a spectator may see it (both sides' public stats and effects, every card
// played, the turn and its clock; neither hand, no draw, no seed): the whole of it on Watch, then
// the entries each change added. The views are merged by the protocol's rule, as a player's are,
// and shown through the same battle pipeline, with a plan that marks the battle as watched: this
// browser controls neither side, so the battle screen takes no move and shows no hand.
//
// A spectator is a connection, not a seat: a reload or a dropped link watches again (the match is
// kept in this tab's session storage until it ends or the spectator stops). At the end the match's
// replay is asked for like a player's (replayRecord.ts) and kept among the replays as watched.
import { applyView, mergeView, newEntries } from '../../engine/index.ts';
import type { MatchView } from '../../engine/index.ts';
import type { ServerMessageOf } from '../../protocol/index.ts';
import {
  authorityBattleMissing,
  awaitAuthorityBattle,
  beginAuthorityBattle,
  useBattleStore,
} from '../battle/index.ts';
import type { RemoteAuthority } from '../battle/index.ts';
import { isOpen, openOnline, send } from './connection.ts';
import { planFromView, stateFromView } from './viewBattle.ts';
import { createViewShow } from './viewShow.ts';
import { noteEndedMatch } from './replayRecord.ts';
import { problemOf, useOnlineStore } from './store.ts';

const get = useOnlineStore.getState;
const set = useOnlineStore.setState;

/** This tab's watched match, so a reload of the watch screen watches it again. */
const KEY = 'sinawali:watching';

function remember(matchId: string | null): void {
  try {
    if (matchId === null) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, matchId);
  } catch {
    // Blocked storage: a reload then goes back to the rooms.
  }
}

function remembered(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The showing of the watched match, one view after another. */
const shown = createViewShow((view) => begin(view));

function spectatorAuthority(matchId: string): RemoteAuthority {
  return {
    // A spectator controls neither side, so the battle never hands it a move to send.
    send() {},
    leave() {
      if (get().watching?.matchId === matchId) stopWatching();
    },
    clockOffset: () => get().watching?.clockOffset ?? 0,
  };
}

function begin(view: MatchView): void {
  shown.restart();
  beginAuthorityBattle(
    planFromView(view, true),
    stateFromView(view),
    spectatorAuthority(view.matchId),
    view.deadline,
    {
      fresh: view.seq === 0,
      over: view.status !== 'live',
    },
  );
}

/** Watch: follow the match from its current state (the view arrives when the link is open). */
export function watchMatch(matchId: string): void {
  rewatched = null;
  set({ watching: { matchId, view: null, watchers: 0, clockOffset: 0 }, problem: null });
  remember(matchId);
  openOnline();
  if (isOpen()) send({ type: 'watchMatch', matchId }, 'watch');
}

/** Stop watching (the screen leaves): the server is told, and the battle is left as it stands. */
export function stopWatching(): void {
  const watching = get().watching;
  if (!watching) return;
  set({ watching: null });
  remember(null);
  if (isOpen()) send({ type: 'stopWatching', matchId: watching.matchId }, 'watch');
}

/** A spectator's view: merged like a player's, and what is new shown on the watch screen. */
export function receiveWatchView(message: ServerMessageOf<'watchView'>): void {
  const watching = get().watching;
  if (!watching || watching.matchId !== message.matchId) return;
  const incoming: MatchView = message.view;
  const decision = applyView(watching.view, incoming);
  if (decision === 'ignore') {
    if (watching.watchers !== message.watchers)
      set({ watching: { ...watching, watchers: message.watchers } });
    return;
  }
  if (decision === 'resync') {
    // A view went missing: Watch again sends the whole match.
    send({ type: 'watchMatch', matchId: watching.matchId }, 'watch');
    return;
  }
  const merged = mergeView(watching.view, incoming);
  const fresh = newEntries(watching.view, incoming);
  set({
    watching: {
      matchId: watching.matchId,
      view: merged,
      watchers: message.watchers,
      clockOffset: message.serverNow - Date.now(),
    },
  });
  if (merged.status !== 'live') remember(null);
  shown.present(merged, fresh);
  noteEndedMatch(merged);
}

/** The match watched again once after the server stopped counting this spectator unasked. */
let rewatched: string | null = null;

/**
 * The server stopped counting this spectator without being asked (Stop forgets the match first):
 * on Supabase, heartbeats that came too late (a tab in the background), or another page of the same
 * player watching another match. A live match is watched again, once: stopped unasked a second
 * time, the spectator leaves for the rooms rather than take turns with their other page.
 */
export function receiveUnwatched(message: ServerMessageOf<'unwatched'>): void {
  const watching = get().watching;
  if (!watching || watching.matchId !== message.matchId || watching.view?.status !== 'live') return;
  if (rewatched !== watching.matchId) {
    rewatched = watching.matchId;
    send({ type: 'watchMatch', matchId: watching.matchId }, 'watch');
    return;
  }
  set({ watching: null });
  remember(null);
  const battle = useBattleStore.getState();
  if (battle.source === 'online' && battle.battleId === message.matchId) authorityBattleMissing();
}

/** Watch was refused (the match ended, the player's own match, too many watching): said in words. */
export function watchRefused(error: ServerMessageOf<'error'>): void {
  set({ watching: null, problem: problemOf(error.code, error.message) });
  remember(null);
  const battle = useBattleStore.getState();
  if (battle.source === 'online' && !battle.state) authorityBattleMissing();
}

/** The link came back (or first opened): the server knows no spectator, so Watch is sent again. */
export function rewatchAfterOpen(): void {
  const watching = get().watching;
  if (watching && watching.view?.status !== 'finished' && watching.view?.status !== 'abandoned')
    send({ type: 'watchMatch', matchId: watching.matchId }, 'watch');
}

/**
 * What the watch screen calls to show its battle: the watched battle already on screen stays; a
 * watched match whose view is held is put on screen; after a reload the match is watched again;
 * with nothing to watch the screen goes back to the rooms.
 */
export async function resumeWatching(): Promise<void> {
  const battle = useBattleStore.getState();
  const watching = get().watching;
  if (battle.state && battle.plan?.online?.watched && battle.battleId === watching?.matchId) return;
  if (watching?.view) {
    begin(watching.view);
    return;
  }
  const matchId = watching?.matchId ?? remembered();
  if (matchId === null) {
    authorityBattleMissing();
    return;
  }
  awaitAuthorityBattle();
  if (!watching) watchMatch(matchId);
}
