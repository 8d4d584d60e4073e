-- Row-level security on every table, and table privileges to match. Supabase grants every table
-- to anon and authenticated by default; here each role gets back only what the game needs.
-- Money-like rows (gold, owned cards, decks, ledger, action logs) have no client write privilege
-- at all: they change only through the SECURITY DEFINER functions of the next migration.

revoke all on all tables in schema public from anon, authenticated;
alter default privileges in schema public revoke all on tables from anon, authenticated;

alter table public.cards enable row level security;
alter table public.fighters enable row level security;
alter table public.enemies enable row level security;
alter table public.profiles enable row level security;
alter table public.battles enable row level security;
alter table public.battle_actions enable row level security;
alter table public.adventures enable row level security;
alter table public.heroes enable row level security;
alter table public.scenarios enable row level security;
alter table public.cards_owned enable row level security;
alter table public.deck_builds enable row level security;
alter table public.hero_ledger enable row level security;
alter table public.rooms enable row level security;
alter table public.matches enable row level security;
alter table public.match_secrets enable row level security;
alter table public.match_actions enable row level security;

-- Catalogue: everybody reads, nobody writes from the client.
grant select on public.cards, public.fighters, public.enemies to anon, authenticated;
create policy "catalogue is public" on public.cards for select to anon, authenticated using (true);
create policy "catalogue is public" on public.fighters for select to anon, authenticated using (true);
create policy "catalogue is public" on public.enemies for select to anon, authenticated using (true);

-- Profiles: own row only. is_admin is never writable from the client.
grant select on public.profiles to authenticated;
grant insert (user_id, user_name) on public.profiles to authenticated;
grant update (user_name) on public.profiles to authenticated;
create policy "own profile: read" on public.profiles for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own profile: create" on public.profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own profile: rename" on public.profiles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- Battles: own rows; the action log grows only through append_battle_action.
grant select, delete on public.battles to authenticated;
grant insert (mode, seed, setup) on public.battles to authenticated;
grant update (status, winner, updated_at) on public.battles to authenticated;
create policy "own battles: read" on public.battles for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own battles: start" on public.battles for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own battles: end" on public.battles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "own battles: delete" on public.battles for delete to authenticated
  using (user_id = (select auth.uid()));
grant select on public.battle_actions to authenticated;
create policy "own battle log: read" on public.battle_actions for select to authenticated
  using (user_id = (select auth.uid()));

-- Adventures: own rows; prev_scene moves with save_scenario.
grant select, delete on public.adventures to authenticated;
grant insert (intro) on public.adventures to authenticated;
create policy "own adventures: read" on public.adventures for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own adventures: create" on public.adventures for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own adventures: delete" on public.adventures for delete to authenticated
  using (user_id = (select auth.uid()));

-- Heroes: own rows; gold and max_health are not client-writable.
grant select on public.heroes to authenticated;
grant insert (adventure_id, name, background, health, mana, agility, critical_rate, wisdom)
  on public.heroes to authenticated;
grant update (health, mana, agility, defense, critical_rate, updated_at) on public.heroes to authenticated;
create policy "own heroes: read" on public.heroes for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own heroes: create" on public.heroes for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "own heroes: save stats" on public.heroes for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- Read-only to their owner; written by the game functions only.
grant select on public.scenarios, public.cards_owned, public.deck_builds, public.hero_ledger to authenticated;
create policy "own scenarios: read" on public.scenarios for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own cards: read" on public.cards_owned for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own deck: read" on public.deck_builds for select to authenticated
  using (user_id = (select auth.uid()));
create policy "own ledger: read" on public.hero_ledger for select to authenticated
  using (user_id = (select auth.uid()));

-- Rooms: every signed-in player sees them; seats are taken through create_room / join_room.
grant select on public.rooms to authenticated;
create policy "rooms: signed-in players see them" on public.rooms for select to authenticated using (true);

-- Matches and their logs: the two seated players only. match_secrets: nobody (no policy at all).
grant select on public.matches, public.match_actions to authenticated;
create policy "matches: seated players" on public.matches for select to authenticated
  using ((select auth.uid()) in (player_1, player_2));
create policy "match log: seated players" on public.match_actions for select to authenticated
  using (exists (
    select 1 from public.matches m
    where m.id = match_id and (select auth.uid()) in (m.player_1, m.player_2)
  ));

-- Realtime: rooms (room list), heroes (gold) and match_actions (the log). Realtime applies the
-- select policies above to what each subscriber receives.
do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.rooms, public.heroes, public.match_actions;
  end if;
end;
$$;
