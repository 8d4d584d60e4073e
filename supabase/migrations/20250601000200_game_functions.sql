-- The operations that must be atomic, as SECURITY DEFINER functions with a fixed, empty
-- search_path (every name is schema-qualified, so a caller cannot shadow a table or function).
-- Each one checks its caller (auth.uid()) itself, because it runs with the owner's rights.
-- Error codes the adapters map to the game's errors:
--   GA400 invalid input, GA401 no session, GA402 not enough gold, GA403 forbidden,
--   GA404 not found, GA409 conflict. Messages are the sentences the player reads.

create function public.require_player() returns uuid
language plpgsql stable set search_path = '' as $$
declare
  player uuid := auth.uid();
begin
  if player is null then
    raise exception 'Auth session missing!' using errcode = 'GA401';
  end if;
  return player;
end;
$$;

-- ── Accounts ───────────────────────────────────────────────────────────────────────────────────
-- A profile is created with the account, in the same transaction: either both exist or neither
-- (a taken username fails the sign-up itself). The client's profile insert then finds it done.
create function public.create_profile_for_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  wanted text := nullif(trim(coalesce(new.raw_user_meta_data ->> 'username', '')), '');
begin
  insert into public.profiles (user_id, user_name)
  values (new.id, coalesce(wanted, 'guest-' || substr(replace(new.id::text, '-', ''), 1, 6)));
  return new;
end;
$$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.create_profile_for_new_user();

-- Lets the sign-up form say "That username is taken" before the account is made.
create function public.username_available(p_user_name text) returns boolean
language sql stable security definer set search_path = '' as $$
  select not exists (select 1 from public.profiles where lower(user_name) = lower(trim(p_user_name)));
$$;

-- ── Heroes ─────────────────────────────────────────────────────────────────────────────────────
create function public.heroes_before_insert() returns trigger
language plpgsql set search_path = '' as $$
begin
  -- Runs as the caller, so row-level security hides other players' adventures here too.
  if not exists (select 1 from public.adventures where id = new.adventure_id and user_id = new.user_id) then
    raise exception 'This adventure does not exist.' using errcode = 'GA404';
  end if;
  if new.health < 10 then
    raise exception 'The health must be a whole number from 10 to 100.' using errcode = 'GA400';
  end if;
  new.max_health := new.health;
  new.gold := 0;
  new.defense := 0;
  return new;
end;
$$;
create trigger heroes_start before insert on public.heroes
  for each row execute function public.heroes_before_insert();

-- ── Battles ────────────────────────────────────────────────────────────────────────────────────
create function public.append_battle_action(p_battle_id uuid, p_expected_seq integer, p_action jsonb)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  battle public.battles;
begin
  select * into battle from public.battles where id = p_battle_id for update;
  if not found then
    raise exception 'This battle does not exist.' using errcode = 'GA404';
  end if;
  if battle.user_id <> player then
    raise exception 'This battle belongs to another player.' using errcode = 'GA403';
  end if;
  if battle.status <> 'active' then
    raise exception 'This battle is already over.' using errcode = 'GA409';
  end if;
  if p_expected_seq is distinct from battle.action_count then
    raise exception 'Expected action %, got %.', battle.action_count, p_expected_seq using errcode = 'GA409';
  end if;
  insert into public.battle_actions (battle_id, seq, user_id, action)
  values (p_battle_id, p_expected_seq, player, p_action);
  update public.battles set action_count = p_expected_seq + 1, updated_at = now() where id = p_battle_id;
  return p_expected_seq + 1;
end;
$$;

-- ── Adventures ─────────────────────────────────────────────────────────────────────────────────
create function public.save_scenario(p_adventure_id uuid, p_scene text, p_prev_scene text, p_choice text)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  saved public.scenarios;
begin
  perform 1 from public.adventures where id = p_adventure_id and user_id = player for update;
  if not found then
    raise exception 'This adventure does not exist.' using errcode = 'GA404';
  end if;
  if p_choice is not null and p_choice not in ('A', 'B', 'C') then
    raise exception 'Please select a valid option.' using errcode = 'GA400';
  end if;
  insert into public.scenarios (user_id, adventure_id, scene, prev_scene, choice)
  values (player, p_adventure_id, trim(p_scene), p_prev_scene, p_choice)
  returning * into saved;
  update public.adventures set prev_scene = saved.scene where id = p_adventure_id;
  return to_jsonb(saved) - 'ordinal';
end;
$$;

-- ── Cards and decks ────────────────────────────────────────────────────────────────────────────
create function public.own_hero_for_update(p_hero_id uuid) returns public.heroes
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes;
begin
  select * into hero from public.heroes
  where id = p_hero_id and user_id = public.require_player()
  for update;
  if not found then
    raise exception 'This hero does not exist.' using errcode = 'GA404';
  end if;
  return hero;
end;
$$;

