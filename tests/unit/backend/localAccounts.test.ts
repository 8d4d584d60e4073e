// The local backend's accounts and battles, on fake-indexeddb in Node.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createLocalBackend } from '../../../src/services/backend/local/index.ts';
import { BackendError } from '../../../src/services/backend/errors.ts';
import type { AuthEvent } from '../../../src/services/backend/types.ts';

let databases = 0;
// Each test gets its own database; real password hashing is kept (it is what players get).
const fresh = () => createLocalBackend({ dbName: `accounts-test-${(databases += 1)}` });

const player = { email: 'Tala@Example.com', username: 'Tala_01', password: 'rattan-sticks' };

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BackendError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('local accounts', () => {
  it('signs up, logs in with the same password and finds the profile', async () => {
    const backend = fresh();
    const { user_id } = await backend.auth.signUp(player);
    const session = await backend.auth.logIn({ email: 'tala@example.com', password: player.password });
    expect(session.user.id).toBe(user_id);
    expect(session.user.email).toBe('tala@example.com');
    expect(session.token_type).toBe('bearer');
    expect(session.expires_at - session.expires_in).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(await backend.auth.fetchProfile(user_id)).toMatchObject({
      user_id,
      user_name: 'Tala_01',
      is_admin: false,
    });
    expect(await backend.auth.getSession()).toMatchObject({ access_token: session.access_token });
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const backend = fresh();
    await backend.auth.signUp(player);
    const wrong = await rejection(backend.auth.logIn({ email: player.email, password: 'nope-nope' }));
    const unknown = await rejection(
      backend.auth.logIn({ email: 'nobody@example.com', password: 'nope-nope' }),
    );
    expect(wrong.message).toBe('Invalid login credentials');
    expect(unknown.message).toBe(wrong.message);
    expect(await backend.auth.getSession()).toBeNull();
  });

  it('refuses duplicate emails and usernames (whatever their case) and leaves nothing half-made', async () => {
    const backend = fresh();
    await backend.auth.signUp(player);
    const email = await rejection(backend.auth.signUp({ ...player, username: 'Other_Name' }));
    expect(email.code).toBe('email_taken');
    expect(email.field).toBe('email');
    const username = await rejection(
      backend.auth.signUp({ ...player, email: 'else@example.com', username: 'TALA_01' }),
    );
    expect(username.code).toBe('username_taken');
    // The refused sign-up left no account behind: its email is still free.
    await backend.auth.signUp({ ...player, email: 'else@example.com', username: 'Someone' });
    await expect(
      backend.auth.logIn({ email: 'else@example.com', password: player.password }),
    ).resolves.toBeTruthy();
  });

  it('validates sign-up input with messages that say what is allowed', async () => {
    const backend = fresh();
    const cases: [Partial<typeof player>, string][] = [
      [{ email: 'no-at-sign' }, 'Please enter a valid email address, like name@example.com.'],
      [{ username: 'ab' }, 'Usernames are 3 to 20 characters long.'],
      [{ username: 'has space' }, 'Usernames may use letters, digits, underscores (_) and hyphens (-) only.'],
      [{ password: 'short' }, 'Passwords need at least 8 characters.'],
      [{ email: '' }, 'Please enter your email address.'],
    ];
    for (const [change, message] of cases) {
      expect((await rejection(backend.auth.signUp({ ...player, ...change }))).message).toBe(message);
    }
  });

  it('stores only a salted PBKDF2 hash of the password', async () => {
    const backend = createLocalBackend({ dbName: 'accounts-hash-test' });
    await backend.auth.signUp(player);
    await backend.auth.signUp({ ...player, email: 'two@example.com', username: 'Two_02' });
    const { openLocalDb } = await import('../../../src/services/backend/local/db.ts');
    const db = await openLocalDb('accounts-hash-test');
    const rows = await db.getAll('accounts');
    expect(JSON.stringify(rows)).not.toContain(player.password);
    expect(rows.map((row) => row.password?.algorithm)).toEqual(['PBKDF2-SHA256', 'PBKDF2-SHA256']);
    expect(rows[0]?.password?.iterations).toBeGreaterThanOrEqual(600_000);
    expect(rows[0]?.password?.salt).not.toBe(rows[1]?.password?.salt);
    db.close();
  });

  it('gives each browser one private guest account, kept across log-outs', async () => {
    const backend = fresh();
    const first = await backend.auth.logInAsGuest();
    expect(first.user.is_anonymous).toBe(true);
    await backend.auth.logOut();
    expect(await backend.auth.getSession()).toBeNull();
    const second = await backend.auth.logInAsGuest();
    expect(second.user.id).toBe(first.user.id);
    expect(second.access_token).not.toBe(first.access_token);
    const profile = await backend.auth.fetchProfile(first.user.id);
    expect(profile?.user_name).toMatch(/^guest-[0-9a-f]{6}$/);
  });

  it('reports the session events of docs/game-design.md §3.5', async () => {
    const backend = fresh();
    const events: AuthEvent[] = [];
    const stop = backend.auth.onAuthStateChange((event) => events.push(event));
    await backend.auth.signUp(player);
    const session = await backend.auth.logIn(player);
    await backend.auth.refreshSession(session.refresh_token);
    await backend.auth.logOut();
    stop();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT']);
    const stale = await rejection(backend.auth.refreshSession(session.refresh_token));
    expect(stale.message).toBe('Auth session missing!');
  });
});

