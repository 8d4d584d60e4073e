// The bundler names a chunk after a file of its first module, which for a package is often a name
// that says nothing or says something false: zustand's chunk came out as "react" (its file
// react.mjs, beside React's own "react" chunk) and react-hot-toast's as "dist". The bundle map
// (`npm run bench:bundle`, docs/performance.md) and the network panel then show two "react.js".
// Only the file name changes here: which modules go together stays the bundler's choice (grouping
// zustand on purpose moved bytes onto the path before the login form).

/** The fields of the bundler's pre-rendered chunk that name it. */
export interface NamedChunk {
  readonly name: string;
  readonly moduleIds: readonly string[];
}

/** The npm package a module id belongs to (`react-hot-toast`, `@scope/pkg`), or null for our own. */
export function packageOf(moduleId: string): string | null {
  const path = moduleId.replace(/\\/g, '/');
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first = '', second = ''] = path.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * A chunk made only of packages' modules is named after the package of its last module (the one
 * the others were pulled in for), unless the bundler's name already starts with that package's
 * name (`phaser.esm`). Our own chunks keep the bundler's name.
 */
export function chunkName(chunk: NamedChunk): string {
  const packages = chunk.moduleIds.map(packageOf);
  const main = packages.at(-1);
  if (main == null || packages.some((p) => p === null)) return chunk.name;
  const name = main.replace(/^@/, '').replace('/', '-');
  return chunk.name.startsWith(name) ? chunk.name : name;
}

/** `output.chunkFileNames`: Vite's own pattern with the name above. */
export function chunkFileName(chunk: NamedChunk): string {
  return `assets/${chunkName(chunk)}-[hash].js`;
}