create function public.grant_starter_card(p_hero_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
begin
  insert into public.cards_owned (user_id, hero_id, card_id)
  values (hero.user_id, hero.id, 73)
  on conflict (hero_id, card_id) do nothing;
  return found;
end;
$$;

-- Replaces the adventure's deck in one step. The adventure row is locked first, so two saves of
-- the same deck (two tabs) run one after the other.
create function public.save_deck(p_adventure_id uuid, p_card_ids integer[]) returns integer[]
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  deck integer[] := coalesce(p_card_ids, '{}');
begin
  perform 1 from public.adventures where id = p_adventure_id and user_id = player for update;
  if not found then
    raise exception 'This adventure does not exist.' using errcode = 'GA404';
  end if;
  if cardinality(deck) > 7 then
    raise exception 'You exceeded the maximum of 7 cards in your deck.' using errcode = 'GA400';
  end if;
  if array_position(deck, null) is not null then
    raise exception 'Unknown card.' using errcode = 'GA404';
  end if;
  if 91 = any (deck) then
    raise exception 'Charge Energy is always at hand and cannot be owned or held.' using errcode = 'GA400';
  end if;
  if (select count(distinct card) from unnest(deck) as card) <> cardinality(deck) then
    raise exception 'A deck cannot hold the same card twice.' using errcode = 'GA400';
  end if;
  if exists (select 1 from unnest(deck) as card where card not in (select id from public.cards)) then
    raise exception 'Unknown card.' using errcode = 'GA404';
  end if;
  delete from public.deck_builds where adventure_id = p_adventure_id;
  insert into public.deck_builds (user_id, adventure_id, card_id, position)
  select player, p_adventure_id, card, (ordinality - 1)::smallint
  from unnest(deck) with ordinality as picked (card, ordinality);
  return deck;
end;
$$;

create function public.clear_deck(p_adventure_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
begin
  perform 1 from public.adventures where id = p_adventure_id and user_id = player for update;
  if not found then
    raise exception 'This adventure does not exist.' using errcode = 'GA404';
  end if;
  delete from public.deck_builds where adventure_id = p_adventure_id;
end;
$$;

-- ── Gold ───────────────────────────────────────────────────────────────────────────────────────
-- Every gold-moving function: lock the hero row (so concurrent calls for one hero queue up),
-- then look the request key up (a replay returns the first result and charges nothing), then
-- apply and record the key. The CHECK (gold >= 0) backs the explicit "not enough gold" test.

create function public.replayed_request(p_key uuid, p_hero public.heroes, p_kind text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  used public.hero_ledger;
begin
  select * into used from public.hero_ledger where id = p_key;
  if not found then
    return null;
  end if;
  if used.user_id <> p_hero.user_id or used.hero_id <> p_hero.id or used.kind <> p_kind then
    raise exception 'This request key was already used for something else.' using errcode = 'GA409';
  end if;
  return jsonb_build_object('hero', to_jsonb(p_hero), 'replayed', true) || used.result;
end;
$$;

create function public.recovered_health(p_hero public.heroes, p_points integer) returns integer
language sql immutable set search_path = '' as $$
  select greatest(p_hero.health, least(p_hero.max_health, p_hero.health + p_points));
$$;

create function public.buy_card(p_purchase_id uuid, p_hero_id uuid, p_card_id integer, p_price integer)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
  card public.cards;
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
  if hero.gold < p_price then
    raise exception 'Not enough gold to purchase this card.' using errcode = 'GA402';
  end if;
  update public.heroes set gold = gold - p_price, updated_at = now() where id = hero.id
  returning * into hero;
  insert into public.cards_owned (user_id, hero_id, card_id) values (hero.user_id, hero.id, p_card_id);
  insert into public.hero_ledger (id, user_id, hero_id, kind, gold_change)
  values (p_purchase_id, hero.user_id, hero.id, 'card', -p_price);
  return jsonb_build_object('hero', to_jsonb(hero), 'replayed', false);
end;
$$;

create function public.buy_potion(p_purchase_id uuid, p_hero_id uuid, p_value integer, p_price integer)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
  replay jsonb := public.replayed_request(p_purchase_id, hero, 'potion');
begin
  if replay is not null then
    return replay;
  end if;
  if p_value is null or p_value not between 20 and 60 then
    raise exception 'The potion value must be a whole number from 20 to 60.' using errcode = 'GA400';
  end if;
  if p_price is null or p_price not between 5 and 45 then
    raise exception 'The price must be a whole number from 5 to 45.' using errcode = 'GA400';
  end if;
  if hero.gold < p_price then
    raise exception 'Not enough gold to purchase this potion.' using errcode = 'GA402';
  end if;
  update public.heroes
  set gold = gold - p_price, health = public.recovered_health(hero, p_value), updated_at = now()
  where id = hero.id
  returning * into hero;
  insert into public.hero_ledger (id, user_id, hero_id, kind, gold_change)
  values (p_purchase_id, hero.user_id, hero.id, 'potion', -p_price);
  return jsonb_build_object('hero', to_jsonb(hero), 'replayed', false);
end;
$$;

create function public.grant_reward(
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

create function public.jail_theft(
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

-- ── Rooms and matches ──────────────────────────────────────────────────────────────────────────
create function public.player_name(p_player uuid) returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  name text;
begin
  select user_name into name from public.profiles where user_id = p_player;
  if name is null then
    raise exception 'Profile fetch error.' using errcode = 'GA404';
  end if;
  return name;
end;
$$;

create function public.create_room(p_room_name text) returns public.rooms
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  room public.rooms;
begin
  insert into public.rooms (room_name, player_1, player_1_name)
  values (trim(p_room_name), player, public.player_name(player))
  returning * into room;
  return room;
end;
$$;

create function public.join_room(p_room_id uuid) returns public.rooms
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  room public.rooms;
begin
  -- The row lock makes two players racing for the last seat take turns: the second finds it full.
  select * into room from public.rooms where id = p_room_id for update;
  if not found then
    raise exception 'This room does not exist.' using errcode = 'GA404';
  end if;
  if player in (room.player_1, room.player_2) then
    raise exception 'You are already in this room.' using errcode = 'GA409';
  end if;
  if room.status <> 'waiting' or room.player_2 is not null then
    raise exception 'This room is full.' using errcode = 'GA409';
  end if;
  update public.rooms set player_2 = player, player_2_name = public.player_name(player)
  where id = p_room_id
  returning * into room;
  return room;
end;
$$;

create function public.start_match(p_room_id uuid, p_seed bigint, p_setup jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  room public.rooms;
  match public.matches;
begin
  select * into room from public.rooms where id = p_room_id for update;
  if not found then
    raise exception 'This room does not exist.' using errcode = 'GA404';
  end if;
  if room.player_1 <> player then
    raise exception 'Only player 1 starts the match.' using errcode = 'GA403';
  end if;
  if room.match_id is not null then
    raise exception 'This match has already started.' using errcode = 'GA409';
  end if;
  if room.player_2 is null then
    raise exception 'The room is waiting for a second player.' using errcode = 'GA409';
  end if;
  insert into public.matches (room_id, player_1, player_2, setup)
  values (p_room_id, room.player_1, room.player_2, p_setup)
  returning * into match;
  insert into public.match_secrets (match_id, seed) values (match.id, p_seed);
  update public.rooms set status = 'playing', match_id = match.id where id = p_room_id;
  return to_jsonb(match);
end;
$$;

-- The checks run in the order docs/architecture.md "Online play" gives: the match exists and is live, the
-- actor is seated, the expected sequence number matches.
create function public.append_match_action(p_match_id uuid, p_expected_seq integer, p_action jsonb)
returns integer
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  match public.matches;
begin
  select * into match from public.matches where id = p_match_id for update;
  if not found then
    raise exception 'This match does not exist.' using errcode = 'GA404';
  end if;
  if player not in (match.player_1, match.player_2) then
    raise exception 'Only the seated players act in this match.' using errcode = 'GA403';
  end if;
  if match.status <> 'live' then
    raise exception 'This match is already over.' using errcode = 'GA409';
  end if;
  if p_expected_seq is distinct from match.action_count then
    raise exception 'Expected action %, got %.', match.action_count, p_expected_seq using errcode = 'GA409';
  end if;
  insert into public.match_actions (match_id, seq, actor, action)
  values (p_match_id, p_expected_seq, player, p_action);
  update public.matches set action_count = p_expected_seq + 1, updated_at = now() where id = p_match_id;
  return p_expected_seq + 1;
end;
$$;

create function public.end_match(p_match_id uuid, p_status text, p_winner smallint) returns void
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  match public.matches;
begin
  select * into match from public.matches where id = p_match_id for update;
  if not found then
    raise exception 'This match does not exist.' using errcode = 'GA404';
  end if;
  if player not in (match.player_1, match.player_2) then
    raise exception 'Only the seated players act in this match.' using errcode = 'GA403';
  end if;
  if match.status <> 'live' then
    raise exception 'This match is already over.' using errcode = 'GA409';
  end if;
  if p_status not in ('finished', 'abandoned') then
    raise exception 'Unknown match status.' using errcode = 'GA400';
  end if;
  update public.matches set status = p_status, winner = p_winner, updated_at = now() where id = p_match_id;
  update public.rooms set status = 'closed' where id = match.room_id;
end;
$$;

-- ── Who may call what ──────────────────────────────────────────────────────────────────────────
-- Functions are executable by PUBLIC by default; take that back and grant only the game's calls.
revoke execute on all functions in schema public from public, anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;
grant execute on function public.username_available(text) to anon, authenticated;
grant execute on function
  public.append_battle_action(uuid, integer, jsonb),
  public.save_scenario(uuid, text, text, text),
  public.grant_starter_card(uuid),
  public.save_deck(uuid, integer[]),
  public.clear_deck(uuid),
  public.buy_card(uuid, uuid, integer, integer),
  public.buy_potion(uuid, uuid, integer, integer),
  public.grant_reward(uuid, text, uuid, integer, integer, integer),
  public.jail_theft(uuid, uuid, integer, integer, integer),
  public.create_room(text),
  public.join_room(uuid),
  public.start_match(uuid, bigint, jsonb),
  public.append_match_action(uuid, integer, jsonb),
  public.end_match(uuid, text, smallint)
to authenticated;
