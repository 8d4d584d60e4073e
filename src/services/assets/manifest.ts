// The asset manifest at run time: keys to loadable URLs. Vite fingerprints every file under
// assets/, so a swapped file reaches players without stale caches.
import manifestJson from '../../../assets/manifest.json';
import type { Asset, Manifest } from './manifestTypes.ts';

// A JSON import types tuples as plain arrays, so the cast goes through unknown; `npm run
// assets:check` validates the manifest's shape instead.
export const MANIFEST = manifestJson as unknown as Manifest;

const FILES = import.meta.glob('/assets/**/*.{png,webp,jpg,svg,wav,ogg,mp3,m4a,webm,mp4}', {
  query: '?url',
  import: 'default',
  eager: true,
}) as Record<string, string>;

// In the dev server, a swapped file or a changed manifest reaches the running game at once: Phaser
// and howler have already decoded the old file, so the page reloads (ARTISTS.md, "Swapping").
if (import.meta.hot) import.meta.hot.accept(() => window.location.reload());

export function assetUrl(file: string): string {
  const url = FILES[`/assets/${file}`];
  if (!url) throw new Error(`The asset file "${file}" is not in assets/.`);
  return url;
}

export function asset(key: string): Asset {
  const entry = MANIFEST.assets[key];
  if (!entry) throw new Error(`No asset with the key "${key}" in assets/manifest.json.`);
  return entry;
}

export function packKeys(pack: string): readonly string[] {
  const keys = MANIFEST.packs[pack];
  if (!keys) throw new Error(`No asset pack "${pack}" in assets/manifest.json.`);
  return keys;
}

export { isAudio, isImage, isSpriteSheet } from './manifestTypes.ts';

/** The URL of an image asset, or null when the manifest has no image under that key. */
export function findImageUrl(key: string): string | null {
  const entry = MANIFEST.assets[key];
  return entry?.type === 'image' ? assetUrl(entry.file) : null;
}

/** The URL of an image asset that must exist (assets:check guarantees the keys screens name). */
export function imageUrl(key: string): string {
  const url = findImageUrl(key);
  if (url === null) throw new Error(`The asset "${key}" is not an image in assets/manifest.json.`);
  return url;
}

/** The URL of a video asset, or null when the manifest has no video under that key. */
export function videoUrl(key: string | null): string | null {
  if (!key) return null;
  const entry = MANIFEST.assets[key];
  return entry?.type === 'video' ? assetUrl(entry.file) : null;
}
