/// <reference types="vite/client" />

/** The game's version from package.json, set at build time. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** Where the narration proxy listens; unset means the offline storyteller (docs/narration.md). */
  readonly VITE_NARRATE_URL?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface Window {
  /** performance.now() when the page began to load (index.html's first script). */
  pageOpenedAt?: number;
}

/** A part of the asset manifest, made from it at build time (tools/vite/assetSections.ts). */
declare module 'virtual:asset-section?*' {
  /** The entries the query names, by key. */
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a declaration in this global file can name another file's type only through import()
  export const ENTRIES: Readonly<Record<string, import('./services/assets/manifestTypes.ts').Asset>>;
  /** Each of their files (as the manifest names it) to its URL. */
  export const URLS: Readonly<Record<string, string>>;
}
