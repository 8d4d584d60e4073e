// The one schema of a battle move. Every edge a move crosses (the online protocol, a stored battle
// log, a replay file) validates it with these, and the engine's action types are inferred from
// them, so a move has exactly one shape in the whole game.
import * as v from 'valibot';

export const SideIndexSchema = v.picklist([0, 1] as const, 'A side is 0 or 1.');

const CARD_ID = v.pipe(
  v.number('The card id must be a number.'),
  v.integer('The card id must be a whole number.'),
);

/** A move as a player makes it: the side is whoever is on the move. */
export const PlayerMoveSchema = v.variant(
  'type',
  [v.object({ type: v.literal('playCard'), cardId: CARD_ID }), v.object({ type: v.literal('chargeEnergy') })],
  'A move is playCard (with a cardId) or chargeEnergy.',
);
export type PlayerMove = v.InferOutput<typeof PlayerMoveSchema>;

export const PlayCardActionSchema = v.object({
  type: v.literal('playCard'),
  side: SideIndexSchema,
  cardId: CARD_ID,
});
/** Card 91: always available beside the hand. */
export const ChargeEnergyActionSchema = v.object({ type: v.literal('chargeEnergy'), side: SideIndexSchema });
/** The turn timer ran out (the clock lives outside the engine; the engine only passes the turn). */
export const TimeUpActionSchema = v.object({ type: v.literal('timeUp'), side: SideIndexSchema });

/** An engine action: a player's move with its side, or the turn's time running out. */
export const BattleActionSchema = v.variant('type', [
  PlayCardActionSchema,
  ChargeEnergyActionSchema,
  TimeUpActionSchema,
]);

export type PlayCardAction = v.InferOutput<typeof PlayCardActionSchema>;
export type ChargeEnergyAction = v.InferOutput<typeof ChargeEnergyActionSchema>;
export type TimeUpAction = v.InferOutput<typeof TimeUpActionSchema>;
export type BattleAction = v.InferOutput<typeof BattleActionSchema>;
