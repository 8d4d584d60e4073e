// Gold on the local backend: the store, rewards and jail. Each call is one transaction over the
// hero, the ledger of used request keys, the owned cards and the deck, so two clicks racing (in
// one tab or two) are applied one after the other and a key already used replays its first result.
import { BackendError } from '../errors.ts';
import type { Hero } from '../gameTypes.ts';
import type { AuthPort, PursePort } from '../port.ts';
import { checkCardPurchase, checkJailTheft, checkPotionPurchase, checkRewardGrant } from '../rules.ts';
import type { LedgerRow, LocalDb } from './db.ts';
import type { LiveNotices } from './live.ts';
import { atomically, nowIso, requireUser, type WriteTx } from './transaction.ts';

type PurseStores = ['heroes', 'hero_ledger', 'cards_owned', 'deck_builds'];
const PURSE_STORES: PurseStores = ['heroes', 'hero_ledger', 'cards_owned', 'deck_builds'];

/** Health after recovering `points`, up to the hero's maximum; recovering never lowers health. */
const recovered = (hero: Hero, points: number) =>
  Math.max(hero.health, Math.min(hero.max_health, hero.health + points));

export function createLocalPurse(dbReady: Promise<LocalDb>, auth: AuthPort, live: LiveNotices): PursePort {
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
    const outcome = await atomically(db, PURSE_STORES, async (tx) => {
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

  return {
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
          if (hero.gold < purchase.price) {
            throw new BackendError('not_enough_gold', 'Not enough gold to purchase this card.');
          }
          await owned.add({ hero_id: hero.id, card_id: purchase.card_id, user_id: userId });
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
        async (_tx, hero) => {
          if (hero.gold < purchase.price) {
            throw new BackendError('not_enough_gold', 'Not enough gold to purchase this potion.');
          }
          return {
            hero: { ...hero, gold: hero.gold - purchase.price, health: recovered(hero, purchase.value) },
            result: {},
          };
        },
      );
      return { hero, replayed };
    },

    async grantReward(input) {
      const reward = checkRewardGrant(input);
      const outcome = await settle(reward.reward_id, reward.hero_id, 'reward', async (tx, hero, userId) => {
        let cardAdded = false;
        if (
          reward.card_id !== null &&
          !(await tx.objectStore('cards_owned').getKey([hero.id, reward.card_id]))
        ) {
          await tx
            .objectStore('cards_owned')
            .add({ hero_id: hero.id, card_id: reward.card_id, user_id: userId });
          cardAdded = true;
        }
        return {
          hero: { ...hero, gold: hero.gold + reward.gold, health: recovered(hero, reward.points_recovered) },
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
        const goldStolen = Math.min(hero.gold, theft.gold_stolen);
        let stolenCardId: number | null = null;
        if (
          theft.card_id !== null &&
          (await tx.objectStore('cards_owned').getKey([hero.id, theft.card_id]))
        ) {
          await tx.objectStore('cards_owned').delete([hero.id, theft.card_id]);
          // A stolen card leaves the deck too: the deck only holds cards the hero can still play.
          await tx.objectStore('deck_builds').delete([hero.adventure_id, theft.card_id]);
          stolenCardId = theft.card_id;
        }
        return {
          hero: { ...hero, gold: hero.gold - goldStolen, health: recovered(hero, theft.points_recovered) },
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
