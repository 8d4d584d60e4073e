// Sign-up, log-in, guest log-in and log-out as the login and sign-up screens use them, over the
// local backend on fake IndexedDB: what the player is told (docs/game-design.md §10.1), the spec's
// local-storage keys (§3.2, §11.1), the session store, and what a logout keeps (How to Play's
// memory per profile). The backend's session events are followed through a plain emitter.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideBackend } from '../../../src/services/backend/index.ts';
import type { Backend } from '../../../src/services/backend/port.ts';
import type { AuthListener, Session } from '../../../src/services/backend/types.ts';
import { LOCAL_KEYS } from '../../../src/services/storage/localKeys.ts';
import {
  MESSAGES,
  followSession,
  logIn,
  logInAsGuest,
  logOut,
  signUp,
} from '../../../src/state/accountCommands.ts';
import { setSignedIn, setSignedOut, useSessionStore } from '../../../src/state/session.ts';
import { browserStorage, installLocalBackend } from '../state/fakes.ts';

const PASSWORD = 'rattan-sticks';
let backend: Backend;
let accounts = 0;

/** A new player's form: a unique email and username. */
function newForm(): { email: string; username: string; password: string } {
  accounts += 1;
  return { email: `tala${accounts}@example.com`, username: `Tala_${accounts}`, password: PASSWORD };
}

/** The backend with some of its auth calls replaced. */
function withAuth(change: Partial<Backend['auth']>): Backend {
  const changed = { ...backend, auth: { ...backend.auth, ...change } };
  provideBackend(changed);
  return changed;
}

beforeEach(() => {
  browserStorage();
  backend = installLocalBackend('accounts').backend;
  setSignedOut();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sign up', () => {
  it('creates the account and its profile, and says so', async () => {
    const form = newForm();
    expect(await signUp(form.email, form.username, form.password)).toEqual({
      ok: true,
      message: MESSAGES.signUpOk,
    });
    const session = await backend.auth.logIn({ email: form.email, password: PASSWORD });
    expect(await backend.auth.fetchProfile(session.user.id)).toMatchObject({ user_name: form.username });
    // Signing up does not sign in: the player logs in next.
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
    expect(useSessionStore.getState().userId).toBeNull();
  });

  it("refuses bad input with the spec's message, the backend's reason and the field to fix", async () => {
    const form = newForm();
    const short = await signUp(form.email, form.username, 'short');
    expect(short).toEqual({
      ok: false,
      messages: [MESSAGES.signUpFailed],
      detail: 'Passwords need at least 8 characters.',
      field: 'password',
    });
    const email = await signUp('not-an-email', form.username, PASSWORD);
    expect(email).toMatchObject({ ok: false, messages: [MESSAGES.signUpFailed], field: 'email' });
    const name = await signUp(form.email, 'no spaces allowed', PASSWORD);
    expect(name).toMatchObject({ ok: false, field: 'username' });
    // Nothing was stored by the refusals: the same form then signs up.
    expect((await signUp(form.email, form.username, PASSWORD)).ok).toBe(true);
    const taken = await signUp(form.email, 'Someone_Else', PASSWORD);
    expect(taken).toEqual({
      ok: false,
      messages: [MESSAGES.signUpFailed],
      detail: 'An account with this email already exists. Try logging in.',
      field: 'email',
    });
  });
});

describe('log in', () => {
  it('writes the session and profile keys and signs the player in', async () => {
    const form = newForm();
    await signUp(form.email, form.username, form.password);
    expect(await logIn(form.email.toUpperCase(), PASSWORD)).toEqual({ ok: true, message: MESSAGES.logInOk });
    const session = await backend.auth.getSession();
    if (!session) throw new Error('not signed in');
    const profile = await backend.auth.fetchProfile(session.user.id);
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBe(session.access_token);
    expect(localStorage.getItem(LOCAL_KEYS.refreshToken)).toBe(session.refresh_token);
    expect(localStorage.getItem(LOCAL_KEYS.authId)).toBe(session.user.id);
    expect(localStorage.getItem(LOCAL_KEYS.userId)).toBe(profile?.id);
    expect(localStorage.getItem(LOCAL_KEYS.role)).toBe('false');
    expect(useSessionStore.getState()).toEqual({
      userId: profile?.id,
      username: form.username,
      isAdmin: false,
    });
  });

  it('refuses a wrong password or a missing email and writes nothing', async () => {
    const form = newForm();
    await signUp(form.email, form.username, form.password);
    expect(await logIn(form.email, 'wrong-password')).toEqual({
      ok: false,
      messages: ['Invalid login credentials'],
    });
    expect(await logIn('', PASSWORD)).toEqual({
      ok: false,
      messages: ['Please enter your email address.'],
      field: 'email',
    });
    expect(localStorage.length).toBe(0);
    expect(useSessionStore.getState().userId).toBeNull();
  });

  it('signs out again when the account has no profile', async () => {
    const form = newForm();
    await signUp(form.email, form.username, form.password);
    withAuth({ fetchProfile: () => Promise.resolve(null) });
    expect(await logIn(form.email, PASSWORD)).toEqual({ ok: false, messages: [MESSAGES.profileMissing] });
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
    expect(useSessionStore.getState().userId).toBeNull();
    expect(await backend.auth.getSession()).toBeNull();
  });
});

