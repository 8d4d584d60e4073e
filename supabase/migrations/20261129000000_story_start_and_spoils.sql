-- A story battle's start and what it earns are the server's (docs/persistence.md, "Story battles
-- on Supabase"). Until now the player's session wrote three things the story then paid out on:
--   * the start: any stats, any deck and any seed, so a player could bring a stronger hero or a
--     card never earned, or try seeds beforehand and keep the one that wins. A trigger now holds the
--     start to the stored hero, the deck the adventure saved (cards it may hold) and a story
--     enemy, allows one unfinished story
--     battle per hero, and draws the seed itself;
--   * the spoils: grant_reward and jail_theft took the figures the client rolled (within bounds).
--     The `story` Edge Function now rolls them when it ends the battle and keeps them in
--     story_spoils with the hero's end, in one transaction (close_story_battle); grant_reward and
--     jail_theft settle that row, by the battle's id only;
--   * the hero's health and energy after a battle (save_hero_stats), now written by the function
--     from the replayed end. save_hero_stats is dropped.
-- Error codes as in the game functions: GA400 bad input, GA403 forbidden, GA404 not found, GA409
-- conflict. The sentences are the engine's STORY_START_TEXT (src/engine/adventure/storyStart.ts),
-- which the local backend raises too.

-- ── The start ──────────────────────────────────────────────────────────────────────────────────
-- Runs for every inserting role, the service role too. SECURITY DEFINER so that it reads the hero
-- and the hero's other battles whoever inserts; it checks the hero's owner itself. The hero row is
-- locked, so two starts of the same hero at once queue and the second sees the first's battle.
create function public.story_battle_start() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  side jsonb := new.setup #> '{sides,0}';
  foe jsonb := new.setup #> '{sides,1}';
  hero public.heroes;
  drawn bigint;
  unfinished uuid;
begin
  if jsonb_typeof(new.setup) is distinct from 'object' or new.setup ->> 'mode' is distinct from 'adventure'
     or jsonb_typeof(new.setup -> 'sides') is distinct from 'array' then
    raise exception 'This is not a story battle.' using errcode = 'GA400';
  end if;
  if side ->> 'kind' is distinct from 'hero' or jsonb_typeof(side -> 'heroId') is distinct from 'string' then
    raise exception 'A story battle is fought by this adventure''s hero.' using errcode = 'GA403';
  end if;
  select * into hero from public.heroes
  where id::text = lower(side ->> 'heroId') and user_id = new.user_id
  for update;
  if not found then
    raise exception 'A story battle is fought by this adventure''s hero.' using errcode = 'GA403';
  end if;
  if side -> 'name' is distinct from to_jsonb(hero.name)
     or side #> '{stats,health}' is distinct from to_jsonb(greatest(1, hero.health))
     or side #> '{stats,mana}' is distinct from to_jsonb(hero.mana)
     or side #> '{stats,agility}' is distinct from to_jsonb(hero.agility)
     or side #> '{stats,defense}' is distinct from to_jsonb(hero.defense)
     or side #> '{stats,critical_rate}' is distinct from to_jsonb(hero.critical_rate) then
    raise exception 'A story battle begins with the hero as the adventure keeps it.' using errcode = 'GA400';
  end if;
  if jsonb_typeof(side -> 'deck') is distinct from 'array' or exists (
    select 1 from jsonb_array_elements(side -> 'deck') as held (card)
    where not exists (
      select 1 from public.cards c
      where to_jsonb(c.id) = held.card
        and (c.rarity = 'common'
             or exists (select 1 from public.cards_owned o where o.hero_id = hero.id and o.card_id = c.id))
    )
  ) then
    raise exception 'A story battle is fought with common cards and cards the hero owns.' using errcode = 'GA400';
  end if;
  -- The deck is the one the adventure saved: the same cards, each once, in any order.
  if (select count(distinct held.card) = count(*) from jsonb_array_elements(side -> 'deck') as held (card))
       is not true
     or coalesce((select array_agg(held.card::integer order by held.card::integer)
                  from jsonb_array_elements_text(side -> 'deck') as held (card)), '{}')
        is distinct from
        coalesce((select array_agg(d.card_id order by d.card_id) from public.deck_builds d
                  where d.adventure_id = hero.adventure_id), '{}') then
    raise exception 'A story battle is fought with the deck the adventure saved.' using errcode = 'GA400';
  end if;
  if foe ->> 'kind' is distinct from 'enemy'
     or not coalesce(foe -> 'enemyId' in ('4'::jsonb, '5'::jsonb, '6'::jsonb), false)
     or jsonb_typeof(new.setup -> 'place') is distinct from 'string' or new.setup ->> 'place' = 'arena'
     or new.setup -> 'first' is distinct from '0'::jsonb
     or new.setup -> 'level' is distinct from '"classic"'::jsonb then
    raise exception 'A story battle is fought against a story enemy, on the map, the hero first.'
      using errcode = 'GA400';
  end if;
  -- The refusal names the unfinished battle (DETAIL), so a screen that lost track of it resumes it.
  select b.id into unfinished from public.battles b
  where b.mode = 'adventure' and b.status = 'active' and b.user_id = hero.user_id
    and lower(b.setup #>> '{sides,0,heroId}') = hero.id::text
  limit 1;
  if unfinished is not null then
    raise exception 'Finish the story battle you have begun first.'
      using errcode = 'GA409', detail = unfinished::text;
  end if;
  -- 31 random bits from the server's strong generator (a v4 UUID's first 8 hex digits are random),
  -- 1 to 2^31 - 1 as the local backend draws them: never the one the client sent.
  drawn := (('x' || substr(gen_random_uuid()::text, 1, 8))::bit(32)::bigint >> 1);
  if drawn = 0 then
    drawn := 1;
  end if;
  new.seed := drawn;
  new.setup := jsonb_set(new.setup, '{seed}', to_jsonb(drawn));
  return new;
end;
$$;

create trigger battles_story_start before insert on public.battles
  for each row when (new.mode = 'adventure') execute function public.story_battle_start();

-- ── The spoils ─────────────────────────────────────────────────────────────────────────────────
-- What a story battle's end rolled for its hero: the reward of a win or the jail of a loss, in the
-- engine's ranges (rollReward, rollJail). Written by close_story_battle only; the player reads it to
-- show the figures, and settles it through grant_reward or jail_theft.
create table public.story_spoils (
  battle_id uuid primary key references public.battles (id) on delete cascade,
  user_id uuid not null,
  hero_id uuid not null,
  kind text not null constraint story_spoils_kind check (kind in ('reward', 'jail')),
  points_recovered integer not null,
  gold integer not null,
  card_id integer references public.cards (id),
  already_owned boolean not null default false,
  created_at timestamptz not null default now(),
  foreign key (hero_id, user_id) references public.heroes (id, user_id) on delete cascade,
  constraint story_spoils_within_ranges check (
    (kind = 'reward' and points_recovered between 20 and 70 and gold between 1 and 25
      and card_id is not null and card_id <> 91)
    or (kind = 'jail' and points_recovered between 0 and 20 and gold between 1 and 10
      and (card_id is null or card_id not in (73, 91)) and not already_owned)
  )
);
create index story_spoils_hero_idx on public.story_spoils (hero_id);

alter table public.story_spoils enable row level security;
revoke all on public.story_spoils from anon, authenticated;
grant select on public.story_spoils to authenticated;
create policy "own story spoils: read" on public.story_spoils for select to authenticated
  using (user_id = (select auth.uid()));

-- ── The end ────────────────────────────────────────────────────────────────────────────────────
-- The story function's one write: the battle's end, the hero's health and energy after it (null
-- for an abandoned battle, which leaves the hero as it was) and the rolled spoils, together or not
-- at all. False, with nothing written, when the battle had already ended (another request first).
-- battles_end_once lets an active battle end; the service role is not held by row-level security.
create function public.close_story_battle(
  p_battle_id uuid, p_status text, p_winner smallint, p_health integer, p_mana integer, p_spoils jsonb
) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  battle public.battles;
  hero public.heroes;
