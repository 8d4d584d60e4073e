// Gold on the local backend: the store, rewards and jail. Each call is one transaction over the
// hero, the ledger of used request keys, the owned cards, the deck, the store's stock and the
// battles, so two clicks racing (in one tab or two) are applied one after the other and a key
// already used replays its first result.
import { isStoreRefreshDue, rollStoreStock } from '../../../engine/index.ts';
import { BackendError } from '../errors.ts';
import type { Hero, RewardGrant, StoreStock } from '../gameTypes.ts';
import type { AuthPort, PursePort } from '../port.ts';
import {
  checkCardPurchase,
  checkId,
  checkJailTheft,
  checkPotionPurchase,
  checkRewardGrant,
} from '../rules/index.ts';
import type { LedgerRow, LocalDb, StoreStockRow } from './db.ts';
import { freshRng } from './backendRng.ts';
import type { LiveNotices } from './live.ts';
import { storySpoilsOf } from './storyBattles.ts';
import { atomically, nowIso, requireUser, type WriteTx } from './transaction.ts';

const PURSE_STORES = [
  'heroes',
  'hero_ledger',
  'cards_owned',
  'deck_builds',
  'store_stock',
  'battles',
  'scenarios',
] as const;
type PurseStores = [...typeof PURSE_STORES];

/** The sentences of a refused purchase, reward or jail (the database functions raise the same). */
export const PURSE_MESSAGES = Object.freeze({
  cardNotForSale: 'This card is no longer for sale.',
  potionNotForSale: 'This potion is no longer for sale.',
  rewardUntied: 'This reward is not tied to a story battle this hero won.',
  jailUntied: 'This jail is not tied to a story battle this hero lost.',
  findUntied: 'This find is not one this hero made.',
});

/** Health after recovering `points`, up to the hero's maximum; recovering never lowers health. */
const recovered = (hero: Hero, points: number) =>
  Math.max(hero.health, Math.min(hero.max_health, hero.health + points));

/** The stock is current from its roll until an hour later (and never when it claims a later roll). */
const isCurrent = (stock: StoreStockRow | undefined, now: number): stock is StoreStockRow =>
  stock !== undefined && !isStoreRefreshDue({ timestamp: Date.parse(stock.rolled_at) }, now);

/**
 * What a reward grants, as the backend rolled it: a battle's when it ended, a scenario's find when
 * the choice was saved (the reward's id is then the scenario's, on this hero's adventure).
 */
async function rewardFigures(
  tx: WriteTx<PurseStores>,
  reward: RewardGrant,
  hero: Hero,
): Promise<{ points: number; gold: number; cardId: number | null }> {
  if (reward.kind === 'scenario') {
    const scenario = await tx.objectStore('scenarios').get(reward.reward_id);
    const find = scenario?.adventure_id === hero.adventure_id ? scenario.find : null;
    if (!find) throw new BackendError('forbidden', PURSE_MESSAGES.findUntied);
    return { points: find.potion ?? 0, gold: find.gold, cardId: null };
  }
  const spoils = storySpoilsOf(await tx.objectStore('battles').get(reward.reward_id), hero, 'reward');
  if (!spoils) throw new BackendError('forbidden', PURSE_MESSAGES.rewardUntied);
  return { points: spoils.pointsRecovered, gold: spoils.gold, cardId: spoils.cardId };
}

