// The Backend port: everything the game asks of storage, named after what the game does.
// Adapters: local (IndexedDB, the default) and Supabase. Screens and scenes reach it only through
// src/state, never directly.
import type {
  AuthListener,
  BattleRecord,
  BattleStatus,
  JsonValue,
  LogInInput,
  NewBattle,
  Profile,
  Session,
  SignUpInput,
} from './types.ts';

export type BackendKind = 'local' | 'supabase';

export interface AuthPort {
  /** Creates the account and its profile together: either both exist afterwards or neither does. */
  signUp(input: SignUpInput): Promise<{ user_id: string }>;
  logIn(input: LogInInput): Promise<Session>;
  /** Signs in with this browser's private guest account, creating it the first time. */
  logInAsGuest(): Promise<Session>;
  logOut(): Promise<void>;
  getSession(): Promise<Session | null>;
  refreshSession(refreshToken: string): Promise<Session>;
  /** Calls back with INITIAL_SESSION at once, then with every later event. Returns the unsubscribe. */
  onAuthStateChange(listener: AuthListener): () => void;
  /** The profile of an auth account, or null when it has none. */
  fetchProfile(authUserId: string): Promise<Profile | null>;
}

/**
 * Battles of the signed-in player. Every method acts for the current session's account and refuses
 * another account's battle ('forbidden'), as row-level security does on Supabase.
 */
export interface BattlePort {
  startBattle(input: NewBattle): Promise<BattleRecord>;
  /** The battle and its ordered action log, or null when it does not exist. */
  loadBattle(battleId: string): Promise<{ battle: BattleRecord; actions: JsonValue[] } | null>;
  /**
   * Appends one action. `expectedSeq` must equal the battle's action_count, so a double submit or
   * a stale tab is refused ('conflict') instead of recording the action twice. Returns the new count.
   */
  appendBattleAction(battleId: string, expectedSeq: number, action: JsonValue): Promise<number>;
  endBattle(battleId: string, status: Exclude<BattleStatus, 'active'>, winner: 0 | 1 | null): Promise<void>;
}

export interface Backend {
  readonly kind: BackendKind;
  /** A label for diagnostics, e.g. "local (IndexedDB)". */
  readonly label: string;
  readonly auth: AuthPort;
  readonly battles: BattlePort;
}