begin
  if p_status is null or p_status not in ('finished', 'abandoned') then
    raise exception 'A story battle ends finished or abandoned.' using errcode = 'GA400';
  end if;
  if p_winner is null or p_winner not in (0, 1) or (p_status = 'abandoned' and p_winner <> 1) then
    raise exception 'A story battle ends with side 0 or 1 the winner; an abandoned one is lost.'
      using errcode = 'GA400';
  end if;
  select * into battle from public.battles where id = p_battle_id and mode = 'adventure' for update;
  if not found then
    raise exception 'This story battle does not exist.' using errcode = 'GA404';
  end if;
  if battle.status <> 'active' then
    return false;
  end if;
  select * into hero from public.heroes
  where id::text = lower(battle.setup #>> '{sides,0,heroId}') and user_id = battle.user_id
  for update;
  if not found and (p_health is not null or p_spoils is not null) then
    raise exception 'This hero does not exist.' using errcode = 'GA404';
  end if;
  update public.battles set status = p_status, winner = p_winner, updated_at = now() where id = battle.id;
  if p_health is not null then
    if p_health not between 0 and hero.max_health or p_mana is null or p_mana not between 0 and 100 then
      raise exception 'The hero''s end is health 0 to % and energy 0 to 100.', hero.max_health
        using errcode = 'GA400';
    end if;
    update public.heroes set health = p_health, mana = p_mana, updated_at = now() where id = hero.id;
  end if;
  if p_spoils is not null then
    if p_spoils ->> 'kind' is distinct from (case when p_winner = 0 then 'reward' else 'jail' end) then
      raise exception 'A won story battle earns a reward, a lost one the jail.' using errcode = 'GA400';
    end if;
    insert into public.story_spoils
      (battle_id, user_id, hero_id, kind, points_recovered, gold, card_id, already_owned)
    values (battle.id, hero.user_id, hero.id, p_spoils ->> 'kind', (p_spoils ->> 'pointsRecovered')::integer,
            (p_spoils ->> 'gold')::integer, (p_spoils ->> 'cardId')::integer,
            coalesce((p_spoils ->> 'alreadyOwned')::boolean, false));
  end if;
  return true;
end;
$$;

-- ── Settling the spoils ────────────────────────────────────────────────────────────────────────
drop function public.grant_reward(uuid, text, uuid, integer, integer, integer);
drop function public.jail_theft(uuid, uuid, integer, integer, integer);
drop function public.save_hero_stats(uuid, integer, integer, integer, integer, integer);
-- Nothing checks a battle's end for a payout any more: the spoils row is the proof.
drop function public.is_story_battle_of(uuid, public.heroes, smallint);

-- A won story battle's reward, as the story function rolled it: keyed by the battle's id, settled
-- once (sent again, it replays). The card is added unless the hero owns it already.
create function public.grant_reward(p_reward_id uuid, p_hero_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
  replay jsonb := public.replayed_request(p_reward_id, hero, 'reward');
  spoils public.story_spoils;
  added boolean := false;
begin
  if replay is not null then
    return replay;
  end if;
  select * into spoils from public.story_spoils
  where battle_id = p_reward_id and hero_id = hero.id and kind = 'reward';
  if not found then
    raise exception 'This reward is not tied to a story battle this hero won.' using errcode = 'GA403';
  end if;
  if spoils.card_id is not null then
    insert into public.cards_owned (user_id, hero_id, card_id) values (hero.user_id, hero.id, spoils.card_id)
    on conflict (hero_id, card_id) do nothing;
    added := found;
  end if;
  update public.heroes
  set gold = gold + spoils.gold, health = public.recovered_health(hero, spoils.points_recovered),
      updated_at = now()
  where id = hero.id
  returning * into hero;
  insert into public.hero_ledger (id, user_id, hero_id, kind, gold_change, result)
  values (p_reward_id, hero.user_id, hero.id, 'reward', spoils.gold, jsonb_build_object('card_added', added));
  return jsonb_build_object('hero', to_jsonb(hero), 'replayed', false, 'card_added', added);
end;
$$;

-- A lost story battle's jail, as the story function rolled it: keyed by the battle's id, taken
-- once. The jailers take the gold they demanded, never more than the hero has, and the card they
-- picked (never the starter card) if the hero still owns it, from the deck too.
create function public.jail_theft(p_theft_id uuid, p_hero_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
  replay jsonb := public.replayed_request(p_theft_id, hero, 'jail');
  spoils public.story_spoils;
  taken integer;
  stolen integer := null;
begin
  if replay is not null then
    return replay;
  end if;
  select * into spoils from public.story_spoils
  where battle_id = p_theft_id and hero_id = hero.id and kind = 'jail';
  if not found then
    raise exception 'This jail is not tied to a story battle this hero lost.' using errcode = 'GA403';
  end if;
  taken := least(hero.gold, spoils.gold);
  if spoils.card_id is not null and spoils.card_id <> 73 then
    delete from public.cards_owned where hero_id = hero.id and card_id = spoils.card_id;
    if found then
      stolen := spoils.card_id;
      -- The stolen card leaves the deck too: a deck only holds cards the hero can still play.
      delete from public.deck_builds where adventure_id = hero.adventure_id and card_id = spoils.card_id;
    end if;
  end if;
  update public.heroes
  set gold = gold - taken, health = public.recovered_health(hero, spoils.points_recovered), updated_at = now()
  where id = hero.id
  returning * into hero;
  insert into public.hero_ledger (id, user_id, hero_id, kind, gold_change, result)
  values (p_theft_id, hero.user_id, hero.id, 'jail', -taken,
          jsonb_build_object('gold_stolen', taken, 'stolen_card_id', stolen));
  return jsonb_build_object('hero', to_jsonb(hero), 'replayed', false, 'gold_stolen', taken,
                            'stolen_card_id', stolen);
end;
$$;

-- A scenario's find (choice A: a potion of 0-40 points, 0-10 gold, no card), tied to no battle;
-- settled once per key as a reward.
create function public.grant_find(p_find_id uuid, p_hero_id uuid, p_points integer, p_gold integer)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
  replay jsonb := public.replayed_request(p_find_id, hero, 'reward');
begin
  if replay is not null then
    return replay;
  end if;
  if p_points is null or p_points not between 0 and 40 or p_gold is null or p_gold not between 0 and 10 then
    raise exception 'A scenario reward is 0-40 points, 0-10 gold and no card.' using errcode = 'GA400';
  end if;
  update public.heroes
  set gold = gold + p_gold, health = public.recovered_health(hero, p_points), updated_at = now()
  where id = hero.id
  returning * into hero;
  insert into public.hero_ledger (id, user_id, hero_id, kind, gold_change, result)
  values (p_find_id, hero.user_id, hero.id, 'reward', p_gold, jsonb_build_object('card_added', false));
  return jsonb_build_object('hero', to_jsonb(hero), 'replayed', false, 'card_added', false);
end;
$$;

-- ── Who may call what ──────────────────────────────────────────────────────────────────────────
revoke execute on function
  public.story_battle_start(),
  public.close_story_battle(uuid, text, smallint, integer, integer, jsonb),
  public.grant_reward(uuid, uuid),
  public.jail_theft(uuid, uuid),
  public.grant_find(uuid, uuid, integer, integer)
from public, anon, authenticated;
grant execute on function public.close_story_battle(uuid, text, smallint, integer, integer, jsonb)
to service_role;
grant execute on function
  public.grant_reward(uuid, uuid),
  public.jail_theft(uuid, uuid),
  public.grant_find(uuid, uuid, integer, integer)
to authenticated;
