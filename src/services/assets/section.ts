// A part of the asset manifest made at build time (`virtual:asset-section?...`, see
// tools/vite/assetSections.ts): code on the login form's path imports only the entries it plays or
// shows, not the whole manifest with every file's URL (docs/performance.md).
import { isImage, type Asset } from './manifestTypes.ts';

export interface AssetSection {
  /** The entries the section names, by key. */
  readonly ENTRIES: Readonly<Record<string, Asset>>;
  /** Each of their files, as the manifest names it, to its URL. */
  readonly URLS: Readonly<Record<string, string>>;
}

/** The URL of one of the section's files. */
export function sectionFileUrl(section: AssetSection, file: string): string {
  const url = section.URLS[file];
  if (url === undefined) throw new Error(`The asset file "${file}" is not in this part of the manifest.`);
  return url;
}

/** The URL of an image the section holds under `key`. */
export function sectionImageUrl(section: AssetSection, key: string): string {
  const entry = section.ENTRIES[key];
  if (entry === undefined || !isImage(entry))
    throw new Error(`The asset "${key}" is not an image in assets/manifest.json.`);
  return sectionFileUrl(section, entry.file);
}
