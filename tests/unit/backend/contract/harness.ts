// What the contract suite needs from an adapter under test: a fresh backend whose accounts do not
// collide with other tests, and whether change notices reach listeners in this process.
import type { Backend } from '../../../../src/services/backend/port.ts';
import { BackendError } from '../../../../src/services/backend/errors.ts';

export interface ContractHarness {
  readonly name: string;
  fresh(): Promise<Backend>;
  /** False where the suite cannot observe realtime notices (see docs/persistence.md). */
  readonly notices: boolean;
  /**
   * Moves this backend's clock an hour on, as far as the store's stock is concerned (the local
   * adapter's injected clock; on Supabase, the stored rolled_at moved back by an hour).
   */
  anHourPasses(backend: Backend): Promise<void>;
  /**
   * Test arrangement: adds gold and cards to a hero, or sets its health and energy, straight in the
   * backend's storage. The game moves them only through the purse and a story battle's end, whose
   * figures the backend rolls; tests that need a hero with gold or cards make one here.
   */
  endow(backend: Backend, heroId: string, gift: HeroGift): Promise<void>;
}

export interface HeroGift {
  readonly gold?: number;
  readonly cards?: readonly number[];
  readonly health?: number;
  readonly mana?: number;
}

export const PASSWORD = 'rattan-sticks';
let accounts = 0;

/** Signs up a player with a unique email and username and leaves nobody signed in. */
export async function newPlayer(
  backend: Backend,
  label: string,
): Promise<{ email: string; user_id: string }> {
  accounts += 1;
  const tag = `${label}${accounts}${Math.random().toString(36).slice(2, 7)}`;
  const email = `${tag}@example.com`;
  const { user_id } = await backend.auth.signUp({ email, password: PASSWORD, username: tag.slice(0, 20) });
  return { email, user_id };
}

/** Makes `player` the signed-in account of `backend`. */
export async function actAs(backend: Backend, player: { email: string }): Promise<void> {
  if (await backend.auth.getSession()) await backend.auth.logOut();
  await backend.auth.logIn({ email: player.email, password: PASSWORD });
}

export async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BackendError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

export const uuid = (): string => crypto.randomUUID();