describe('guest log in', () => {
  it("signs in this browser's guest, the same guest every time", async () => {
    expect(await logInAsGuest()).toEqual({ ok: true, message: MESSAGES.logInOk });
    const first = useSessionStore.getState();
    expect(first.username).toMatch(/^guest-/);
    expect(localStorage.getItem(LOCAL_KEYS.userId)).toBe(first.userId);
    await logOut();
    await logInAsGuest();
    expect(useSessionStore.getState().userId).toBe(first.userId);
  });

  it("says 'Login error', 'Login failed.' and the reason when the guest cannot sign in", async () => {
    withAuth({ logInAsGuest: () => Promise.reject(new Error('The device storage is full.')) });
    expect(await logInAsGuest()).toEqual({
      ok: false,
      messages: [...MESSAGES.guestFailed, 'The device storage is full.'],
    });
    expect(useSessionStore.getState().userId).toBeNull();
  });
});

describe('log out', () => {
  it("clears the session's keys, keeps How to Play's memory of the profile, and signs out", async () => {
    await logInAsGuest();
    const userId = useSessionStore.getState().userId;
    localStorage.setItem(`sinawali:guide:${userId}`, '{"offered":true}');
    localStorage.setItem(LOCAL_KEYS.adventureId, 'adventure-1');
    expect(await logOut()).toEqual({ ok: true, message: MESSAGES.logOutOk });
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.adventureId)).toBeNull();
    expect(localStorage.getItem(`sinawali:guide:${userId}`)).toBe('{"offered":true}');
    expect(useSessionStore.getState()).toEqual({ userId: null, username: null, isAdmin: false });
    expect(await backend.auth.getSession()).toBeNull();
  });

  it("says 'Logout Failed: ' with the reason and keeps the player signed in", async () => {
    await logInAsGuest();
    withAuth({ logOut: () => Promise.reject(new Error('offline')) });
    expect(await logOut()).toEqual({ ok: false, messages: [`${MESSAGES.logOutFailed}offline`] });
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).not.toBeNull();
    expect(useSessionStore.getState().userId).not.toBeNull();
  });
});

describe("following the backend's session", () => {
  /** The backend's session events, sent by the test. */
  function sessionEvents(): { emit: AuthListener; listening: () => number } {
    const listeners = new Set<AuthListener>();
    withAuth({
      onAuthStateChange: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    });
    return {
      emit: (event, session) => {
        for (const listener of listeners) listener(event, session);
      },
      listening: () => listeners.size,
    };
  }

  it('signs in from the session found at start-up and stores refreshed tokens', async () => {
    await logInAsGuest();
    const session = (await backend.auth.getSession()) as Session;
    const profileId = useSessionStore.getState().userId;
    setSignedOut();
    const events = sessionEvents();
    const signedOutElsewhere = vi.fn();
    const stop = followSession(signedOutElsewhere);
    events.emit('INITIAL_SESSION', session);
    await vi.waitFor(() => expect(useSessionStore.getState().userId).toBe(profileId));
    events.emit('TOKEN_REFRESHED', { ...session, access_token: 'new-access', refresh_token: 'new-refresh' });
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBe('new-access');
    expect(localStorage.getItem(LOCAL_KEYS.refreshToken)).toBe('new-refresh');
    expect(signedOutElsewhere).not.toHaveBeenCalled();
    stop();
    expect(events.listening()).toBe(0);
  });

  it('signs this tab out when another tab signs out, and says so only if it was signed in', async () => {
    await logInAsGuest();
    const userId = useSessionStore.getState().userId;
    localStorage.setItem(`sinawali:guide:${userId}`, '{"offered":true}');
    const events = sessionEvents();
    const signedOutElsewhere = vi.fn();
    followSession(signedOutElsewhere);
    events.emit('SIGNED_OUT', null);
    expect(signedOutElsewhere).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().userId).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(`sinawali:guide:${userId}`)).not.toBeNull();
    events.emit('SIGNED_OUT', null);
    expect(signedOutElsewhere).toHaveBeenCalledTimes(1);
  });

  it('forgets a stored token whose session is gone at start-up', () => {
    localStorage.setItem(LOCAL_KEYS.accessToken, 'stale-token');
    setSignedIn('profile-1', 'Tala', false);
    const events = sessionEvents();
    const signedOutElsewhere = vi.fn();
    followSession(signedOutElsewhere);
    events.emit('INITIAL_SESSION', null);
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
    expect(useSessionStore.getState().userId).toBeNull();
    expect(signedOutElsewhere).toHaveBeenCalledTimes(1);
  });
});

describe('the session store', () => {
  it('holds who is signed in until signed out', () => {
    setSignedIn('profile-9', 'Admin_Tala', true);
    expect(useSessionStore.getState()).toEqual({
      userId: 'profile-9',
      username: 'Admin_Tala',
      isAdmin: true,
    });
    setSignedOut();
    expect(useSessionStore.getState()).toEqual({ userId: null, username: null, isAdmin: false });
  });
});
