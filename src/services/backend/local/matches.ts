// Online matches on the local backend (two tabs of one browser). The checks run in the order of
// DESIGN.md "Online play": the match exists and is live, the actor is seated, the expected
// sequence number matches; the engine's own checks belong to the match authority above this port.
import { BackendError } from '../errors.ts';
import type { Match, MatchAction } from '../gameTypes.ts';
import type { AuthPort, MatchPort } from '../port.ts';
import { checkId, checkJson, checkNewMatch, checkSeq, checkWinner } from '../rules.ts';
import type { LocalDb, MatchRow } from './db.ts';
import type { LiveNotices } from './live.ts';
import { atomically, nowIso, requireUser } from './transaction.ts';

const seated = (match: MatchRow, userId: string) => match.player_1 === userId || match.player_2 === userId;

export function createLocalMatches(dbReady: Promise<LocalDb>, auth: AuthPort, live: LiveNotices): MatchPort {
  const missing = () => new BackendError('not_found', 'This match does not exist.');
  const notSeated = () => new BackendError('forbidden', 'Only the seated players act in this match.');

  return {
    async startMatch(input) {
      const { room_id, seed, setup } = checkNewMatch(input);
      const userId = await requireUser(auth);
      const db = await dbReady;
      const match = await atomically(db, ['rooms', 'matches', 'match_secrets'], async (tx) => {
        const room = await tx.objectStore('rooms').get(room_id);
        if (!room) throw new BackendError('not_found', 'This room does not exist.');
        if (room.player_1 !== userId) throw new BackendError('forbidden', 'Only player 1 starts the match.');
        if (room.match_id !== null) throw new BackendError('conflict', 'This match has already started.');
        if (room.player_2 === null)
          throw new BackendError('conflict', 'The room is waiting for a second player.');
        const now = nowIso();
        const row: Match = {
          id: crypto.randomUUID(),
          room_id,
          player_1: room.player_1,
          player_2: room.player_2,
          setup,
          status: 'live',
          winner: null,
          action_count: 0,
          created_at: now,
          updated_at: now,
        };
        await tx.objectStore('matches').add(row);
        await tx.objectStore('match_secrets').add({ match_id: row.id, seed });
        await tx.objectStore('rooms').put({ ...room, status: 'playing', match_id: row.id });
        return row;
      });
      live.publish({ topic: 'rooms' });
      return { ...match };
    },

    async loadMatch(matchId) {
      const id = checkId(matchId, 'match');
      const userId = await requireUser(auth);
      const db = await dbReady;
      const match = await db.get('matches', id);
      if (!match || !seated(match, userId)) return null;
      const actions = await db.getAllFromIndex('match_actions', 'by_match', id);
      return { match, actions: actions.sort((a, b) => a.seq - b.seq) };
    },

    async appendMatchAction(matchId, expectedSeq, action) {
      const id = checkId(matchId, 'match');
      const seq = checkSeq(expectedSeq);
      const payload = checkJson(action, 'match action');
      const userId = await requireUser(auth);
      const db = await dbReady;
      const entry = await atomically(db, ['matches', 'match_actions'], async (tx) => {
        const match = await tx.objectStore('matches').get(id);
        if (!match) throw missing();
        if (!seated(match, userId)) throw notSeated();
        if (match.status !== 'live') throw new BackendError('conflict', 'This match is already over.');
        if (match.action_count !== seq) {
          throw new BackendError('conflict', `Expected action ${match.action_count}, got ${seq}.`);
        }
        const row: MatchAction = { match_id: id, seq, actor: userId, action: payload, created_at: nowIso() };
        await tx.objectStore('match_actions').add(row);
        await tx.objectStore('matches').put({ ...match, action_count: seq + 1, updated_at: row.created_at });
        return row;
      });
      live.publish({ topic: 'match_action', match_id: id, action: entry });
      return seq + 1;
    },

    async endMatch(matchId, status, winner) {
      const id = checkId(matchId, 'match');
      if (status !== 'finished' && status !== 'abandoned') {
        throw new BackendError('invalid_input', 'Unknown match status.');
      }
      const side = checkWinner(winner);
      const userId = await requireUser(auth);
      const db = await dbReady;
      await atomically(db, ['matches', 'rooms'], async (tx) => {
        const match = await tx.objectStore('matches').get(id);
        if (!match) throw missing();
        if (!seated(match, userId)) throw notSeated();
        if (match.status !== 'live') throw new BackendError('conflict', 'This match is already over.');
        await tx.objectStore('matches').put({ ...match, status, winner: side, updated_at: nowIso() });
        const room = await tx.objectStore('rooms').get(match.room_id);
        if (room) await tx.objectStore('rooms').put({ ...room, status: 'closed' });
      });
      live.publish({ topic: 'rooms' });
    },

    onMatchAction(matchId, listener) {
      const id = checkId(matchId, 'match');
      return live.subscribe((notice) => {
        if (notice.topic === 'match_action' && notice.match_id === id) listener(notice.action as MatchAction);
      });
    },
  };
}
