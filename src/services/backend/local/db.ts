// The local database: IndexedDB through `idb`. Each schema version is one upgrade step, applied in
// order, so a browser holding an older database is brought forward without losing anything.
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { BattleMode, BattleStatus, JsonValue } from '../types.ts';

export const LOCAL_DB_NAME = 'sinawali-showdown';

export interface AccountRow {
  id: string;
  /** Lower-cased; null for guest accounts. */
  email: string | null;
  is_anonymous: boolean;
  password: PasswordRecord | null;
  created_at: string;
}

export interface PasswordRecord {
  algorithm: 'PBKDF2-SHA256';
  iterations: number;
  salt: string;
  hash: string;
}

export interface ProfileRow {
  id: string;
  user_id: string;
  user_name: string;
  /** Lower-cased copy of user_name: usernames are unique regardless of case. */
  user_name_key: string;
  is_admin: boolean;
  created_at: string;
}

export interface SessionRow {
  access_token: string;
  refresh_token: string;
  user_id: string;
  expires_at: number;
  expires_in: number;
}

/** Facts about this browser: its guest account and the session it is signed in with. */
export type DeviceRow = { key: 'guest'; user_id: string } | { key: 'current_session'; access_token: string };

export interface BattleRow {
  id: string;
  user_id: string;
  mode: BattleMode;
  seed: number;
  setup: JsonValue;
  status: BattleStatus;
  winner: 0 | 1 | null;
  action_count: number;
  created_at: string;
  updated_at: string;
}

export interface BattleActionRow {
  battle_id: string;
  seq: number;
  action: JsonValue;
}

export interface LocalSchema extends DBSchema {
  battles: { key: string; value: BattleRow; indexes: { by_user_id: string } };
  battle_actions: { key: [string, number]; value: BattleActionRow; indexes: { by_battle: string } };
  accounts: { key: string; value: AccountRow; indexes: { by_email: string } };
  profiles: { key: string; value: ProfileRow; indexes: { by_user_id: string; by_user_name: string } };
  sessions: { key: string; value: SessionRow; indexes: { by_refresh_token: string; by_user_id: string } };
  device: { key: string; value: DeviceRow };
}

export type LocalDb = IDBPDatabase<LocalSchema>;
type UpgradeTx = IDBPTransaction<LocalSchema, StoreNames<LocalSchema>[], 'versionchange'>;

/** Upgrade steps; entry i takes the database from version i to version i + 1. */
const UPGRADES: ReadonlyArray<(db: LocalDb, tx: UpgradeTx) => void> = [
  (db) => {
    const accounts = db.createObjectStore('accounts', { keyPath: 'id' });
    // Guest accounts have a null email; IndexedDB leaves null keys out of the index, so the
    // uniqueness applies to real addresses only.
    accounts.createIndex('by_email', 'email', { unique: true });
    const profiles = db.createObjectStore('profiles', { keyPath: 'id' });
    profiles.createIndex('by_user_id', 'user_id', { unique: true });
    profiles.createIndex('by_user_name', 'user_name_key', { unique: true });
    const sessions = db.createObjectStore('sessions', { keyPath: 'access_token' });
    sessions.createIndex('by_refresh_token', 'refresh_token', { unique: true });
    sessions.createIndex('by_user_id', 'user_id');
    db.createObjectStore('device', { keyPath: 'key' });
  },
  (db) => {
    const battles = db.createObjectStore('battles', { keyPath: 'id' });
    battles.createIndex('by_user_id', 'user_id');
    // The log is keyed by (battle, sequence number): a second action with the same number cannot exist.
    const actions = db.createObjectStore('battle_actions', { keyPath: ['battle_id', 'seq'] });
    actions.createIndex('by_battle', 'battle_id');
  },
];

export const LOCAL_DB_VERSION = UPGRADES.length;

export function openLocalDb(name = LOCAL_DB_NAME): Promise<LocalDb> {
  return openDB<LocalSchema>(name, LOCAL_DB_VERSION, {
    upgrade(db, oldVersion, _newVersion, tx) {
      for (let version = oldVersion; version < UPGRADES.length; version += 1) {
        UPGRADES[version]?.(db, tx);
      }
    },
    blocking(_current, _blocked, event) {
      // Another tab wants a newer schema: let it have the database. This tab reloads on next use.
      (event.target as IDBDatabase | null)?.close();
    },
  });
}
