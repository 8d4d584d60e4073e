// The floors of docs/architecture.md, checked on the whole import graph of src/ and server/ (the
// ESLint rules check each file; this checks what they cannot see, such as cycles):
//   src/content <- src/engine <- src/protocol <- src/services <- src/state <- src/scenes <- src/ui
// * A floor imports only itself and the floors below it; ui and scenes never import each other.
// * Screens and scenes reach the backend and online play through state (type-only imports aside).
// * src/ never imports server/; server/ imports from src/ only the engine, content and protocol.
// * No import cycle anywhere.
// Every kind of import counts, for the floors and for cycles: a type-only import too (a type both
// sides need lives below both, and a circle of types is a circle of ideas), and an `import()` call
// too (loading later does not change who depends on whom).
// src/main.tsx is the app's entry: the one file that joins the floors (it sits on none).
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, type ImportEdge } from './importGraph.ts';

const FLOORS = ['content', 'engine', 'protocol', 'services', 'state', 'scenes', 'ui'] as const;
type Floor = (typeof FLOORS)[number];

const edges = importGraph(process.cwd());

/** The floor of a repository path, 'server', or null (src/main.tsx and the like). */
function floorOf(path: string): Floor | 'server' | null {
  if (path.startsWith('server/')) return 'server';
  const folder = /^src\/([^/]+)\//.exec(path)?.[1];
  return FLOORS.find((floor) => floor === folder) ?? null;
}

const shown = (list: readonly ImportEdge[]): string =>
  list.map((edge) => `${edge.from} -> ${edge.to} (${edge.kind})`).join('\n');

describe('import graph', () => {
  it('reads the imports of src/ and server/', () => {
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual(
      expect.objectContaining({
        from: 'src/services/online/index.ts',
        to: 'src/services/online/supabaseTransport.ts',
        kind: 'dynamic',
      }),
    );
  });

  it('has no import running up a floor', () => {
    const upward = edges.filter((edge) => {
      const from = floorOf(edge.from);
      const to = floorOf(edge.to);
      if (from === null || from === 'server' || to === null || to === 'server') return false;
      return FLOORS.indexOf(to) > FLOORS.indexOf(from);
    });
    expect(shown(upward), 'imports that run up a floor').toBe('');
  });

  it('keeps ui and scenes apart', () => {
    const across = edges.filter((edge) => {
      const pair = [floorOf(edge.from), floorOf(edge.to)];
      return pair.includes('ui') && pair.includes('scenes');
    });
    expect(shown(across), 'imports between ui and scenes').toBe('');
  });

  it('lets screens and scenes reach the backend and online play only through state', () => {
    const direct = edges.filter(
      (edge) =>
        edge.kind !== 'type' &&
        (floorOf(edge.from) === 'ui' || floorOf(edge.from) === 'scenes') &&
        /^src\/services\/(backend|online)\//.test(edge.to),
    );
    expect(shown(direct), 'screens or scenes calling services/backend or services/online').toBe('');
  });

  it('never imports server/ from src/', () => {
    const intoServer = edges.filter((edge) => edge.from.startsWith('src/') && edge.to.startsWith('server/'));
    expect(shown(intoServer), 'src/ files importing server/').toBe('');
  });

  it('lets server/ import from src/ only the engine, the content and the protocol', () => {
    const allowed = new Set<Floor | 'server' | null>(['engine', 'content', 'protocol', 'server']);
    const wrong = edges.filter((edge) => edge.from.startsWith('server/') && !allowed.has(floorOf(edge.to)));
    expect(shown(wrong), 'server/ files importing the wrong part of src/').toBe('');
  });

  it('has no import cycle', () => {
    const cycles = findCycles(edges);
    expect(cycles.map((cycle) => cycle.join(' -> ')).join('\n'), 'import cycles').toBe('');
  });

  it('finds a cycle and names its path', () => {
    const edge = (from: string, to: string): ImportEdge => ({ from, to, kind: 'static', specifier: to });
    expect(
      findCycles([edge('a.ts', 'b.ts'), edge('b.ts', 'c.ts'), edge('c.ts', 'a.ts'), edge('c.ts', 'd.ts')]),
    ).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(findCycles([edge('a.ts', 'a.ts')])).toEqual([['a.ts', 'a.ts']]);
    expect(findCycles([edge('a.ts', 'b.ts')])).toEqual([]);
  });
});
