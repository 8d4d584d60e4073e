// Battles on the local backend: one record per battle plus its ordered action log. Appends run in
// one transaction that checks the expected sequence number, so a double submit records nothing twice.
// An online match arrives already over and is stored whole in one transaction, once per key.
import { BackendError } from '../errors.ts';
import type { AuthPort, BattlePort } from '../port.ts';
import {
  checkEndStatus,
  checkFinishedBattle,
  checkJson,
  checkNewBattle,
  checkPage,
  checkWinner,
} from '../rules/index.ts';
import type { BattleListing, BattleRecord, JsonValue, NewBattle } from '../types.ts';
import type { BattleRow, LocalDb } from './db.ts';
import { STORY_STORES, beginStory, endStory } from './storyBattles.ts';
import { atomically } from './transaction.ts';

export function createLocalBattles(dbReady: Promise<LocalDb>, auth: AuthPort): BattlePort {
  async function currentUser(): Promise<string> {
    const session = await auth.getSession();
    if (!session) throw new BackendError('session_missing', 'Auth session missing!');
    return session.user.id;
  }

  async function ownBattle(db: LocalDb, battleId: string, userId: string): Promise<BattleRow | undefined> {
    if (typeof battleId !== 'string' || battleId === '') {
      throw new BackendError('invalid_input', 'A battle id is required.');
    }
    const row = await db.get('battles', battleId);
    if (row && row.user_id !== userId)
      throw new BackendError('forbidden', 'This battle belongs to another player.');
    return row;
  }

  /**
   * A write transaction over the battle and its log, with the player's own battle read in it;
   * `fail` aborts the transaction and throws, so a refused call changes nothing.
   */
  async function ownBattleTx(battleId: string) {
    const userId = await currentUser();
    const db = await dbReady;
    const tx = db.transaction([...STORY_STORES], 'readwrite');
    const fail = async (error: BackendError): Promise<never> => {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw error;
    };
    const row = await tx.objectStore('battles').get(battleId);
    if (!row) return fail(new BackendError('not_found', 'This battle does not exist.'));
    if (row.user_id !== userId)
      return fail(new BackendError('forbidden', 'This battle belongs to another player.'));
    return { tx, row, fail };
  }

  return {
    async startBattle(input: NewBattle) {
      const battle = checkNewBattle(input);
      const userId = await currentUser();
      const db = await dbReady;
      const now = new Date().toISOString();
      const row: BattleRow = {
        id: crypto.randomUUID(),
        user_id: userId,
        mode: battle.mode,
        seed: battle.seed,
        setup: battle.setup,
        status: 'active',
        winner: null,
        action_count: 0,
        created_at: now,
        updated_at: now,
      };
      if (battle.mode !== 'adventure') {
        await db.add('battles', row);
        return { ...row };
      }
      // A story battle begins from the stored hero, with a seed drawn here (storyBattles.ts).
      return atomically(db, [...STORY_STORES], async (tx) => {
        const story = { ...row, ...(await beginStory(tx, userId, row.id, battle.setup)) };
        await tx.objectStore('battles').add(story);
        return { ...story };
      });
    },

    async loadBattle(battleId: string) {
      const userId = await currentUser();
      const db = await dbReady;
      const row = await ownBattle(db, battleId, userId);
      if (!row) return null;
      const actions = await db.getAllFromIndex('battle_actions', 'by_battle', battleId);
      actions.sort((a, b) => a.seq - b.seq);
      return { battle: { ...row } as BattleRecord, actions: actions.map((entry) => entry.action) };
    },

    async appendBattleAction(battleId: string, expectedSeq: number, action: JsonValue) {
      if (!Number.isSafeInteger(expectedSeq) || expectedSeq < 0) {
        throw new BackendError('invalid_input', 'The expected sequence number is a whole number from 0.');
      }
      checkJson(action, 'battle action');
      const { tx, row, fail } = await ownBattleTx(battleId);
      const battles = tx.objectStore('battles');
      if (row.status !== 'active') return fail(new BackendError('conflict', 'This battle is already over.'));
      if (row.action_count !== expectedSeq) {
        return fail(new BackendError('conflict', `Expected action ${row.action_count}, got ${expectedSeq}.`));
      }
      await tx.objectStore('battle_actions').add({ battle_id: battleId, seq: expectedSeq, action });
      await battles.put({ ...row, action_count: expectedSeq + 1, updated_at: new Date().toISOString() });
      await tx.done;
      return expectedSeq + 1;
    },

    async endBattle(battleId, status, winner) {
      checkEndStatus(status);
      checkWinner(winner);
      const { tx, row, fail } = await ownBattleTx(battleId);
      // An end is written once: a finished battle is never reopened, flipped or abandoned after.
      // Asked again with the same end (a retry after a lost answer), it changes nothing.
      if (row.status !== 'active') {
        // A story battle set aside is stored as the loss it is (storyBattles.ts).
        const sameEnd = row.winner === winner || (row.mode === 'adventure' && status === 'abandoned');
        if (row.status === status && sameEnd) return tx.done;
        return fail(new BackendError('conflict', 'This battle is already over.'));
      }
      if (row.mode === 'adventure') {
        try {
          await tx.objectStore('battles').put(await endStory(tx, row, status, winner));
        } catch (error) {
          return fail(
            error instanceof BackendError
              ? error
              : new BackendError('invalid_input', 'This story battle cannot be read back.'),
          );
        }
        await tx.done;
        return;
      }
      await tx.objectStore('battles').put({ ...row, status, winner, updated_at: new Date().toISOString() });
      await tx.done;
    },

    async storeFinishedBattle(input) {
      const battle = checkFinishedBattle(input);
      const userId = await currentUser();
      const db = await dbReady;
      const tx = db.transaction([...STORY_STORES], 'readwrite');
      const battles = tx.objectStore('battles');
      // A player's battles are few: looking through them in the same transaction finds the key
      // without an index (and so without a database upgrade), and nothing can store it in between.
      const mine = await battles.index('by_user_id').getAll(userId);
      const stored = mine.find((row) => row.finished_key === battle.key);
      if (stored) {
        await tx.done;
        return record(stored);
      }
      const now = new Date().toISOString();
      const row: BattleRow = {
        id: crypto.randomUUID(),
        user_id: userId,
        mode: battle.mode,
        seed: battle.seed,
        setup: battle.setup,
        status: 'finished',
        winner: battle.winner,
        action_count: battle.actions.length,
        created_at: now,
        updated_at: now,
        finished_key: battle.key,
      };
      await battles.add(row);
      const log = tx.objectStore('battle_actions');
      for (const [seq, action] of battle.actions.entries()) await log.add({ battle_id: row.id, seq, action });
      await tx.done;
      return record(row);
    },

    async listBattles(page) {
      const { limit, offset } = checkPage(page);
      const userId = await currentUser();
      const db = await dbReady;
      const tx = db.transaction(['battles', 'battle_actions'], 'readonly');
      const finished = (await tx.objectStore('battles').index('by_user_id').getAll(userId))
        .filter((row) => row.status === 'finished' && !row.replay_hidden)
        .sort(newestFirst);
      const battles: BattleListing[] = [];
      for (const row of finished.slice(offset, offset + limit)) {
        const log = await tx.objectStore('battle_actions').index('by_battle').getAll(row.id);
        log.sort((a, b) => a.seq - b.seq);
        battles.push({ ...record(row), actions: log.map((entry) => entry.action) });
      }
      await tx.done;
      return { battles, total: finished.length };
    },

    async deleteBattle(battleId) {
      const userId = await currentUser();
      const db = await dbReady;
      const tx = db.transaction([...STORY_STORES], 'readwrite');
      const battles = tx.objectStore('battles');
      const row = typeof battleId === 'string' && battleId !== '' ? await battles.get(battleId) : undefined;
      const fail = async (error: BackendError): Promise<never> => {
        tx.abort();
        await tx.done.catch(() => undefined);
        throw error;
      };
      if (!row) return fail(new BackendError('not_found', 'This battle does not exist.'));
      if (row.user_id !== userId)
        return fail(new BackendError('forbidden', 'This battle belongs to another player.'));
      if (row.status === 'active')
        return fail(new BackendError('conflict', 'A battle still being fought has no replay to delete.'));
      if (row.mode === 'adventure') {
        // The adventure ties the story battle's reward or jail to this record: it stays, unlisted.
        await battles.put({ ...row, replay_hidden: true });
      } else {
        const log = tx.objectStore('battle_actions');
        for (const key of await log.index('by_battle').getAllKeys(battleId)) await log.delete(key);
        await battles.delete(battleId);
      }
      await tx.done;
    },
  };
}

/** The record as the port returns it: the stored row without the list's flag or the store's key. */
function record(row: BattleRow): BattleRecord {
  const { replay_hidden: _hidden, finished_key: _key, ...rest } = row;
  return rest;
}

/** The most recently ended first; ties (the same millisecond) in a fixed order. */
function newestFirst(a: BattleRow, b: BattleRow): number {
  return b.updated_at.localeCompare(a.updated_at) || b.id.localeCompare(a.id);
}
