-- A story battle's end is the story Edge Function's to write. The reward and the jail pay out only
-- for a finished story battle, and the battle's owner could mark one finished with any winner
-- without a move played. Now the owner keeps writing the ends of their other battles (against the
-- computer, two players at one keyboard), but a story battle's status and winner are written only
-- by the function, with the service role, after replaying its moves strictly
-- (server/supabaseStory, docs/persistence.md).

drop policy "own battles: end" on public.battles;
create policy "own battles: end" on public.battles for update to authenticated
  using (user_id = (select auth.uid()) and mode <> 'adventure')
  with check (user_id = (select auth.uid()) and mode <> 'adventure');
