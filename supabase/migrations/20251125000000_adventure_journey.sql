-- Adventure journeys: an adventure begins together with its hero, made from a job and up to four
-- personalities, and keeps where the journey stands (progress) so a reload resumes it.
-- Jobs and personalities are catalogue tables, filled by supabase/seed.sql (generated from
-- src/content), so the database derives a hero's stats from the same numbers as the engine.
-- Adventures and heroes are no longer inserted by clients: begin_adventure creates both in one
-- statement, so either both exist afterwards or neither does.

-- ── Catalogue: jobs and personalities ──────────────────────────────────────────────────────────
create table public.jobs (
  name text primary key check (char_length(name) between 1 and 40),
  strength integer not null check (strength between 0 and 100),
  wisdom integer not null check (wisdom between 0 and 100),
  dexterity integer not null check (dexterity between 0 and 100),
  charisma integer not null check (charisma between 0 and 100),
  constitution integer not null check (constitution between 0 and 100),
  intelligence integer not null check (intelligence between 0 and 100)
);

-- Points a personality adds to (or takes from) each trait; 0 for the traits it leaves alone.
create table public.personalities (
  name text primary key check (char_length(name) between 1 and 40),
  strength integer not null default 0 check (strength between -100 and 100),
  wisdom integer not null default 0 check (wisdom between -100 and 100),
  dexterity integer not null default 0 check (dexterity between -100 and 100),
  charisma integer not null default 0 check (charisma between -100 and 100),
  constitution integer not null default 0 check (constitution between -100 and 100),
  intelligence integer not null default 0 check (intelligence between -100 and 100)
);

-- ── Adventures: the player's number for each, its progress and when it last changed ────────────
alter table public.adventures
  add column number integer,
  add column progress jsonb not null default '{}'::jsonb
    constraint adventures_progress_size check (octet_length(progress::text) <= 100000),
  add column updated_at timestamptz not null default now();

-- Adventures made before this migration are numbered in the order their player made them.
update public.adventures a
set number = numbered.number, updated_at = a.created_at
from (
  select id, row_number() over (partition by user_id order by created_at, id) as number
  from public.adventures
) numbered
where numbered.id = a.id;

alter table public.adventures
  alter column number set not null,
  add constraint adventures_number_positive check (number > 0),
  add constraint adventures_number_per_player unique (user_id, number);

-- ── Heroes: the job and personalities they were made from ──────────────────────────────────────
-- Heroes made before this migration have no job (null) and no personalities.
alter table public.heroes
  add column job text references public.jobs (name),
  add column personalities text[] not null default '{}'
    constraint heroes_at_most_four_personalities check (cardinality(personalities) <= 4);

-- ── Row-level security and privileges ──────────────────────────────────────────────────────────
alter table public.jobs enable row level security;
alter table public.personalities enable row level security;
revoke all on public.jobs, public.personalities from anon, authenticated;
grant select on public.jobs, public.personalities to anon, authenticated;
create policy "catalogue is public" on public.jobs for select to anon, authenticated using (true);
create policy "catalogue is public" on public.personalities for select to anon, authenticated
  using (true);

-- Revoking the table privilege also takes back the column grants of the earlier migration.
revoke insert on public.adventures, public.heroes from anon, authenticated;
drop policy "own adventures: create" on public.adventures;
drop policy "own heroes: create" on public.heroes;

-- ── Functions ──────────────────────────────────────────────────────────────────────────────────
-- A hero's starting stats, as the engine's heroStats(traitsFor(job, personalities)) computes them
-- (src/engine/adventure/traits.ts): each trait is the job's base plus the personalities'
-- modifiers, kept within 0-100; then health = Constitution (10-100), mana = Intelligence (10-100),
-- agility = Dexterity x 0.5 (0-50), critical_rate = Strength x 0.5 (0-50), wisdom = Wisdom (0-100).
-- round() on numeric rounds halves away from zero, as Math.round does for these non-negative
-- values. Refuses unlisted jobs and personalities, more than four, or one chosen twice, in the
-- order src/services/backend/rules.ts checks them. Not callable by clients (only begin_adventure).
create function public.starting_hero_stats(p_job text, p_personalities text[])
returns table (health integer, mana integer, agility integer, critical_rate integer, wisdom integer)
language plpgsql stable set search_path = '' as $$
declare
  chosen text[] := coalesce(p_personalities, '{}');
  job public.jobs;
  traits record;
