// Accounts on the local backend. Sign-up writes the account and its profile in one IndexedDB
// transaction, so a failure never leaves an account without a profile.
import { BackendError } from '../errors.ts';
import type { AuthPort } from '../port.ts';
import type {
  AuthEvent,
  AuthListener,
  AuthUser,
  LogInInput,
  Profile,
  Session,
  SignUpInput,
} from '../types.ts';
import { checkLogIn, checkSignUp } from '../validation.ts';
import type { AccountRow, LocalDb, ProfileRow, SessionRow } from './db.ts';
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './passwords.ts';
import { ACCESS_TOKEN_SECONDS, newToken, nowSeconds } from './tokens.ts';

/**
 * Tabs of one browser share the database; they tell each other about sign-in and sign-out on a
 * channel of that database's own: a sign-out in another database (another backend in the same
 * process, as unit tests on parallel threads have) is not this one's.
 */
const authChannel = (dbName: string) => `sinawali-auth:${dbName}`;

// Same wording whichever part was wrong, so the form does not reveal which emails have accounts.
const INVALID_CREDENTIALS = 'Invalid login credentials';

export interface LocalAuthOptions {
  /** Lower only in unit tests of unrelated behaviour; players always get the full count. */
  passwordIterations?: number;
}

export function createLocalAuth(
  dbReady: Promise<LocalDb>,
  dbName: string,
  options: LocalAuthOptions = {},
): AuthPort {
  const iterations = options.passwordIterations ?? PBKDF2_ITERATIONS;
  const listeners = new Set<AuthListener>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(authChannel(dbName));

  const emit = (event: AuthEvent, session: Session | null, fromOtherTab = false) => {
    for (const listener of listeners) listener(event, session);
    if (!fromOtherTab && (event === 'SIGNED_IN' || event === 'SIGNED_OUT')) {
      channel?.postMessage({ event });
    }
  };

  channel?.addEventListener('message', (message: MessageEvent<{ event: AuthEvent }>) => {
    void currentSession().then((session) => emit(message.data.event, session, true));
  });

  async function startSession(db: LocalDb, userId: string): Promise<Session> {
    const expiresAt = nowSeconds() + ACCESS_TOKEN_SECONDS;
    const row: SessionRow = {
      access_token: newToken(),
      refresh_token: newToken(),
      user_id: userId,
      expires_at: expiresAt,
      expires_in: ACCESS_TOKEN_SECONDS,
    };
    const tx = db.transaction(['sessions', 'device'], 'readwrite');
    await Promise.all([
      tx.objectStore('sessions').put(row),
      tx.objectStore('device').put({ key: 'current_session', access_token: row.access_token }),
      tx.done,
    ]);
    const account = await db.get('accounts', userId);
    if (!account) throw new BackendError('not_found', 'This account no longer exists.');
    return toSession(row, account);
  }

  async function currentSession(): Promise<Session | null> {
    const db = await dbReady;
    // One read transaction for the three lookups: every game call asks for the session first.
    const tx = db.transaction(['device', 'sessions', 'accounts'], 'readonly');
    const pointer = await tx.objectStore('device').get('current_session');
    if (!pointer || pointer.key !== 'current_session') return null;
    const row = await tx.objectStore('sessions').get(pointer.access_token);
    if (!row) return null;
    const account = await tx.objectStore('accounts').get(row.user_id);
    if (!account) return null;
    if (row.expires_at <= nowSeconds()) return refreshSession(row.refresh_token);
    return toSession(row, account);
  }

  async function refreshSession(refreshToken: string): Promise<Session> {
    const db = await dbReady;
    const old = await db.getFromIndex('sessions', 'by_refresh_token', refreshToken);
    if (!old) throw new BackendError('session_missing', 'Auth session missing!');
    const tx = db.transaction(['sessions'], 'readwrite');
    await Promise.all([tx.objectStore('sessions').delete(old.access_token), tx.done]);
    const session = await startSession(db, old.user_id);
    emit('TOKEN_REFRESHED', session);
    return session;
  }

  return {
    async signUp(input: SignUpInput) {
      const { email, username, password } = checkSignUp(input);
      // Hash before the transaction: IndexedDB commits a transaction that waits on anything else.
      const passwordRecord = await hashPassword(password, iterations);
      const db = await dbReady;
      const createdAt = new Date().toISOString();
      const account: AccountRow = {
        id: crypto.randomUUID(),
        email,
        is_anonymous: false,
        password: passwordRecord,
        created_at: createdAt,
      };
      const profile = newProfile(account.id, username, createdAt);
      await addAccountWithProfile(db, account, profile);
      return { user_id: account.id };
    },

    async logIn(input: LogInInput) {
      const { email, password } = checkLogIn(input);
      const db = await dbReady;
      const account = await db.getFromIndex('accounts', 'by_email', email);
      if (!account?.password || !(await verifyPassword(password, account.password))) {
        throw new BackendError('invalid_credentials', INVALID_CREDENTIALS);
      }
      const session = await startSession(db, account.id);
      emit('SIGNED_IN', session);
      return session;
    },

    async logInAsGuest() {
      const db = await dbReady;
      const known = await db.get('device', 'guest');
      let userId = known?.key === 'guest' ? known.user_id : null;
      if (userId && !(await db.get('accounts', userId))) userId = null;
      if (!userId) userId = await createGuest(db);
      const session = await startSession(db, userId);
      emit('SIGNED_IN', session);
      return session;
    },

    async logOut() {
      const db = await dbReady;
      const pointer = await db.get('device', 'current_session');
      const tx = db.transaction(['sessions', 'device'], 'readwrite');
      const work: Promise<unknown>[] = [tx.objectStore('device').delete('current_session'), tx.done];
      if (pointer?.key === 'current_session')
        work.push(tx.objectStore('sessions').delete(pointer.access_token));
      await Promise.all(work);
      emit('SIGNED_OUT', null);
    },

    getSession: currentSession,
    refreshSession,

    onAuthStateChange(listener: AuthListener) {
      listeners.add(listener);
      void currentSession()
        .catch(() => null)
        .then((session) => {
          if (listeners.has(listener)) listener('INITIAL_SESSION', session);
        });
      return () => listeners.delete(listener);
    },

    async fetchProfile(authUserId: string): Promise<Profile | null> {
      if (typeof authUserId !== 'string' || authUserId === '') {
        throw new BackendError('invalid_input', 'A profile lookup needs an account id.');
      }
      const db = await dbReady;
      const row = await db.getFromIndex('profiles', 'by_user_id', authUserId);
      return row
        ? { id: row.id, user_id: row.user_id, user_name: row.user_name, is_admin: row.is_admin }
        : null;
    },
  };
}

