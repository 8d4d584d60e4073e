-- Chat and room names made plain, as the game's own server makes them (src/protocol/fields.ts,
-- plainText): control characters and the line and paragraph separators become spaces, format
-- characters are dropped. Format characters are invisible: bidirectional overrides and isolates
-- turn "evil.exe" into what reads as something else, zero-width spaces make two names that look
-- the same differ, so a player could pass for another.

create function public.plain_text(p_text text) returns text
language sql immutable set search_path = '' as $$
  select regexp_replace(
    regexp_replace(coalesce(p_text, ''), '[[:cntrl:]\u0085\u2028\u2029]', ' ', 'g'),
    '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0001\U000E0020-\U000E007F]',
    '', 'g');
$$;

-- create_room (below) makes the name plain before its checks; the constraint keeps any other writer
-- to the same rule. Rows written before it are left as they are.
alter table public.rooms
  add constraint rooms_name_plain check (name = public.plain_text(name)) not valid;

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

create or replace function public.send_chat(p_room_id uuid, p_text text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := public.require_player();
  body text := regexp_replace(public.plain_text(p_text), '^\s+|\s+$', '', 'g');
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

revoke execute on function public.plain_text(text) from public, anon;
grant execute on function public.plain_text(text) to authenticated;
