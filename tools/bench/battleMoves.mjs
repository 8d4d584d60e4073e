// The battle benchmark's moves, as a player makes them, through lightDriver.mjs: the character
// select, the dearest attack of the opening hand, and leaving through the pause dialog.

const SCREEN = '[data-testid="battle-screen"]';

/** Menu -> versus-computer select with a fixed seed -> Kidlat, Easy -> Sure -> a turn to play. */
export async function startBattle(driver, seed) {
  await driver.goInApp(`/select_character_ai?seed=${seed}`);
  await driver.waitFor(
    `!!document.querySelector('[data-testid="character-select"]')`,
    'the character select',
  );
  await driver.clickButton('[data-testid="character-select"] .select-roster', 'Kidlat');
  await driver.clickButton('[data-testid="character-select"] [role="radiogroup"]', 'Easy');
  await driver.clickButton('[data-testid="character-select"] .select-footer', 'Select');
  await driver.clickButton('[data-testid="confirm-fighter"]', 'Sure');
  await driver.waitFor(
    `location.pathname === '/battle_area_ai' && document.querySelector('${SCREEN}')?.getAttribute('data-phase') === 'choosing'`,
    'the battle',
  );
}

/**
 * Opens the dearest attack of the hand (energy is full at the start) in the card dialog with its
 * number key; returns the turn, to wait for it to move on.
 */
export async function openDearestAttack(driver) {
  const turn = await driver.evaluate(`document.querySelector('${SCREEN}').getAttribute('data-turn')`);
  const slot = await driver.evaluate(`(() => {
    const hand = [...document.querySelectorAll('[data-testid="hand-list"] li')].map((li, index) => ({
      index,
      type: li.getAttribute('data-type'),
      cost: Number(li.getAttribute('data-cost')),
    }));
    const attacks = hand.filter((card) => card.type === 'attack').sort((a, b) => b.cost - a.cost);
    return attacks.length ? attacks[0].index : -1;
  })()`);
  if (slot < 0) throw new Error('no attack card in the opening hand');
  await driver.press(String(slot + 1));
  await driver.waitFor(`!!document.querySelector('[data-testid="card-dialog"]')`, 'the card dialog');
  return turn;
}

/** Confirm in the card dialog; the attack has landed when the turn moves on (or the battle ended). */
export async function confirmAndWaitForTurn(driver, turn) {
  await driver.clickButton('[data-testid="card-dialog"]', 'Confirm');
  await driver.waitFor(
    `(() => {
      const screen = document.querySelector('${SCREEN}');
      return !screen || screen.getAttribute('data-turn') !== ${JSON.stringify(turn)} || screen.getAttribute('data-phase') === 'over';
    })()`,
    'the next turn',
  );
}

/** Menu -> 'Game Paused' -> Main Menu -> the main menu. */
export async function leaveToMenu(driver) {
  await driver.clickButton(SCREEN, 'Menu');
  await driver.clickButton('[data-testid="pause-dialog"]', 'Main Menu');
  await driver.waitFor(
    `location.pathname === '/landing' && !!document.querySelector('nav[aria-label="Main menu"]')`,
    'the main menu',
  );
}

/**
 * Plays the battle on screen to its end: the dearest attack the player can pay for, else Charge
 * Energy; the computer answers by itself. Ends on the victory screen.
 */
export async function playToVictory(driver) {
  for (let move = 0; move < 120; move += 1) {
    const state = await driver.waitFor(
      `(() => {
        if (location.pathname === '/victory') return 'over';
        const phase = document.querySelector('${SCREEN}')?.getAttribute('data-phase');
        return phase === 'choosing' || phase === 'over' ? phase : '';
      })()`,
      'a turn to play',
    );
    if (state === 'over') break;
    const turn = await driver.evaluate(`document.querySelector('${SCREEN}').getAttribute('data-turn')`);
    const slot = await driver.evaluate(`(() => {
      const energy = Number(document.querySelector('[data-testid="energy-value-0"]')?.textContent ?? 0);
      const hand = [...document.querySelectorAll('[data-testid="hand-list"] li')].map((li, index) => ({
        index,
        type: li.getAttribute('data-type'),
        cost: Number(li.getAttribute('data-cost')),
      }));
      const attacks = hand.filter((c) => c.type === 'attack' && c.cost <= energy).sort((a, b) => b.cost - a.cost);
      return attacks.length && energy > 40 ? attacks[0].index : -1;
    })()`);
    if (slot >= 0) await driver.press(String(slot + 1));
    else await driver.clickButton(SCREEN, 'charge Energy');
    await driver.waitFor(`!!document.querySelector('[data-testid="card-dialog"]')`, 'the card dialog');
    await confirmAndWaitForTurn(driver, turn);
  }
  await driver.waitFor(`location.pathname === '/victory'`, 'the victory screen');
}
