// Account and profile shapes shared by every backend adapter (docs/game-design.md §8).
import type { JsonValue } from '../../engine/json.ts';

// The shapes the game sends in are read off their schemas (validation.ts, rules/).
import type { BattleMode } from './rules/index.ts';
export type { BattleMode, FinishedBattle, NewBattle } from './rules/index.ts';
export type { LogInInput, SignUpInput } from './validation.ts';

export interface AuthUser {
  readonly id: string;
  readonly email: string | null;
  /** Guest accounts are private to one browser and have no email or password. */
  readonly is_anonymous: boolean;
}

export interface Session {
  readonly access_token: string;
  readonly refresh_token: string;
  /** Seconds the access token is valid for, from when it was issued. */
  readonly expires_in: number;
  /** Unix time (seconds) at which the access token expires. */
  readonly expires_at: number;
  readonly token_type: 'bearer';
  readonly user: AuthUser;
}

/** A row of the users (profile) table. */
export interface Profile {
  readonly id: string;
  /** The auth account this profile belongs to. */
  readonly user_id: string;
  readonly user_name: string;
  readonly is_admin: boolean;
}

/** The session events of docs/game-design.md §3.5. */
export type AuthEvent =
  'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY';

export type AuthListener = (event: AuthEvent, session: Session | null) => void;

export type BattleStatus = 'active' | 'finished' | 'abandoned';

/**
 * One battle's own state (docs/game-design.md §12.1: never shared rows). The engine state is rebuilt
 * from `setup` and the ordered action log; the log is what is stored.
 */
export interface BattleRecord {
  readonly id: string;
  readonly user_id: string;
  readonly mode: BattleMode;
  readonly seed: number;
  /** What the screens need to rebuild the battle: engine setup, fighters, difficulty (JSON). */
  readonly setup: JsonValue;
  readonly status: BattleStatus;
  /** 0 or 1 once finished with a winner. */
  readonly winner: 0 | 1 | null;
  /** Number of actions in the log; the next append must expect this sequence number. */
  readonly action_count: number;
  readonly created_at: string;
  readonly updated_at: string;
}

/** A finished battle in the player's replay list: its record and its whole ordered action log. */
export interface BattleListing extends BattleRecord {
  readonly actions: JsonValue[];
}

/** One page of the replay list, and how many finished battles there are in all. */
export interface BattlePage {
  readonly battles: BattleListing[];
  readonly total: number;
}

export type { JsonValue };
