// Quick Match between players on separate computers (separate browser contexts): the two who wait
// longest are paired and both reach the fighter select; a third waits, sees how long and how many
// are looking, and Cancel takes them out of the queue (docs/online.md "Quick Match"). The same
// flows on Supabase are unit tests (tests/unit/online/supabaseTransport.test.ts).
import { expect } from '@playwright/test';
import { expectAccessible } from './a11ySupport.ts';
import { GUEST } from './savedStates.ts';
import { closeAll, closeLeftOpen, newPlayer, onlineTest as test, openRooms } from './onlineSupport.ts';

test.describe.configure({ timeout: 120_000 });
test.afterEach(closeLeftOpen);

test('Quick Match pairs the two longest waiting at the fighter select; a third waits with the time and the count, and Cancel leaves', async ({
  browser,
  guests,
  savedStates,
}) => {
  const [a, b, c] = await Promise.all([
    newPlayer(browser, guests[0]),
    newPlayer(browser, guests[1]),
    newPlayer(browser, await savedStates.get(GUEST)),
  ]);
  await Promise.all([openRooms(a.page), openRooms(b.page), openRooms(c.page)]);

  // A waits alone: the queue shows the time waited, on the page's clock, and the count.
  await a.page.getByRole('button', { name: 'Quick Match' }).click();
  const queue = a.page.getByTestId('queue-panel');
  await expect(queue.getByRole('heading', { name: 'Looking for a partner...' })).toBeVisible();
  await expect(a.page.getByTestId('queue-looking')).toHaveText('Only you are looking right now.');
  await expect(queue.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(a.page.getByRole('button', { name: 'Quick Match' })).toBeDisabled();
  await a.page.clock.fastForward(65_000);
  await expect(a.page.getByTestId('queue-waited')).toHaveText(/^1:0\d$/);
  // The room list is left out: it changes as other tests' matches start and end while the scan
  // photographs its texts (the rooms screen's list is scanned in a11y.spec.ts).
  await expectAccessible(a.page, 'online rooms, waiting for a Quick Match', { exclude: ['.room-table'] });

  // B looks too: both are paired into one room and reach the fighter select, A as Player 1.
  await b.page.getByRole('button', { name: 'Quick Match' }).click();
  await expect(a.page).toHaveURL(/\/online_select$/);
  await expect(b.page).toHaveURL(/\/online_select$/);
  await expect(b.page.getByText(`you are Player 2 against ${a.name}`)).toBeVisible();

  // C waits alone, then Cancel (here by Escape) leaves the queue and the room panel returns.
  await c.page.getByRole('button', { name: 'Quick Match' }).click();
  await expect(c.page.getByTestId('queue-looking')).toHaveText('Only you are looking right now.');
  await c.page.keyboard.press('Escape');
  await expect(c.page.getByTestId('queue-panel')).toBeHidden();
  await expect(c.page.getByTestId('room-panel').getByRole('heading', { name: 'No room yet' })).toBeVisible();
  await expect(c.page.getByRole('button', { name: 'Quick Match' })).toBeEnabled();

  await closeAll(a, b, c);
});