describe('local battles', () => {
  it('keeps an ordered action log and refuses a repeated sequence number', async () => {
    const backend = fresh();
    await backend.auth.logInAsGuest();
    const battle = await backend.battles.startBattle({
      mode: 'versus_computer',
      seed: 42,
      setup: { fighters: [1, 2] },
    });
    expect(battle).toMatchObject({ status: 'active', action_count: 0, seed: 42 });
    expect(await backend.battles.appendBattleAction(battle.id, 0, { type: 'chargeEnergy', side: 0 })).toBe(1);
    const again = await rejection(
      backend.battles.appendBattleAction(battle.id, 0, { type: 'chargeEnergy', side: 0 }),
    );
    expect(again.code).toBe('conflict');
    expect(await backend.battles.appendBattleAction(battle.id, 1, { type: 'timeUp', side: 1 })).toBe(2);
    const loaded = await backend.battles.loadBattle(battle.id);
    expect(loaded?.actions).toEqual([
      { type: 'chargeEnergy', side: 0 },
      { type: 'timeUp', side: 1 },
    ]);
    await backend.battles.endBattle(battle.id, 'finished', 0);
    expect((await backend.battles.loadBattle(battle.id))?.battle).toMatchObject({
      status: 'finished',
      winner: 0,
    });
    expect(
      (await rejection(backend.battles.appendBattleAction(battle.id, 2, { type: 'timeUp', side: 0 }))).code,
    ).toBe('conflict');
  });

  it('lets nobody else read or extend a battle', async () => {
    const backend = fresh();
    await backend.auth.signUp(player);
    await backend.auth.logIn(player);
    const battle = await backend.battles.startBattle({ mode: 'local_two_player', seed: 7, setup: null });
    await backend.auth.logOut();
    await backend.auth.logInAsGuest();
    expect((await rejection(backend.battles.loadBattle(battle.id))).code).toBe('forbidden');
    expect((await rejection(backend.battles.appendBattleAction(battle.id, 0, {}))).code).toBe('forbidden');
    await backend.auth.logOut();
    expect(
      (await rejection(backend.battles.startBattle({ mode: 'adventure', seed: 1, setup: null }))).code,
    ).toBe('session_missing');
  });

  it('rejects malformed input and changes nothing', async () => {
    const backend = fresh();
    await backend.auth.logInAsGuest();
    const bad = { mode: 'chess', seed: 1, setup: null } as unknown as Parameters<
      typeof backend.battles.startBattle
    >[0];
    expect((await rejection(backend.battles.startBattle(bad))).code).toBe('invalid_input');
    // A story battle begins only from a stored hero's plan (storyBattles.ts).
    expect(
      (await rejection(backend.battles.startBattle({ mode: 'adventure', seed: 3, setup: null }))).code,
    ).toBe('invalid_input');
    const battle = await backend.battles.startBattle({ mode: 'versus_computer', seed: 3, setup: null });
    expect((await rejection(backend.battles.appendBattleAction(battle.id, -1, {}))).code).toBe(
      'invalid_input',
    );
    expect((await rejection(backend.battles.appendBattleAction(battle.id, 0, { n: Number.NaN }))).code).toBe(
      'invalid_input',
    );
    expect((await backend.battles.loadBattle(battle.id))?.battle.action_count).toBe(0);
  });
});
