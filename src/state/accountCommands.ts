// Sign-up, log-in, guest log-in and log-out as the screens use them: call the backend, write the
// spec's local-storage keys, update the session store, and say what to tell the player.
import {
  backendArrived,
  type AuthEvent,
  getBackend,
  isBackendError,
  preloadBackend,
  type Profile,
  type Session,
} from '../services/backend/index.ts';
import type { FormField } from '../services/backend/errors.ts';
import { clearLocal, LOCAL_KEYS, readLocal, writeLocal } from '../services/storage/localKeys.ts';
import { setSignedIn, setSignedOut, useSessionStore } from './session.ts';

/** The account rules the sign-up form shows and checks as the player types (the backend checks them again). */
export { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../services/backend/accountRules.ts';

/**
 * What happened, in the words the spec uses (docs/game-design.md §10.1). Screens show each message as a
 * toast.
 */
export type Outcome =
  { ok: true; message: string } | { ok: false; messages: string[]; field?: FormField; detail?: string };

export const MESSAGES = {
  signUpFailed: 'An error occurred during sign-up. Please try again.',
  profileInsertFailed: 'Error inserting username into users table.',
  signUpOk: 'Signup successful!',
  logInOk: 'Login successful!',
  guestFailed: ['Login error', 'Login failed.'],
  profileMissing: 'Profile fetch error.',
  logOutFailed: 'Logout Failed: ',
  logOutOk: 'Logout Successfully!',
} as const;

function reason(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong.';
}

export async function signUp(email: string, username: string, password: string): Promise<Outcome> {
  try {
    await getBackend().auth.signUp({ email, username, password });
    return { ok: true, message: MESSAGES.signUpOk };
  } catch (error) {
    console.error('Sign-up failed:', error);
    const field = isBackendError(error) ? error.field : undefined;
    const messages: string[] = [MESSAGES.signUpFailed];
    return { ok: false, messages, detail: reason(error), ...(field ? { field } : {}) };
  }
}

/**
 * Saves the session and profile the way docs/game-design.md §3.2 describes, or reports the missing profile.
 */
async function completeLogIn(session: Session): Promise<Profile | null> {
  writeLocal(LOCAL_KEYS.accessToken, session.access_token);
  writeLocal(LOCAL_KEYS.refreshToken, session.refresh_token);
  writeLocal(LOCAL_KEYS.authId, session.user.id);
  const profile = await getBackend().auth.fetchProfile(session.user.id);
  if (!profile) return null;
  writeLocal(LOCAL_KEYS.userId, profile.id);
  writeLocal(LOCAL_KEYS.role, String(profile.is_admin));
  setSignedIn(profile.id, profile.user_name, profile.is_admin);
  return profile;
}

async function abandonSession(): Promise<void> {
  await getBackend()
    .auth.logOut()
    .catch(() => undefined);
  clearLocal();
  setSignedOut();
}

export async function logIn(email: string, password: string): Promise<Outcome> {
  let session: Session;
  try {
    session = await getBackend().auth.logIn({ email, password });
  } catch (error) {
    console.error('Login failed:', error);
    const field = isBackendError(error) ? error.field : undefined;
    return { ok: false, messages: [reason(error)], ...(field ? { field } : {}) };
  }
  return finishLogIn(session, [MESSAGES.profileMissing]);
}

export async function logInAsGuest(): Promise<Outcome> {
  let session: Session;
  try {
    session = await getBackend().auth.logInAsGuest();
  } catch (error) {
    console.error('Guest login failed:', error);
    return { ok: false, messages: [...MESSAGES.guestFailed, reason(error)] };
  }
  return finishLogIn(session, [MESSAGES.profileMissing]);
}

async function finishLogIn(session: Session, missingProfile: string[]): Promise<Outcome> {
  try {
    const profile = await completeLogIn(session);
    if (profile) return { ok: true, message: MESSAGES.logInOk };
  } catch (error) {
    console.error('Profile fetch failed:', error);
  }
  await abandonSession();
  return { ok: false, messages: missingProfile };
}

export async function logOut(): Promise<Outcome> {
  try {
    await getBackend().auth.logOut();
  } catch (error) {
    console.error('Logout failed:', error);
    return { ok: false, messages: [MESSAGES.logOutFailed + reason(error)] };
  }
  clearLocal();
  setSignedOut();
  return { ok: true, message: MESSAGES.logOutOk };
}

/** The login form is up: fetch the backend while the player types, so the sign-in finds it ready. */
export function prepareSignIn(): void {
  preloadBackend();
}

/**
 * On start-up: bring the session store in line with the backend's session, and follow the
 * backend's session events (another tab signing out signs this one out too).
 */
export function followSession(onSignedOutElsewhere: () => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  const follow = () => {
    if (!stopped) stop = getBackend().auth.onAuthStateChange(onSessionEvent);
  };
  // A visitor without a session has none to follow yet: the backend is not fetched for it, and the
  // events are followed once it arrives (preloaded under the login form, or at the sign-in).
  if (readLocal(LOCAL_KEYS.accessToken)) follow();
  else void backendArrived().then(follow);
  return () => {
    stopped = true;
    stop?.();
  };

  function onSessionEvent(event: AuthEvent, session: Session | null): void {
    if (
      event === 'SIGNED_OUT' ||
      (event === 'INITIAL_SESSION' && !session && readLocal(LOCAL_KEYS.accessToken))
    ) {
      const wasSignedIn = Boolean(readLocal(LOCAL_KEYS.accessToken));
      clearLocal();
      setSignedOut();
      if (wasSignedIn) onSignedOutElsewhere();
      return;
    }
    if (!session) return;
    if (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN') {
      writeLocal(LOCAL_KEYS.accessToken, session.access_token);
      writeLocal(LOCAL_KEYS.refreshToken, session.refresh_token);
    }
    if (event === 'INITIAL_SESSION' || (event === 'SIGNED_IN' && !useSessionStore.getState().userId)) {
      void getBackend()
        .auth.fetchProfile(session.user.id)
        .then((profile) => {
          if (profile) setSignedIn(profile.id, profile.user_name, profile.is_admin);
        })
        .catch((error: unknown) => console.error('Profile fetch failed:', error));
    }
  }
}
