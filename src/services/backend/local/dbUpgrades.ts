// The local database's upgrade steps, one per schema version (docs/persistence.md, "The local
// backend"): entry i takes the database from version i to version i + 1. A shipped step is never
// edited; a new version adds a step. db.ts opens the database and runs the steps a browser lacks.
import type { IDBPTransaction, StoreNames } from 'idb';
import { HERO_STAT_BOUNDS } from '../rules/index.ts';
import type { AdventureRow, HeroRow, LocalDb, LocalSchema } from './dbRows.ts';

type UpgradeTx = IDBPTransaction<LocalSchema, StoreNames<LocalSchema>[], 'versionchange'>;

/** Rows as version 3 stored them: adventures before numbers and progress, heroes before jobs. */
type V3Adventure = Omit<AdventureRow, 'number' | 'progress' | 'updated_at'>;
type V3Hero = Omit<HeroRow, 'job' | 'personalities'>;

/**
 * Upgrade steps; entry i takes the database from version i to version i + 1. A step that rewrites
 * rows returns a promise and awaits only requests of the upgrade transaction, which keeps it open.
 */
export const UPGRADES: ReadonlyArray<(db: LocalDb, tx: UpgradeTx) => void | Promise<void>> = [
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
  (db) => {
    // Adventure mode and online play. Compound keys make "no duplicate" a property of the store:
    // a hero owns a card once, a deck holds a card once, a match has one action per number.
    db.createObjectStore('adventures', { keyPath: 'id' }).createIndex('by_user_id', 'user_id');
    const heroes = db.createObjectStore('heroes', { keyPath: 'id' });
    heroes.createIndex('by_adventure_id', 'adventure_id', { unique: true });
    heroes.createIndex('by_user_id', 'user_id');
    db.createObjectStore('scenarios', { keyPath: 'id' }).createIndex('by_adventure_id', 'adventure_id');
    db.createObjectStore('cards_owned', { keyPath: ['hero_id', 'card_id'] }).createIndex(
      'by_hero_id',
      'hero_id',
    );
    db.createObjectStore('deck_builds', { keyPath: ['adventure_id', 'card_id'] }).createIndex(
      'by_adventure_id',
      'adventure_id',
    );
    db.createObjectStore('hero_ledger', { keyPath: 'id' }).createIndex('by_hero_id', 'hero_id');
    db.createObjectStore('rooms', { keyPath: 'id' });
    db.createObjectStore('matches', { keyPath: 'id' }).createIndex('by_room_id', 'room_id', { unique: true });
    db.createObjectStore('match_secrets', { keyPath: 'match_id' });
    db.createObjectStore('match_actions', { keyPath: ['match_id', 'seq'] }).createIndex(
      'by_match',
      'match_id',
    );
  },
  async (_db, tx) => {
    // Adventure journeys: each adventure gets its player's number for it (1, 2, 3, ... in the order
    // they were made), a progress and an updated_at; heroes made before jobs were stored get none.
    const adventures = tx.objectStore('adventures');
    adventures.createIndex('by_user_number', ['user_id', 'number'], { unique: true });
    const rows = (await adventures.getAll()) as unknown as V3Adventure[];
    const counts = new Map<string, number>();
    rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
    for (const row of rows) {
      const number = (counts.get(row.user_id) ?? 0) + 1;
      counts.set(row.user_id, number);
      await adventures.put({ ...row, number, progress: {}, updated_at: row.created_at });
    }
    const heroes = tx.objectStore('heroes');
    for (const hero of (await heroes.getAll()) as unknown as V3Hero[]) {
      await heroes.put({ ...hero, job: null, personalities: [] });
    }
  },
  async (db, tx) => {
    // The store's stock, one per hero, rolled here instead of on the screen. Stats written after
    // a battle now stay within the rules' bounds: heroes stored before are brought within them
    // (health up to the maximum, agility and critical rate up to 50), as the Supabase migration does.
    db.createObjectStore('store_stock', { keyPath: 'hero_id' });
    const heroes = tx.objectStore('heroes');
    for (const hero of await heroes.getAll()) {
      const within: HeroRow = {
        ...hero,
        health: Math.min(hero.health, hero.max_health),
        agility: Math.min(hero.agility, HERO_STAT_BOUNDS.agility.max),
        critical_rate: Math.min(hero.critical_rate, HERO_STAT_BOUNDS.critical_rate.max),
      };
      if (
        within.health !== hero.health ||
        within.agility !== hero.agility ||
        within.critical_rate !== hero.critical_rate
      ) {
        await heroes.put(within);
      }
    }
  },
];
