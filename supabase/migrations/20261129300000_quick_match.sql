-- Quick Match, as the game's own server has it (server/gameServer/quickMatch.ts, src/protocol:
-- quickMatch, leaveQueue, queue): a player who wants any partner waits in a queue, and the two who
-- have waited longest are given a room of their own, named "Quick Match <number>", with the longer
-- waiter as Player 1, and its fighter select at once, exactly as if Player 1 had pressed Start Game.
--   * The queue is a table no client can read or write; players go through join_quick_match,
--     leave_quick_match and quick_match_heartbeat, which all answer the player's place: queued or
--     not, how long they have waited (ms, by the database's clock), how many are looking (them
--     included), and the room they sit in, if any (how the other paired player finds their room).
--   * It is keyed by the account: two tabs are one place, and a player is never paired with
--     themselves. Asking again keeps the place and its waiting time.
--   * There are no connections to watch: while queued, the game calls quick_match_heartbeat every
--     HEARTBEAT_MS (src/protocol/presence.ts), as it does room_heartbeat in a room, and an entry not
--     seen for PRESENCE_TIMEOUT_MS (25 s) is dropped when pairing, never paired: a closed tab must
--     not be handed a partner.
--   * Entering a room (create_room, join_room, join_room_by_invite) leaves the queue.
--
-- Starting the fighter select from SQL: the Edge Function's startMatch (server/matchService
-- operations.ts startMatch over server/supabaseMatch/store.ts) draws a match id with
-- crypto.randomUUID() and calls online_start_match(player_1, room, id), which inserts the matches
-- row and moves the room to 'picking'. Nothing else of the service takes part (no seed, no state:
-- those come with the second pick). So the pairing calls that same function with gen_random_uuid()
-- (the database's strong generator, as good an id): the room is made and picked for in the one
-- transaction that pairs, with no second request that could fail or never come (a room left
-- 'waiting' with two seated players if the caller's tab closed between the two). This is choice
-- (b), the service's own inserts, made by calling the service's own function rather than copying it.
--
-- The doorbell: a private Realtime Broadcast topic 'quick_match', rung whenever players join or
-- leave the queue (so also when two are paired). Every signed-in player may hear it, as the lobby:
-- the ring carries nothing, and each queued player then re-reads their own place with
-- quick_match_heartbeat (a new count, or the room they were paired into). The heartbeat every
-- HEARTBEAT_MS reads the same place, so a lost ring only delays what the next heartbeat tells.
--
-- Error codes as in the online functions: GA409 conflict, the protocol's code in the hint.

-- ── The queue ──────────────────────────────────────────────────────────────────────────────────
create table public.quick_match_queue (
  player uuid primary key references auth.users (id) on delete cascade,
  joined_at timestamptz not null default now(),
  seen_at timestamptz not null default now()
);
create index quick_match_queue_joined_at_idx on public.quick_match_queue (joined_at, player);
alter table public.quick_match_queue enable row level security;
-- No client privilege and no policy: only the functions below (SECURITY DEFINER) read and write it.
revoke all on public.quick_match_queue from public, anon, authenticated;

-- When an entry counts as gone: PRESENCE_TIMEOUT_MS of src/protocol/presence.ts (three missed
-- heartbeats and a margin); tests/unit/sql/onlineQuickMatch.test.ts checks the cutoff against it.
create function public.quick_match_cutoff() returns timestamptz
language sql volatile set search_path = '' as $$
  select clock_timestamp() - interval '25 seconds';
$$;

-- The player's place, as every queue function answers it.
create function public.quick_match_status_of(p_player uuid) returns jsonb
language sql volatile set search_path = '' as $$
  select jsonb_build_object(
    'queued', mine.player is not null,
    'waited_ms', coalesce(greatest(0, floor(extract(epoch from clock_timestamp() - mine.joined_at) * 1000))::bigint, 0),
    'looking', (select count(*) from public.quick_match_queue q where q.seen_at >= public.quick_match_cutoff()),
    'room', (select public.room_for(r, p_player) from public.rooms r
             where r.player_1 = p_player or r.player_2 = p_player limit 1)
  )
  from (select 1) one
  left join public.quick_match_queue mine on mine.player = p_player;
$$;

-- "Quick Match 4821": a number no room's name has (any case), with more digits once 20 draws of
-- four found only taken names, as the own server draws them (lobby.ts freeQuickMatchName).
create function public.new_quick_match_name() returns text
language plpgsql volatile set search_path = '' as $$
declare
  low bigint;
  candidate text;
begin
  for digits in 4..12 loop
    low := (10 ^ (digits - 1))::bigint;
    for attempt in 1..20 loop
      candidate := 'Quick Match ' || (low + floor(random() * 9 * low)::bigint)::text;
      if not exists (select 1 from public.rooms where lower(name) = lower(candidate)) then
        return candidate;
      end if;
    end loop;
  end loop;
  raise exception 'No Quick Match room name is free.' using errcode = 'GA409', hint = 'server_error';
end;
$$;

-- ── Pairing ────────────────────────────────────────────────────────────────────────────────────
-- While two are waiting, the two who waited longest get a room and its fighter select. The caller
-- holds the queue's advisory lock, so pairings take turns and none can pair a player another has
-- just paired. Each pair's entries are row-locked before their room is made: a paired player's own
-- create_room, join_room or join_room_by_invite deletes their entry first (below), so it waits for
-- the pairing and then finds the player seated ('in_room'), or the pairing waits for it and then
-- finds the entry gone. Entries not seen for PRESENCE_TIMEOUT_MS are dropped first, never paired,
-- and so are entries of players who sit in a room (none should: entering a room leaves the queue).
create function public.pair_quick_match() returns void
language plpgsql security definer set search_path = '' as $$
declare
  cutoff timestamptz := public.quick_match_cutoff();
  first public.quick_match_queue;
  second public.quick_match_queue;
  room public.rooms;
begin
  delete from public.quick_match_queue q
  where q.seen_at < cutoff
     or exists (select 1 from public.rooms r where r.player_1 = q.player or r.player_2 = q.player);
  loop
    first := null;
    second := null;
    select * into first from public.quick_match_queue
    where seen_at >= cutoff order by joined_at, player limit 1 for update;
    exit when first.player is null;
    select * into second from public.quick_match_queue
    where seen_at >= cutoff and player <> first.player order by joined_at, player limit 1 for update;
    exit when second.player is null;
    -- The name is free as drawn; a player's create_room may take it meanwhile (the unique index
    -- says so), and then another is drawn.
    for attempt in 1..5 loop
      begin
        insert into public.rooms (name, player_1, player_1_name, player_1_seen_at,
                                  player_2, player_2_name, player_2_seen_at)
        values (public.new_quick_match_name(),
                first.player, public.player_name(first.player), first.seen_at,
                second.player, public.player_name(second.player), second.seen_at)
        returning * into room;
        exit;
      exception when unique_violation then
        if attempt = 5 then
          raise;
        end if;
      end;
    end loop;
    delete from public.quick_match_queue where player in (first.player, second.player);
    -- Start Game by Player 1, as the match function's startMatch does it (see the top).
    perform public.online_start_match(first.player, room.id, gen_random_uuid());
  end loop;
end;
$$;

-- ── For the signed-in player ───────────────────────────────────────────────────────────────────
-- Quick Match: into the queue (once: asking again keeps the place and its waiting time, and counts
-- as being seen), then whoever can be paired is. A player in a room is refused as the own server
-- refuses them. The player's own lock (create_room's and join_room's) comes first, then the queue's:
-- the room check is made under both, so a pairing that seated this player a moment ago is seen.
create function public.join_quick_match() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
  mine public.rooms;
begin
  perform pg_advisory_xact_lock(hashtextextended('public.rooms:' || me::text, 0));
  perform pg_advisory_xact_lock(hashtextextended('public.quick_match_queue', 0));
  mine := public.room_of_player(me);
  if mine.id is not null then
    raise exception 'You are already in the room "%". Leave it first.', mine.name
      using errcode = 'GA409', hint = 'in_room';
  end if;
  insert into public.quick_match_queue (player) values (me)
  on conflict (player) do update set seen_at = excluded.seen_at;
  perform public.pair_quick_match();
  return public.quick_match_status_of(me);
end;
$$;

-- Out of the queue (Cancel, the rooms screen left, a new page): answers the place, which still
-- names the room of a pairing that came first.
create function public.leave_quick_match() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
begin
  delete from public.quick_match_queue where player = me;
  return public.quick_match_status_of(me);
end;
$$;

-- "Still looking": marks the caller's entry seen and answers their place. The game calls it every
-- HEARTBEAT_MS while queued, and whenever the 'quick_match' doorbell rings.
create function public.quick_match_heartbeat() returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
begin
  update public.quick_match_queue set seen_at = now() where player = me;
  return public.quick_match_status_of(me);
end;
$$;

-- ── The doorbell ───────────────────────────────────────────────────────────────────────────────
-- Once per statement that added or removed entries (a pairing removes two at once); a heartbeat,
-- or asking again, changes no count and rings nobody.
create function public.ring_quick_match() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from changed) then
    perform realtime.send('{}'::jsonb, 'queue', 'quick_match', true);
  end if;
  return null;
