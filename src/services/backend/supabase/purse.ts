// Gold on Supabase: each call is one database function that locks the hero row, replays a used
// request key instead of charging again, and keeps gold at 0 or more. The store's stock is rolled
// by the database (current_store_stock); purchases must match it. A story battle's reward or jail
// is rolled by the `story` Edge Function when it ends the battle and kept in story_spoils (read
// here under row-level security); grant_reward and jail_theft settle that row by the battle's id,
// so the client names the battle and never the figures. A scenario's find was rolled by
// save_scenario and is settled by grant_find with the scenario's id, the same way.
import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  Hero,
  JailResult,
  PurchaseResult,
  RewardResult,
  StoreStock,
  StorySpoils,
} from '../gameTypes.ts';
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

/** A story_spoils row as PostgREST returns it. */
interface SpoilsRow {
  battle_id: string;
  kind: 'reward' | 'jail';
  points_recovered: number;
  gold: number;
  card_id: number | null;
  already_owned: boolean;
}

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

    async storySpoils(battleId): Promise<StorySpoils | null> {
      const id = checkId(battleId, 'battle');
      await requireUser(client);
      const row = unwrap(
        await client
          .from('story_spoils')
          .select('battle_id,kind,points_recovered,gold,card_id,already_owned')
          .eq('battle_id', id)
          .maybeSingle(),
      ) as SpoilsRow | null;
      if (!row) return null;
      return {
        kind: row.kind,
        key: row.battle_id,
        pointsRecovered: row.points_recovered,
        gold: row.gold,
        cardId: row.card_id,
        alreadyOwned: row.already_owned,
      };
    },

    async grantReward(input): Promise<RewardResult> {
      const r = checkRewardGrant(input);
      const settled =
        r.kind === 'battle'
          ? await call('grant_reward', { p_reward_id: r.reward_id, p_hero_id: r.hero_id })
          : await call('grant_find', { p_find_id: r.reward_id, p_hero_id: r.hero_id });
      return { hero: settled.hero, card_added: settled.card_added ?? false, replayed: settled.replayed };
    },

    async jailTheft(input): Promise<JailResult> {
      const j = checkJailTheft(input);
      const settled = await call('jail_theft', { p_theft_id: j.theft_id, p_hero_id: j.hero_id });
      return {
        hero: settled.hero,
        gold_stolen: settled.gold_stolen ?? 0,
        stolen_card_id: settled.stolen_card_id ?? null,
        replayed: settled.replayed,
      };
    },
  };
}
