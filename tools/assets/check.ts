// `npm run assets:check`: the asset manifest holds together and stays within budget.
//   - every key resolves to a file under assets/, every pack names known keys;
//   - every sprite sheet's frame grid fits its image and every animation's frames exist;
//   - every card, fighter, enemy and location in src/content has its art, every card its sound;
//   - every sound and video decodes (in headless Chromium, as players' browsers decode them);
//   - budgets: the login screen's pack at most 500 KB, all assets at most 25 MB.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANIMATION_NAMES } from '../../assets/art/fighters/sheet.ts';
import { CARDS, ENEMIES, FIGHTERS, LOCATIONS } from '../../src/content/index.ts';
import type { Asset, Manifest } from '../../src/services/assets/manifestTypes.ts';
import { launchChromium } from '../chromium.mjs';
import { imageSize } from './imageSize.ts';

const LOGIN_PACK_BUDGET = 500 * 1024;
const TOTAL_BUDGET = 25 * 1024 * 1024;

const root = fileURLToPath(new URL('../..', import.meta.url));
const assetsDir = join(root, 'assets');
const manifest = JSON.parse(readFileSync(join(assetsDir, 'manifest.json'), 'utf8')) as Manifest;
const problems: string[] = [];
const problem = (text: string) => problems.push(text);

const filesOf = (entry: Asset): readonly string[] => (entry.type === 'audio' ? entry.files : [entry.file]);
const bytesOf = (file: string) =>
  existsSync(join(assetsDir, file)) ? statSync(join(assetsDir, file)).size : 0;

// Keys, files, frame grids and animations.
for (const [key, entry] of Object.entries(manifest.assets)) {
  for (const file of filesOf(entry)) {
    if (!existsSync(join(assetsDir, file))) problem(`${key}: file assets/${file} does not exist`);
  }
  if (entry.type === 'audio') {
    if (entry.files.length === 0) problem(`${key}: an audio entry needs at least one file`);
    if (!(entry.volume >= 0 && entry.volume <= 1))
      problem(`${key}: volume ${entry.volume} is not between 0 and 1`);
    continue;
  }
  if (!existsSync(join(assetsDir, entry.file))) continue;
  if (entry.type === 'video') continue;
  let size;
  try {
    size = imageSize(readFileSync(join(assetsDir, entry.file)));
  } catch (error) {
    problem(`${key}: assets/${entry.file} is ${String(error)}`);
    continue;
  }
  if (entry.type !== 'spritesheet') continue;
  const { frameWidth, frameHeight } = entry;
  if (!(frameWidth > 0 && frameHeight > 0)) {
    problem(`${key}: frame size ${frameWidth}x${frameHeight} is not positive`);
    continue;
  }
  if (size.width % frameWidth !== 0 || size.height % frameHeight !== 0) {
    problem(
      `${key}: a ${size.width}x${size.height} image is not a whole grid of ${frameWidth}x${frameHeight} frames`,
    );
  }
  const frames = Math.floor(size.width / frameWidth) * Math.floor(size.height / frameHeight);
  for (const [name, animation] of Object.entries(entry.animations)) {
    if (!(animation.start >= 0 && animation.start <= animation.end && animation.end < frames)) {
      problem(
        `${key}.${name}: frames ${animation.start}-${animation.end} do not exist (the sheet has ${frames})`,
      );
    }
    if (!(animation.frameRate > 0)) problem(`${key}.${name}: frame rate must be above 0`);
  }
}

for (const [pack, keys] of Object.entries(manifest.packs)) {
  for (const key of keys) if (!manifest.assets[key]) problem(`pack ${pack}: unknown key ${key}`);
}

// Content names its art and sounds by key; every one must be in the manifest. A card's video stays
// optional: without one, the scene plays the card family's cinematic.
const needKey = (owner: string, key: string) => {
  if (!manifest.assets[key]) problem(`${owner}: no asset "${key}" in the manifest`);
};
for (const card of CARDS) {
  needKey(`card ${card.id} ${card.name}`, card.img);
  needKey(`card ${card.id} ${card.name}`, card.modal_bg);
  needKey(`card ${card.id} ${card.name}`, card.sound);
}
for (const fighter of FIGHTERS) needKey(`fighter ${fighter.id} ${fighter.name}`, fighter.art);
for (const enemy of ENEMIES) needKey(`enemy ${enemy.id} ${enemy.name}`, enemy.art);
// Every fighter who can fight, and every enemy, is a sprite sheet with the animations the battle
// plays by name (src/scenes/battle/FighterView.ts).
for (const { art, name } of [...FIGHTERS.filter((fighter) => !fighter.locked), ...ENEMIES]) {
  const entry = manifest.assets[art];
  if (!entry) continue;
  if (entry.type !== 'spritesheet') {
    problem(`${name}: "${art}" must be a sprite sheet`);
    continue;
  }
  for (const animation of ANIMATION_NAMES)
    if (!entry.animations[animation]) problem(`${name}: "${art}" has no "${animation}" animation`);
}
// Every story location fights on its own battleground, with a layer in front of the fighters.
for (const location of LOCATIONS) {
  needKey(`location ${location.id}`, location.battleground);
  needKey(`location ${location.id}`, `${location.battleground}.front`);
}
needKey('two-player and computer battles', 'battleground.arena');
needKey('two-player and computer battles', 'battleground.arena.front');

