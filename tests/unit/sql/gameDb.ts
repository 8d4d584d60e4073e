// A PGlite database with the Supabase stub, every migration in order and the generated seed.
// PGlite starts in about five seconds: each test file opens one and shares it between its tests.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { SUPABASE_STUB_SQL } from './supabaseStub.ts';

const supabaseDir = fileURLToPath(new URL('../../../supabase/', import.meta.url));

export function migrationFiles(): string[] {
  return readdirSync(`${supabaseDir}migrations`)
    .filter((name) => name.endsWith('.sql'))
    .sort();
}

export async function openGameDb(options: { seed?: boolean } = {}): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(SUPABASE_STUB_SQL);
  for (const name of migrationFiles()) {
    await db.exec(readFileSync(`${supabaseDir}migrations/${name}`, 'utf8'));
  }
  if (options.seed !== false) await db.exec(readFileSync(`${supabaseDir}seed.sql`, 'utf8'));
  return db;
}

/** A database as it stood before `migration`, and the step that applies it and every later one. */
export interface OlderDatabase {
  readonly db: PGlite;
  readonly migrateRest: () => Promise<void>;
}

/** An older database for a migration's test: the stub and the migrations before `migration` only. */
export async function databaseBefore(migration: string): Promise<OlderDatabase> {
  const files = migrationFiles();
  const at = files.indexOf(migration);
  if (at <= 0) throw new Error(`No migration ${migration} after the first in supabase/migrations.`);
  const run = (db: PGlite, name: string) => db.exec(readFileSync(`${supabaseDir}migrations/${name}`, 'utf8'));
  const db = await PGlite.create();
  await db.exec(SUPABASE_STUB_SQL);
  for (const name of files.slice(0, at)) await run(db, name);
  return {
    db,
    migrateRest: async () => {
      for (const name of files.slice(at)) await run(db, name);
    },
  };
}

/** The seed of supabase/seed.sql, on a database made by hand. */
export async function seedDatabase(db: PGlite): Promise<void> {
  await db.exec(readFileSync(`${supabaseDir}seed.sql`, 'utf8'));
}

/** Creates an auth account the way Supabase Auth does (its trigger then creates the profile). */
export async function createAuthUser(
  db: PGlite,
  email: string | null,
  username: string | null,
): Promise<string> {
  const result = await db.query<{ id: string }>(
    `insert into auth.users (email, raw_user_meta_data, is_anonymous) values ($1, $2, $3) returning id`,
    [email, username === null ? {} : { username }, email === null],
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('no auth user created');
  return id;
}
