// The Backend port: everything the game asks of storage, named after what the game does.
// Adapters: local (IndexedDB, the default) and Supabase. Screens and scenes reach it only through
// src/state, never directly.
import type {
  AuthListener,
  BattlePage,
  BattleRecord,
  BattleStatus,
  FinishedBattle,
  JsonValue,
  LogInInput,
  NewBattle,
  Profile,
  Session,
  SignUpInput,
} from './types.ts';
import type {
  Adventure,
  AdventureListing,
  CardPurchase,
  Hero,
  JailResult,
  JailTheft,
  NewAdventure,
  NewScenario,
  PotionPurchase,
  PurchaseResult,
  RewardGrant,
  RewardResult,
  Scenario,
  StoreStock,
  StorySpoils,
} from './gameTypes.ts';
import type { Card, Enemy, Fighter } from '../../content/types.ts';

export type BackendKind = 'local' | 'supabase';

/** How the diagnostics name the embedded backend. */
export const LOCAL_BACKEND_LABEL = 'local (IndexedDB on this device)';

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
  /**
   * Stores an online match that has already ended, with its whole log, as one finished battle,
   * atomically and once per key: asked again with the same key (a reload on the victory screen, a
   * second answer), it returns the record already stored and writes nothing. Not startBattle plus
   * one append per move plus endBattle: those are three kinds of write, and a reload between them
   * would leave a half-written battle, then a second one beside it. Refused ('invalid_input') for
   * any other mode, whose battles are written as they are fought (a story battle's record decides
   * its reward, so it is never taken from the client whole).
   */
  storeFinishedBattle(input: FinishedBattle): Promise<BattleRecord>;
  /**
   * The player's finished battles (the replays), the most recently ended first, each with its
   * action log, and how many there are in all. `limit` is 1 to 50, `offset` a whole number from 0.
   * Abandoned battles have no ending to watch and are not listed.
   */
  listBattles(page: { limit: number; offset: number }): Promise<BattlePage>;
  /**
   * Takes a finished or abandoned battle off the player's replays ('conflict' while it is still
   * being fought). A versus battle is deleted with its log; a story battle's record stays, hidden
   * from the list, because the adventure ties its reward or jail to it.
   */
  deleteBattle(battleId: string): Promise<void>;
}

/** The read-only catalogue: readable by everybody, signed in or not; nobody writes it from the game. */
export interface CataloguePort {
  listCards(): Promise<Card[]>;
  getCard(cardId: number): Promise<Card | null>;
  listFighters(): Promise<Fighter[]>;
  listEnemies(): Promise<Enemy[]>;
  getEnemy(enemyId: number): Promise<Enemy | null>;
}

/** Adventures of the signed-in player, their latest scene and their scenario history. */
export interface AdventurePort {
  /**
   * Creates the adventure (numbered after the player's others) and its hero in one step: either
   * both exist afterwards or neither does. Unlisted jobs or personalities are refused.
   */
  beginAdventure(input: NewAdventure): Promise<{ adventure: Adventure; hero: Hero }>;
  /** The player's adventures, newest first, each with its hero's id and name. */
  listAdventures(): Promise<AdventureListing[]>;
  getAdventure(adventureId: string): Promise<Adventure | null>;
  /** Deletes the adventure with its hero, owned cards, deck and scenarios. */
  deleteAdventure(adventureId: string): Promise<void>;
  /** Stores where the journey stands (plain JSON under 100 kB). */
  saveProgress(adventureId: string, progress: JsonValue): Promise<Adventure>;
  /**
   * Records a scenario (and the choice made), makes its scene the adventure's prev_scene and stores
   * the progress, all in one transaction.
   */
  saveScenario(input: NewScenario): Promise<Scenario>;
  latestScenario(adventureId: string): Promise<Scenario | null>;
  /** Every scenario of the adventure, oldest first: the story so far. */
  listScenarios(adventureId: string): Promise<Scenario[]>;
}

/**
 * The adventure's character. Its health and energy after a story battle are written by the backend
 * that ends the battle; its gold moves only through the purse.
 */
export interface HeroPort {
  getHero(heroId: string): Promise<Hero | null>;
  heroForAdventure(adventureId: string): Promise<Hero | null>;
  /** Calls back with the hero's gold whenever it changes (this tab, other tabs, other devices). */
  onHeroGold(heroId: string, listener: (gold: number) => void): () => void;
}

/** Cards the hero owns and the adventure's deck (at most 7, no duplicates, never card 91). */
export interface CollectionPort {
  /** Owned card ids of the hero, ascending. */
  listOwnedCards(heroId: string): Promise<number[]>;
  /** Grants the starter card 73 once; false when it was already owned. */
  grantStarterCard(heroId: string): Promise<boolean>;
  /** The saved deck of the adventure, in the order it was saved. */
  loadDeck(adventureId: string): Promise<number[]>;
  /** Replaces the saved deck in one step: either the whole new deck is stored or the old one stays. */
  saveDeck(adventureId: string, cardIds: readonly number[]): Promise<number[]>;
  /** Empties the saved deck; only on the player's explicit request (docs/game-design.md §12.5). */
  clearDeck(adventureId: string): Promise<void>;
}

/** Gold moves here only, each call atomic and idempotent by its key; gold never goes below 0. */
export interface PursePort {
  /** The hero's store stock: the one rolled within the last hour, or a new one. */
  storeStock(heroId: string): Promise<StoreStock>;
  /** Buys an unsold card of the current stock at its price (refused for an owned card). */
  buyCard(input: CardPurchase): Promise<PurchaseResult>;
  /** Buys the unsold potion in `slot` of the current stock, with its value and price. */
  buyPotion(input: PotionPurchase): Promise<PurchaseResult>;
  /**
   * The reward (a won story battle) or the jail (a lost or abandoned one) the backend rolled when it
   * ended the story battle `battleId`, or null while the battle has not ended (or is not the
   * player's story battle).
   */
  storySpoils(battleId: string): Promise<StorySpoils | null>;
  /** Settles a battle's rolled reward (by the battle's id), or a scenario's find, once per key. */
  grantReward(input: RewardGrant): Promise<RewardResult>;
  /** Settles a lost story battle's rolled jail, by the battle's id, once. */
  jailTheft(input: JailTheft): Promise<JailResult>;
}

export interface Backend {
  readonly kind: BackendKind;
  /** A label for diagnostics, e.g. "local (IndexedDB)". */
  readonly label: string;
  readonly auth: AuthPort;
  readonly catalogue: CataloguePort;
  readonly battles: BattlePort;
  readonly adventures: AdventurePort;
  readonly heroes: HeroPort;
  readonly collection: CollectionPort;
  readonly purse: PursePort;
}
