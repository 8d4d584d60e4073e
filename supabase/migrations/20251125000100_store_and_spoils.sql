-- The store, the reward and the jail check what the client claims (docs/game-design.md §5.9, §5.8,
-- §9.15):
--   * The store's stock is rolled here, never by the client: five different common or rare cards
--     priced by rarity and four potions, kept per hero for an hour. A purchase must match an unsold
--     item of the current stock at its price (and, for a potion, its slot and value); the item is
--     then marked sold in the same transaction.
--   * A battle reward is tied to a finished story battle of this player that this hero won, a jail
--     to one this hero lost; the battle's id is the request key, so each settles once.
--   * Stats written after a battle stay within the rules' bounds: health up to the hero's maximum,
--     agility and critical rate up to 50 (the engine's HERO_BOUNDS), energy and defense up to 100.
--     They are written by save_hero_stats; no hero column is client-writable any more.
-- Error codes as in the game functions: GA400 bad input, GA402 not enough gold, GA403 forbidden,
-- GA404 not found, GA409 conflict.

-- ── Heroes: stats within the rules' bounds ─────────────────────────────────────────────────────
-- Heroes stored before (when the client wrote stats directly) are brought within the bounds first.
update public.heroes
set health = least(health, max_health),
    agility = least(agility, 50),
    critical_rate = least(critical_rate, 50)
where health > max_health or agility > 50 or critical_rate > 50;

alter table public.heroes
  add constraint heroes_health_within_max check (health <= max_health),
  add constraint heroes_agility_within_bounds check (agility between 0 and 50),
  add constraint heroes_critical_rate_within_bounds check (critical_rate between 0 and 50);

-- Stats are saved through save_hero_stats (below), which reads the hero's maximum under a row lock.
revoke update on public.heroes from anon, authenticated;
drop policy "own heroes: save stats" on public.heroes;

-- ── The store's stock, one per hero ────────────────────────────────────────────────────────────
-- Deleted with its hero (and so with the adventure); the items with their stock.
create table public.store_stock (
  hero_id uuid primary key,
  user_id uuid not null,
  rolled_at timestamptz not null default now(),
  unique (hero_id, user_id),
  foreign key (hero_id, user_id) references public.heroes (id, user_id) on delete cascade
);

-- Five cards per stock, each once; prices by rarity (common 15-40, rare 30-60) as current_store_stock
-- rolls them, never card 91.
create table public.store_stock_cards (
  hero_id uuid not null,
  user_id uuid not null,
  slot smallint not null constraint store_stock_cards_five_slots check (slot between 0 and 4),
  card_id integer not null references public.cards (id)
    constraint store_stock_cards_never_charge check (card_id <> 91),
  price integer not null constraint store_stock_cards_price check (price between 15 and 60),
  sold boolean not null default false,
  primary key (hero_id, slot),
  unique (hero_id, card_id),
  foreign key (hero_id, user_id) references public.store_stock (hero_id, user_id) on delete cascade
);

-- Four potions per stock: value 20-60, price 5-45. Two may be alike, so a purchase names the slot.
create table public.store_stock_potions (
  hero_id uuid not null,
  user_id uuid not null,
  slot smallint not null constraint store_stock_potions_four_slots check (slot between 0 and 3),
  value integer not null constraint store_stock_potions_value check (value between 20 and 60),
  price integer not null constraint store_stock_potions_price check (price between 5 and 45),
  sold boolean not null default false,
  primary key (hero_id, slot),
  foreign key (hero_id, user_id) references public.store_stock (hero_id, user_id) on delete cascade
);

-- Read-only to their owner; written by the game functions only.
alter table public.store_stock enable row level security;
alter table public.store_stock_cards enable row level security;
alter table public.store_stock_potions enable row level security;
revoke all on public.store_stock, public.store_stock_cards, public.store_stock_potions
  from anon, authenticated;
grant select on public.store_stock, public.store_stock_cards, public.store_stock_potions to authenticated;
create policy "own store stock: read" on public.store_stock for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own store stock: read" on public.store_stock_cards for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own store stock: read" on public.store_stock_potions for select to authenticated
  using (user_id = (select auth.uid()));

-- ── Functions ──────────────────────────────────────────────────────────────────────────────────
-- Whether a stock rolled at p_rolled_at is still the current one: from its roll until an hour later,
-- by the server's clock (as the engine's isStoreRefreshDue). Not callable by clients.
create function public.store_stock_is_current(p_rolled_at timestamptz) returns boolean
language sql stable set search_path = '' as $$
  select p_rolled_at <= now() and now() < p_rolled_at + interval '1 hour';
$$;

