-- A player's pace at the match function, kept in the database. The function runs in many isolates
-- at once (Supabase starts more under load, and each forgets its memory when it is recycled), so a
-- limit kept in one isolate's memory lets a script that spreads its requests go as fast as it likes.
-- Here every isolate takes from the same bucket per player:
--   * online_take_pace(player, capacity, per_second, now) refills the player's bucket for the time
--     passed, takes one token when there is one and returns 0; otherwise it returns the seconds until
--     a token is back and takes nothing. The player's row is locked meanwhile: two requests at once
--     cannot both take the last token.
--   * The table is the service role's alone: players can neither read nor reset their bucket.
--   * Rows of players idle for a day are swept by the scheduled tick (online_sweep_pace).

create table public.match_pace (
  player uuid primary key references auth.users (id) on delete cascade,
  tokens double precision not null,
  taken_at bigint not null
);

alter table public.match_pace enable row level security;
revoke all on public.match_pace from public, anon, authenticated;

create function public.online_take_pace(
  p_player uuid, p_capacity integer, p_per_second double precision, p_now bigint
)
returns double precision
language plpgsql security definer set search_path = '' as $$
declare
  held double precision;
  held_at bigint;
  refilled double precision;
begin
  if p_capacity < 1 or p_per_second <= 0 then
    raise exception 'A pace needs a bucket of at least one and a positive refill.' using errcode = 'GA400';
  end if;
  insert into public.match_pace (player, tokens, taken_at) values (p_player, p_capacity, p_now)
  on conflict (player) do nothing;
  -- The row lock makes requests of one player take their turn: two cannot both take the last token.
  select tokens, taken_at into held, held_at from public.match_pace where player = p_player for update;
  refilled := least(p_capacity, held + greatest(0, p_now - held_at) / 1000.0 * p_per_second);
  update public.match_pace
    set tokens = case when refilled >= 1 then refilled - 1 else refilled end,
        taken_at = greatest(held_at, p_now)
    where player = p_player;
  if refilled >= 1 then
    return 0;
  end if;
  return (1 - refilled) / p_per_second;
end;
$$;

create function public.online_sweep_pace(p_now bigint) returns integer
language sql security definer set search_path = '' as $$
  with gone as (
    delete from public.match_pace where taken_at < p_now - 86400000 returning 1
  )
  select count(*)::integer from gone;
$$;

revoke execute on function
  public.online_take_pace(uuid, integer, double precision, bigint),
  public.online_sweep_pace(bigint)
from public, anon, authenticated;
