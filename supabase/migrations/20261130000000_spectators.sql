-- Spectators on Supabase, as the game's own server has them (server/gameServer/spectators.ts;
-- src/protocol: watchMatch, stopWatching, watchView, unwatched, Room.watchers, RoomSummary.matchId
-- and .watchers): any signed-in player may watch a live match they do not play in, seeing it as the
-- authority's spectatorView shows it (both sides' public stats, every card played, the turn and its
-- clock; neither hand, no draw, no seed, no generator).
--   * match_watchers: who watches which match (match, player, seen_at, left_at). No client may read
--     or write it: the match Edge Function registers a watcher (online_watch_match, service role),
--     and a watcher says "still here" (watch_heartbeat) or stops (stop_watching) through functions
--     that only touch the caller's own row. A watcher counts while they have not left and were seen
--     within PRESENCE_TIMEOUT_MS (25 s: three missed heartbeats of HEARTBEAT_MS and a margin, as
--     Quick Match counts its queue); that count is what the limit of 50 and every count shown use.
--     The row stays after they stop or the match ends (the match service's replay asks it, through
--     MatchStore.watched, whether a stranger watched the match), and goes a day after they were last
--     seen (online_sweep_watchers, run by the scheduled tick) or with its match.
--   * match_spectator_views: one spectatorView per change, its log holding the entries that change
--     added (online_commit stores it beside the players' views; the last 40 kept, as match_views).
--     Row-level security lets only a current watcher of that match read them. The whole view on
--     Watch is not read from here: the Edge Function computes it from the match state it loads with
--     the service role, in the same call that registers the watcher (online_watch_match).
--   * Doorbells (Realtime Broadcast, private, carrying nothing secret): each stored change rings
--     'watch:<match id>' with its rev and the current count, if anyone watches; may_hear lets only
--     the match's current watchers hear it, and the browser then reads the rows after the rev it
--     holds. A watcher coming or going rings the room ('room:<id>': its players' room_heartbeat now
--     carries `watchers`) and the lobby (the list, read from listed_rooms, shows `match_id` and
--     `watchers` for a room being played).
--   * A player watches one match at a time: watching another stops the first. Watchers of one match
--     register in turn (an advisory lock), so two cannot both take the 50th place.
-- Error codes as in the online functions: GA409 conflict, GA429 too many; the protocol's code in the
-- hint and the own server's sentence (src/protocol/rooms.ts WATCH_TEXT) as the message.

-- ── Who watches ────────────────────────────────────────────────────────────────────────────────
create table public.match_watchers (
  match_id uuid not null references public.matches (id) on delete cascade,
  player uuid not null references auth.users (id) on delete cascade,
  -- The last sign of life: Watch, then every heartbeat.
  seen_at timestamptz not null default now(),
  -- When they stopped watching (Stop, another match, gone quiet): null while they watch.
  left_at timestamptz,
  primary key (match_id, player)
);
create index match_watchers_player_idx on public.match_watchers (player) where left_at is null;
create index match_watchers_seen_at_idx on public.match_watchers (seen_at);
alter table public.match_watchers enable row level security;
-- No client privilege and no policy: only the functions below (SECURITY DEFINER) read and write it.
revoke all on public.match_watchers from public, anon, authenticated;

-- ── What the watchers read ─────────────────────────────────────────────────────────────────────
create table public.match_spectator_views (
  match_id uuid not null references public.matches (id) on delete cascade,
  rev integer not null check (rev >= 0),
  seq integer not null check (seq >= 0),
  view jsonb not null check (octet_length(view::text) <= 500000),
  created_at timestamptz not null default now(),
  primary key (match_id, rev)
);
alter table public.match_spectator_views enable row level security;
revoke all on public.match_spectator_views from public, anon, authenticated;

-- When a watcher counts as gone: PRESENCE_TIMEOUT_MS of src/protocol/presence.ts;
-- tests/unit/sql/onlineSpectators.test.ts checks the cutoff against it.
create function public.watch_cutoff() returns timestamptz
language sql stable set search_path = '' as $$
  select now() - interval '25 seconds';
$$;

-- How many watch the match now. SECURITY DEFINER: the list (listed_rooms) counts for every
-- signed-in player, who may not read match_watchers itself; a count is public, the rows are not.
create function public.watcher_count(p_match_id uuid) returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer from public.match_watchers
  where match_id = p_match_id and left_at is null and seen_at >= public.watch_cutoff();
$$;

-- Whether the caller watches the match now (row-level security and Realtime call it).
create function public.is_watching(p_match_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.match_watchers
    where match_id = p_match_id and player = (select auth.uid())
      and left_at is null and seen_at >= public.watch_cutoff()
  );
$$;

grant select on public.match_spectator_views to authenticated;
create policy "spectator views: the match's watchers" on public.match_spectator_views
  for select to authenticated using (public.is_watching(match_id));

-- Who may hear a topic: as before (20261129300000_quick_match.sql), and 'watch:<match id>' the
-- match's current watchers.
create or replace function public.may_hear(p_topic text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    p_topic in ('lobby', 'quick_match')
      or (p_topic ~ '^room:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          and public.is_room_member(substr(p_topic, 6)::uuid))
      or (p_topic ~ '^watch:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          and public.is_watching(substr(p_topic, 7)::uuid)),
    false
  );
$$;

-- ── The count, where the players and the list see it ───────────────────────────────────────────
-- A new count rings the rooms whose match is being played (the members' room_heartbeat reads it)
-- and, once, the lobby. A match that has ended shows no watchers, as on the own server.
create function public.ring_watch_count(p_match_ids uuid[]) returns void
language plpgsql security definer set search_path = '' as $$
declare
  room_id uuid;
  rang boolean := false;
begin
  for room_id in
    select r.id from public.rooms r where r.match_id = any (p_match_ids) and r.phase = 'playing'
  loop
    perform realtime.send(jsonb_build_object('roomId', room_id), 'room', 'room:' || room_id::text, true);
    rang := true;
  end loop;
  if rang then
    perform realtime.send('{}'::jsonb, 'rooms', 'lobby', true);
  end if;
end;
$$;

-- What a member sees of their room: as before (20261129200000_room_invites.sql), with how many
-- watch its match while it is played.
create or replace function public.room_for(p_room public.rooms, p_player uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', p_room.id,
    'name', p_room.name,
    'phase', p_room.phase,
    'status', p_room.status,
    'match_id', p_room.match_id,
    'picked', jsonb_build_array(p_room.picked_1, p_room.picked_2),
    'invite_code', p_room.invite_code,
    'watchers', case when p_room.phase = 'playing' and p_room.match_id is not null
                     then public.watcher_count(p_room.match_id) else 0 end,
    'members', jsonb_build_array(
      jsonb_build_object(
        'name', p_room.player_1_name,
        'away_ms', floor(extract(epoch from clock_timestamp() - p_room.player_1_seen_at) * 1000)::bigint,
        'you', p_room.player_1 = p_player
      )
    ) || case when p_room.player_2 is null then '[]'::jsonb else jsonb_build_array(
      jsonb_build_object(
        'name', p_room.player_2_name,
        'away_ms', floor(extract(epoch from clock_timestamp() - p_room.player_2_seen_at) * 1000)::bigint,
        'you', p_room.player_2 = p_player
      )
    ) end,
    'server_now', floor(extract(epoch from clock_timestamp()) * 1000)::bigint
  );
$$;

-- The room list: the columns rooms grants every signed-in player, with the match and its count only
-- while it is played (Watch is offered for those). security_invoker: it reads rooms under the
-- reader's own privileges, so the seats' account ids, the times and the invite codes stay hidden.
create view public.listed_rooms with (security_invoker = true) as
  select r.id, r.name, r.phase, r.status, r.player_1_name, r.player_2_name, r.created_at,
         case when r.phase = 'playing' then r.match_id end as match_id,
         case when r.phase = 'playing' and r.match_id is not null
              then public.watcher_count(r.match_id) end as watchers
  from public.rooms r;
revoke all on public.listed_rooms from public, anon, authenticated;
grant select on public.listed_rooms to authenticated;

-- ── For the match Edge Function only (service role) ────────────────────────────────────────────
-- Watch: registers the player as a watcher of a live match they do not play in, and returns the
-- match's state (the function makes the whole spectator view from it) with the new count. Refused
-- as the own server refuses: not live (or unknown), the player's own match, or p_limit watching
-- already (a watcher watching again keeps their place). Watching it stops any other match.
create function public.online_watch_match(p_player uuid, p_match_id uuid, p_limit integer) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  match public.matches;
  counted boolean;
  others uuid[];
begin
  -- The player's lock first, then the match's: one match per player, and one place per turn.
  perform pg_advisory_xact_lock(hashtextextended('public.match_watchers:player:' || p_player::text, 0));
  perform pg_advisory_xact_lock(hashtextextended('public.match_watchers:match:' || p_match_id::text, 0));
  select * into match from public.matches where id = p_match_id;
  if not found or match.status <> 'live' then
    raise exception 'That match is not being played any more.' using errcode = 'GA409', hint = 'not_live';
  end if;
  if p_player = match.player_1 or p_player = match.player_2 then
    raise exception 'You play in this match: it is on your battle screen.'
      using errcode = 'GA409', hint = 'own_match';
  end if;
  counted := exists (
    select 1 from public.match_watchers
    where match_id = p_match_id and player = p_player and left_at is null
      and seen_at >= public.watch_cutoff()
  );
  if not counted and public.watcher_count(p_match_id) >= p_limit then
    raise exception 'That match already has % spectators, as many as one may. Try again later.', p_limit
      using errcode = 'GA429', hint = 'rate_limited';
  end if;
  with stopped as (
    update public.match_watchers set left_at = now()
    where player = p_player and match_id <> p_match_id and left_at is null
    returning match_id, seen_at >= public.watch_cutoff() as was_counted
  )
  select array_agg(s.match_id) filter (where s.was_counted) into others from stopped s;
  insert into public.match_watchers (match_id, player, seen_at, left_at)
  values (p_match_id, p_player, now(), null)
  on conflict (match_id, player) do update set seen_at = excluded.seen_at, left_at = null;
  if not counted then
    others := coalesce(others, '{}') || p_match_id;
  end if;
  if others is not null then
    perform public.ring_watch_count(others);
  end if;
  return jsonb_build_object('state', match.state, 'watchers', public.watcher_count(p_match_id));
end;
$$;

-- Watchers gone quiet (no heartbeat for 25 s: a closed tab) left when last seen, and the players and
-- the list hear the new count; rows not seen for a day are forgotten (a spectator asks for the
-- replay when the match ends, not a day later). Returns how many watchers went quiet.
create function public.online_sweep_watchers() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  quiet integer;
  changed uuid[];
begin
  with gone as (
    update public.match_watchers set left_at = seen_at
    where left_at is null and seen_at < public.watch_cutoff()
    returning match_id
  )
  select count(*)::integer, array_agg(distinct g.match_id) into quiet, changed from gone g;
  if quiet > 0 then
    perform public.ring_watch_count(changed);
  end if;
  delete from public.match_watchers where seen_at < now() - interval '1 day';
  return quiet;
end;
$$;

-- Stores a change (as 20251125000200_online.sql had it), and now also its spectator view, rung to
-- the match's watchers. p_spectator_view defaults to null so a match function deployed before this
-- migration keeps working (its changes simply reach no spectator).
drop function public.online_commit(uuid, integer, jsonb, bigint, jsonb, jsonb);
create function public.online_commit(
  p_match_id uuid, p_rev_before integer, p_state jsonb, p_wake_at bigint, p_actions jsonb, p_views jsonb,
  p_spectator_view jsonb default null
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  match public.matches;
  new_rev integer := (p_state ->> 'rev')::integer;
  new_seq integer := jsonb_array_length(p_state -> 'log');
  new_status text := p_state ->> 'status';
  watching integer;
begin
  select * into match from public.matches where id = p_match_id for update;
  if not found then
    raise exception 'This match does not exist any more.' using errcode = 'GA404', hint = 'no_match';
  end if;
  if match.rev <> p_rev_before then
    raise exception 'The match changed meanwhile.' using errcode = 'GA409', hint = 'retry';
  end if;
  if new_rev is null or new_rev <= match.rev or new_status not in ('live', 'finished', 'abandoned') then
    raise exception 'Not a later state of this match.' using errcode = 'GA400', hint = 'invalid';
  end if;
  update public.matches
  set state = p_state,
      status = new_status,
      rev = new_rev,
      seq = new_seq,
      wake_at = case when p_wake_at is null then null else to_timestamp(p_wake_at / 1000.0) end,
      away_1 = (p_state -> 'disconnectedSince' ->> 0) is not null,
      away_2 = (p_state -> 'disconnectedSince' ->> 1) is not null,
      winner = (p_state ->> 'winner')::smallint,
      end_reason = p_state ->> 'endReason',
      updated_at = now()
  where id = p_match_id;
  insert into public.match_actions (match_id, seq, actor, action, events, at)
  select p_match_id, a.seq, a.actor, a.action, a.events, to_timestamp(a.at / 1000.0)
  from jsonb_to_recordset(coalesce(p_actions, '[]'::jsonb))
    as a (seq integer, actor smallint, action jsonb, events jsonb, at bigint);
  insert into public.match_views (match_id, room_id, player_id, seat, rev, seq, view)
  select p_match_id, match.room_id, case v.seat when 0 then match.player_1 else match.player_2 end,
         v.seat, new_rev, new_seq, v.view
  from jsonb_to_recordset(coalesce(p_views, '[]'::jsonb)) as v (seat smallint, view jsonb);
  -- A client further behind than this asks for the whole view instead.
  delete from public.match_views where match_id = p_match_id and rev <= new_rev - 40;
  if p_spectator_view is not null then
    -- Stored even while nobody watches: a watcher registering meanwhile must find this change.
    insert into public.match_spectator_views (match_id, rev, seq, view)
    values (p_match_id, new_rev, new_seq, p_spectator_view);
    delete from public.match_spectator_views where match_id = p_match_id and rev <= new_rev - 40;
    watching := public.watcher_count(p_match_id);
    if watching > 0 then
      perform realtime.send(jsonb_build_object('matchId', p_match_id, 'rev', new_rev, 'watchers', watching),
                            'view', 'watch:' || p_match_id::text, true);
    end if;
  end if;
  if new_status is distinct from match.status then
    update public.rooms
    set phase = case new_status when 'live' then 'playing' else 'over' end, updated_at = now()
    where id = match.room_id and match_id = p_match_id;
  end if;
  perform realtime.send(jsonb_build_object('matchId', p_match_id, 'rev', new_rev), 'view',
                        'room:' || match.room_id::text, true);
end;
$$;

-- ── For the watcher ────────────────────────────────────────────────────────────────────────────
-- "Still watching": marks the caller seen, while they still count (a watcher gone quiet, or stopped,
-- watches again through the match function, under the limit). Answers whether they watch and how
-- many do. The game calls it every HEARTBEAT_MS while watching.
create function public.watch_heartbeat(p_match_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
  still boolean;
begin
  update public.match_watchers set seen_at = now()
  where match_id = p_match_id and player = me and left_at is null and seen_at >= public.watch_cutoff()
  returning true into still;
  return jsonb_build_object('watching', coalesce(still, false), 'watchers', public.watcher_count(p_match_id));
end;
$$;

-- Stop watching (the browser answers `unwatched`). The row stays: the replay asks whether they watched.
create function public.stop_watching(p_match_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
  was_counted boolean;
begin
  update public.match_watchers set left_at = now()
  where match_id = p_match_id and player = me and left_at is null
  returning seen_at >= public.watch_cutoff() into was_counted;
  if coalesce(was_counted, false) then
    perform public.ring_watch_count(array[p_match_id]);
  end if;
  return jsonb_build_object('watching', false, 'watchers', public.watcher_count(p_match_id));
end;
$$;

-- ── Who may call what ──────────────────────────────────────────────────────────────────────────
revoke execute on function
  public.watch_cutoff(),
  public.watcher_count(uuid),
  public.is_watching(uuid),
  public.ring_watch_count(uuid[]),
  public.online_watch_match(uuid, uuid, integer),
  public.online_sweep_watchers(),
  public.online_commit(uuid, integer, jsonb, bigint, jsonb, jsonb, jsonb),
  public.watch_heartbeat(uuid),
  public.stop_watching(uuid)
from public, anon, authenticated;
-- Row-level security and the list's view call these as the reading role.
grant execute on function public.is_watching(uuid), public.watcher_count(uuid) to authenticated;
grant execute on function public.watch_heartbeat(uuid), public.stop_watching(uuid) to authenticated;
grant execute on function
  public.online_watch_match(uuid, uuid, integer),
  public.online_sweep_watchers(),
  public.online_commit(uuid, integer, jsonb, bigint, jsonb, jsonb, jsonb)
to service_role;