// Every sound decodes.
const sounds = Object.entries(manifest.assets).flatMap(([key, entry]) =>
  entry.type === 'audio'
    ? entry.files.filter((file) => existsSync(join(assetsDir, file))).map((file) => ({ key, file }))
    : [],
);
const videos = Object.entries(manifest.assets).flatMap(([key, entry]) =>
  entry.type === 'video' && existsSync(join(assetsDir, entry.file)) ? [{ key, file: entry.file }] : [],
);
if (sounds.length > 0 || videos.length > 0) {
  const browser = await launchChromium([], { shell: true });
  try {
    const page = await browser.newPage();
    for (const { key, file } of videos) {
      const base64 = readFileSync(join(assetsDir, file)).toString('base64');
      const type = file.endsWith('.mp4') ? 'video/mp4' : 'video/webm';
      const result = await page.evaluate(
        async ({ data, mime }: { data: string; mime: string }) => {
          const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
          const video = document.createElement('video');
          video.muted = true;
          video.src = URL.createObjectURL(new Blob([bytes], { type: mime }));
          return new Promise<{ ok: boolean; width?: number; error?: string }>((resolve) => {
            video.onloadeddata = () => resolve({ ok: true, width: video.videoWidth });
            video.onerror = () => resolve({ ok: false, error: video.error?.message ?? 'unknown error' });
          });
        },
        { data: base64, mime: type },
      );
      if (!result.ok) problem(`${key}: assets/${file} does not decode (${result.error})`);
      else if (!(result.width && result.width > 0)) problem(`${key}: assets/${file} has no picture`);
    }
    for (const { key, file } of sounds) {
      const base64 = readFileSync(join(assetsDir, file)).toString('base64');
      const result = await page.evaluate(async (data: string) => {
        const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
        try {
          const buffer = await new OfflineAudioContext(1, 1, 44100).decodeAudioData(bytes.buffer);
          return { ok: true, seconds: buffer.duration };
        } catch (error) {
          return { ok: false, error: String(error) };
        }
      }, base64 as string);
      if (!result.ok) problem(`${key}: assets/${file} does not decode (${result.error})`);
      else if (!(result.seconds && result.seconds > 0))
        problem(`${key}: assets/${file} is silent (no samples)`);
    }
  } finally {
    await browser.close();
  }
}

// Budgets.
const loginBytes = (manifest.packs.login ?? []).reduce((sum, key) => {
  const entry = manifest.assets[key];
  return sum + (entry ? filesOf(entry).reduce((total, file) => total + bytesOf(file), 0) : 0);
}, 0);
if (loginBytes > LOGIN_PACK_BUDGET)
  problem(`the login pack is ${kb(loginBytes)}, over its ${kb(LOGIN_PACK_BUDGET)} budget`);
const allFiles = walk(assetsDir);
const totalBytes = allFiles.reduce((sum, path) => sum + statSync(path).size, 0);
if (totalBytes > TOTAL_BUDGET)
  problem(`all assets take ${kb(totalBytes)}, over the ${kb(TOTAL_BUDGET)} budget`);

// Files nobody refers to are reported, not failed: an artist may be mid-swap.
const referenced = new Set(Object.values(manifest.assets).flatMap((entry) => filesOf(entry)));
const mediaFiles = allFiles
  .map((path) => relative(assetsDir, path))
  .filter((file) => /\.(png|webp|jpg|wav|ogg|mp3|m4a|webm|mp4)$/.test(file));
const unused = mediaFiles.filter((file) => !referenced.has(file));

console.log(
  `Assets: ${Object.keys(manifest.assets).length} keys, ${mediaFiles.length} files, ${sounds.length} sound files and ${videos.length} videos decoded.`,
);
console.log(
  `Login pack: ${kb(loginBytes)} of ${kb(LOGIN_PACK_BUDGET)}. All assets: ${kb(totalBytes)} of ${kb(TOTAL_BUDGET)}.`,
);
for (const file of unused) console.log(`  note: assets/${file} is not in the manifest`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const text of problems) console.error(`  - ${text}`);
  process.exit(1);
}
console.log('assets:check passed.');

function kb(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
