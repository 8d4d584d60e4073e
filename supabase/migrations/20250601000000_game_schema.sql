-- Sinawali Showdown: tables, keys, constraints and indexes (docs/game-design.md §8).
-- Catalogue rows (cards, fighters, enemies) come from supabase/seed.sql, generated from src/content.
-- Player rows carry user_id; composite foreign keys make a row's owner match its parent's owner,
-- so no function or client can hang one player's hero on another player's adventure.

-- ── Catalogue ──────────────────────────────────────────────────────────────────────────────────
create table public.cards (
  id integer primary key check (id > 0),
  name text not null check (char_length(name) between 1 and 60),
  description text not null check (char_length(description) <= 1000),
  type text not null check (type in ('attack', 'buff', 'defense', 'energy')),
  rarity text not null check (rarity in ('common', 'rare', 'special')),
  power integer not null check (power >= 0),
  mana_cost integer not null check (mana_cost between 0 and 100),
  draw_chance integer not null check (draw_chance between 0 and 100),
  is_burn integer not null default 0 check (is_burn >= 0),
  is_poison integer not null default 0 check (is_poison >= 0),
  is_def_debuff integer not null default 0 check (is_def_debuff >= 0),
  is_agil_debuff integer not null default 0 check (is_agil_debuff >= 0),
  is_def_amp integer not null default 0 check (is_def_amp >= 0),
  is_agil_amp integer not null default 0 check (is_agil_amp >= 0),
  is_crit_amp integer not null default 0 check (is_crit_amp >= 0),
  is_mana integer not null default 0 check (is_mana >= 0),
  is_stunned boolean not null default false,
  turn_count integer not null default 0 check (turn_count >= 0),
  turns integer not null default 3 check (turns >= 0),
  img text not null,
  modal_bg text not null,
  video_src text,
  video_modal text,
  sound text not null
);

create table public.fighters (
  id integer primary key check (id > 0),
  name text not null check (char_length(name) between 1 and 40),
  tagline text not null,
  lore text not null,
  locked boolean not null default false,
  art text not null,
  health integer not null check (health between 0 and 100),
  mana integer not null check (mana between 0 and 100),
  agility integer not null check (agility between 0 and 100),
  defense integer not null check (defense between 0 and 100),
  critical_rate integer not null check (critical_rate between 0 and 100)
);

create table public.enemies (
  id integer primary key check (id > 0),
  name text not null check (char_length(name) between 1 and 40),
  description text not null,
  art text not null,
  health integer not null check (health between 0 and 100),
  mana integer not null check (mana between 0 and 100),
  agility integer not null check (agility between 0 and 100),
  defense integer not null check (defense between 0 and 100),
  critical_rate integer not null check (critical_rate between 0 and 100)
);

-- ── Accounts ───────────────────────────────────────────────────────────────────────────────────
create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  user_name text not null
    constraint profiles_user_name_format
    check (char_length(user_name) between 3 and 20 and user_name ~ '^[A-Za-z0-9_-]+$'),
  is_admin boolean not null default false,
  created_at timestamptz not null default now()
);
-- Usernames are unique whatever their case, as on the local backend.
create unique index profiles_user_name_unique on public.profiles (lower(user_name));

