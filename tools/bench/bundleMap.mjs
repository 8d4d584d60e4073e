// Where the bytes of the build go (not a test): builds the game into a scratch folder with the
// game's own Vite configuration, and prints each JavaScript chunk with its gzip size, whether the
// page fetches it before the login form (the entry and every chunk it imports statically, which the
// page preloads), and the modules that make most of it. Run: npm run bench:bundle
// Options: --modules N (modules listed per chunk, default 6), --markdown (a table for
// docs/performance.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const args = process.argv.slice(2);
const perChunk = Number(args[args.indexOf('--modules') + 1]) || 6;
const markdown = args.includes('--markdown');
const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'sinawali-bundle-'));

/** Chunks as the bundler wrote them: name, code, static imports and each module's rendered size. */
const chunks = [];
const recordChunks = {
  name: 'sinawali-bundle-map',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      chunks.push({
        file: output.fileName,
        isEntry: output.isEntry,
        imports: output.imports,
        code: output.code,
        modules: Object.entries(output.modules).map(([id, info]) => ({
          id,
          bytes: info.renderedLength,
          code: info.code ?? '',
        })),
      });
    }
  },
};

try {
  await build({
    root,
    logLevel: 'error',
    plugins: [recordChunks],
    build: { outDir, emptyOutDir: true },
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
/** The entry and its static imports: what the page asks for before any screen is chosen. */
const initial = new Set();
const visit = (file) => {
  if (initial.has(file) || !byFile.has(file)) return;
  initial.add(file);
  for (const next of byFile.get(file).imports) visit(next);
};
for (const chunk of chunks) if (chunk.isEntry) visit(chunk.file);

const gzip = (text) => gzipSync(text, { level: 9 }).length;
/** A module's name as a reader knows it: the package, or the path in the repository. */
const moduleName = (id) => {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inPackage = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  return clean.startsWith(root) ? relative(root, clean) : clean;
};

const rows = chunks
  .map((chunk) => {
    const totals = new Map();
    for (const module of chunk.modules) {
      const name = moduleName(module.id);
      totals.set(name, (totals.get(name) ?? 0) + module.bytes);
    }
    const parts = [...totals.entries()].sort((a, b) => b[1] - a[1]);
    return {
      chunk: chunk.file.replace(/^assets\//, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js'),
      gzipBytes: gzip(chunk.code),
      bytes: Buffer.byteLength(chunk.code),
      initial: initial.has(chunk.file),
      parts,
    };
  })
  .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzipBytes - a.gzipBytes);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const initialGzip = rows.filter((row) => row.initial).reduce((sum, row) => sum + row.gzipBytes, 0);
const totalGzip = rows.reduce((sum, row) => sum + row.gzipBytes, 0);
const top = (row) =>
  row.parts
    .slice(0, perChunk)
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(', ');

if (markdown) {
  console.log('| Chunk | gzip KB | raw KB | Before any screen | Largest modules (raw KB) |');
  console.log('| ----- | ------- | ------ | ----------------- | ------------------------ |');
  for (const row of rows)
    console.log(
      `| ${row.chunk} | ${kb(row.gzipBytes)} | ${kb(row.bytes)} | ${row.initial ? 'yes' : ''} | ${top(row)} |`,
    );
} else {
  for (const row of rows)
    console.log(
      `${row.initial ? '*' : ' '} ${kb(row.gzipBytes).padStart(6)} KB gzip ${kb(row.bytes).padStart(7)} KB  ${row.chunk}\n${' '.repeat(10)}${top(row)}`,
    );
}
console.log(
  `\n${rows.length} chunks, ${kb(totalGzip)} KB gzip in all; before any screen (*): ${kb(initialGzip)} KB gzip in ${rows.filter((row) => row.initial).length} chunks.`,
);
