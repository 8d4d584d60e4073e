// The import graph of src/ and server/, read with the TypeScript parser: every `import … from`,
// `export … from`, `import('…')` call and `import('…')` type of each .ts/.tsx file, with relative
// specifiers resolved to files. Packages (bare specifiers) and files outside the repository's
// TypeScript (styles, JSON, pictures) are not nodes of the graph.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** 'static': a value import or re-export; 'type': erased at build; 'dynamic': an `import()` call. */
export type ImportKind = 'static' | 'type' | 'dynamic';

export interface ImportEdge {
  /** Repository paths with forward slashes, e.g. 'src/ui/App.tsx'. */
  readonly from: string;
  readonly to: string;
  readonly kind: ImportKind;
  readonly specifier: string;
}

const SOURCE = /\.tsx?$/;

function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name)) found.push(path);
    }
  };
  if (existsSync(join(root, folder))) walk(join(root, folder));
  return found;
}

/** The file a relative specifier names, tried as written, then with .ts/.tsx, then as a folder. */
function resolveSpecifier(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier);
  const tries = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return tries.find((path) => SOURCE.test(path) && existsSync(path) && statSync(path).isFile()) ?? null;
}

interface RawImport {
  readonly specifier: string;
  readonly kind: ImportKind;
}

function importsOf(file: string): RawImport[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: RawImport[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? 'type' : 'static' });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, kind: node.isTypeOnly ? 'type' : 'static' });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, kind: 'dynamic' });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const repoPath = (root: string, file: string): string => relative(root, file).split(sep).join('/');

/** Every edge between files of the given folders (by default src/ and server/). */
export function importGraph(root: string, folders: readonly string[] = ['src', 'server']): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of folders.flatMap((folder) => sourceFiles(root, folder))) {
    for (const { specifier, kind } of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveSpecifier(file, specifier);
      if (target === null) continue;
      edges.push({ from: repoPath(root, file), to: repoPath(root, target), kind, specifier });
    }
  }
  return edges;
}

/**
 * One cycle of each strongly connected group of files (Tarjan), each as the path that closes it,
 * e.g. ['a.ts', 'b.ts', 'a.ts'].
 */
export function findCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const list = next.get(edge.from) ?? [];
    if (!list.includes(edge.to)) list.push(edge.to);
    next.set(edge.from, list);
    if (!next.has(edge.to)) next.set(edge.to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (next.get(node) ?? []).includes(node)) groups.push(group);
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) connect(node);
  return groups.map((group) => cycleWithin(group, next));
}

/** A path from the group's first file (by name) back to itself, through the group only. */
function cycleWithin(group: readonly string[], next: ReadonlyMap<string, string[]>): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of next.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}
