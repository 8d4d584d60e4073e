// What a Supabase project provides before our migrations run, stubbed for PGlite: the anon,
// authenticated and service_role roles, the auth schema with auth.users and auth.uid() (reading
// the request.jwt.claim.sub setting, as Supabase's does), Supabase's default grants (every new
// table and function open to the API roles, so our migrations must close them), the realtime
// publication, and Realtime's own schema as Supabase ships it: realtime.messages (row-level security
// on, no policy: a project's migrations add them), realtime.topic() (the topic of the channel being
// authorised) and realtime.send(), which stores a Broadcast message. The stub's send also raises a
// NOTIFY so the emulator's Realtime server can deliver it (Supabase reads the WAL instead).
export const SUPABASE_STUB_SQL = `
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
create schema auth;
grant usage on schema auth to anon, authenticated, service_role;
create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  encrypted_password text,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now()
);
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
create publication supabase_realtime;
create schema realtime;
grant usage on schema realtime to anon, authenticated, service_role;
create table realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert, update, delete on realtime.messages to anon, authenticated, service_role;
create function realtime.topic() returns text language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;
create function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void language plpgsql security definer set search_path = '' as $$
begin
  insert into realtime.messages (payload, event, topic, private, extension)
  values (payload, event, topic, private, 'broadcast');
  perform pg_notify('realtime_broadcast', jsonb_build_object(
    'topic', topic, 'event', event, 'payload', payload, 'private', private)::text);
end;
$$;
`;
