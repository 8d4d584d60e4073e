-- Choice A's find is the server's (docs/persistence.md, "Story battles on Supabase"). Until now the
-- client rolled it and grant_find took its figures (within bounds) under any fresh id, so a player
-- could call it again and again for gold. Now save_scenario rolls the find as it saves the choice,
-- keeps it with the scenario (players may read scenarios, never write them) and writes it into the
-- stored progress under the scenario's id; grant_find takes only that id and pays what was rolled,
-- once. A find is worth no more than playing the scene: one per saved choice A.
-- The odds are the engine's (src/engine/constants.ts: CHOICE_A_*, MANOR_*); scenario_find_odds
-- holds them here and tests/unit/sql/scenarioFinds.test.ts holds the two to the same figures.

alter table public.scenarios
  add column find jsonb check (
    find is null or (
      jsonb_typeof(find) = 'object'
      and (find -> 'potion' = 'null'::jsonb or (find ->> 'potion')::integer between 1 and 40)
      and (find ->> 'gold')::integer between 0 and 10
    )
  );

-- The chances (in percent) and ranges of choice A's find at a place: the manor is richer in gold
-- and poorer in potions; everywhere else has the common odds.
create function public.scenario_find_odds(
  p_location text,
  out potion_chance integer, out potion_min integer, out potion_max integer,
  out gold_chance integer, out gold_min integer, out gold_max integer
)
language sql immutable set search_path = '' as $$
  select case when p_location = 'manor' then 9 else 45 end, 1, 40,
         case when p_location = 'manor' then 50 else 2 end, 1, 10;
$$;

-- A find rolled at a place, or null when nothing was found. The potion and the gold are rolled
-- independently, as in the engine's rollChoiceA.
create function public.roll_scenario_find(p_location text) returns jsonb
language plpgsql volatile set search_path = '' as $$
declare
  odds record;
  potion integer := null;
  gold integer := 0;
begin
  select * into odds from public.scenario_find_odds(p_location);
  if random() * 100 < odds.potion_chance then
    potion := odds.potion_min + floor(random() * (odds.potion_max - odds.potion_min + 1))::integer;
  end if;
  if random() * 100 < odds.gold_chance then
    gold := odds.gold_min + floor(random() * (odds.gold_max - odds.gold_min + 1))::integer;
  end if;
  if potion is null and gold = 0 then
    return null;
  end if;
  return jsonb_build_object('potion', potion, 'gold', gold);
end;
$$;

-- The same function as before, but choice A's find is rolled here, at the open scene's place in
-- the progress (the village's odds when it names none), and kept with the scenario and as the
-- progress's pending find, keyed by the scenario's id.
create or replace function public.save_scenario(
  p_adventure_id uuid, p_scene text, p_prev_scene text, p_choice text, p_progress jsonb
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  saved public.scenarios;
  found_here jsonb := null;
  stored_progress jsonb := p_progress;
begin
  perform 1 from public.adventures where id = p_adventure_id and user_id = player for update;
  if not found then
    raise exception 'This adventure does not exist.' using errcode = 'GA404';
  end if;
  if p_choice is not null and p_choice not in ('A', 'B', 'C') then
    raise exception 'Please select a valid option.' using errcode = 'GA400';
  end if;
  if p_progress is null then
    raise exception 'The adventure progress is missing.' using errcode = 'GA400';
  end if;
  if p_choice = 'A' then
    found_here := public.roll_scenario_find(
      case when jsonb_typeof(p_progress) = 'object' then p_progress #>> '{scene,location}' end
    );
  end if;
  insert into public.scenarios (user_id, adventure_id, scene, prev_scene, choice, find)
  values (player, p_adventure_id, trim(p_scene), p_prev_scene, p_choice, found_here)
  returning * into saved;
  if p_choice = 'A' and jsonb_typeof(p_progress) = 'object' then
    stored_progress := jsonb_set(
      p_progress, '{find}',
      case when found_here is null then 'null'::jsonb
           else jsonb_build_object('key', saved.id) || found_here end
    );
  end if;
  update public.adventures
  set prev_scene = saved.scene, progress = stored_progress, updated_at = now()
  where id = p_adventure_id;
  return to_jsonb(saved) - 'ordinal';
end;
$$;

-- A scenario's find, as save_scenario rolled it: keyed by the scenario's id, on this hero's
-- adventure, settled once as a reward.
drop function public.grant_find(uuid, uuid, integer, integer);
create function public.grant_find(p_find_id uuid, p_hero_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  hero public.heroes := public.own_hero_for_update(p_hero_id);
  replay jsonb := public.replayed_request(p_find_id, hero, 'reward');
  found_here jsonb;
  found_points integer;
  found_gold integer;
begin
  if replay is not null then
    return replay;
  end if;
  select find into found_here from public.scenarios
  where id = p_find_id and adventure_id = hero.adventure_id and user_id = hero.user_id;
  if found_here is null then
    raise exception 'This find is not one this hero made.' using errcode = 'GA403';
  end if;
  found_points := coalesce((found_here ->> 'potion')::integer, 0);
  found_gold := (found_here ->> 'gold')::integer;
  update public.heroes
  set gold = gold + found_gold, health = public.recovered_health(hero, found_points), updated_at = now()
  where id = hero.id
  returning * into hero;
  insert into public.hero_ledger (id, user_id, hero_id, kind, gold_change, result)
  values (p_find_id, hero.user_id, hero.id, 'reward', found_gold, jsonb_build_object('card_added', false));
  return jsonb_build_object('hero', to_jsonb(hero), 'replayed', false, 'card_added', false);
end;
$$;

-- ── Who may call what ──────────────────────────────────────────────────────────────────────────
revoke execute on function
  public.scenario_find_odds(text),
  public.roll_scenario_find(text),
  public.grant_find(uuid, uuid)
from public, anon, authenticated;
grant execute on function public.grant_find(uuid, uuid) to authenticated;
