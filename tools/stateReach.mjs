// Every file of src/state is reached by a unit test. Runs the unit suite (Vitest) with coverage of
// src/state only, written as a JSON summary into a temporary folder, then names each file whose
// statements or functions no test ran and exits 1 if there is one. A file with no code of its own
// (types, imports and re-exports only) counts as reached. `npm run test:reach`; `-- --list` also
// prints every file's statement and function coverage; other arguments after `--` go to Vitest (a
// file filter, for instance). See docs/testing.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const STATE = 'src/state';

/** The source files of src/state (tests and declaration files aside), as paths from the root. */
function stateFiles(dir = join(root, STATE)) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...stateFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
      files.push(relative(root, path).split(sep).join('/'));
  }
  return files.sort();
}

/** Whether a file has no code of its own once its types are gone: only imports and re-exports. */
function hasNoCode(file) {
  const source = readFileSync(join(root, file), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: false,
    },
    fileName: file,
  });
  const js = ts.createSourceFile('out.js', outputText, ts.ScriptTarget.ES2022);
  return js.statements.every(
    (s) => ts.isExportDeclaration(s) || (ts.isImportDeclaration(s) && s.importClause !== undefined),
  );
}

/** Reached: some statement and some function of the file ran (or it has none to run). */
function reachedIn(entry) {
  if (!entry) return false;
  const ran = (count) => count.total === 0 || count.covered > 0;
  return ran(entry.statements) && ran(entry.functions);
}

const percent = (count) => (count.total === 0 ? 100 : (100 * count.covered) / count.total).toFixed(1);

/** Runs the unit suite with coverage of src/state; returns the exit code. */
function main(reports, list, vitestArgs) {
  const started = performance.now();
  const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const run = spawnSync(
    process.execPath,
    [
      vitest,
      'run',
      '--coverage',
      `--coverage.include=${STATE}/**`,
      '--coverage.reporter=json-summary',
      `--coverage.reportsDirectory=${reports}`,
      ...vitestArgs,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const summaryFile = join(reports, 'coverage-summary.json');
  if (run.status !== 0 || !existsSync(summaryFile)) {
    console.error(
      `state reach: the unit tests did not pass (exit ${run.status ?? run.signal}); nothing was measured.`,
    );
    return 1;
  }
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
  const byFile = new Map(
    Object.entries(summary)
      .filter(([path]) => path !== 'total')
      .map(([path, entry]) => [relative(root, path).split(sep).join('/'), entry]),
  );

  const files = stateFiles();
  const unreached = files.filter((file) => !reachedIn(byFile.get(file)) && !hasNoCode(file));
  if (list) {
    for (const file of files) {
      const entry = byFile.get(file);
      const figures = entry
        ? `statements ${percent(entry.statements).padStart(5)} %  functions ${percent(entry.functions).padStart(5)} %`
        : 'not in the coverage report';
      console.log(`${file.padEnd(40)} ${figures}`);
    }
  }
  for (const file of unreached) {
    const entry = byFile.get(file);
    const counts = entry
      ? `statements ${entry.statements.covered}/${entry.statements.total}, functions ${entry.functions.covered}/${entry.functions.total}`
      : 'not in the coverage report';
    console.error(`state reach: no unit test runs ${file} (${counts})`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`state reach: ${files.length} files, ${files.length - unreached.length} reached, ${seconds} s`);
  return unreached.length === 0 ? 0 : 1;
}

const reports = mkdtempSync(join(tmpdir(), 'state-reach-'));
try {
  const args = process.argv.slice(2);
  process.exitCode = main(
    reports,
    args.includes('--list'),
    args.filter((arg) => arg !== '--list'),
  );
} finally {
  rmSync(reports, { recursive: true, force: true });
}
