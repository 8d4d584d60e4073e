-- What a scene's answer yields is the server's (docs/persistence.md, "Story battles on Supabase").
-- Until now the client rolled it: choice A's find, which grant_find then paid with the client's
-- figures (within bounds) under any fresh id, so a player could call it again and again for gold;
-- and choice B's enemy, so a player could pick the weakest, or begin story battles without
-- answering a scene at all. Now save_scenario rolls both as it saves the answer, keeps them with
-- the scenario (players may read scenarios, never write them) and writes them into the stored
-- progress:
--   * A: the find, under the scenario's id; grant_find takes only that id and pays what was
--     rolled, once. A find is worth no more than playing the scene: one per saved choice A;
--   * B: the enemy and its figure, at the place the encounter names; a story battle may begin only
--     against the enemy the adventure's last answer (a B) met, there, and once (a second trigger on
--     battles, after the start's own).
-- The odds are the engine's (src/engine/constants.ts: CHOICE_A_*, MANOR_*, CHOICE_B_ENEMY_RANGE);
-- tests/unit/sql/scenarioOutcomes.test.ts holds the two to the same figures. The sentences are the
-- engine's STORY_START_TEXT, which the local backend raises too.

alter table public.scenarios
  add column find jsonb check (
    find is null or (
      jsonb_typeof(find) = 'object'
      and (find -> 'potion' = 'null'::jsonb or (find ->> 'potion')::integer between 1 and 40)
      and (find ->> 'gold')::integer between 0 and 10
    )
  );

alter table public.scenarios
  add column encounter jsonb check (
    encounter is null or (
      jsonb_typeof(encounter) = 'object'
      and (encounter ->> 'enemyId')::integer between 4 and 6
      and (encounter ->> 'randomChoice')::integer in (1, 2)
      and jsonb_typeof(encounter -> 'location') = 'string'
    )
  ),
  -- The story battle begun against this answer's encounter: each encounter is fought once.
  add column fought_in uuid;

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

-- Choice B's enemy (4 to 6, as the engine's rollChoiceB) and which of its two figures shows.
create function public.roll_scenario_encounter(p_location text) returns jsonb
language sql volatile set search_path = '' as $$
  select jsonb_build_object(
    'enemyId', 4 + floor(random() * 3)::integer,
    'randomChoice', 1 + floor(random() * 2)::integer,
    'location', p_location
  );
$$;

-- Where an answer was given, as the engine's answerPlace reads it: the encounter's place for B (the
-- scene is closed by then), the open scene's otherwise, the village when the progress names none.
create function public.answer_place(p_progress jsonb) returns text
language sql immutable set search_path = '' as $$
  select coalesce(
    case when jsonb_typeof(p_progress) = 'object' then
      coalesce(
        case when p_progress #>> '{encounter,location}' in ('tribe', 'remnants', 'village', 'manor', 'river', 'woods')
             then p_progress #>> '{encounter,location}' end,
        case when p_progress #>> '{scene,location}' in ('tribe', 'remnants', 'village', 'manor', 'river', 'woods')
             then p_progress #>> '{scene,location}' end
      )
    end,
    'village'
  );
$$;

-- The same function as before, but what the answer yields is rolled here and kept with the
-- scenario and in the progress: choice A's find as the progress's pending find, keyed by the
-- scenario's id; choice B's enemy and figure in the progress's encounter.
create or replace function public.save_scenario(
  p_adventure_id uuid, p_scene text, p_prev_scene text, p_choice text, p_progress jsonb
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  saved public.scenarios;
  found_here jsonb := null;
  met jsonb := null;
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
    found_here := public.roll_scenario_find(public.answer_place(p_progress));
  elsif p_choice = 'B' then
    met := public.roll_scenario_encounter(public.answer_place(p_progress));
  end if;
  insert into public.scenarios (user_id, adventure_id, scene, prev_scene, choice, find, encounter)
  values (player, p_adventure_id, trim(p_scene), p_prev_scene, p_choice, found_here, met)
  returning * into saved;
  if p_choice = 'A' and jsonb_typeof(p_progress) = 'object' then
    stored_progress := jsonb_set(
      p_progress, '{find}',
      case when found_here is null then 'null'::jsonb
           else jsonb_build_object('key', saved.id) || found_here end
    );
  elsif p_choice = 'B' and jsonb_typeof(p_progress -> 'encounter') = 'object' then
    stored_progress := jsonb_set(p_progress, '{encounter}', (p_progress -> 'encounter') || met);
  end if;
  update public.adventures
  set prev_scene = saved.scene, progress = stored_progress, updated_at = now()
  where id = p_adventure_id;
  return to_jsonb(saved) - 'ordinal' - 'fought_in';
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

-- ── A story battle's enemy ─────────────────────────────────────────────────────────────────────
-- After battles_story_start (triggers run in name order), which has checked the hero and locked
-- its row: the battle is fought against the enemy and figure the adventure's last answer (a B)
-- met, at that place, and only once per answer: the answer is marked fought by the new battle.
create function public.story_battle_encounter() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  hero_id text := lower(new.setup #>> '{sides,0,heroId}');
  foe jsonb := new.setup #> '{sides,1}';
  last public.scenarios;
begin
  select s.* into last from public.scenarios s
  join public.heroes h on h.adventure_id = s.adventure_id
  where h.id::text = hero_id and h.user_id = new.user_id
  order by s.ordinal desc
  limit 1;
  if last.id is null or last.choice is distinct from 'B' or last.encounter is null
     or foe -> 'enemyId' is distinct from last.encounter -> 'enemyId'
     or foe -> 'figure' is distinct from last.encounter -> 'randomChoice'
     or new.setup -> 'place' is distinct from last.encounter -> 'location' then
    raise exception 'A story battle is fought against the enemy your last answer met, where it met it.'
      using errcode = 'GA400';
  end if;
  if last.fought_in is not null then
    raise exception 'This encounter has already been fought.' using errcode = 'GA409';
  end if;
  update public.scenarios set fought_in = new.id where id = last.id;
  return new;
end;
$$;

create trigger battles_story_start_encounter
  before insert on public.battles
  for each row when (new.mode = 'adventure')
  execute function public.story_battle_encounter();

-- ── Who may call what ──────────────────────────────────────────────────────────────────────────
revoke execute on function
  public.scenario_find_odds(text),
  public.roll_scenario_find(text),
  public.roll_scenario_encounter(text),
  public.answer_place(jsonb),
  public.story_battle_encounter(),
  public.grant_find(uuid, uuid)
from public, anon, authenticated;
grant execute on function public.grant_find(uuid, uuid) to authenticated;
