// Takes the screenshots in docs/screenshots from a fresh build, at 1280x720 and 1920x1080.
// Run: npm run screenshots [-- --no-build] [-- --only=online,replays] (only those groups' pictures)
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { howToPlayShots } from './screenshots-howToPlay.mjs';
import { onlineShots } from './screenshots-online.mjs';
import { replayShots } from './screenshots-replays.mjs';
import { storyShots } from './screenshots-story.mjs';
import { launchChromium } from './chromium.mjs';

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel error', { stdio: 'inherit' });
const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });
// Online play keeps its data in a folder of this run's own: the lobby shows only this run's rooms.
process.env.ONLINE_DATA_DIR = mkdtempSync(join(tmpdir(), 'sinawali-screenshots-'));
const server = await preview({
  preview: { port: 4191, strictPort: true, host: '127.0.0.1' },
  logLevel: 'silent',
});
const base = 'http://127.0.0.1:4191';
const browser = await launchChromium();

const groups = { story: storyShots, online: onlineShots, replays: replayShots, howToPlay: howToPlayShots };
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
for (const name of only ?? [])
  if (!(name in groups)) throw new Error(`No group of screenshots is called ${name}: ${Object.keys(groups)}`);

const sizes = [
  [1280, 720],
  [1920, 1080],
];

for (const [width, height] of sizes) {
  const suffix = `${width}x${height}`;
  if (only) {
    for (const name of only) await groups[name](browser, { base, width, height, out });
    continue;
  }
  // A fresh context per size: a new visitor each time, with the intro and the login dialog.
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const shot = (name) => page.screenshot({ path: `${out}/${name}-${suffix}.png` });

  await page.goto(`${base}/`);
  await page.getByTestId('intro-overlay').waitFor();
  await page.waitForTimeout(4500);
  await shot('intro');
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByTestId('login-dialog').waitFor();
  await page.waitForTimeout(2500);
  await page.mouse.move(width * 0.3, height * 0.4);
  await page.waitForTimeout(600);
  await shot('login');
  await page.getByRole('button', { name: 'SignUp' }).click();
  await page.waitForTimeout(600);
  await shot('signup');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: /Login as Guest/ }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(1500);
  await shot('main-menu');
  // Character select, then a two-player battle: the hand, and an attack's cinematic mid-flight.
  await page.getByRole('button', { name: /Local Competitive/ }).click();
  await page.getByTestId('character-select').waitFor();
  await page.waitForTimeout(2500);
  await shot('character-select');
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByTestId('confirm-fighter').getByRole('button', { name: 'Sure' }).click();
  await page.getByTestId('battle-screen').waitFor();
  await page.waitForTimeout(3000);
  await shot('battle');
  const types = await page
    .getByTestId('hand-list')
    .locator('li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-type')));
  await page.keyboard.press(String(Math.max(0, types.indexOf('attack')) + 1));
  await page.waitForTimeout(700);
  await shot('card-dialog');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForTimeout(1600);
  await shot('battle-attack');
  await page.goto(`${base}/cards`);
  await page.getByText(/\/ 44/).waitFor();
  await page.waitForTimeout(2500);
  await shot('gallery');
  await page.goto(`${base}/loader`);
  await page.getByTestId('loader').waitFor();
  await page.waitForTimeout(6200);
  await shot('loader');
  await page.goto(`${base}/somewhere/else`);
  await page.getByText('NOT FOUND').waitFor();
  await page.waitForTimeout(500);
  await shot('not-found');
  // Adventure start: a hero being made (job, personalities, a told background), the story intro's
  // greeting, then a second hero and the list of both adventures.
  await page.goto(`${base}/story_character?seed=5`);
  await page.getByRole('radio', { name: 'Soldier', exact: true }).click();
  for (const name of ['Brave', 'Honorable', 'Curious']) {
    await page.getByRole('button', { name, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Generate Background' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).waitFor({ timeout: 20000 });
  await page.mouse.move(width - 10, height / 2);
  await page.waitForTimeout(1500);
  await shot('character-creation');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('dialog', { name: 'Greetings' }).waitFor({ timeout: 20000 });
  await page.waitForTimeout(2500);
  await shot('story-intro');
  await page.getByRole('dialog', { name: 'Greetings' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Fresh Start' }).getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/deck_build$/);
  await page.goto(`${base}/story_character`);
  await page.getByRole('radio', { name: 'Musician', exact: true }).click();
  await page.getByLabel('Hero name').fill('Alon');
  for (const name of ['Witty', 'Romantic']) await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Generate Background' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click({ timeout: 20000 });
  await page.getByRole('dialog', { name: 'Greetings' }).waitFor({ timeout: 20000 });
  await page.goto(`${base}/save`);
  await page.getByRole('article', { name: 'Adventure 2' }).waitFor();
  await page.mouse.move(width - 10, height - 10);
  await page.waitForTimeout(1500);
  await shot('adventure-list');
  // Adventure: a hero made on the creation screen (seed 2), the deck builder with four cards
  // chosen, a scenario at the village with its answers, and the map with the story log open.
  await page.goto(`${base}/story_character?seed=2`);
  await page.getByRole('radio', { name: 'Farmer', exact: true }).click();
  await page.getByRole('button', { name: 'Generate Background' }).click();
  await page.getByRole('button', { name: 'Start', exact: true }).click({ timeout: 60000 });
  await page.getByRole('dialog', { name: 'Greetings' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog', { name: 'Fresh Start' }).getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('deck-builder').waitFor();
  const deckTile = (name) =>
    page.getByTestId('deck-grid').getByRole('button', { name: new RegExp(`^${name},`) });
  for (const name of ['Witik', 'Rompida', 'Crossada', 'Doblete']) await deckTile(name).click();
  await deckTile('Tusok').hover();
  await page.waitForTimeout(1200);
  await shot('deck-builder');
  for (const name of ['Tusok', 'Sungkite', 'Abanico']) await deckTile(name).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByTestId('story-map').waitFor();
  await page.getByRole('button', { name: 'The Village', exact: true }).click();
  const scene = page.getByTestId('scenario-dialog');
  await scene.getByRole('radio').first().waitFor({ state: 'attached', timeout: 20000 });
  await scene.getByTestId('answer-A').click();
  await page.mouse.move(width - 10, height - 10);
  await page.waitForTimeout(800);
  await shot('scenario');
  await scene.getByRole('button', { name: 'Confirm' }).click();
  await scene.getByText('What follows').waitFor();
  await scene.getByRole('radio').first().waitFor({ state: 'attached', timeout: 20000 });
  await scene.getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('button', { name: 'STORY' }).click();
  await page.getByRole('button', { name: 'The River', exact: true }).hover();
  // The toasts of the find fade first.
  await page.waitForTimeout(6000);
  await shot('story-map');
  await context.close();
  // Story battles at the village and the manor, their aftermath, the reward, the jail and the store.
  await storyShots(browser, { base, width, height, out });
  // Online: the rooms screen with a room and its chat, and a battle seen by each player.
  await onlineShots(browser, { base, width, height, out });
  // The replays list and the replay viewer.
  await replayShots(browser, { base, width, height, out });
  // How to Play: the first-login offer, its screen, two pointers of the guided battle, the rules.
  await howToPlayShots(browser, { base, width, height, out });
}

await browser.close();
server.httpServer.close();
console.log(`Screenshots written to ${out}/`);
