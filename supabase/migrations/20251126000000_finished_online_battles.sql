-- Finished online matches in the player's replays. An online match is fought on the match
-- authority (the Edge Function), not in the player's own battle rows, and its seed is secret until
-- it ends; so each player's browser asks for the ended match's replay and stores it here whole:
--   * store_finished_battle(key, mode, seed, setup, actions, winner) writes one finished battle with
--     its whole log in one transaction, once per player and key (the match and the seat): asked
--     again (a reload on the victory screen), it returns the battle already stored.
--   * Only mode 'online': every other battle is written move by move as it is fought, and a story
--     battle's record decides its reward or jail, so it is never taken from a client whole.
-- battles.mode has allowed 'online' since the first schema; nothing else about the table changes.

alter table public.battles add column finished_key text
  constraint battles_finished_key_length check (finished_key is null or char_length(finished_key) between 1 and 120);
create unique index battles_finished_key_unique on public.battles (user_id, finished_key)
  where finished_key is not null;

create function public.store_finished_battle(
  p_key text, p_mode text, p_seed bigint, p_setup jsonb, p_actions jsonb, p_winner smallint
)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  stored public.battles;
begin
  if p_mode is distinct from 'online' then
    raise exception 'Only an online match is stored as a finished battle.' using errcode = 'GA400';
  end if;
  if p_key is null or char_length(p_key) not between 1 and 120 then
    raise exception 'The battle key must be 1 to 120 characters.' using errcode = 'GA400';
  end if;
  if p_seed is null or p_setup is null then
    raise exception 'A battle needs its seed and setup.' using errcode = 'GA400';
  end if;
  if p_actions is null or jsonb_typeof(p_actions) <> 'array' or jsonb_array_length(p_actions) > 2000 then
    raise exception 'A finished battle''s log is a list of at most 2000 actions.' using errcode = 'GA400';
  end if;
  if p_winner is not null and p_winner not in (0, 1) then
    raise exception 'The winner is side 0 or 1.' using errcode = 'GA400';
  end if;
  -- Two requests with the same key at once: the unique index lets one insert, the other finds it.
  insert into public.battles (user_id, mode, seed, setup, status, winner, action_count, finished_key)
  values (player, p_mode, p_seed, p_setup, 'finished', p_winner, jsonb_array_length(p_actions), p_key)
  on conflict (user_id, finished_key) where finished_key is not null do nothing
  returning * into stored;
  if not found then
    select * into stored from public.battles where user_id = player and finished_key = p_key;
    return to_jsonb(stored) - 'replay_hidden' - 'finished_key';
  end if;
  insert into public.battle_actions (battle_id, seq, user_id, action)
  select stored.id, (item.ordinality - 1)::integer, player, item.value
  from jsonb_array_elements(p_actions) with ordinality as item(value, ordinality);
  return to_jsonb(stored) - 'replay_hidden' - 'finished_key';
end;
$$;

revoke execute on function public.store_finished_battle(text, text, bigint, jsonb, jsonb, smallint)
from public, anon, authenticated;
grant execute on function public.store_finished_battle(text, text, bigint, jsonb, jsonb, smallint)
to authenticated;
