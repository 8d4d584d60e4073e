-- Two rules the player's session could break until now:
--   * save_deck took any catalogue card: a deck could hold rare and special cards the hero never
--     earned, or one taken in jail, and bring them into battle. A deck now holds common cards (every
--     hero may use those) and cards the adventure's hero owns, as the deck builder offers them.
--   * A battle's end could be rewritten by its owner: a finished battle flipped to the other
--     winner, reopened as active, or abandoned after it was won. An end is now written once; the
--     same end written again (a retry after a lost answer) changes nothing. The service role is
--     held to it too.

create or replace function public.save_deck(p_adventure_id uuid, p_card_ids integer[]) returns integer[]
language plpgsql security definer set search_path = '' as $$
declare
  player uuid := public.require_player();
  deck integer[] := coalesce(p_card_ids, '{}');
begin
  perform 1 from public.adventures where id = p_adventure_id and user_id = player for update;
  if not found then
    raise exception 'This adventure does not exist.' using errcode = 'GA404';
  end if;
  if cardinality(deck) > 7 then
    raise exception 'You exceeded the maximum of 7 cards in your deck.' using errcode = 'GA400';
  end if;
  if array_position(deck, null) is not null then
    raise exception 'Unknown card.' using errcode = 'GA404';
  end if;
  if 91 = any (deck) then
    raise exception 'Charge Energy is always at hand and cannot be owned or held.' using errcode = 'GA400';
  end if;
  if (select count(distinct card) from unnest(deck) as card) <> cardinality(deck) then
    raise exception 'A deck cannot hold the same card twice.' using errcode = 'GA400';
  end if;
  if exists (select 1 from unnest(deck) as card where card not in (select id from public.cards)) then
    raise exception 'Unknown card.' using errcode = 'GA404';
  end if;
  if exists (
    select 1 from unnest(deck) as card
    where not exists (select 1 from public.cards where id = card and rarity = 'common')
      and not exists (
        select 1 from public.cards_owned owned
        join public.heroes hero on hero.id = owned.hero_id
        where hero.adventure_id = p_adventure_id and owned.card_id = card
      )
  ) then
    raise exception 'A deck can hold only common cards and cards this hero owns.' using errcode = 'GA400';
  end if;
  delete from public.deck_builds where adventure_id = p_adventure_id;
  insert into public.deck_builds (user_id, adventure_id, card_id, position)
  select player, p_adventure_id, card, (ordinality - 1)::smallint
  from unnest(deck) with ordinality as picked (card, ordinality);
  return deck;
end;
$$;

create function public.battles_end_once() returns trigger
language plpgsql set search_path = '' as $$
begin
  if old.status <> 'active'
     and (new.status is distinct from old.status or new.winner is distinct from old.winner) then
    raise exception 'This battle is already over.' using errcode = 'GA409';
  end if;
  return new;
end;
$$;

create trigger battles_end_once before update on public.battles
  for each row execute function public.battles_end_once();

revoke execute on function public.battles_end_once() from public, anon, authenticated;
