// The purse's shapes at the backend's edge: store purchases, rewards and jail. Each carries a key
// the screen makes once, so sending it again (a double click, a retried request) settles nothing
// twice; the amounts must lie within the ranges the engine rolls them in.
import * as v from 'valibot';
import { CARD_BY_ID } from '../../../content/index.ts';
import {
  STORE_COMMON_PRICE_RANGE,
  STORE_POTIONS,
  STORE_POTION_PRICE_RANGE,
  STORE_POTION_VALUE_RANGE,
  STORE_RARE_PRICE_RANGE,
} from '../../../engine/index.ts';
import { HoldableCardSchema } from './cards.ts';
import { fields, id, readInput, whole } from './input.ts';

/** The price range of a card the store sells, by its rarity. */
const priceOf = (cardId: number) =>
  whole(
    'price',
    CARD_BY_ID.get(cardId)?.rarity === 'rare' ? STORE_RARE_PRICE_RANGE : STORE_COMMON_PRICE_RANGE,
  );

/**
 * A card bought from the store: only common and rare cards are sold, each within its rarity's
 * prices. A purchase carries a key the screen makes once per offer: sending it again (a double
 * click, a retried request) returns the first result and charges nothing more.
 */
export const CardPurchaseSchema = v.pipe(
  fields('purchase', {
    purchase_id: id('purchase'),
    hero_id: id('hero'),
    card_id: v.pipe(
      HoldableCardSchema,
      v.check((cardId) => {
        const rarity = CARD_BY_ID.get(cardId)?.rarity;
        return rarity === 'common' || rarity === 'rare';
      }, 'This card is not sold in the store.'),
    ),
    price: v.unknown(),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const price = v.safeParse(priceOf(dataset.value.card_id), dataset.value.price);
    if (price.success) return { ...dataset.value, price: price.output };
    addIssue({ message: price.issues[0].message });
    return NEVER;
  }),
  v.readonly(),
);

export const PotionPurchaseSchema = v.pipe(
  fields('purchase', {
    purchase_id: id('purchase'),
    hero_id: id('hero'),
    /** Which of the stock's four potions (0-3): two potions may have the same value and price. */
    slot: whole('potion slot', { min: 0, max: STORE_POTIONS - 1 }),
    /** Health the potion recovers. */
    value: whole('potion value', STORE_POTION_VALUE_RANGE),
    price: whole('price', STORE_POTION_PRICE_RANGE),
  }),
  v.readonly(),
);

/**
 * A reward to settle, by its key only: a won story battle's id (`kind: 'battle'`), or the id of the
 * scenario whose choice A found something (`kind: 'scenario'`). The backend grants what it rolled
 * for that battle when it ended it, or for that choice when it was saved, once; the client names
 * no figures. The keys are checked before the kind.
 */
export const RewardGrantSchema = v.pipe(
  fields('reward', {
    reward_id: id('reward'),
    hero_id: id('hero'),
    kind: v.picklist(
      ['battle', 'scenario'] as const,
      'A reward is either a battle reward or a scenario reward.',
    ),
  }),
  v.readonly(),
);

/**
 * The jail after a lost story battle: only its key, the story battle's id. The backend takes what
 * it rolled when that battle ended in this hero's loss, once.
 */
export const JailTheftSchema = v.pipe(
  fields('jail theft', {
    theft_id: id('jail'),
    hero_id: id('hero'),
  }),
  v.readonly(),
);

export type CardPurchase = v.InferOutput<typeof CardPurchaseSchema>;
export type PotionPurchase = v.InferOutput<typeof PotionPurchaseSchema>;
export type RewardGrant = v.InferOutput<typeof RewardGrantSchema>;
export type JailTheft = v.InferOutput<typeof JailTheftSchema>;

export const checkCardPurchase = (input: unknown): CardPurchase => readInput(CardPurchaseSchema, input);
export const checkPotionPurchase = (input: unknown): PotionPurchase => readInput(PotionPurchaseSchema, input);
export const checkRewardGrant = (input: unknown): RewardGrant => readInput(RewardGrantSchema, input);
export const checkJailTheft = (input: unknown): JailTheft => readInput(JailTheftSchema, input);
