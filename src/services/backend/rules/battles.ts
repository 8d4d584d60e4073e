// The battles' shapes at the backend's edge: a new battle, its moves, its end, a finished online
// match stored whole, and a page of the replay list.
import * as v from 'valibot';
import { json, fields, looseFields, readInput, text, whole } from './input.ts';

/** Longest page of the replay list; the same bound is checked by list_replays in the database. */
export const REPLAY_PAGE_MAX = 50;
/** The longest log a finished battle may bring; no battle takes this many moves. */
export const FINISHED_BATTLE_ACTIONS_MAX = 2000;

const SeedSchema = v.pipe(
  v.number('A battle seed is a whole number.'),
  v.safeInteger('A battle seed is a whole number.'),
);

/** 0 or 1 once finished with a winner; null for none. */
export const WinnerSchema = v.nullable(v.picklist([0, 1] as const, 'The winner is side 0 or 1.'));

/** How a battle that is not won ends up: finished, or abandoned. */
export const EndStatusSchema = v.picklist(['finished', 'abandoned'] as const, 'Unknown battle status.');

/** Which kind of battle a record holds. */
export const BattleModeSchema = v.picklist(
  ['versus_computer', 'local_two_player', 'adventure', 'online'] as const,
  'Unknown battle mode.',
);

/** A battle to begin: its mode, seed and the setup the screens rebuild it from. */
export const NewBattleSchema = v.pipe(
  looseFields({
    mode: BattleModeSchema,
    seed: SeedSchema,
    setup: json('battle setup'),
  }),
  v.readonly(),
);

/**
 * A battle that reaches this player already over (an online match, fetched once it has ended):
 * stored whole, in one step, once per `key`.
 */
export const FinishedBattleSchema = v.pipe(
  fields('finished battle', {
    /** Only online matches: every other battle is written move by move as it is fought. */
    mode: v.literal('online', 'Only an online match is stored as a finished battle.'),
    /** Names the battle for this player (online: the match and seat); a second store returns the first. */
    key: text('battle key', 120),
    seed: SeedSchema,
    setup: json('battle setup'),
    /** The whole ordered action log. */
    actions: v.pipe(
      v.array(
        v.unknown(),
        `A finished battle's log is a list of at most ${FINISHED_BATTLE_ACTIONS_MAX} actions.`,
      ),
      v.maxLength(
        FINISHED_BATTLE_ACTIONS_MAX,
        `A finished battle's log is a list of at most ${FINISHED_BATTLE_ACTIONS_MAX} actions.`,
      ),
      v.array(json('battle action')),
      v.readonly(),
    ),
    winner: WinnerSchema,
  }),
  v.readonly(),
);

/** A page of the replay list: how many, from where. */
export const ReplayPageSchema = fields('page', {
  limit: whole('page size', { min: 1, max: REPLAY_PAGE_MAX }),
  offset: whole('page start', { min: 0, max: Number.MAX_SAFE_INTEGER }),
});

export type BattleMode = v.InferOutput<typeof BattleModeSchema>;
export type NewBattle = v.InferOutput<typeof NewBattleSchema>;
export type FinishedBattle = v.InferOutput<typeof FinishedBattleSchema>;

export const checkNewBattle = (input: unknown): NewBattle => readInput(NewBattleSchema, input);
export const checkFinishedBattle = (input: unknown): FinishedBattle => readInput(FinishedBattleSchema, input);
export const checkPage = (page: unknown) => readInput(ReplayPageSchema, page);
export const checkWinner = (value: unknown) => readInput(WinnerSchema, value);
export const checkEndStatus = (value: unknown) => readInput(EndStatusSchema, value);
export const checkJson = (value: unknown, what: string) => readInput(json(what), value);
export const checkSeq = (value: unknown) =>
  readInput(whole('expected sequence number', { min: 0, max: Number.MAX_SAFE_INTEGER }), value);
