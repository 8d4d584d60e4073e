// Parts of the asset manifest as modules of their own. The whole manifest with every file's URL is
// 8 KB of gzip; the login form needs two pictures of it (the logo) and the first click needs the
// sounds. Code on that path imports `virtual:asset-section?keys=logo,logo.mark` or
// `virtual:asset-section?type=audio` instead: the entries it names, each file's URL imported on
// its own so Vite fingerprints it exactly as the whole manifest's files (docs/performance.md).
// The manifest stays the one place that maps keys to files: these modules are made from it at
// build time, and a changed manifest reloads the page in the dev server, as the whole one does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { Asset, Manifest } from '../../src/services/assets/manifestTypes.ts';

export const ASSET_SECTION = 'virtual:asset-section';
const RESOLVED = `\0${ASSET_SECTION}`;

/** The entries a section's query names: `type=audio`, or `keys=logo,logo.mark`. */
export function sectionEntries(
  assets: Readonly<Record<string, Asset>>,
  query: string,
): Record<string, Asset> {
  const params = new URLSearchParams(query);
  const type = params.get('type');
  const keys = params.get('keys');
  if ((type === null) === (keys === null))
    throw new Error(`An asset section names a type or keys, not both: "${query}".`);
  if (type !== null) return Object.fromEntries(Object.entries(assets).filter(([, e]) => e.type === type));
  const chosen: Record<string, Asset> = {};
  for (const key of (keys ?? '').split(',')) {
    const entry = assets[key];
    if (!entry) throw new Error(`No asset with the key "${key}" in assets/manifest.json.`);
    chosen[key] = entry;
  }
  return chosen;
}

/** The module's code: one `?url` import per file, the entries, and each file's URL. */
export function sectionModule(entries: Readonly<Record<string, Asset>>): string {
  const files = [
    ...new Set(Object.values(entries).flatMap((e) => (e.type === 'audio' ? e.files : [e.file]))),
  ];
  const imports = files.map((file, i) => `import u${i} from ${JSON.stringify(`/assets/${file}?url`)};`);
  const urls = files.map((file, i) => `${JSON.stringify(file)}: u${i}`);
  return [
    ...imports,
    `export const ENTRIES = ${JSON.stringify(entries)};`,
    `export const URLS = { ${urls.join(', ')} };`,
  ].join('\n');
}

export function assetSectionsPlugin(root = process.cwd()): Plugin {
  const manifestPath = resolve(root, 'assets/manifest.json');
  return {
    name: 'sinawali-asset-sections',
    resolveId(id) {
      return id.startsWith(`${ASSET_SECTION}?`) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`${RESOLVED}?`)) return null;
      this.addWatchFile(manifestPath);
      // `npm run assets:check` validates the manifest's shape; here it is read as that shape.
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      return sectionModule(sectionEntries(manifest.assets, id.slice(RESOLVED.length + 1)));
    },
    handleHotUpdate({ file, server }) {
      // Phaser and howler have decoded the old files: the page starts again (ARTISTS.md, "Swapping").
      if (resolve(file) !== manifestPath) return;
      for (const module of server.moduleGraph.idToModuleMap.values())
        if (module.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
    },
  };
}
