// Accounts on Supabase Auth. Sign-up sends the username as user metadata; a database trigger
// creates the profile in the same transaction as the account, and the profile insert that follows
// (docs/game-design.md §3.1) finds it done. Sign-up leaves nobody signed in, as on the local backend.
import type { AuthChangeEvent, Session as SupabaseSession, SupabaseClient } from '@supabase/supabase-js';
import { BackendError } from '../errors.ts';
import type { AuthPort } from '../port.ts';
import type { AuthEvent, Profile, Session } from '../types.ts';
import { checkLogIn, checkSignUp } from '../validation.ts';
import { toBackendError, unwrap } from './errors.ts';

const EVENTS: Partial<Record<AuthChangeEvent, AuthEvent>> = {
  INITIAL_SESSION: 'INITIAL_SESSION',
  SIGNED_IN: 'SIGNED_IN',
  SIGNED_OUT: 'SIGNED_OUT',
  TOKEN_REFRESHED: 'TOKEN_REFRESHED',
  USER_UPDATED: 'USER_UPDATED',
  PASSWORD_RECOVERY: 'PASSWORD_RECOVERY',
};

export function toSession(session: SupabaseSession): Session {
  const expiresIn = session.expires_in;
  return {
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: expiresIn,
    expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + expiresIn,
    token_type: 'bearer',
    user: {
      id: session.user.id,
      email: session.user.email ?? null,
      is_anonymous: session.user.is_anonymous ?? false,
    },
  };
}

export function createSupabaseAuth(client: SupabaseClient): AuthPort {
  return {
    async signUp(input) {
      const { email, username, password } = checkSignUp(input);
      const available = unwrap(await client.rpc('username_available', { p_user_name: username }));
      if (available === false) {
        throw new BackendError(
          'username_taken',
          'That username is taken. Please choose another.',
          'username',
        );
      }
      const { data, error } = await client.auth.signUp({ email, password, options: { data: { username } } });
      if (error) {
        if (error.code === 'user_already_exists' || error.code === 'email_exists') {
          throw new BackendError(
            'email_taken',
            'An account with this email already exists. Try logging in.',
            'email',
          );
        }
        if (error.code === 'weak_password')
          throw new BackendError('weak_password', error.message, 'password');
        if (/database error/i.test(error.message)) {
          // The profile trigger refused the account: the username was taken in the meantime.
          throw new BackendError(
            'username_taken',
            'That username is taken. Please choose another.',
            'username',
          );
        }
        throw new BackendError('storage_failed', 'An error occurred during sign-up. Please try again.');
      }
      const userId = data.user?.id;
      if (!userId)
        throw new BackendError('storage_failed', 'An error occurred during sign-up. Please try again.');
      if (data.session) {
        const insert = await client
          .from('profiles')
          .upsert(
            { user_id: userId, user_name: username },
            { onConflict: 'user_id', ignoreDuplicates: true },
          );
        if (insert.error)
          throw new BackendError('storage_failed', 'Error inserting username into users table.');
        await client.auth.signOut({ scope: 'local' });
      }
      return { user_id: userId };
    },

    async logIn(input) {
      const { email, password } = checkLogIn(input);
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error || !data.session) {
        throw new BackendError('invalid_credentials', error?.message ?? 'Invalid login credentials');
      }
      return toSession(data.session);
    },

    async logInAsGuest() {
      const { data, error } = await client.auth.signInAnonymously();
      if (error || !data.session) throw new BackendError('storage_failed', error?.message ?? 'Login failed.');
      return toSession(data.session);
    },

    async logOut() {
      const { error } = await client.auth.signOut();
      if (error) throw new BackendError('storage_failed', error.message);
    },

    async getSession() {
      const { data } = await client.auth.getSession();
      return data.session ? toSession(data.session) : null;
    },

    async refreshSession(refreshToken) {
      if (typeof refreshToken !== 'string' || refreshToken === '') {
        throw new BackendError('session_missing', 'Auth session missing!');
      }
      const { data, error } = await client.auth.refreshSession({ refresh_token: refreshToken });
      if (error || !data.session) throw new BackendError('session_missing', 'Auth session missing!');
      return toSession(data.session);
    },

    onAuthStateChange(listener) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        const mapped = EVENTS[event];
        if (mapped) listener(mapped, session ? toSession(session) : null);
      });
      return () => data.subscription.unsubscribe();
    },

    async fetchProfile(authUserId) {
      const result = await client
        .from('profiles')
        .select('id, user_id, user_name, is_admin')
        .eq('user_id', authUserId)
        .maybeSingle();
      if (result.error) throw toBackendError(result.error);
      return (result.data as Profile | null) ?? null;
    },
  };
}
