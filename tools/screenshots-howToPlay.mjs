// npm run screenshots: How to Play. The first-login offer on the main menu, the How to Play screen,
// two pointers of the guided battle (the hand on the first turn; burn and poison ticking on the
// second) and the rules page. The battle runs at instant speed; only the pointers wait.

const SCREEN = '[data-testid="battle-screen"]';

/** Opens the card in the hand list named `name` with its number key and confirms it. */
async function play(page, name) {
  const names = await page
    .getByTestId('hand-list')
    .locator('li')
    .evaluateAll((items) => items.map((li) => (li.textContent ?? '').replace(/^\d+: /, '')));
  await page.keyboard.press(String(names.indexOf(name) + 1));
  await page.getByTestId('card-dialog').getByRole('button', { name: 'Confirm' }).click();
}

/** Waits for the pointer of `step`, placed and still (its entrance is 240 ms). */
async function pointerAt(page, step) {
  await page.locator(`[data-testid="guide-pointer"][data-step="${step}"]`).waitFor({ timeout: 30000 });
  await page.waitForTimeout(1200);
}

export async function howToPlayShots(browser, { base, width, height, out }) {
  const suffix = `${width}x${height}`;
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(() => {
    localStorage.setItem('sinawali:settings', JSON.stringify({ muted: true, speed: 'instant' }));
  });
  const page = await context.newPage();
  const shot = (name) => page.screenshot({ path: `${out}/${name}-${suffix}.png` });

  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: /Login as Guest/ }).click();
  await page.getByTestId('guide-offer').waitFor();
  await page.mouse.move(width / 2, 10);
  await page.waitForTimeout(1500);
  await shot('guide-offer');
  await page.getByTestId('guide-offer').getByRole('button', { name: 'Not now' }).click();

  await page.goto(`${base}/how_to_play`);
  await page.getByTestId('how-to-play').waitFor();
  await page.waitForTimeout(1500);
  await shot('how-to-play');

  await page.getByRole('button', { name: /Play the guided battle/ }).click();
  await page.locator(`${SCREEN}[data-stage="ready"]`).waitFor({ timeout: 60000 });
  // The pointer away from the fan, so no card is lifted under it.
  await page.mouse.move(width / 2, height * 0.3);
  await pointerAt(page, 'hand');
  await shot('guide-hand');
  await page.keyboard.press('Enter');
  await pointerAt(page, 'energy');
  await page.keyboard.press('Enter');
  await pointerAt(page, 'attack');
  await play(page, 'Redonda');
  await pointerAt(page, 'ticks');
  // The battle's toasts of the computer's move fade first.
  await page.waitForTimeout(5500);
  await shot('guide-ticks');

  await page.goto(`${base}/rules`);
  await page.getByTestId('rules-screen').waitFor();
  await page.waitForTimeout(1500);
  await shot('rules');
  await context.close();
}