export function createLocalPurse(
  dbReady: Promise<LocalDb>,
  auth: AuthPort,
  live: LiveNotices,
  now: () => number,
): PursePort {
  /**
   * Runs one gold-moving request: replays it when its key was used before, otherwise applies it to
   * the signed-in player's hero and records the key, all in one transaction.
   */
  async function settle(
    key: string,
    heroId: string,
    kind: LedgerRow['kind'],
    apply: (
      tx: WriteTx<PurseStores>,
      hero: Hero,
      userId: string,
    ) => Promise<{ hero: Hero; result: LedgerRow['result'] }>,
  ): Promise<{ hero: Hero; result: LedgerRow['result']; replayed: boolean }> {
    const userId = await requireUser(auth);
    const db = await dbReady;
    const outcome = await atomically(db, [...PURSE_STORES], async (tx) => {
      const heroes = tx.objectStore('heroes');
      const hero = await heroes.get(heroId);
      if (!hero || hero.user_id !== userId) throw new BackendError('not_found', 'This hero does not exist.');
      const used = await tx.objectStore('hero_ledger').get(key);
      if (used) {
        if (used.user_id !== userId || used.hero_id !== heroId || used.kind !== kind) {
          throw new BackendError('conflict', 'This request key was already used for something else.');
        }
        return { hero, result: used.result, replayed: true };
      }
      const applied = await apply(tx, hero, userId);
      const next: Hero = { ...applied.hero, updated_at: nowIso() };
      await heroes.put(next);
      await tx.objectStore('hero_ledger').add({
        id: key,
        user_id: userId,
        hero_id: heroId,
        kind,
        result: applied.result,
        created_at: next.updated_at,
      });
      return { hero: next, result: applied.result, replayed: false };
    });
    if (!outcome.replayed) live.publish({ topic: 'hero_gold', hero_id: heroId, gold: outcome.hero.gold });
    return outcome;
  }

  /** The hero's current stock as this transaction sees it, or undefined when none is current. */
  async function currentStock(tx: WriteTx<PurseStores>, heroId: string): Promise<StoreStockRow | undefined> {
    const stock = await tx.objectStore('store_stock').get(heroId);
    return isCurrent(stock, now()) ? stock : undefined;
  }

  return {
    async storeStock(heroId) {
      const id = checkId(heroId, 'hero');
      const userId = await requireUser(auth);
      const db = await dbReady;
      // One transaction over the hero's stock: two tabs asking at once get the same roll.
      return atomically(db, ['heroes', 'store_stock'], async (tx): Promise<StoreStock> => {
        const hero = await tx.objectStore('heroes').get(id);
        if (!hero || hero.user_id !== userId)
          throw new BackendError('not_found', 'This hero does not exist.');
        const at = now();
        let stock = await tx.objectStore('store_stock').get(id);
        if (!isCurrent(stock, at)) {
          const rolled = rollStoreStock(freshRng(), at);
          stock = {
            hero_id: id,
            user_id: userId,
            cards: rolled.cardsForSale.map((card) => ({
              card_id: card.cardId,
              price: card.price,
              sold: false,
            })),
            potions: rolled.potions.map((potion) => ({
              value: potion.value,
              price: potion.price,
              sold: false,
            })),
            rolled_at: new Date(at).toISOString(),
          };
          await tx.objectStore('store_stock').put(stock);
        }
        return {
          hero_id: stock.hero_id,
          cards: stock.cards.map((card) => ({ ...card })),
          potions: stock.potions.map((potion) => ({ ...potion })),
          rolled_at: stock.rolled_at,
          served_at: new Date(at).toISOString(),
        };
      });
    },

    async buyCard(input) {
      const purchase = checkCardPurchase(input);
      const { hero, replayed } = await settle(
        purchase.purchase_id,
        purchase.hero_id,
        'card',
        async (tx, hero, userId) => {
          const owned = tx.objectStore('cards_owned');
          if (await owned.getKey([hero.id, purchase.card_id])) {
            throw new BackendError('conflict', 'You already own this card.');
          }
          const stock = await currentStock(tx, hero.id);
          const slot = stock?.cards.findIndex(
            (card) => card.card_id === purchase.card_id && card.price === purchase.price && !card.sold,
          );
          if (!stock || slot === undefined || slot < 0) {
            throw new BackendError('conflict', PURSE_MESSAGES.cardNotForSale);
          }
          if (hero.gold < purchase.price) {
            throw new BackendError('not_enough_gold', 'Not enough gold to purchase this card.');
          }
          await owned.add({ hero_id: hero.id, card_id: purchase.card_id, user_id: userId });
          await tx.objectStore('store_stock').put({
            ...stock,
            cards: stock.cards.map((card, i) => (i === slot ? { ...card, sold: true } : card)),
          });
          return { hero: { ...hero, gold: hero.gold - purchase.price }, result: {} };
        },
      );
      return { hero, replayed };
    },

    async buyPotion(input) {
      const purchase = checkPotionPurchase(input);
      const { hero, replayed } = await settle(
        purchase.purchase_id,
        purchase.hero_id,
        'potion',
        async (tx, hero) => {
          const stock = await currentStock(tx, hero.id);
          const potion = stock?.potions[purchase.slot];
          if (
            !stock ||
            !potion ||
            potion.sold ||
            potion.value !== purchase.value ||
            potion.price !== purchase.price
          ) {
            throw new BackendError('conflict', PURSE_MESSAGES.potionNotForSale);
          }
          if (hero.gold < purchase.price) {
            throw new BackendError('not_enough_gold', 'Not enough gold to purchase this potion.');
          }
          await tx.objectStore('store_stock').put({
            ...stock,
            potions: stock.potions.map((item, i) => (i === purchase.slot ? { ...item, sold: true } : item)),
          });
          return {
            hero: { ...hero, gold: hero.gold - purchase.price, health: recovered(hero, purchase.value) },
            result: {},
          };
        },
      );
      return { hero, replayed };
    },

    async storySpoils(battleId) {
      const id = checkId(battleId, 'battle');
      const userId = await requireUser(auth);
      const battle = await (await dbReady).get('battles', id);
      return battle && battle.user_id === userId ? (battle.spoils ?? null) : null;
    },

    async grantReward(input) {
      const reward = checkRewardGrant(input);
      const outcome = await settle(reward.reward_id, reward.hero_id, 'reward', async (tx, hero, userId) => {
        const figures = await rewardFigures(tx, reward, hero);
        let cardAdded = false;
        if (
          figures.cardId !== null &&
          !(await tx.objectStore('cards_owned').getKey([hero.id, figures.cardId]))
        ) {
          await tx
            .objectStore('cards_owned')
            .add({ hero_id: hero.id, card_id: figures.cardId, user_id: userId });
          cardAdded = true;
        }
        return {
          hero: { ...hero, gold: hero.gold + figures.gold, health: recovered(hero, figures.points) },
          result: { card_added: cardAdded },
        };
      });
      return {
        hero: outcome.hero,
        card_added: outcome.result.card_added ?? false,
        replayed: outcome.replayed,
      };
    },

    async jailTheft(input) {
      const theft = checkJailTheft(input);
      const outcome = await settle(theft.theft_id, theft.hero_id, 'jail', async (tx, hero) => {
        const spoils = storySpoilsOf(await tx.objectStore('battles').get(theft.theft_id), hero, 'jail');
        if (!spoils) throw new BackendError('forbidden', PURSE_MESSAGES.jailUntied);
        const goldStolen = Math.min(hero.gold, spoils.gold);
        let stolenCardId: number | null = null;
        if (
          spoils.cardId !== null &&
          (await tx.objectStore('cards_owned').getKey([hero.id, spoils.cardId]))
        ) {
          await tx.objectStore('cards_owned').delete([hero.id, spoils.cardId]);
          // A stolen card leaves the deck too: the deck only holds cards the hero can still play.
          await tx.objectStore('deck_builds').delete([hero.adventure_id, spoils.cardId]);
          stolenCardId = spoils.cardId;
        }
        return {
          hero: { ...hero, gold: hero.gold - goldStolen, health: recovered(hero, spoils.pointsRecovered) },
          result: { gold_stolen: goldStolen, stolen_card_id: stolenCardId },
        };
      });
      return {
        hero: outcome.hero,
        gold_stolen: outcome.result.gold_stolen ?? 0,
        stolen_card_id: outcome.result.stolen_card_id ?? null,
        replayed: outcome.replayed,
      };
    },
  };
}
