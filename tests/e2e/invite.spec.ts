// Invite links between players on separate computers (separate browser contexts): a room's link,
// copied by its creator, takes a signed-out friend through the sign-in (as a guest) straight into
// the room; a signed-in player lands in it at once; a full, a closed and an unknown room each say so
// in words (docs/online.md "Invite links"). The same flows on Supabase are unit tests
// (tests/unit/online/supabaseTransport.test.ts, tests/unit/sql/onlineInvites.test.ts).
import { expect, type Page } from '@playwright/test';
import { INVITE_TEXT } from '../../src/protocol/rooms.ts';
import { expectAccessible } from './a11ySupport.ts';
import { openSignedIn, pauseClock, reveal, toast } from './support.ts';
import {
  closeAll,
  closeLeftOpen,
  createRoom,
  newPlayer,
  onlineTest as test,
  openRooms,
  roomName,
  type OnlinePlayer,
} from './onlineSupport.ts';

test.describe.configure({ timeout: 120_000 });
test.afterEach(closeLeftOpen);

/**
 * Opens an invite link in a browser already signed in: the rooms screen, connected. A page that has
 * been used gives way to a new tab of the same browser, as a player pasting the link would open it
 * (its clock starts again, so the loading screen is passed on Playwright's clock each time).
 */
async function follow(player: OnlinePlayer, link: string, used = true): Promise<Page> {
  if (used) {
    await player.page.close();
    player.page = await player.context.newPage();
  }
  const page = player.page;
  await openSignedIn(page, new URL(link).pathname + new URL(link).search, page.getByTestId('online-rooms'));
  await expect(page).toHaveURL(/\/multiplayer$/);
  return page;
}

/** A creates a room on the rooms screen and reads its invite link from the room panel. */
async function roomWithLink(a: OnlinePlayer): Promise<{ name: string; link: string }> {
  const name = roomName();
  await openRooms(a.page);
  await createRoom(a.page, name);
  const link = await a.page
    .getByTestId('invite-link')
    .getByRole('textbox', { name: 'Invite a friend' })
    .inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/multiplayer\?join=[A-Za-z0-9_-]{12}$/);
  return { name, link };
}

test('an invite link copied by its room brings a signed-out friend through Guest into the room; a second player finds it full', async ({
  browser,
  guests,
  baseURL,
}) => {
  const a = await newPlayer(browser, guests[0]);
  await a.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const { name, link } = await roomWithLink(a);

  // The room panel offers its link while a seat is free; Copy puts it on the clipboard.
  const invite = a.page.getByTestId('invite-link');
  await invite.getByRole('button', { name: 'Copy invite link' }).click();
  await expect(toast(a.page, 'Invite link copied: send it to a friend, it opens this room.')).toBeVisible();
  await expect(invite.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await a.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // The room list is left out, as in quickMatch.spec.ts: other tests' rooms change it meanwhile.
  await expectAccessible(a.page, 'online rooms with an invite link', { exclude: ['.room-table'] });

  // A friend signed out: the intro, then the login form says why, Guest, and the room.
  const friendContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const friend = await friendContext.newPage();
  await pauseClock(friend);
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await friend.clock.runFor(2000);
  await expect(friend).toHaveURL(/\/$/);
  await reveal(friend, friend.getByTestId('intro-overlay'));
  await friend.getByRole('button', { name: 'Skip' }).click();
  await friend.clock.runFor(500);
  await reveal(friend, friend.getByTestId('login-dialog'));
  await friend.clock.resume();
  await expect(friend.getByTestId('login-dialog')).toContainText(
    'A friend invited you to a room: sign in, or play as a guest, to join it.',
  );
  await friend.getByRole('button', { name: /Login as Guest/ }).click();
  await expect(friend.getByTestId('online-rooms')).toHaveAttribute('data-connection', 'open', {
    timeout: 30_000,
  });
  await expect(friend).toHaveURL(/\/multiplayer$/);
  await expect(friend.getByTestId('room-panel').getByRole('heading', { name })).toBeVisible();
  await expect(friend.getByTestId('seat-0')).toContainText(a.name);
  await expect(friend.getByTestId('seat-1')).toContainText('(you)');
  const friendName = ((await friend.getByTestId('seat-1').locator('.room-seat-name').textContent()) ?? '')
    .replace('(you)', '')
    .trim();
  await expect(a.page.getByTestId('seat-1')).toContainText(friendName);
  await expect(invite).toBeHidden();

  // A second player with the same link finds the room full, in words, and sits nowhere.
  const b = await newPlayer(browser, guests[1]);
  await follow(b, link, false);
  await expect(toast(b.page, 'That room is full: two players are already in it.')).toBeVisible();
  await expect(b.page.getByTestId('room-panel').getByRole('heading', { name: 'No room yet' })).toBeVisible();

  await friendContext.close();
  await closeAll(a, b);
});

test('an invite link opened signed in leads straight into the room; a closed room and a made-up code say so', async ({
  browser,
  guests,
}) => {
  const [a, b] = await Promise.all([newPlayer(browser, guests[0]), newPlayer(browser, guests[1])]);
  const { name, link } = await roomWithLink(a);
  await follow(b, link, false);
  await expect(b.page.getByTestId('room-panel').getByRole('heading', { name })).toBeVisible();
  await expect(b.page.getByTestId('seat-1')).toContainText(b.name);
  await expect(a.page.getByTestId('seat-1')).toContainText(b.name);

  // Both leave and the room closes: its link says so; a made-up code is unknown.
  await a.page.getByTestId('room-panel').getByRole('button', { name: 'Leave' }).click();
  await b.page.getByTestId('room-panel').getByRole('button', { name: 'Leave' }).click();
  await expect(b.page.getByTestId('room-panel').getByRole('heading', { name: 'No room yet' })).toBeVisible();
  await follow(b, link);
  await expect(toast(b.page, INVITE_TEXT.closed)).toBeVisible();
  await follow(b, `${new URL(link).origin}/multiplayer?join=AAAAAAAAAAAA`);
  await expect(toast(b.page, INVITE_TEXT.unknown)).toBeVisible();

  await closeAll(a, b);
});
