// Where a player goes once signed in. The spec sends every sign-in to the main menu; an invite link
// opened signed out is the one exception (docs/game-design.md §6.1 "Invite links"): the Guard keeps
// it here while the player signs in or picks Guest, and the sign-in then leads into the room. It is
// kept in sessionStorage, so it belongs to this tab and is gone once the tab closes.
import { INVITE_PARAM } from '../../protocol/inviteLink.ts';

const KEY = 'sinawali:afterSignIn';
export const ROOMS_PATH = '/multiplayer';

/** The rooms screen with an invite code: the link a player sends a friend. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}${ROOMS_PATH}?${INVITE_PARAM}=${encodeURIComponent(code)}`;
}

/** The invite code of an address's query (`?join=<code>`), or null. */
export function inviteCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(INVITE_PARAM);
  return code === null || code === '' ? null : code;
}

/** A signed-out visitor asked for `pathname` + `search`: an invite link is kept for after the sign-in. */
export function keepForSignIn(pathname: string, search: string): void {
  const code = pathname === ROOMS_PATH ? inviteCodeOf(search) : null;
  try {
    if (code !== null)
      sessionStorage.setItem(KEY, `${ROOMS_PATH}?${INVITE_PARAM}=${encodeURIComponent(code)}`);
  } catch {
    // Storage refused (private mode, full): the player signs in and lands on the menu as usual.
  }
}

/** Whether an invite link waits for this sign-in (the login form says so). */
export function inviteWaiting(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** The path to open after a sign-in: a kept invite link (taken, so it is followed once), else the main menu. */
export function takePathAfterSignIn(): string {
  try {
    const kept = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (kept !== null) return kept;
  } catch {
    // As above: the main menu.
  }
  return '/landing';
}
