// The local database's shapes: one row type per object store, and the schema idb types its
// transactions with. db.ts opens the database; dbUpgrades.ts builds and upgrades its stores.
import type { DBSchema, IDBPDatabase } from 'idb';
import type { BattleMode, BattleStatus, JsonValue } from '../types.ts';
import type {
  Adventure,
  Hero,
  Scenario,
  ScenarioEncounter,
  ScenarioFind,
  StockCard,
  StockPotion,
  StorySpoils,
} from '../gameTypes.ts';

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
  /** Taken off the replay list (a story battle's record stays for the adventure's reward or jail). */
  replay_hidden?: boolean;
  /** A battle stored whole once it was over (an online match): its key, unique per player. */
  finished_key?: string;
  /** A story battle's reward or jail, rolled by the backend when it ended the battle. */
  spoils?: StorySpoils;
}

export interface BattleActionRow {
  battle_id: string;
  seq: number;
  action: JsonValue;
}

export type AdventureRow = Adventure;
export type HeroRow = Hero;
/** `order` is the scenario's position in its adventure: it orders scenarios written in the same millisecond. */
/** A scenario as stored; one saved before finds and encounters were the backend's has neither. */
export type ScenarioRow = Omit<Scenario, 'find' | 'encounter'> & {
  order: number;
  find?: ScenarioFind | null;
  encounter?: ScenarioEncounter | null;
  /** The story battle begun against this answer's encounter: each encounter is fought once. */
  fought_in?: string;
};

export interface OwnedCardRow {
  hero_id: string;
  card_id: number;
  user_id: string;
}

export interface DeckCardRow {
  adventure_id: string;
  card_id: number;
  user_id: string;
  position: number;
}

/** One gold-moving request, kept so that the same key sent again replays instead of charging twice. */
export interface LedgerRow {
  id: string;
  user_id: string;
  hero_id: string;
  kind: 'card' | 'potion' | 'reward' | 'jail';
  result: { card_added?: boolean; gold_stolen?: number; stolen_card_id?: number | null };
  created_at: string;
}

/**
 * The store's stock of one hero, rolled by this backend (never by a screen) and kept until it is an
 * hour old; a purchase marks its item sold. Deleted with the hero's adventure.
 */
export interface StoreStockRow {
  hero_id: string;
  user_id: string;
  cards: StockCard[];
  potions: StockPotion[];
  rolled_at: string;
}

// The rooms, matches, match_secrets and match_actions stores were this browser's own online play
// between tabs, removed since: tabs of one browser share one player, so online play needs a server
// (docs/online.md). Version 2 made the stores and its upgrade step stays as shipped; nothing reads
// or writes them any more.
export interface RoomRow {
  id: string;
  room_name: string;
  status: 'waiting' | 'playing' | 'closed';
  player_1: string;
  player_1_name: string;
  player_2: string | null;
  player_2_name: string | null;
  match_id: string | null;
  created_at: string;
}

export interface MatchRow {
  id: string;
  room_id: string;
  player_1: string;
  player_2: string;
  setup: JsonValue;
  status: 'live' | 'finished' | 'abandoned';
  winner: 0 | 1 | null;
  action_count: number;
  created_at: string;
  updated_at: string;
}
/** Kept apart from the match so that reading a match never reveals its seed. */
export interface MatchSecretRow {
  match_id: string;
  seed: number;
}
export interface MatchActionRow {
  match_id: string;
  seq: number;
  actor: string;
  action: JsonValue;
  created_at: string;
}

export interface LocalSchema extends DBSchema {
  adventures: {
    key: string;
    value: AdventureRow;
    indexes: { by_user_id: string; by_user_number: [string, number] };
  };
  heroes: { key: string; value: HeroRow; indexes: { by_adventure_id: string; by_user_id: string } };
  scenarios: { key: string; value: ScenarioRow; indexes: { by_adventure_id: string } };
  cards_owned: { key: [string, number]; value: OwnedCardRow; indexes: { by_hero_id: string } };
  deck_builds: { key: [string, number]; value: DeckCardRow; indexes: { by_adventure_id: string } };
  hero_ledger: { key: string; value: LedgerRow; indexes: { by_hero_id: string } };
  store_stock: { key: string; value: StoreStockRow };
  rooms: { key: string; value: RoomRow };
  matches: { key: string; value: MatchRow; indexes: { by_room_id: string } };
  match_secrets: { key: string; value: MatchSecretRow };
  match_actions: { key: [string, number]; value: MatchActionRow; indexes: { by_match: string } };
  battles: { key: string; value: BattleRow; indexes: { by_user_id: string } };
  battle_actions: { key: [string, number]; value: BattleActionRow; indexes: { by_battle: string } };
  accounts: { key: string; value: AccountRow; indexes: { by_email: string } };
  profiles: { key: string; value: ProfileRow; indexes: { by_user_id: string; by_user_name: string } };
  sessions: { key: string; value: SessionRow; indexes: { by_refresh_token: string; by_user_id: string } };
  device: { key: string; value: DeviceRow };
}

export type LocalDb = IDBPDatabase<LocalSchema>;
