// The build's chunk file names (tools/vite/chunkNames.ts): a package's chunk says which package it
// holds, so the bundle map and the network panel never show two "react.js".
import { describe, expect, it } from 'vitest';
import { chunkFileName, chunkName, packageOf } from '../../../tools/vite/chunkNames.ts';

const modules = (...paths: string[]) => paths.map((p) => `/game/node_modules/${p}`);

describe('the package of a module', () => {
  it('is the folder under the last node_modules, with its scope', () => {
    expect(packageOf('/game/node_modules/zustand/esm/react.mjs')).toBe('zustand');
    expect(packageOf('/game/node_modules/@supabase/supabase-js/dist/index.mjs')).toBe(
      '@supabase/supabase-js',
    );
    expect(packageOf('/game/node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(packageOf('C:\\game\\node_modules\\howler\\dist\\howler.js')).toBe('howler');
  });

  it("is none for the game's own modules and the bundler's", () => {
    expect(packageOf('/game/src/state/online/index.ts')).toBeNull();
    expect(packageOf('\0vite/preload-helper.js')).toBeNull();
  });
});

describe("a chunk's name", () => {
  it('is the package of its last module when the bundler named it after a file', () => {
    expect(
      chunkName({ name: 'react', moduleIds: modules('zustand/esm/vanilla.mjs', 'zustand/esm/react.mjs') }),
    ).toBe('zustand');
    expect(
      chunkName({
        name: 'dist',
        moduleIds: modules('goober/dist/goober.modern.js', 'react-hot-toast/dist/index.mjs'),
      }),
    ).toBe('react-hot-toast');
    expect(chunkName({ name: 'index', moduleIds: modules('@supabase/auth-js/dist/index.mjs') })).toBe(
      'supabase-auth-js',
    );
  });

  it("stays the bundler's when it already names the package", () => {
    expect(
      chunkName({ name: 'react', moduleIds: modules('react/cjs/react.production.js', 'react/index.js') }),
    ).toBe('react');
    expect(chunkName({ name: 'phaser.esm', moduleIds: modules('phaser/dist/phaser.esm.js') })).toBe(
      'phaser.esm',
    );
  });

  it("stays the bundler's for a chunk holding any of the game's modules, or none", () => {
    const mixed = ['/game/node_modules/valibot/dist/index.js', '/game/src/content/cards.ts'];
    expect(chunkName({ name: 'content', moduleIds: mixed })).toBe('content');
    expect(chunkName({ name: 'dist', moduleIds: [] })).toBe('dist');
  });

  it("goes into Vite's own pattern", () => {
    expect(chunkFileName({ name: 'react', moduleIds: modules('zustand/esm/react.mjs') })).toBe(
      'assets/zustand-[hash].js',
    );
  });
});