begin
  select * into job from public.jobs where name = p_job;
  if not found then
    raise exception 'Only the listed jobs can be chosen.' using errcode = 'GA400';
  end if;
  if cardinality(chosen) > 4 then
    raise exception 'You''ve reached the maximum of 4 personality choices.' using errcode = 'GA400';
  end if;
  if coalesce(array_ndims(chosen), 1) <> 1
     or exists (
       select 1 from unnest(chosen) as picked (name)
       where not exists (select 1 from public.personalities p where p.name = picked.name)
     ) then
    raise exception 'Only the listed personalities can be chosen.' using errcode = 'GA400';
  end if;
  if (select count(distinct picked.name) from unnest(chosen) as picked (name))
     <> cardinality(chosen) then
    raise exception 'This personality is already chosen.' using errcode = 'GA400';
  end if;
  select
    least(100, greatest(0, job.strength + coalesce(sum(p.strength), 0))) as strength,
    least(100, greatest(0, job.wisdom + coalesce(sum(p.wisdom), 0))) as wisdom,
    least(100, greatest(0, job.dexterity + coalesce(sum(p.dexterity), 0))) as dexterity,
    least(100, greatest(0, job.constitution + coalesce(sum(p.constitution), 0))) as constitution,
    least(100, greatest(0, job.intelligence + coalesce(sum(p.intelligence), 0))) as intelligence
  into traits
  from public.personalities p
  where p.name = any (chosen);
  health := least(100, greatest(10, traits.constitution));
  mana := least(100, greatest(10, traits.intelligence));
  agility := least(50, greatest(0, round(traits.dexterity * 0.5)));
  critical_rate := least(50, greatest(0, round(traits.strength * 0.5)));
  wisdom := least(100, greatest(0, traits.wisdom));
  return next;
end;
$$;

-- Creates the adventure and its hero in one step and returns both. The adventure is numbered
-- after the player's highest number; a transaction-scoped advisory lock on the player makes two
-- concurrent calls (two tabs) take turns, and the unique (user_id, number) constraint backs it.
create function public.begin_adventure(
  p_intro text, p_progress jsonb, p_name text, p_background text, p_job text, p_personalities text[]
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  stats record;
  adventure public.adventures;
  hero public.heroes;
begin
  select * into stats from public.starting_hero_stats(p_job, p_personalities);
  if p_progress is null then
    raise exception 'The adventure progress is missing.' using errcode = 'GA400';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('public.adventures:' || player::text, 0));
  insert into public.adventures (user_id, number, intro, prev_scene, progress, created_at, updated_at)
  values (
    player,
    (select coalesce(max(a.number), 0) + 1 from public.adventures a where a.user_id = player),
    trim(p_intro), null, p_progress, now(), now()
  )
  returning * into adventure;
  -- heroes_before_insert sets max_health to the health, defense and gold to 0.
  insert into public.heroes (user_id, adventure_id, name, background, job, personalities,
                             health, mana, agility, critical_rate, wisdom)
  values (player, adventure.id, trim(p_name), trim(coalesce(p_background, '')), p_job,
          coalesce(p_personalities, '{}'), stats.health, stats.mana, stats.agility,
          stats.critical_rate, stats.wisdom)
  returning * into hero;
  return jsonb_build_object('adventure', to_jsonb(adventure), 'hero', to_jsonb(hero));
end;
$$;

-- Progress is written through this function rather than a column update grant with an own-rows
-- policy: the adventure row keeps no client-writable column at all, updated_at is always the
-- server's clock, and another player's adventure answers GA404 like every other adventure call.
create function public.save_progress(p_adventure_id uuid, p_progress jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  saved public.adventures;
begin
  if p_progress is null then
    raise exception 'The adventure progress is missing.' using errcode = 'GA400';
  end if;
  update public.adventures set progress = p_progress, updated_at = now()
  where id = p_adventure_id and user_id = player
  returning * into saved;
  if not found then
    raise exception 'This adventure does not exist.' using errcode = 'GA404';
  end if;
  return to_jsonb(saved);
end;
$$;

-- save_scenario now also stores the progress after the choice, in the same transaction, so an
-- outcome rolled for the choice is never lost or rolled again by a reload.
drop function public.save_scenario(uuid, text, text, text);
create function public.save_scenario(
  p_adventure_id uuid, p_scene text, p_prev_scene text, p_choice text, p_progress jsonb
) returns jsonb
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
  if p_progress is null then
    raise exception 'The adventure progress is missing.' using errcode = 'GA400';
  end if;
  insert into public.scenarios (user_id, adventure_id, scene, prev_scene, choice)
  values (player, p_adventure_id, trim(p_scene), p_prev_scene, p_choice)
  returning * into saved;
  update public.adventures
  set prev_scene = saved.scene, progress = p_progress, updated_at = now()
  where id = p_adventure_id;
  return to_jsonb(saved) - 'ordinal';
end;
$$;

-- ── Who may call what ──────────────────────────────────────────────────────────────────────────
revoke execute on function
  public.starting_hero_stats(text, text[]),
  public.begin_adventure(text, jsonb, text, text, text, text[]),
  public.save_progress(uuid, jsonb),
  public.save_scenario(uuid, text, text, text, jsonb)
from public, anon, authenticated;
grant execute on function
  public.begin_adventure(text, jsonb, text, text, text, text[]),
  public.save_progress(uuid, jsonb),
  public.save_scenario(uuid, text, text, text, jsonb)
to authenticated;
