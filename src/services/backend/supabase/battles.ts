// Battles on Supabase: rows under row-level security; the log grows through append_battle_action,
// which checks the expected sequence number in the same transaction as the insert. A story
// battle's start is checked by a trigger of the database against the hero row, which also draws
// its seed (the row returned carries it); its end is written by the story Edge Function
// (storyEnd.ts), every other end by the player.
// An online match arrives already over and is stored whole by store_finished_battle, once per key.
import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError } from '../errors.ts';
import type { BattlePort } from '../port.ts';
import {
  checkEndStatus,
  checkFinishedBattle,
  checkId,
  checkJson,
  checkNewBattle,
  checkPage,
  checkSeq,
  checkWinner,
} from '../rules/index.ts';
import type { BattlePage, BattleRecord, JsonValue } from '../types.ts';
import { unwrap } from './errors.ts';
import { requireUser } from './session.ts';
import { endStoryBattle } from './storyEnd.ts';

export function createSupabaseBattles(client: SupabaseClient): BattlePort {
  return {
    async startBattle(input) {
      const { mode, seed, setup } = checkNewBattle(input);
      await requireUser(client);
      const row = unwrap(await client.from('battles').insert({ mode, seed, setup }).select().single());
      return row as BattleRecord;
    },

    async loadBattle(battleId) {
      const id = checkId(battleId, 'battle');
      await requireUser(client);
      const battle = unwrap(
        await client.from('battles').select('*').eq('id', id).maybeSingle(),
      ) as BattleRecord | null;
      if (!battle) return null;
      const actions = unwrap(
        await client.from('battle_actions').select('seq, action').eq('battle_id', id).order('seq'),
      ) as { action: JsonValue }[];
      return { battle, actions: actions.map((entry) => entry.action) };
    },

    async appendBattleAction(battleId, expectedSeq, action) {
      const id = checkId(battleId, 'battle');
      const seq = checkSeq(expectedSeq);
      const payload = checkJson(action, 'battle action');
      await requireUser(client);
      return unwrap(
        await client.rpc('append_battle_action', { p_battle_id: id, p_expected_seq: seq, p_action: payload }),
      ) as number;
    },

    async endBattle(battleId, status, winner) {
      const id = checkId(battleId, 'battle');
      checkEndStatus(status);
      const side = checkWinner(winner);
      await requireUser(client);
      const battle = unwrap(await client.from('battles').select('mode').eq('id', id).maybeSingle()) as {
        mode: string;
      } | null;
      if (!battle) throw new BackendError('not_found', 'This battle does not exist.');
      if (battle.mode === 'adventure') {
        await endStoryBattle(client, id, status, side);
        return;
      }
      const rows = unwrap(
        await client
          .from('battles')
          .update({ status, winner: side, updated_at: new Date().toISOString() })
          .eq('id', id)
          .select('id'),
      ) as unknown[];
      if (rows.length === 0) throw new BackendError('not_found', 'This battle does not exist.');
    },

    async storeFinishedBattle(input) {
      const battle = checkFinishedBattle(input);
      await requireUser(client);
      return unwrap(
        await client.rpc('store_finished_battle', {
          p_key: battle.key,
          p_mode: battle.mode,
          p_seed: battle.seed,
          p_setup: battle.setup,
          p_actions: battle.actions,
          p_winner: battle.winner,
        }),
      ) as BattleRecord;
    },

    async listBattles(page) {
      const { limit, offset } = checkPage(page);
      await requireUser(client);
      return unwrap(await client.rpc('list_replays', { p_limit: limit, p_offset: offset })) as BattlePage;
    },

    async deleteBattle(battleId) {
      const id = checkId(battleId, 'battle');
      await requireUser(client);
      unwrap(await client.rpc('delete_replay', { p_battle_id: id }));
    },
  };
}
