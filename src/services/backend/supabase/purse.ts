// Gold on Supabase: each call is one database function that locks the hero row, replays a used
// request key instead of charging again, and keeps gold at 0 or more. The store's stock is rolled
// by the database (current_store_stock); purchases must match it, rewards and jail a story battle.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Hero, JailResult, PurchaseResult, RewardResult, StoreStock } from '../gameTypes.ts';
import type { PursePort } from '../port.ts';
import {
  checkCardPurchase,
  checkId,
  checkJailTheft,
  checkPotionPurchase,
  checkRewardGrant,
} from '../rules/index.ts';
import { unwrap } from './errors.ts';
import { requireUser } from './session.ts';

interface Settled {
  hero: Hero;
  replayed: boolean;
  card_added?: boolean;
  gold_stolen?: number;
  stolen_card_id?: number | null;
}

export function createSupabasePurse(client: SupabaseClient): PursePort {
  async function call(fn: string, args: Record<string, unknown>): Promise<Settled> {
    await requireUser(client);
    return unwrap(await client.rpc(fn, args)) as Settled;
  }

  return {
    async storeStock(heroId): Promise<StoreStock> {
      const id = checkId(heroId, 'hero');
      await requireUser(client);
      return unwrap(await client.rpc('current_store_stock', { p_hero_id: id })) as StoreStock;
    },

    async buyCard(input): Promise<PurchaseResult> {
      const p = checkCardPurchase(input);
      const { hero, replayed } = await call('buy_card', {
        p_purchase_id: p.purchase_id,
        p_hero_id: p.hero_id,
        p_card_id: p.card_id,
        p_price: p.price,
      });
      return { hero, replayed };
    },

    async buyPotion(input): Promise<PurchaseResult> {
      const p = checkPotionPurchase(input);
      const { hero, replayed } = await call('buy_potion', {
        p_purchase_id: p.purchase_id,
        p_hero_id: p.hero_id,
        p_slot: p.slot,
        p_value: p.value,
        p_price: p.price,
      });
      return { hero, replayed };
    },

    async grantReward(input): Promise<RewardResult> {
      const r = checkRewardGrant(input);
      const settled = await call('grant_reward', {
        p_reward_id: r.reward_id,
        p_kind: r.kind,
        p_hero_id: r.hero_id,
        p_points: r.points_recovered,
        p_gold: r.gold,
        p_card_id: r.card_id,
      });
      return { hero: settled.hero, card_added: settled.card_added ?? false, replayed: settled.replayed };
    },

    async jailTheft(input): Promise<JailResult> {
      const j = checkJailTheft(input);
      const settled = await call('jail_theft', {
        p_theft_id: j.theft_id,
        p_hero_id: j.hero_id,
        p_points: j.points_recovered,
        p_gold_stolen: j.gold_stolen,
        p_card_id: j.card_id,
      });
      return {
        hero: settled.hero,
        gold_stolen: settled.gold_stolen ?? 0,
        stolen_card_id: settled.stolen_card_id ?? null,
        replayed: settled.replayed,
      };
    },
  };
}
