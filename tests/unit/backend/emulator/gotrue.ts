// The Supabase Auth (GoTrue) endpoints the adapter uses, over the PGlite auth.users stub: sign-up
// (with user metadata, or anonymous), password and refresh-token grants, logout and user. Tokens
// are JWT-shaped (supabase-js reads their payload) but unsigned: nothing here is a real secret.
import type { PGlite } from '@electric-sql/pglite';
import { createHash, randomUUID } from 'node:crypto';

export interface AuthUserRecord {
  id: string;
  email: string | null;
  is_anonymous: boolean;
  user_metadata: Record<string, unknown>;
  created_at: string;
}

export interface Reply {
  status: number;
  body: unknown;
}

const TOKEN_SECONDS = 3600;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hash = (password: string) => createHash('sha256').update(password).digest('hex');
const error = (status: number, code: string, message: string): Reply => ({
  status,
  body: { code, error_code: code, msg: message, message },
});

export class GoTrue {
  private readonly users = new Map<string, AuthUserRecord>();
  private readonly passwords = new Map<string, string>();
  private readonly accessTokens = new Map<string, string>();
  private readonly refreshTokens = new Map<string, string>();

  constructor(private readonly db: PGlite) {}

  /** The user an access token belongs to, or null when it is unknown or revoked. */
  userFor(accessToken: string): string | null {
    return this.accessTokens.get(accessToken) ?? null;
  }

  async handle(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    bearer: string | null,
  ): Promise<Reply> {
    if (method === 'POST' && path === '/signup') return this.signUp(body);
    if (method === 'POST' && path === '/token' && query.get('grant_type') === 'password')
      return this.passwordGrant(body);
    if (method === 'POST' && path === '/token' && query.get('grant_type') === 'refresh_token')
      return this.refreshGrant(body);
    if (method === 'POST' && path === '/logout') return this.logout(bearer);
    if (method === 'GET' && path === '/user') {
      const id = bearer ? this.userFor(bearer) : null;
      const user = id ? this.users.get(id) : undefined;
      return user ? { status: 200, body: this.publicUser(user) } : error(401, 'bad_jwt', 'invalid JWT');
    }
    return error(404, 'not_found', `No auth route ${method} ${path}`);
  }

  private async signUp(body: Record<string, unknown>): Promise<Reply> {
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : null;
    const password = typeof body.password === 'string' ? body.password : null;
    const data = (body.data ?? {}) as Record<string, unknown>;
    if (email !== null) {
      if ([...this.users.values()].some((user) => user.email === email)) {
        return error(422, 'user_already_exists', 'User already registered');
      }
      if (!password || password.length < 6)
        return error(422, 'weak_password', 'Password should be at least 6 characters.');
    }
    let id: string;
    try {
      const row = await this.db.query<{ id: string; created_at: Date }>(
        `insert into auth.users (email, raw_user_meta_data, is_anonymous) values ($1, $2, $3) returning id, created_at`,
        [email, data, email === null],
      );
      id = row.rows[0]?.id ?? '';
    } catch {
      // GoTrue reports any failure of the database (here: the profile trigger) this way.
      return error(500, 'unexpected_failure', 'Database error saving new user');
    }
    const user: AuthUserRecord = {
      id,
      email,
      is_anonymous: email === null,
      user_metadata: data,
      created_at: new Date().toISOString(),
    };
    this.users.set(id, user);
    if (password) this.passwords.set(id, hash(password));
    return { status: 200, body: this.session(user) };
  }

  private passwordGrant(body: Record<string, unknown>): Reply {
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
    const user = [...this.users.values()].find((candidate) => candidate.email === email);
    if (!user || this.passwords.get(user.id) !== hash(String(body.password ?? ''))) {
      return error(400, 'invalid_credentials', 'Invalid login credentials');
    }
    return { status: 200, body: this.session(user) };
  }

  private refreshGrant(body: Record<string, unknown>): Reply {
    const token = String(body.refresh_token ?? '');
    const id = this.refreshTokens.get(token);
    const user = id ? this.users.get(id) : undefined;
    if (!user) return error(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    this.refreshTokens.delete(token);
    return { status: 200, body: this.session(user) };
  }

  private logout(bearer: string | null): Reply {
    const id = bearer ? this.userFor(bearer) : null;
    if (!id) return error(401, 'bad_jwt', 'invalid JWT');
    for (const [token, owner] of [...this.accessTokens, ...this.refreshTokens]) {
      if (owner === id) {
        this.accessTokens.delete(token);
        this.refreshTokens.delete(token);
      }
    }
    return { status: 204, body: null };
  }

  private publicUser(user: AuthUserRecord) {
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email ?? '',
      is_anonymous: user.is_anonymous,
      user_metadata: user.user_metadata,
      app_metadata: { provider: user.is_anonymous ? 'anonymous' : 'email' },
      created_at: user.created_at,
    };
  }

  private session(user: AuthUserRecord) {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      iat: now,
      exp: now + TOKEN_SECONDS,
      session_id: randomUUID(),
    };
    const accessToken = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.emulator`;
    const refreshToken = randomUUID();
    this.accessTokens.set(accessToken, user.id);
    this.refreshTokens.set(refreshToken, user.id);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: TOKEN_SECONDS,
      expires_at: now + TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: this.publicUser(user),
    };
  }
}
