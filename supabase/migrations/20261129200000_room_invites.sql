-- Invite links, as the game's own server has them (src/protocol: joinInvite, Room.inviteCode): a
-- player sends a friend `/multiplayer?join=<code>` and the friend lands in the room's free seat,
-- without looking for it in the list.
--   * Every room has an invite code: 12 URL-safe base64 characters (the protocol's
--     INVITE_CODE_PATTERN), 72 random bits. Whoever holds it may take the free seat, so it is drawn
--     at random, never derived from the room's id or name, and told only to the room's members:
--     room_for (what create_room, join_room, room_heartbeat and my_room return them) carries it,
--     while the room list's column grant leaves it out.
--   * join_room_by_invite(code) is join_room by code. The refusals say what went wrong with the
--     link, in the own server's words (src/protocol/rooms.ts INVITE_TEXT): no room ever had the
--     code ('no_room'), or its room has closed since ('room_closed'). The player's own room is
--     simply returned again: they followed their own link, or a second tab did.
--   * To tell a closed room from a made-up code, the codes of deleted rooms are kept for 30 days,
--     in a table no client can read (a list of codes, even dead ones, is nobody's business).
-- Error codes as in the online functions: GA400 bad input, GA404 not found, GA409 conflict, the
-- protocol's code in the hint.

-- ── The code ───────────────────────────────────────────────────────────────────────────────────
-- 72 bits of gen_random_uuid() (core Postgres, from the operating system's strong generator, as
-- pgcrypto's gen_random_bytes would be; pgcrypto lives in Supabase's `extensions` schema and not in
-- every Postgres the tests run on). A version 4 UUID's 32 hex digits are random except the 13th
-- (the version) and the 17th's two high bits (the variant): digits 1-12 and 18-23 are 72 random
-- bits, 9 bytes, which base64 writes as exactly 12 characters (no padding). + and / become - and _
-- as in base64url, so the code goes into a link unescaped.
create function public.new_invite_code() returns text
language sql volatile set search_path = '' as $$
  select translate(encode(decode(substr(hex, 1, 12) || substr(hex, 18, 6), 'hex'), 'base64'), '+/', '-_')
  from (select replace(gen_random_uuid()::text, '-', '') as hex) uuid;
$$;

-- A volatile default is computed for each existing row as the column is added: rooms open now get
-- codes of their own too. Two rooms drawing the same code (one chance in 2^72 per pair) would fail
-- the create (unique), never share a link.
alter table public.rooms
  add column invite_code text not null default public.new_invite_code()
    constraint rooms_invite_code_form check (invite_code ~ '^[A-Za-z0-9_-]{12}$');
alter table public.rooms add constraint rooms_invite_code_unique unique (invite_code);
-- The room list's grant (20251125000200_online.sql) names its columns one by one, so invite_code is
-- not among them: a player reads a room's code only from room_for, as a member.

-- What a member sees of their room: as before (20251125000200_online.sql), with its invite code.
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

-- ── Codes of closed rooms ──────────────────────────────────────────────────────────────────────
-- A room is deleted when its last player leaves (vacate_seat) or its account goes: its code is
-- remembered, so a link to it says the room has closed rather than that it never existed. Kept 30
-- days (a link older than that reads as unknown): entries older are pruned as new ones come in, so
-- the table holds about a month of closed rooms and needs no sweep of its own.
create table public.closed_invites (
  invite_code text primary key,
  closed_at timestamptz not null default now()
);
create index closed_invites_closed_at_idx on public.closed_invites (closed_at);
alter table public.closed_invites enable row level security;
-- No client privilege and no policy: only join_room_by_invite (SECURITY DEFINER) reads it.
revoke all on public.closed_invites from public, anon, authenticated;

create function public.remember_closed_invite() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.closed_invites where closed_at < now() - interval '30 days';
  insert into public.closed_invites (invite_code, closed_at) values (old.invite_code, now())
  on conflict (invite_code) do update set closed_at = excluded.closed_at;
  return null;
end;
$$;
create trigger rooms_remember_invite after delete on public.rooms
  for each row execute function public.remember_closed_invite();

-- ── Joining by invite ──────────────────────────────────────────────────────────────────────────
-- join_room by code, in the own server's order (server/gameServer/lobby.ts joinByInvite, then
-- join): the code's room (or why there is none), the caller's own room returned again, another
-- room of the caller's, a full room. Under the same per-player advisory lock and room row lock as
-- join_room: one seat per player, and two players racing for the last seat take turns.
create function public.join_room_by_invite(p_code text) returns jsonb
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
  public.new_invite_code(),
  public.remember_closed_invite(),
  public.join_room_by_invite(text)
from public, anon, authenticated;
grant execute on function public.join_room_by_invite(text) to authenticated;