-- ── Battles (docs/game-design.md §12.1: every battle has its own rows) ─────────────────────────
create table public.battles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  mode text not null check (mode in ('versus_computer', 'local_two_player', 'adventure', 'online')),
  seed bigint not null,
  setup jsonb not null check (octet_length(setup::text) <= 100000),
  status text not null default 'active' check (status in ('active', 'finished', 'abandoned')),
  winner smallint check (winner in (0, 1)),
  action_count integer not null default 0 check (action_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index battles_user_id_idx on public.battles (user_id);

create table public.battle_actions (
  battle_id uuid not null references public.battles (id) on delete cascade,
  seq integer not null check (seq >= 0),
  user_id uuid not null references auth.users (id) on delete cascade,
  action jsonb not null check (octet_length(action::text) <= 100000),
  created_at timestamptz not null default now(),
  primary key (battle_id, seq)
);

-- ── Adventure ──────────────────────────────────────────────────────────────────────────────────
create table public.adventures (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  intro text not null check (char_length(intro) between 1 and 4000),
  prev_scene text check (char_length(prev_scene) <= 8000),
  created_at timestamptz not null default now(),
  unique (id, user_id)
);
create index adventures_user_id_idx on public.adventures (user_id, created_at desc);

create table public.heroes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  adventure_id uuid not null unique,
  name text not null check (char_length(name) between 1 and 40),
  background text not null default '' check (char_length(background) <= 4000),
  health integer not null check (health between 0 and 100),
  max_health integer not null check (max_health between 10 and 100),
  mana integer not null check (mana between 0 and 100),
  agility integer not null check (agility between 0 and 100),
  defense integer not null default 0 check (defense between 0 and 100),
  critical_rate integer not null check (critical_rate between 0 and 100),
  wisdom integer not null check (wisdom between 0 and 100),
  gold integer not null default 0 constraint heroes_gold_not_negative check (gold >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (id, user_id),
  foreign key (adventure_id, user_id) references public.adventures (id, user_id) on delete cascade
);
create index heroes_user_id_idx on public.heroes (user_id);

create table public.scenarios (
  id uuid primary key default gen_random_uuid(),
  -- Orders scenarios written within the same microsecond.
  ordinal bigint generated always as identity,
  user_id uuid not null default auth.uid(),
  adventure_id uuid not null,
  scene text not null check (char_length(scene) between 1 and 8000),
  prev_scene text check (char_length(prev_scene) <= 8000),
  choice text check (choice in ('A', 'B', 'C')),
  created_at timestamptz not null default now(),
  foreign key (adventure_id, user_id) references public.adventures (id, user_id) on delete cascade
);
create index scenarios_adventure_idx on public.scenarios (adventure_id, ordinal desc);

create table public.cards_owned (
  user_id uuid not null,
  hero_id uuid not null,
  card_id integer not null references public.cards (id)
    constraint cards_owned_never_charge check (card_id <> 91),
  created_at timestamptz not null default now(),
  primary key (hero_id, card_id),
  foreign key (hero_id, user_id) references public.heroes (id, user_id) on delete cascade
);
create index cards_owned_user_id_idx on public.cards_owned (user_id);

-- A deck holds at most 7 cards: positions 0-6, each used once per adventure. The constraint holds
-- under any interleaving of writers; the trigger below only gives the player a readable message.
create table public.deck_builds (
  user_id uuid not null,
  adventure_id uuid not null,
  card_id integer not null references public.cards (id)
    constraint deck_builds_never_charge check (card_id <> 91),
  position smallint not null constraint deck_builds_at_most_seven check (position between 0 and 6),
  primary key (adventure_id, card_id),
  unique (adventure_id, position),
  foreign key (adventure_id, user_id) references public.adventures (id, user_id) on delete cascade
);
create index deck_builds_user_id_idx on public.deck_builds (user_id);

create function public.deck_builds_check_count() returns trigger
language plpgsql set search_path = '' as $$
begin
  if (select count(*) from public.deck_builds where adventure_id = new.adventure_id) >= 7 then
    raise exception 'You exceeded the maximum of 7 cards in your deck.' using errcode = 'GA400';
  end if;
  return new;
end;
$$;
create trigger deck_builds_count before insert on public.deck_builds
  for each row execute function public.deck_builds_check_count();

-- Every gold-moving request, keyed by the key the screen sends: the same key twice is one purchase.
create table public.hero_ledger (
  id uuid primary key,
  user_id uuid not null,
  hero_id uuid not null,
  kind text not null check (kind in ('card', 'potion', 'reward', 'jail')),
  gold_change integer not null,
  result jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  foreign key (hero_id, user_id) references public.heroes (id, user_id) on delete cascade
);
create index hero_ledger_hero_idx on public.hero_ledger (hero_id);

-- ── Online play ────────────────────────────────────────────────────────────────────────────────
create table public.rooms (
  id uuid primary key default gen_random_uuid(),
  room_name text not null check (char_length(room_name) between 1 and 40),
  status text not null default 'waiting' check (status in ('waiting', 'playing', 'closed')),
  player_1 uuid not null references auth.users (id) on delete cascade,
  player_1_name text not null,
  player_2 uuid references auth.users (id) on delete set null,
  player_2_name text,
  match_id uuid,
  created_at timestamptz not null default now(),
  constraint rooms_two_different_players check (player_2 is null or player_2 <> player_1)
);
create index rooms_created_at_idx on public.rooms (created_at desc);

create table public.matches (
  id uuid primary key default gen_random_uuid(),
  room_id uuid not null unique references public.rooms (id) on delete cascade,
  player_1 uuid not null references auth.users (id) on delete cascade,
  player_2 uuid not null references auth.users (id) on delete cascade,
  setup jsonb not null check (octet_length(setup::text) <= 100000),
  status text not null default 'live' check (status in ('live', 'finished', 'abandoned')),
  winner smallint check (winner in (0, 1)),
  action_count integer not null default 0 check (action_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.rooms
  add constraint rooms_match_fk foreign key (match_id) references public.matches (id) on delete set null;

-- The seed stays on the server: no client policy reads this table.
create table public.match_secrets (
  match_id uuid primary key references public.matches (id) on delete cascade,
  seed bigint not null
);

create table public.match_actions (
  match_id uuid not null references public.matches (id) on delete cascade,
  seq integer not null check (seq >= 0),
  actor uuid not null references auth.users (id) on delete cascade,
  action jsonb not null check (octet_length(action::text) <= 100000),
  created_at timestamptz not null default now(),
  primary key (match_id, seq)
);