-- The hero's stock: the current one, or a new roll when there is none or it is an hour old. The
-- hero row is locked first, so two calls at once (two tabs) roll once: the second finds the first's.
-- Rolls as the engine's rollStoreStock does: 5 different common or rare cards, never 91, common
-- 15-40 gold, rare 30-60; 4 potions of value 20-60 for 5-45 gold. served_at is the server's clock.
create function public.current_store_stock(p_hero_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
  stock public.store_stock;
begin
  select * into stock from public.store_stock where hero_id = hero.id;
  if not found or not public.store_stock_is_current(stock.rolled_at) then
    delete from public.store_stock where hero_id = hero.id;
    insert into public.store_stock (hero_id, user_id, rolled_at)
    values (hero.id, hero.user_id, now())
    returning * into stock;
    insert into public.store_stock_cards (hero_id, user_id, slot, card_id, price)
    select hero.id, hero.user_id, (row_number() over (order by picked.draw) - 1)::smallint, picked.id,
           case picked.rarity
             when 'rare' then 30 + floor(random() * 31)::integer
             else 15 + floor(random() * 26)::integer
           end
    from (
      select c.id, c.rarity, random() as draw
      from public.cards c
      where c.rarity in ('common', 'rare') and c.id <> 91
      order by draw
      limit 5
    ) picked;
    insert into public.store_stock_potions (hero_id, user_id, slot, value, price)
    select hero.id, hero.user_id, slot::smallint, 20 + floor(random() * 41)::integer,
           5 + floor(random() * 41)::integer
    from generate_series(0, 3) as slot;
  end if;
  return jsonb_build_object(
    'hero_id', hero.id,
    'cards', coalesce((
      select jsonb_agg(jsonb_build_object('card_id', c.card_id, 'price', c.price, 'sold', c.sold)
                       order by c.slot)
      from public.store_stock_cards c where c.hero_id = hero.id
    ), '[]'::jsonb),
    'potions', coalesce((
      select jsonb_agg(jsonb_build_object('value', p.value, 'price', p.price, 'sold', p.sold)
                       order by p.slot)
      from public.store_stock_potions p where p.hero_id = hero.id
    ), '[]'::jsonb),
    'rolled_at', stock.rolled_at,
    'served_at', now()
  );
end;
$$;

-- Whether the battle is a finished story battle of the hero's player whose hero (side 0 of its
-- setup) is this hero, won by side p_winner (0: the hero won, 1: the enemy won). Not callable by
-- clients.
create function public.is_story_battle_of(p_battle_id uuid, p_hero public.heroes, p_winner smallint)
returns boolean
language sql stable set search_path = '' as $$
  select exists (
    select 1 from public.battles b
    where b.id = p_battle_id
      and b.user_id = p_hero.user_id
      and b.mode = 'adventure'
      and b.status = 'finished'
      and b.winner = p_winner
      and b.setup #>> '{sides,0,kind}' = 'hero'
      and lower(b.setup #>> '{sides,0,heroId}') = p_hero.id::text
  );
$$;

-- A card of the current stock: owned cards are refused first, then anything that is not an unsold
-- card of the current stock at exactly this price, then a purchase the hero cannot pay.
create or replace function public.buy_card(p_purchase_id uuid, p_hero_id uuid, p_card_id integer, p_price integer)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
  card public.cards;
  item public.store_stock_cards;
  replay jsonb := public.replayed_request(p_purchase_id, hero, 'card');
begin
  if replay is not null then
    return replay;
  end if;
  select * into card from public.cards where id = p_card_id;
  if not found then
    raise exception 'Unknown card.' using errcode = 'GA404';
  end if;
  if card.id = 91 or card.rarity not in ('common', 'rare') then
    raise exception 'This card is not sold in the store.' using errcode = 'GA400';
  end if;
  if (card.rarity = 'common' and p_price not between 15 and 40)
     or (card.rarity = 'rare' and p_price not between 30 and 60) or p_price is null then
    raise exception 'The price is not a store price for this card.' using errcode = 'GA400';
  end if;
  if exists (select 1 from public.cards_owned where hero_id = hero.id and card_id = p_card_id) then
    raise exception 'You already own this card.' using errcode = 'GA409';
  end if;
  select i.* into item
  from public.store_stock_cards i
  join public.store_stock s on s.hero_id = i.hero_id
  where i.hero_id = hero.id and i.card_id = p_card_id and i.price = p_price and not i.sold
    and public.store_stock_is_current(s.rolled_at);
  if not found then
    raise exception 'This card is no longer for sale.' using errcode = 'GA409';
  end if;
  if hero.gold < p_price then
    raise exception 'Not enough gold to purchase this card.' using errcode = 'GA402';
  end if;
  update public.heroes set gold = gold - p_price, updated_at = now() where id = hero.id
  returning * into hero;
  insert into public.cards_owned (user_id, hero_id, card_id) values (hero.user_id, hero.id, p_card_id);
  update public.store_stock_cards set sold = true where hero_id = hero.id and slot = item.slot;
  insert into public.hero_ledger (id, user_id, hero_id, kind, gold_change)
  values (p_purchase_id, hero.user_id, hero.id, 'card', -p_price);
  return jsonb_build_object('hero', to_jsonb(hero), 'replayed', false);
end;
$$;

-- A potion of the current stock, named by its slot (two potions may be alike).
drop function public.buy_potion(uuid, uuid, integer, integer);
create function public.buy_potion(
  p_purchase_id uuid, p_hero_id uuid, p_slot integer, p_value integer, p_price integer
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
  replay jsonb := public.replayed_request(p_purchase_id, hero, 'potion');
begin
  if replay is not null then
    return replay;
  end if;
  if p_slot is null or p_slot not between 0 and 3 then
    raise exception 'The potion slot must be a whole number from 0 to 3.' using errcode = 'GA400';
  end if;
  if p_value is null or p_value not between 20 and 60 then
    raise exception 'The potion value must be a whole number from 20 to 60.' using errcode = 'GA400';
  end if;
  if p_price is null or p_price not between 5 and 45 then
    raise exception 'The price must be a whole number from 5 to 45.' using errcode = 'GA400';
  end if;
  perform 1
  from public.store_stock_potions p
  join public.store_stock s on s.hero_id = p.hero_id
  where p.hero_id = hero.id and p.slot = p_slot and p.value = p_value and p.price = p_price
    and not p.sold and public.store_stock_is_current(s.rolled_at);
  if not found then
    raise exception 'This potion is no longer for sale.' using errcode = 'GA409';
  end if;
  if hero.gold < p_price then
    raise exception 'Not enough gold to purchase this potion.' using errcode = 'GA402';
  end if;
  update public.heroes
  set gold = gold - p_price, health = public.recovered_health(hero, p_value), updated_at = now()
  where id = hero.id
  returning * into hero;
  update public.store_stock_potions set sold = true where hero_id = hero.id and slot = p_slot;
  insert into public.hero_ledger (id, user_id, hero_id, kind, gold_change)
  values (p_purchase_id, hero.user_id, hero.id, 'potion', -p_price);
  return jsonb_build_object('hero', to_jsonb(hero), 'replayed', false);
end;
$$;

-- A battle reward's key is the story battle it rewards: granted once, only for a won one.
create or replace function public.grant_reward(
  p_reward_id uuid, p_kind text, p_hero_id uuid, p_points integer, p_gold integer, p_card_id integer
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
  replay jsonb := public.replayed_request(p_reward_id, hero, 'reward');
  added boolean := false;
begin
  if replay is not null then
    return replay;
  end if;
  if p_kind = 'battle' then
    if p_points is null or p_points not between 20 and 70 or p_gold is null or p_gold not between 1 and 25 then
      raise exception 'A battle reward is 20-70 points and 1-25 gold.' using errcode = 'GA400';
    end if;
    if p_card_id is null or p_card_id = 91 then
      raise exception 'A battle reward holds one card other than Charge Energy.' using errcode = 'GA400';
    end if;
    if not exists (select 1 from public.cards where id = p_card_id) then
      raise exception 'Unknown card.' using errcode = 'GA404';
    end if;
    if not public.is_story_battle_of(p_reward_id, hero, 0::smallint) then
      raise exception 'This reward is not tied to a story battle this hero won.' using errcode = 'GA403';
    end if;
  elsif p_kind = 'scenario' then
    if p_points is null or p_points not between 0 and 40 or p_gold is null or p_gold not between 0 and 10
       or p_card_id is not null then
      raise exception 'A scenario reward is 0-40 points, 0-10 gold and no card.' using errcode = 'GA400';
    end if;
  else
    raise exception 'A reward is either a battle reward or a scenario reward.' using errcode = 'GA400';
  end if;
  if p_card_id is not null then
    insert into public.cards_owned (user_id, hero_id, card_id) values (hero.user_id, hero.id, p_card_id)
    on conflict (hero_id, card_id) do nothing;
    added := found;
  end if;
  update public.heroes
  set gold = gold + p_gold, health = public.recovered_health(hero, p_points), updated_at = now()
  where id = hero.id
  returning * into hero;
  insert into public.hero_ledger (id, user_id, hero_id, kind, gold_change, result)
  values (p_reward_id, hero.user_id, hero.id, 'reward', p_gold, jsonb_build_object('card_added', added));
  return jsonb_build_object('hero', to_jsonb(hero), 'replayed', false, 'card_added', added);
end;
$$;

-- A jail's key is the story battle the hero lost: taken once, only after a lost one.
create or replace function public.jail_theft(
  p_theft_id uuid, p_hero_id uuid, p_points integer, p_gold_stolen integer, p_card_id integer
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
  replay jsonb := public.replayed_request(p_theft_id, hero, 'jail');
  taken integer;
  stolen integer := null;
begin
  if replay is not null then
    return replay;
  end if;
  if p_points is null or p_points not between 0 and 20 then
    raise exception 'The points recovered must be a whole number from 0 to 20.' using errcode = 'GA400';
  end if;
  if p_gold_stolen is null or p_gold_stolen not between 1 and 10 then
    raise exception 'The gold stolen must be a whole number from 1 to 10.' using errcode = 'GA400';
  end if;
  if p_card_id = 73 then
    raise exception 'The starter card can never be stolen.' using errcode = 'GA400';
  end if;
  if not public.is_story_battle_of(p_theft_id, hero, 1::smallint) then
    raise exception 'This jail is not tied to a story battle this hero lost.' using errcode = 'GA403';
  end if;
  taken := least(hero.gold, p_gold_stolen);
  if p_card_id is not null then
    delete from public.cards_owned where hero_id = hero.id and card_id = p_card_id;
    if found then
      stolen := p_card_id;
      -- The stolen card leaves the deck too: a deck only holds cards the hero can still play.
      delete from public.deck_builds where adventure_id = hero.adventure_id and card_id = p_card_id;
    end if;
  end if;
  update public.heroes
  set gold = gold - taken, health = public.recovered_health(hero, p_points), updated_at = now()
  where id = hero.id
  returning * into hero;
  insert into public.hero_ledger (id, user_id, hero_id, kind, gold_change, result)
  values (p_theft_id, hero.user_id, hero.id, 'jail', -taken,
          jsonb_build_object('gold_stolen', taken, 'stolen_card_id', stolen));
  return jsonb_build_object('hero', to_jsonb(hero), 'replayed', false, 'gold_stolen', taken,
                            'stolen_card_id', stolen);
end;
$$;

-- What a story battle leaves on the hero, checked in the order src/services/backend/rules.ts
-- checks it: health 0 to the hero's maximum, energy 0-100, agility 0-50, defense 0-100, critical
-- rate 0-50. The hero row is locked while its maximum is read.
create function public.save_hero_stats(
  p_hero_id uuid, p_health integer, p_mana integer, p_agility integer, p_defense integer,
  p_critical_rate integer
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
begin
  if p_health is null or p_health not between 0 and hero.max_health then
    raise exception 'The health must be a whole number from 0 to %.', hero.max_health using errcode = 'GA400';
  end if;
  if p_mana is null or p_mana not between 0 and 100 then
    raise exception 'The energy must be a whole number from 0 to 100.' using errcode = 'GA400';
  end if;
  if p_agility is null or p_agility not between 0 and 50 then
    raise exception 'The agility must be a whole number from 0 to 50.' using errcode = 'GA400';
  end if;
  if p_defense is null or p_defense not between 0 and 100 then
    raise exception 'The defense must be a whole number from 0 to 100.' using errcode = 'GA400';
  end if;
  if p_critical_rate is null or p_critical_rate not between 0 and 50 then
    raise exception 'The critical rate must be a whole number from 0 to 50.' using errcode = 'GA400';
  end if;
  update public.heroes
  set health = p_health, mana = p_mana, agility = p_agility, defense = p_defense,
      critical_rate = p_critical_rate, updated_at = now()
  where id = hero.id
  returning * into hero;
  return to_jsonb(hero);
end;
$$;

-- ── Who may call what ──────────────────────────────────────────────────────────────────────────
revoke execute on function
  public.store_stock_is_current(timestamptz),
  public.current_store_stock(uuid),
  public.is_story_battle_of(uuid, public.heroes, smallint),
  public.buy_card(uuid, uuid, integer, integer),
  public.buy_potion(uuid, uuid, integer, integer, integer),
  public.grant_reward(uuid, text, uuid, integer, integer, integer),
  public.jail_theft(uuid, uuid, integer, integer, integer),
  public.save_hero_stats(uuid, integer, integer, integer, integer, integer)
from public, anon, authenticated;
grant execute on function
  public.current_store_stock(uuid),
  public.buy_card(uuid, uuid, integer, integer),
  public.buy_potion(uuid, uuid, integer, integer, integer),
  public.grant_reward(uuid, text, uuid, integer, integer, integer),
  public.jail_theft(uuid, uuid, integer, integer, integer),
  public.save_hero_stats(uuid, integer, integer, integer, integer, integer)
to authenticated;