end;
$$;
create trigger quick_match_queue_ring_in after insert on public.quick_match_queue
  referencing new table as changed for each statement execute function public.ring_quick_match();
create trigger quick_match_queue_ring_out after delete on public.quick_match_queue
  referencing old table as changed for each statement execute function public.ring_quick_match();

-- Who may hear a topic: as before (20251125000200_online.sql), and 'quick_match' every signed-in
-- player, as the lobby (its rings carry nothing; each player reads only their own place).
create or replace function public.may_hear(p_topic text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    p_topic in ('lobby', 'quick_match')
      or (p_topic ~ '^room:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          and public.is_room_member(substr(p_topic, 6)::uuid)),
    false
  );
$$;

-- ── Entering a room leaves the queue ───────────────────────────────────────────────────────────
-- create_room (20261128000200_plain_chat_and_room_names.sql), join_room (20251125000200_online.sql)
-- and join_room_by_invite (20261129200000_room_invites.sql) as they were, each deleting the
-- player's entry right after taking the player's lock and before looking for the player's room.
-- The order matters: a pairing holding the entry's row lock makes the delete wait until the pairing
-- has committed, and the room check after it then sees the player seated ('in_room'); done after
-- the check (say, by a trigger on rooms), the player could end up in two rooms. A refusal rolls the
-- delete back: only a room entered leaves the queue, as on the own server.
create or replace function public.create_room(p_name text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
  -- Made plain first, as the game's own server does: the name stored is the one players read.
  room_name text := public.plain_text(p_name);
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
  delete from public.quick_match_queue where player = me;
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

create or replace function public.join_room(p_room_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
  room public.rooms;
begin
  perform pg_advisory_xact_lock(hashtextextended('public.rooms:' || me::text, 0));
  delete from public.quick_match_queue where player = me;
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

create or replace function public.join_room_by_invite(p_code text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
  room public.rooms;
  mine public.rooms;
begin
  if p_code is null or p_code !~ '^[A-Za-z0-9_-]{12}$' then
    raise exception 'That invite link is not whole: its code should be 12 letters, digits, - or _.'
      using errcode = 'GA400', hint = 'invalid';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('public.rooms:' || me::text, 0));
  delete from public.quick_match_queue where player = me;
  select * into room from public.rooms where invite_code = p_code for update;
  if not found then
    if exists (select 1 from public.closed_invites where invite_code = p_code) then
      raise exception 'That room has closed: its players have left. Ask your friend for a new invite link.'
        using errcode = 'GA404', hint = 'room_closed';
    end if;
    raise exception 'No room has that invite link. Check the link, or ask your friend to copy it again.'
      using errcode = 'GA404', hint = 'no_room';
  end if;
  if me = room.player_1 or me is not distinct from room.player_2 then
    -- Their own link: they are where it leads. As my_room does, the request counts as being seen.
    return public.room_heartbeat(room.id);
  end if;
  mine := public.room_of_player(me);
  if mine.id is not null then
    raise exception 'You are already in the room "%". Leave it first.', mine.name
      using errcode = 'GA409', hint = 'in_room';
  end if;
  if room.player_2 is not null or room.phase <> 'waiting' then
    raise exception 'That room is full: two players are already in it.' using errcode = 'GA409', hint = 'room_full';
  end if;
  update public.rooms
  set player_2 = me, player_2_name = public.player_name(me), player_2_seen_at = now(), updated_at = now()
  where id = room.id
  returning * into room;
  return public.room_for(room, me);
end;
$$;

-- ── Who may call what ──────────────────────────────────────────────────────────────────────────
revoke execute on function
  public.quick_match_cutoff(),
  public.quick_match_status_of(uuid),
  public.new_quick_match_name(),
  public.pair_quick_match(),
  public.join_quick_match(),
  public.leave_quick_match(),
  public.quick_match_heartbeat(),
  public.ring_quick_match()
from public, anon, authenticated;
grant execute on function
  public.join_quick_match(),
  public.leave_quick_match(),
  public.quick_match_heartbeat()
to authenticated;