function newProfile(userId: string, username: string, createdAt: string): ProfileRow {
  return {
    id: crypto.randomUUID(),
    user_id: userId,
    user_name: username,
    user_name_key: username.toLowerCase(),
    is_admin: false,
    created_at: createdAt,
  };
}

async function addAccountWithProfile(db: LocalDb, account: AccountRow, profile: ProfileRow): Promise<void> {
  const tx = db.transaction(['accounts', 'profiles'], 'readwrite');
  const accounts = tx.objectStore('accounts');
  const profiles = tx.objectStore('profiles');
  try {
    if (account.email && (await accounts.index('by_email').getKey(account.email))) {
      throw new BackendError(
        'email_taken',
        'An account with this email already exists. Try logging in.',
        'email',
      );
    }
    if (await profiles.index('by_user_name').getKey(profile.user_name_key)) {
      throw new BackendError('username_taken', 'That username is taken. Please choose another.', 'username');
    }
    await accounts.add(account);
    await profiles.add(profile);
    await tx.done;
  } catch (error) {
    // Undo everything this transaction wrote; a failed sign-up leaves nothing behind.
    try {
      tx.abort();
    } catch {
      // Already finished or aborted by IndexedDB itself.
    }
    await tx.done.catch(() => undefined);
    if (error instanceof BackendError) throw error;
    if (error instanceof DOMException && error.name === 'ConstraintError') {
      // Another tab created the same email or username between our check and our write.
      throw new BackendError('email_taken', 'An account with this email or username already exists.');
    }
    throw new BackendError('storage_failed', 'The account could not be saved on this device.');
  }
}

async function createGuest(db: LocalDb): Promise<string> {
  const createdAt = new Date().toISOString();
  const account: AccountRow = {
    id: crypto.randomUUID(),
    email: null,
    is_anonymous: true,
    password: null,
    created_at: createdAt,
  };
  const suffix = account.id.replaceAll('-', '').slice(0, 6);
  const profile = newProfile(account.id, `guest-${suffix}`, createdAt);
  await addAccountWithProfile(db, account, profile);
  const tx = db.transaction(['device'], 'readwrite');
  await Promise.all([tx.objectStore('device').put({ key: 'guest', user_id: account.id }), tx.done]);
  return account.id;
}

function toSession(row: SessionRow, account: AccountRow): Session {
  const user: AuthUser = { id: account.id, email: account.email, is_anonymous: account.is_anonymous };
  return {
    access_token: row.access_token,
    refresh_token: row.refresh_token,
    expires_in: row.expires_in,
    expires_at: row.expires_at,
    token_type: 'bearer',
    user,
  };
}
