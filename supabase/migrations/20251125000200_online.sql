-- Online play on Supabase, with the server as the only authority (docs/architecture.md "Online play"):
--   * Rooms and their chat are tables under row-level security. Every signed-in player reads the
--     room list; only a room's two members read its chat. Seats are taken and chat is written
--     through functions that check the room (unknown, full, your own, not yours) and the pace.
--   * A match belongs to the `match` Edge Function, which runs the game's match authority
--     (src/engine/match) with the service role. Its state (seed, generator, both hands), its
--     ordered action log and the fighters picked are in tables no client can read or write. Each
--     player reads only their own redacted views (match_views), one row per change.
--   * Realtime Broadcast on private channels is the doorbell: a ring names what changed (a room,
--     a chat line, a match's rev) and carries nothing secret; the client then re-reads its rows
--     from the last id or rev it holds. realtime.messages policies decide who may hear a topic:
--     'lobby' every signed-in player, 'room:<id>' the room's members.
-- Seeds are drawn by the Edge Function; no client function takes one, appends an action or ends
-- a match. The client-trusted functions of the first schema (start_match, append_match_action,
-- end_match) are dropped with the tables they wrote: the first schema's rooms and matches were
-- never reachable from the game, so nothing of value goes with them.
--
-- Error codes as in the game functions (GA400 bad input, GA403 forbidden, GA404 not found, GA409
-- conflict) plus GA429 (too fast). The hint carries the protocol's error code
-- (src/engine/match/protocol.ts ErrorCode), so both transports report the same refusals.

-- ── The client-trusted match path goes ─────────────────────────────────────────────────────────
drop function public.start_match(uuid, bigint, jsonb);
drop function public.append_match_action(uuid, integer, jsonb);
drop function public.end_match(uuid, text, smallint);
drop function public.create_room(text);
drop function public.join_room(uuid);
drop table public.match_actions, public.match_secrets;
alter table public.rooms drop constraint rooms_match_fk;
drop table public.matches, public.rooms;

-- ── Rooms ──────────────────────────────────────────────────────────────────────────────────────
-- Two seats; player_1 starts the game (and attacks first). A room's name follows the protocol's
-- ROOM_NAME_RULES: 3 to 24 characters of letters, digits, spaces, - _ and ', no space at either end.
-- The phase is the room's lifecycle; status is what the room list shows.
create table public.rooms (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint rooms_name_rules check (
      char_length(name) between 3 and 24
      and name !~ '^\s|\s$'
      and name ~ '^[A-Za-z0-9 _''\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u1FFF\u2C00-\u2DFF\u3040-\uD7FF\uF900-\uFDFF\uFE70-\uFEFF-]+$'
    ),
  phase text not null default 'waiting' check (phase in ('waiting', 'picking', 'playing', 'over')),
  status text not null generated always as (
    case phase when 'waiting' then 'waiting' when 'over' then 'finished' else 'playing' end
  ) stored,
  player_1 uuid not null references auth.users (id) on delete cascade,
  player_1_name text not null,
  player_1_seen_at timestamptz not null default now(),
  player_2 uuid references auth.users (id) on delete set null,
  player_2_name text,
  player_2_seen_at timestamptz,
  -- The match being picked for, played or last played.
  match_id uuid,
  -- Which seats have picked a fighter (the picks themselves stay in matches until both have).
  picked_1 boolean not null default false,
  picked_2 boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint rooms_two_different_players check (player_2 is null or player_2 <> player_1),
  constraint rooms_second_seat_named check ((player_2 is null) = (player_2_name is null))
);
create index rooms_created_at_idx on public.rooms (created_at desc);
-- A name is taken while its room exists, whatever its case.
create unique index rooms_name_unique on public.rooms (lower(name));
create index rooms_player_1_idx on public.rooms (player_1);
create index rooms_player_2_idx on public.rooms (player_2);

create table public.room_chat (
  id bigint generated always as identity primary key,
  room_id uuid not null references public.rooms (id) on delete cascade,
  player_id uuid not null references auth.users (id) on delete cascade,
  name text not null,
  text text not null constraint room_chat_text_length check (char_length(text) between 1 and 200),
  created_at timestamptz not null default now()
);
create index room_chat_room_idx on public.room_chat (room_id, id);
create index room_chat_pace_idx on public.room_chat (player_id, created_at);

-- ── Matches: the authority's, read and written by the service role only ─────────────────────────
create table public.matches (
  id uuid primary key,
  room_id uuid not null references public.rooms (id) on delete cascade,
  -- The seats: player_1 is seat 0.
  player_1 uuid not null references auth.users (id) on delete cascade,
  player_2 uuid not null references auth.users (id) on delete cascade,
  status text not null default 'picking' check (status in ('picking', 'live', 'finished', 'abandoned')),
  fighter_1 smallint check (fighter_1 in (1, 2)),
  fighter_2 smallint check (fighter_2 in (1, 2)),
  -- The authority's MatchState (src/engine/match/authority.ts): null while the fighters are picked.
  state jsonb check (octet_length(state::text) <= 2000000),
  -- The state's rev (-1 before it exists) and log length.
  rev integer not null default -1,
  seq integer not null default 0 check (seq >= 0),
  -- When the authority next has work (a turn's deadline, a grace running out): nextWakeAt.
  wake_at timestamptz,
  -- Whether each seat is recorded as disconnected in the state.
  away_1 boolean not null default false,
  away_2 boolean not null default false,
  winner smallint check (winner in (0, 1)),
  end_reason text check (end_reason in ('knockout', 'forfeit', 'abandoned')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint matches_two_different_players check (player_1 <> player_2)
);
create index matches_room_idx on public.matches (room_id);
create index matches_due_idx on public.matches (wake_at) where status = 'live';
alter table public.rooms
  add constraint rooms_match_fk foreign key (match_id) references public.matches (id) on delete set null;

-- Every applied move, in order, with its full events (they name drawn cards: never for a client).
create table public.match_actions (
  match_id uuid not null references public.matches (id) on delete cascade,
  seq integer not null check (seq >= 0),
  actor smallint not null check (actor in (0, 1)),
  action jsonb not null,
  events jsonb not null,
  at timestamptz not null,
  primary key (match_id, seq)
);

-- Each player's views, one per change (rev): what the authority's viewFor gives that seat, its log
-- holding the entries that change added. A client re-reads the rows after the rev it holds.
create table public.match_views (
  match_id uuid not null references public.matches (id) on delete cascade,
  room_id uuid not null references public.rooms (id) on delete cascade,
  player_id uuid not null references auth.users (id) on delete cascade,
  seat smallint not null check (seat in (0, 1)),
  rev integer not null check (rev >= 0),
  seq integer not null check (seq >= 0),
  view jsonb not null check (octet_length(view::text) <= 500000),
  created_at timestamptz not null default now(),
  primary key (match_id, player_id, rev)
);

-- ── Row-level security and privileges ──────────────────────────────────────────────────────────
alter table public.rooms enable row level security;
alter table public.room_chat enable row level security;
alter table public.matches enable row level security;
alter table public.match_actions enable row level security;
alter table public.match_views enable row level security;
revoke all on public.rooms, public.room_chat, public.matches, public.match_actions, public.match_views
  from anon, authenticated;

-- The room list: every signed-in player, without the members' account ids or when they were seen.
grant select (id, name, phase, status, player_1_name, player_2_name, match_id, picked_1, picked_2,
              created_at, updated_at)
  on public.rooms to authenticated;
create policy "rooms: signed-in players see the list" on public.rooms for select to authenticated
  using (true);

-- Whether the caller holds a seat of the room. SECURITY DEFINER: the seat columns are not
-- readable by clients.
create function public.is_room_member(p_room_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.rooms r
    where r.id = p_room_id and (select auth.uid()) is not null
      and ((select auth.uid()) = r.player_1 or (select auth.uid()) = r.player_2)
  );
$$;

grant select on public.room_chat to authenticated;
create policy "room chat: the room's members" on public.room_chat for select to authenticated
  using (public.is_room_member(room_id));

-- Each player's own views only.
grant select on public.match_views to authenticated;
create policy "match views: your own" on public.match_views for select to authenticated
  using (player_id = (select auth.uid()));

-- matches and match_actions: no client privilege and no policy at all. The service role (the Edge
-- Function) bypasses row-level security; the log is append-only even for it.
revoke update, delete, truncate on public.match_actions from service_role;

-- Realtime: who may hear a private Broadcast topic. 'lobby': every signed-in player; 'room:<id>':
-- the room's members. Nobody may send on these topics from a client (no insert policy).
create function public.may_hear(p_topic text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    p_topic = 'lobby'
      or (p_topic ~ '^room:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          and public.is_room_member(substr(p_topic, 6)::uuid)),
    false
  );
$$;
create policy "online: the lobby and your own room" on realtime.messages for select to authenticated
  using (realtime.messages.extension = 'broadcast' and public.may_hear((select realtime.topic())));

-- ── Doorbells ──────────────────────────────────────────────────────────────────────────────────
-- A room created, joined, left, started or ended rings the lobby and the room. A member merely
-- being seen (the presence columns) rings nobody.
create function public.ring_room() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  room_id uuid := coalesce(new.id, old.id);
begin
  if tg_op = 'UPDATE'
     and (old.name, old.phase, old.player_1, old.player_1_name, old.player_2, old.player_2_name,
          old.match_id, old.picked_1, old.picked_2)
     is not distinct from
         (new.name, new.phase, new.player_1, new.player_1_name, new.player_2, new.player_2_name,
          new.match_id, new.picked_1, new.picked_2) then
    return null;
  end if;
  perform realtime.send(jsonb_build_object('roomId', room_id), 'rooms', 'lobby', true);
  if tg_op <> 'INSERT' then
    perform realtime.send(jsonb_build_object('roomId', room_id), 'room', 'room:' || room_id::text, true);
  end if;
  return null;
end;
$$;
create trigger rooms_ring after insert or update or delete on public.rooms
  for each row execute function public.ring_room();

create function public.ring_chat() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform realtime.send(jsonb_build_object('roomId', new.room_id, 'id', new.id), 'chat',
                        'room:' || new.room_id::text, true);
  return null;
end;
$$;
create trigger room_chat_ring after insert on public.room_chat
  for each row execute function public.ring_chat();

-- ── What a member sees of their room ───────────────────────────────────────────────────────────
-- The room with its members in seat order, each with how long ago (ms, by the database's clock) the
-- member was last seen and whether it is the caller; and the database's clock (epoch ms).
create function public.room_for(p_room public.rooms, p_player uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'id', p_room.id,
    'name', p_room.name,
    'phase', p_room.phase,
    'status', p_room.status,
    'match_id', p_room.match_id,
    'picked', jsonb_build_array(p_room.picked_1, p_room.picked_2),
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

-- The room the player sits in (a player holds one seat at most), locked.
create function public.room_of_player(p_player uuid) returns public.rooms
language sql stable set search_path = '' as $$
  select * from public.rooms where player_1 = p_player or player_2 = p_player limit 1;
$$;

-- ── Rooms, for the signed-in player ────────────────────────────────────────────────────────────
create function public.create_room(p_name text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
  room_name text := coalesce(p_name, '');
  room public.rooms;
begin
  if char_length(room_name) < 3 then
    raise exception 'A room name needs at least 3 characters.' using errcode = 'GA400', hint = 'invalid';
  end if;
  if char_length(room_name) > 24 then
    raise exception 'A room name can have at most 24 characters.' using errcode = 'GA400', hint = 'invalid';
  end if;
  if room_name ~ '^\s|\s$' then
    raise exception 'A room name cannot begin or end with a space.' using errcode = 'GA400', hint = 'invalid';
  end if;
  if room_name !~ '^[A-Za-z0-9 _''\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u1FFF\u2C00-\u2DFF\u3040-\uD7FF\uF900-\uFDFF\uFE70-\uFEFF-]+$' then
    raise exception 'A room name can only use letters, digits, spaces, - _ and ''.'
      using errcode = 'GA400', hint = 'invalid';
  end if;
  -- One seat per player: creating and joining take this lock first, so two tabs cannot take two.
  perform pg_advisory_xact_lock(hashtextextended('public.rooms:' || me::text, 0));
  room := public.room_of_player(me);
  if room.id is not null then
    raise exception 'You are already in the room "%". Leave it first.', room.name
      using errcode = 'GA409', hint = 'in_room';
  end if;
  if exists (select 1 from public.rooms where lower(name) = lower(room_name)) then
    raise exception 'A room named "%" already exists. Choose another name.', room_name
      using errcode = 'GA409', hint = 'name_taken';
  end if;
  insert into public.rooms (name, player_1, player_1_name)
  values (room_name, me, public.player_name(me))
  returning * into room;
  return public.room_for(room, me);
end;
$$;

create function public.join_room(p_room_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
  room public.rooms;
begin
  perform pg_advisory_xact_lock(hashtextextended('public.rooms:' || me::text, 0));
  -- The row lock makes two players racing for the last seat take turns: the second finds it full.
  select * into room from public.rooms where id = p_room_id for update;
  if not found then
    raise exception 'That room does not exist any more.' using errcode = 'GA404', hint = 'no_room';
  end if;
  if me = room.player_1 or me = room.player_2 then
    raise exception 'You are already in this room.' using errcode = 'GA409', hint = 'own_room';
  end if;
  if room.player_2 is not null or room.phase <> 'waiting' then
    raise exception 'That room is full: two players are already in it.' using errcode = 'GA409', hint = 'room_full';
  end if;
  if (public.room_of_player(me)).id is not null then
    raise exception 'You are already in the room "%". Leave it first.', (public.room_of_player(me)).name
      using errcode = 'GA409', hint = 'in_room';
  end if;
  update public.rooms
  set player_2 = me, player_2_name = public.player_name(me), player_2_seen_at = now(), updated_at = now()
  where id = p_room_id
  returning * into room;
  return public.room_for(room, me);
end;
$$;

-- "I am here": marks the caller seen and returns the room as a member sees it. The game calls it
-- every few seconds while the player is in a room, and whenever the room's doorbell rings.
create function public.room_heartbeat(p_room_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
  room public.rooms;
begin
  select * into room from public.rooms where id = p_room_id;
  if not found then
    raise exception 'That room does not exist any more.' using errcode = 'GA404', hint = 'no_room';
  end if;
  if me = room.player_1 then
    update public.rooms set player_1_seen_at = now() where id = p_room_id returning * into room;
  elsif me = room.player_2 then
    update public.rooms set player_2_seen_at = now() where id = p_room_id returning * into room;
  else
    raise exception 'You are not in that room.' using errcode = 'GA403', hint = 'not_in_room';
  end if;
  return public.room_for(room, me);
end;
$$;

-- The room the caller sits in, as a member sees it, or null: how a returning player finds it.
create function public.my_room() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
  room public.rooms := public.room_of_player(me);
begin
  if room.id is null then
    return null;
  end if;
  return public.room_heartbeat(room.id);
end;
$$;

-- A chat line: 1 to 200 characters after trimming, from a member of the room, at most 5 per
-- player in any 10 seconds. The room keeps its last 100 lines.
create function public.send_chat(p_room_id uuid, p_text text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
  body text := regexp_replace(coalesce(p_text, ''), '^\s+|\s+$', '', 'g');
  room public.rooms;
  said public.room_chat;
begin
  select * into room from public.rooms where id = p_room_id;
  if not found then
    raise exception 'That room does not exist any more.' using errcode = 'GA404', hint = 'no_room';
  end if;
  if not (me = room.player_1 or me is not distinct from room.player_2) then
    raise exception 'You are not in that room.' using errcode = 'GA403', hint = 'not_in_room';
  end if;
  if body = '' then
    raise exception 'A chat message cannot be empty.' using errcode = 'GA400', hint = 'invalid';
  end if;
  if char_length(body) > 200 then
    raise exception 'A chat message can have at most 200 characters.' using errcode = 'GA400', hint = 'invalid';
  end if;
  -- The player's lines are counted under a lock, so five tabs at once cannot all slip through.
  perform pg_advisory_xact_lock(hashtextextended('public.room_chat:' || me::text, 0));
  if (select count(*) from public.room_chat
      where player_id = me and created_at > clock_timestamp() - interval '10 seconds') >= 5 then
    raise exception 'You are sending messages too fast: at most 5 every 10 seconds.'
      using errcode = 'GA429', hint = 'rate_limited';
  end if;
  insert into public.room_chat (room_id, player_id, name, text, created_at)
  values (p_room_id, me, case when me = room.player_1 then room.player_1_name else room.player_2_name end,
          body, clock_timestamp())
  returning * into said;
  delete from public.room_chat
  where room_id = p_room_id
    and id <= (select c.id from public.room_chat c where c.room_id = p_room_id order by c.id desc offset 100 limit 1);
  return jsonb_build_object('id', said.id, 'room_id', said.room_id, 'name', said.name, 'text', said.text,
                            'created_at', said.created_at);
end;
$$;

-- The database's clock (epoch ms), for the client's estimate of the server's time.
create function public.online_clock() returns bigint
language sql volatile set search_path = '' as $$
  select floor(extract(epoch from clock_timestamp()) * 1000)::bigint;
$$;

-- ── For the match Edge Function only (service role) ────────────────────────────────────────────
-- Removes a player from a room that has no live match: Player 2 moves up when Player 1 leaves, an
-- empty room is deleted, a fighter pick in progress is dropped and the room waits again.
create function public.vacate_seat(p_room public.rooms, p_player uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  room public.rooms := p_room;
begin
  if room.phase = 'playing' then
    raise exception 'The match in this room is still being played.' using errcode = 'GA409', hint = 'retry';
  end if;
  if room.player_2 is null then
    delete from public.rooms where id = room.id;
    return null;
  end if;
  if room.phase = 'picking' then
    delete from public.matches where id = room.match_id and status = 'picking';
  end if;
  if p_player = room.player_1 then
    update public.rooms
    set player_1 = room.player_2, player_1_name = room.player_2_name, player_1_seen_at = room.player_2_seen_at,
        player_2 = null, player_2_name = null, player_2_seen_at = null,
        phase = 'waiting', picked_1 = false, picked_2 = false, updated_at = now()
    where id = room.id
    returning * into room;
  else
    update public.rooms
    set player_2 = null, player_2_name = null, player_2_seen_at = null,
        phase = 'waiting', picked_1 = false, picked_2 = false, updated_at = now()
    where id = room.id
    returning * into room;
  end if;
  return to_jsonb(room);
end;
$$;

create function public.online_leave_room(p_player uuid, p_room_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  room public.rooms;
begin
  select * into room from public.rooms where id = p_room_id for update;
  if not found then
    raise exception 'That room does not exist any more.' using errcode = 'GA404', hint = 'no_room';
  end if;
  if not (p_player = room.player_1 or p_player is not distinct from room.player_2) then
    raise exception 'You are not in that room.' using errcode = 'GA403', hint = 'not_in_room';
  end if;
  return public.vacate_seat(room, p_player);
end;
$$;

-- Start Game: Player 1 of a full room that is waiting or whose last match is over (the seats as
-- they are). Creates the match to pick for.
create function public.online_start_match(p_player uuid, p_room_id uuid, p_match_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  room public.rooms;
begin
  select * into room from public.rooms where id = p_room_id for update;
  if not found then
    raise exception 'That room does not exist any more.' using errcode = 'GA404', hint = 'no_room';
  end if;
  if not (p_player = room.player_1 or p_player is not distinct from room.player_2) then
    raise exception 'You are not in that room.' using errcode = 'GA403', hint = 'not_in_room';
  end if;
  if room.phase in ('picking', 'playing') then
    raise exception 'The game has already started.' using errcode = 'GA409', hint = 'not_ready';
  end if;
  if room.player_1 <> p_player then
    raise exception 'Only Player 1, who created the room, can start the game.'
      using errcode = 'GA403', hint = 'not_owner';
  end if;
  if room.player_2 is null then
    raise exception 'Wait for a second player to join before starting.' using errcode = 'GA409', hint = 'not_ready';
  end if;
  insert into public.matches (id, room_id, player_1, player_2) values (p_match_id, room.id, room.player_1, room.player_2);
  update public.rooms
  set phase = 'picking', match_id = p_match_id, picked_1 = false, picked_2 = false, updated_at = now()
  where id = room.id
  returning * into room;
  return to_jsonb(room);
end;
$$;

-- Rematch: a new match in the same room once the last one is over, asked by either player. The
-- loser of the last match becomes Player 1 and attacks first; after a match nobody won, the seats
-- swap. Asked by both, it is one rematch: the second finds the picks under way and gets the room.
create function public.online_rematch(p_player uuid, p_room_id uuid, p_match_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  room public.rooms;
  last public.matches;
begin
  select * into room from public.rooms where id = p_room_id for update;
  if not found then
    raise exception 'That room does not exist any more.' using errcode = 'GA404', hint = 'no_room';
  end if;
  if not (p_player = room.player_1 or p_player is not distinct from room.player_2) then
    raise exception 'You are not in that room.' using errcode = 'GA403', hint = 'not_in_room';
  end if;
  if room.phase = 'picking' and room.player_2 is not null then
    return to_jsonb(room);
  end if;
  if room.phase = 'playing' then
    raise exception 'The match is not over yet.' using errcode = 'GA409', hint = 'not_ready';
  end if;
  select * into last from public.matches where id = room.match_id;
  if room.phase <> 'over' or last.id is null then
    raise exception 'There is no finished match here to play again: start a new game.'
      using errcode = 'GA409', hint = 'not_ready';
  end if;
  if room.player_2 is null then
    raise exception 'Wait for a second player to join before starting.' using errcode = 'GA409', hint = 'not_ready';
  end if;
  if last.winner is null
     or (case last.winner when 0 then last.player_1 else last.player_2 end) = room.player_1 then
    update public.rooms
    set player_1 = room.player_2, player_1_name = room.player_2_name, player_1_seen_at = room.player_2_seen_at,
        player_2 = room.player_1, player_2_name = room.player_1_name, player_2_seen_at = room.player_1_seen_at
    where id = room.id
    returning * into room;
  end if;
  insert into public.matches (id, room_id, player_1, player_2) values (p_match_id, room.id, room.player_1, room.player_2);
  update public.rooms
  set phase = 'picking', match_id = p_match_id, picked_1 = false, picked_2 = false, updated_at = now()
  where id = room.id
  returning * into room;
  return to_jsonb(room);
end;
$$;

-- A seat's fighter. It may be changed until both seats have picked; the room shows only that a
-- seat has picked. Returns the match (service role only: it holds both picks) and the players'
-- names in seat order.
create function public.online_pick_fighter(p_player uuid, p_match_id uuid, p_fighter smallint) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  match public.matches;
  room public.rooms;
begin
  select * into match from public.matches where id = p_match_id for update;
  if not found then
    raise exception 'This match does not exist any more.' using errcode = 'GA404', hint = 'no_match';
  end if;
  if p_player <> match.player_1 and p_player <> match.player_2 then
    raise exception 'You are not a player in this match.' using errcode = 'GA403', hint = 'not_seated';
  end if;
  if match.status <> 'picking' or (match.fighter_1 is not null and match.fighter_2 is not null) then
    raise exception 'The fighters of this match are already chosen.' using errcode = 'GA409', hint = 'not_live';
  end if;
  if p_fighter is null or p_fighter not in (1, 2) then
    raise exception 'Choose fighter 1 (Kidlat) or 2 (Alon).' using errcode = 'GA400', hint = 'invalid';
  end if;
  if p_player = match.player_1 then
    update public.matches set fighter_1 = p_fighter, updated_at = now() where id = p_match_id returning * into match;
    update public.rooms set picked_1 = true, updated_at = now() where id = match.room_id and match_id = p_match_id;
  else
    update public.matches set fighter_2 = p_fighter, updated_at = now() where id = p_match_id returning * into match;
    update public.rooms set picked_2 = true, updated_at = now() where id = match.room_id and match_id = p_match_id;
  end if;
  -- While a match is picked for, the room's seats are the match's (a leave drops the match).
  select * into room from public.rooms where id = match.room_id;
  return to_jsonb(match) || jsonb_build_object('names', jsonb_build_array(room.player_1_name, room.player_2_name));
end;
$$;

-- The match and how long ago (ms, by the database's clock) each seat was last seen in the room
-- (null when the seat's player is no longer in it). A request from a member counts as being seen.
create function public.online_load_match(p_match_id uuid, p_player uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  match public.matches;
  room public.rooms;
begin
  select * into match from public.matches where id = p_match_id;
  if not found then
    return null;
  end if;
  select * into room from public.rooms where id = match.room_id;
  if p_player = room.player_1 then
    update public.rooms set player_1_seen_at = now() where id = room.id returning * into room;
  elsif p_player = room.player_2 then
    update public.rooms set player_2_seen_at = now() where id = room.id returning * into room;
  end if;
  return jsonb_build_object(
    'match', to_jsonb(match),
    'away_ms', jsonb_build_array(
      case match.player_1
        when room.player_1 then floor(extract(epoch from clock_timestamp() - room.player_1_seen_at) * 1000)
        when room.player_2 then floor(extract(epoch from clock_timestamp() - room.player_2_seen_at) * 1000)
      end,
      case match.player_2
        when room.player_1 then floor(extract(epoch from clock_timestamp() - room.player_1_seen_at) * 1000)
        when room.player_2 then floor(extract(epoch from clock_timestamp() - room.player_2_seen_at) * 1000)
      end
    )
  );
end;
$$;

-- Stores a change the authority made, if the match is still at p_rev_before (otherwise GA409
-- 'retry': another request changed it first; the Edge Function reloads and tries again). Appends
-- the new log entries, stores each seat's view, keeps the room's phase in step and rings the room.
create function public.online_commit(
  p_match_id uuid, p_rev_before integer, p_state jsonb, p_wake_at bigint, p_actions jsonb, p_views jsonb
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  match public.matches;
  new_rev integer := (p_state ->> 'rev')::integer;
  new_seq integer := jsonb_array_length(p_state -> 'log');
  new_status text := p_state ->> 'status';
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
  if new_status is distinct from match.status then
    update public.rooms
    set phase = case new_status when 'live' then 'playing' else 'over' end, updated_at = now()
    where id = match.room_id and match_id = p_match_id;
  end if;
  perform realtime.send(jsonb_build_object('matchId', p_match_id, 'rev', new_rev), 'view',
                        'room:' || match.room_id::text, true);
end;
$$;

-- Live matches the authority has work for: a deadline or a grace at or before p_now (the Edge
-- Function's clock, epoch ms), or a seat whose presence (by the database's clock) no longer agrees
-- with the state: not seen for p_away_ms but not yet recorded as away, or seen again while away.
create function public.online_due_matches(p_now bigint, p_away_ms integer) returns uuid[]
language sql stable security definer set search_path = '' as $$
  with seen as (
    select m.id, m.wake_at, m.away_1, m.away_2,
           case m.player_1 when r.player_1 then r.player_1_seen_at when r.player_2 then r.player_2_seen_at end as seen_1,
           case m.player_2 when r.player_1 then r.player_1_seen_at when r.player_2 then r.player_2_seen_at end as seen_2
    from public.matches m join public.rooms r on r.id = m.room_id
    where m.status = 'live'
  ), cutoff as (
    select clock_timestamp() - make_interval(secs => p_away_ms / 1000.0) as at
  )
  select coalesce(array_agg(due.id), '{}') from (
    select s.id from seen s, cutoff c
    where s.wake_at <= to_timestamp(p_now / 1000.0)
       or (not s.away_1 and (s.seen_1 is null or s.seen_1 < c.at))
       or (s.away_1 and s.seen_1 >= c.at)
       or (not s.away_2 and (s.seen_2 is null or s.seen_2 < c.at))
       or (s.away_2 and s.seen_2 >= c.at)
    order by s.wake_at nulls last
    limit 500
  ) due;
$$;

-- Outside a live match, a member not seen for p_away_ms loses their seat (a closed tab must not
-- hold a room forever). Returns how many seats were freed.
create function public.online_sweep_rooms(p_away_ms integer) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  cutoff timestamptz := clock_timestamp() - make_interval(secs => p_away_ms / 1000.0);
  room public.rooms;
  freed integer := 0;
begin
  for room in
    select * from public.rooms
    where phase <> 'playing' and (player_1_seen_at < cutoff or player_2_seen_at < cutoff)
    order by created_at
    limit 500
    for update skip locked
  loop
    if room.player_2 is not null and room.player_2_seen_at < cutoff then
      perform public.vacate_seat(room, room.player_2);
      freed := freed + 1;
      select * into room from public.rooms where id = room.id;
      continue when not found;
    end if;
    if room.player_1_seen_at < cutoff then
      perform public.vacate_seat(room, room.player_1);
      freed := freed + 1;
    end if;
  end loop;
  return freed;
end;
$$;

-- ── Who may call what ──────────────────────────────────────────────────────────────────────────
revoke execute on function
  public.is_room_member(uuid),
  public.may_hear(text),
  public.ring_room(),
  public.ring_chat(),
  public.room_for(public.rooms, uuid),
  public.room_of_player(uuid),
  public.create_room(text),
  public.join_room(uuid),
  public.room_heartbeat(uuid),
  public.my_room(),
  public.send_chat(uuid, text),
  public.online_clock(),
  public.vacate_seat(public.rooms, uuid),
  public.online_leave_room(uuid, uuid),
  public.online_start_match(uuid, uuid, uuid),
  public.online_rematch(uuid, uuid, uuid),
  public.online_pick_fighter(uuid, uuid, smallint),
  public.online_load_match(uuid, uuid),
  public.online_commit(uuid, integer, jsonb, bigint, jsonb, jsonb),
  public.online_due_matches(bigint, integer),
  public.online_sweep_rooms(integer)
from public, anon, authenticated;
-- Row-level security policies call these as the reading role.
grant execute on function public.is_room_member(uuid), public.may_hear(text) to authenticated;
grant execute on function
  public.create_room(text),
  public.join_room(uuid),
  public.room_heartbeat(uuid),
  public.my_room(),
  public.send_chat(uuid, text),
  public.online_clock()
to authenticated;
grant execute on function
  public.online_leave_room(uuid, uuid),
  public.online_start_match(uuid, uuid, uuid),
  public.online_rematch(uuid, uuid, uuid),
  public.online_pick_fighter(uuid, uuid, smallint),
  public.online_load_match(uuid, uuid),
  public.online_commit(uuid, integer, jsonb, bigint, jsonb, jsonb),
  public.online_due_matches(bigint, integer),
  public.online_sweep_rooms(integer)
to service_role;
