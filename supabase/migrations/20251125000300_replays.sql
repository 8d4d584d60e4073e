-- Replays: the player's finished battles, listed newest first with their action logs, and
-- deleting a replay.
--   * list_replays(limit, offset) reads the caller's finished battles (ended most recently first)
--     with each battle's ordered action log, and how many there are in all: one request per page.
--   * delete_replay(id) takes a battle off the caller's replays. A versus battle is deleted with its
--     log. A story battle is only hidden from the list: the adventure ties its reward or its jail to
--     that record (is_story_battle_of), so deleting it would let a lost fight escape the jail.
--   * For the same reason a story battle can no longer be deleted directly either.
-- A battle still being fought is neither listed nor deletable.

alter table public.battles add column replay_hidden boolean not null default false;
create index battles_replays_idx on public.battles (user_id, updated_at desc, id desc)
  where status = 'finished' and not replay_hidden;

drop policy "own battles: delete" on public.battles;
create policy "own battles: delete" on public.battles for delete to authenticated
  using (user_id = (select auth.uid()) and mode <> 'adventure');

create function public.list_replays(p_limit integer, p_offset integer)
returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  total integer;
  page jsonb;
begin
  if p_limit is null or p_limit < 1 or p_limit > 50 then
    raise exception 'A page holds 1 to 50 replays.' using errcode = 'GA400';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'A page starts at a whole number from 0.' using errcode = 'GA400';
  end if;
  select count(*) into total from public.battles
  where user_id = player and status = 'finished' and not replay_hidden;
  select coalesce(jsonb_agg(listed.row order by listed.updated_at desc, listed.id desc), '[]'::jsonb)
  into page
  from (
    select b.id, b.updated_at,
           jsonb_build_object(
             'id', b.id, 'user_id', b.user_id, 'mode', b.mode, 'seed', b.seed, 'setup', b.setup,
             'status', b.status, 'winner', b.winner, 'action_count', b.action_count,
             'created_at', b.created_at, 'updated_at', b.updated_at,
             'actions', coalesce(
               (select jsonb_agg(a.action order by a.seq) from public.battle_actions a where a.battle_id = b.id),
               '[]'::jsonb)
           ) as row
    from public.battles b
    where b.user_id = player and b.status = 'finished' and not b.replay_hidden
    order by b.updated_at desc, b.id desc
    limit p_limit offset p_offset
  ) listed;
  return jsonb_build_object('total', total, 'battles', page);
end;
$$;

create function public.delete_replay(p_battle_id uuid)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  battle public.battles;
begin
  select * into battle from public.battles where id = p_battle_id for update;
  if not found then
    raise exception 'This battle does not exist.' using errcode = 'GA404';
  end if;
  if battle.user_id <> player then
    raise exception 'This battle belongs to another player.' using errcode = 'GA403';
  end if;
  if battle.status = 'active' then
    raise exception 'A battle still being fought has no replay to delete.' using errcode = 'GA409';
  end if;
  if battle.mode = 'adventure' then
    update public.battles set replay_hidden = true where id = p_battle_id;
  else
    delete from public.battles where id = p_battle_id;
  end if;
end;
$$;

-- ── Who may call what ──────────────────────────────────────────────────────────────────────────
revoke execute on function public.list_replays(integer, integer), public.delete_replay(uuid)
from public, anon, authenticated;
grant execute on function public.list_replays(integer, integer), public.delete_replay(uuid) to authenticated;
