// The online screenshots of npm run screenshots: the Quick Match queue, a room's invite link, the rooms screen with a room and its chat, an
// online battle seen from each side (Player 1 on /battle_area, Player 2 on /next_phase) and by a
// spectator on /watch. Several
// guests, each in a browser context of its own (as on their own computers), meet on the preview
// server's /api/online.

/** A guest signed in on a context of its own, animations instant (the moves are played fast). */
async function guest(browser, { base, width, height }) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(() => {
    localStorage.setItem('sinawali:settings', JSON.stringify({ muted: true, speed: 'instant' }));
  });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Skip' }).click({ timeout: 30000 });
  await page.getByRole('button', { name: /Login as Guest/ }).click({ timeout: 30000 });
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor({ timeout: 30000 });
  await page.getByRole('button', { name: /^Online/ }).click();
  await page.locator('[data-testid="online-rooms"][data-connection="open"]').waitFor({ timeout: 30000 });
  return { context, page };
}

async function createRoom(page, name) {
  await page.getByRole('button', { name: 'Create Room' }).click();
  await page.getByLabel('Room name').fill(name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByTestId('room-panel').getByRole('heading', { name }).waitFor();
}

async function say(page, text) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

async function pick(page, fighter) {
  await page.waitForURL(/\/online_select$/, { timeout: 30000 });
  await page.getByRole('button', { name: fighter, exact: true }).click();
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByTestId('confirm-fighter').getByRole('button', { name: 'Sure' }).click();
}

/** Waits until `seat` may choose on its own screen. */
async function turnOf(page, seat) {
  await page
    .locator(
      `[data-testid="battle-screen"][data-phase="choosing"][data-active="${seat}"][data-stage="ready"]`,
    )
    .waitFor({ timeout: 60000 });
}

/** The players move in turn (a stunned one loses a turn) until `seat` is to move after `moves` moves. */
async function playUntil(players, seat, moves) {
  for (let made = 0; ; made += 1) {
    const screen = players[0].page.getByTestId('battle-screen');
    await players[0].page
      .locator('[data-testid="battle-screen"][data-phase="choosing"][data-stage="ready"]')
      .waitFor({ timeout: 60000 });
    const active = Number(await screen.getAttribute('data-active'));
    const turn = await screen.getAttribute('data-turn');
    if (active === seat && made >= moves) return;
    const mover = players[active].page;
    await turnOf(mover, active);
    await attack(mover, active);
    await players[0].page.waitForFunction(
      (before) =>
        document.querySelector('[data-testid="battle-screen"]')?.getAttribute('data-turn') !== before,
      turn,
      { timeout: 60000 },
    );
  }
}

/** Plays the hand's dearest affordable attack (or charges), as a player would. */
async function attack(page, seat) {
  const energy = Number(await page.getByTestId(`energy-value-${seat}`).textContent());
  const cards = await page
    .getByTestId('hand-list')
    .locator('li')
    .evaluateAll((items) =>
      items.map((li, index) => ({
        index,
        type: li.getAttribute('data-type'),
        cost: Number(li.getAttribute('data-cost')),
      })),
    );
  const best = cards
    .filter((c) => c.type === 'attack' && c.cost <= energy)
    .sort((a, b) => b.cost - a.cost)[0];
  if (best) await page.keyboard.press(String(best.index + 1));
  else await page.getByRole('button', { name: 'charge Energy' }).click();
  await page.getByTestId('card-dialog').getByRole('button', { name: 'Confirm' }).click();
}

export async function onlineShots(browser, { base, width, height, out }) {
  const suffix = `${width}x${height}`;
  const shot = (page, name) => page.screenshot({ path: `${out}/${name}-${suffix}.png` });
  const tag = Date.now().toString(36).slice(-3);

  // Two other rooms in the list: one waiting for a partner, one being played.
  const others = [];
  for (const name of [`Tondo Sparring ${tag}`, `Sabungan ${tag}`]) {
    const other = await guest(browser, { base, width, height });
    await createRoom(other.page, name);
    others.push(other);
  }
  const fourth = await guest(browser, { base, width, height });
  await fourth.page
    .getByTestId('room-row')
    .filter({ hasText: `Sabungan ${tag}` })
    .click();
  await fourth.page.getByRole('button', { name: 'Join Room' }).click();
  others.push(fourth);

  // A player waiting for a Quick Match (after a few seconds, so its clock shows them).
  const seeker = await guest(browser, { base, width, height });
  await seeker.page.getByRole('button', { name: 'Quick Match' }).click();
  await seeker.page.getByTestId('queue-panel').waitFor();
  await seeker.page.mouse.move(width - 10, height - 10);
  await seeker.page.waitForTimeout(7500);
  await shot(seeker.page, 'online-queue');
  await seeker.page.getByRole('button', { name: 'Cancel' }).click();
  others.push(seeker);

  // Player 1 makes a room, Player 2 joins it, they talk.
  const p1 = await guest(browser, { base, width, height });
  const p2 = await guest(browser, { base, width, height });
  const room = `Bahay Kubo ${tag}`;
  await createRoom(p1.page, room);
  // The room waiting for its second player, with its invite link copied.
  await p1.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await p1.page.getByRole('button', { name: 'Copy invite link' }).click();
  await p1.page.getByRole('button', { name: 'Copied' }).waitFor();
  await p1.page.mouse.move(width - 10, height - 10);
  await p1.page.waitForTimeout(1500);
  await shot(p1.page, 'online-invite');
  await p2.page.getByTestId('room-row').filter({ hasText: room }).click();
  await p2.page.getByRole('button', { name: 'Join Room' }).click();
  await p1.page.getByTestId('seat-1').getByText('guest-').waitFor();
  await say(p1.page, 'Kumusta! Handa ka na ba?');
  await say(p2.page, 'Oo naman. Sinawali muna, tapos laban!');
  await say(p1.page, 'Sige, ako ang unang titira.');
  await p1.page.getByTestId('chat-line').nth(2).waitFor();
  await p1.page.getByRole('textbox', { name: 'Message' }).fill('Galingan mo!');
  await p1.page.mouse.move(width - 10, height - 10);
  await p1.page.waitForTimeout(3500);
  await shot(p1.page, 'online-rooms');

  // Start Game, both pick, and a few blows each way; then each side on its own screen.
  await p1.page.getByRole('button', { name: 'Start Game' }).click();
  await pick(p1.page, 'Kidlat');
  await pick(p2.page, 'Alon');
  await p1.page.waitForURL(/\/battle_area$/, { timeout: 30000 });
  await p2.page.waitForURL(/\/next_phase$/, { timeout: 30000 });
  const players = [p1, p2];
  // A spectator watches from the rooms list (the players then see one watching).
  const fan = await guest(browser, { base, width, height });
  await fan.page.getByTestId('room-row').filter({ hasText: room }).click();
  await fan.page.getByRole('button', { name: 'Watch', exact: true }).click();
  await fan.page.waitForURL(/\/watch$/, { timeout: 30000 });
  others.push(fan);
  await playUntil(players, 0, 2);
  // The move's toasts fade first.
  await p1.page.waitForTimeout(6000);
  await p1.page.mouse.move(width / 2, height * 0.3);
  await shot(p1.page, 'online-battle-p1');
  await playUntil(players, 1, 1);
  await turnOf(p2.page, 1);
  await p2.page.waitForTimeout(6000);
  await p2.page.mouse.move(width / 2, height * 0.3);
  await shot(p2.page, 'online-battle-p2');
  await fan.page
    .locator('[data-testid="battle-screen"][data-phase="choosing"][data-stage="ready"]')
    .waitFor({ timeout: 60000 });
  await fan.page.mouse.move(width / 2, height * 0.3);
  await shot(fan.page, 'online-watch');

  for (const player of [p1, p2, ...others]) await player.context.close();
}
