// npm run screenshots: the replays list with three finished battles (two against the computer, one
// between two players) and the replay viewer in the middle of a battle, its log beside it.
// The battles are played at instant speed by a simple player: the dearest attack it can pay for,
// else Charge Energy.

const SCREEN = '[data-testid="battle-screen"]';

/** Plays the battle on screen to the victory screen, both human sides by the same simple rule. */
async function playToVictory(page) {
  for (let move = 0; move < 120; move += 1) {
    await page.waitForFunction(
      (screen) =>
        location.pathname === '/victory' ||
        ['choosing', 'over'].includes(document.querySelector(screen)?.getAttribute('data-phase') ?? ''),
      SCREEN,
      { timeout: 30000 },
    );
    // Read in one go: the screen may leave for /victory between two separate reads.
    const seen = await page.evaluate((screen) => {
      const element = document.querySelector(screen);
      return element
        ? {
            phase: element.getAttribute('data-phase'),
            active: element.getAttribute('data-active'),
            turn: element.getAttribute('data-turn'),
          }
        : null;
    }, SCREEN);
    if (!seen || seen.phase === 'over') break;
    const side = seen.active === '1' ? 1 : 0;
    const turn = seen.turn;
    const energy = Number(await page.getByTestId(`energy-value-${side}`).textContent());
    const hand = await page
      .getByTestId('hand-list')
      .locator('li')
      .evaluateAll((items) =>
        items.map((li, index) => ({
          index,
          type: li.getAttribute('data-type'),
          cost: Number(li.getAttribute('data-cost')),
        })),
      );
    const best = hand
      .filter((c) => c.type === 'attack' && c.cost <= energy)
      .sort((a, b) => b.cost - a.cost)[0];
    if (best && energy > 40) await page.keyboard.press(String(best.index + 1));
    else await page.getByRole('button', { name: 'charge Energy' }).click();
    await page.getByTestId('card-dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForFunction(
      ({ screen, before }) => {
        const element = document.querySelector(screen);
        return (
          location.pathname === '/victory' ||
          !element ||
          element.getAttribute('data-turn') !== before ||
          element.getAttribute('data-phase') === 'over'
        );
      },
      { screen: SCREEN, before: turn },
      { timeout: 30000 },
    );
  }
  await page.waitForURL(/\/victory$/, { timeout: 30000 });
}

/** Moves inside the app: a reload right after a battle could cut its last write short. */
async function goInApp(page, path) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function battle(page, { path, seed, fighter, level }) {
  await goInApp(page, `${path}?seed=${seed}`);
  await page.getByTestId('character-select').waitFor();
  await page.getByRole('button', { name: fighter, exact: true }).click();
  if (level) await page.getByRole('radio', { name: level }).click();
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByTestId('confirm-fighter').getByRole('button', { name: 'Sure' }).click();
  await page.locator(SCREEN).waitFor();
  await playToVictory(page);
  await page.getByRole('button', { name: 'Back to main Menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
}

/** A fresh guest plays three battles, then the list and the viewer are taken. */
export async function replayShots(browser, { base, width, height, out }) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const shot = (name) => page.screenshot({ path: `${out}/${name}-${width}x${height}.png` });
  // The battles at instant speed; the viewer keeps its own speed (1x).
  await page.addInitScript(() => {
    localStorage.setItem('sinawali:settings', JSON.stringify({ muted: true, speed: 'instant' }));
  });
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: /Login as Guest/ }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  await battle(page, { path: '/select_character', seed: 3, fighter: 'Alon' });
  await battle(page, { path: '/select_character_ai', seed: 5, fighter: 'Alon', level: 'Normal' });
  await battle(page, { path: '/select_character_ai', seed: 3, fighter: 'Kidlat', level: 'Easy' });

  // The list: newest first, the winners crowned.
  await goInApp(page, '/replays');
  await page.getByTestId('replay-card').nth(2).waitFor();
  await page.mouse.move(width - 10, height - 10);
  await page.waitForTimeout(1500);
  await shot('replays');

  // The viewer, a few moves into the newest battle, with the log beside the fighters.
  await page.getByTestId('replay-card').first().getByRole('button', { name: '▶ Watch' }).click();
  const viewer = page.getByTestId('replay-viewer');
  await viewer.waitFor();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="replay-viewer"]')?.getAttribute('data-stage') === 'ready',
    null,
    { timeout: 30000 },
  );
  await page.getByTestId('replay-scrubber').fill('4');
  await page.getByRole('radio', { name: '1×' }).check();
  await page.mouse.move(width / 2, height * 0.4);
  await page.waitForTimeout(2500);
  await shot('replay-viewer');
  await context.close();
}
