// The layer rules of docs/architecture.md, checked on code that breaks them: ESLint must refuse
// each import that runs up a floor (or between ui and scenes, or into server/), each forbidden
// package and global in the pure floors (src/content, src/engine, src/protocol), and allow the
// imports each floor is meant to make.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const importing = (specifier: string): string => `import { x } from '${specifier}';\nexport const y = x;\n`;
const importingType = (specifier: string): string =>
  `import type { X } from '${specifier}';\nexport type Y = X;\n`;
const loading = (specifier: string): string => `export const load = () => import('${specifier}');\n`;

const violations: [string, string][] = [
  ["import { useState } from 'react';\nexport const x = useState;\n", 'no-restricted-imports'],
  ["import Phaser from 'phaser';\nexport const x = Phaser;\n", 'no-restricted-imports'],
  ["import { create } from 'zustand';\nexport const x = create;\n", 'no-restricted-imports'],
  [
    "import { getBackend } from '../services/backend/index.ts';\nexport const x = getBackend;\n",
    'no-restricted-imports',
  ],
  ["import { App } from '../ui/App.tsx';\nexport const x = App;\n", 'no-restricted-imports'],
  ['export const roll = () => Math.random();\n', 'no-restricted-properties'],
  ['export const now = () => Date.now();\n', 'no-restricted-properties'],
  ['export const title = () => document.title;\n', 'no-restricted-globals'],
  ["export const save = () => localStorage.setItem('a', 'b');\n", 'no-restricted-globals'],
  ['export const later = () => setTimeout(() => undefined, 1);\n', 'no-restricted-globals'],
];

/** For each floor: a file in it, an import one floor too high, and an import it may make. */
const floors: { folder: string; wrong: string[]; right: string[] }[] = [
  { folder: 'src/content', wrong: ['../engine/rng.ts'], right: ['./cards.ts'] },
  { folder: 'src/engine', wrong: ['../protocol/messages.ts'], right: ['../content/index.ts'] },
  {
    folder: 'src/protocol',
    wrong: ['../services/online/transport.ts'],
    right: ['../engine/match/authority.ts', '../content/index.ts'],
  },
  {
    folder: 'src/services',
    wrong: ['../state/session.ts'],
    right: ['../protocol/messages.ts', '../engine/rng.ts'],
  },
  { folder: 'src/state', wrong: ['../scenes/startGame.ts'], right: ['../services/audio/audio.ts'] },
  {
    folder: 'src/scenes',
    wrong: ['../ui/App.tsx'],
    right: ['../state/stage.ts', '../services/assets/manifest.ts'],
  },
  {
    folder: 'src/ui',
    wrong: ['../scenes/startGame.ts'],
    right: ['../state/stage.ts', '../services/audio/audio.ts'],
  },
];

describe('layer rule', () => {
  for (const folder of ['src/engine', 'src/content', 'src/protocol']) {
    for (const [code, rule] of violations) {
      it(`${folder} refuses: ${code.split('\n')[0]}`, async () => {
        expect(await rulesBroken(code, `${folder}/probe.ts`)).toContain(rule);
      });
    }
  }

  it('allows the same code in the UI layer', async () => {
    const code =
      "import { useState } from 'react';\nexport const x = useState;\nexport const r = () => Math.random();\n";
    expect(await rulesBroken(code, 'src/ui/probe.ts')).toEqual([]);
  });

  for (const { folder, wrong, right } of floors) {
    const file = `${folder}/deeper/probe.ts`;
    for (const specifier of wrong) {
      const up = `../${specifier}`;
      it(`${folder} refuses to import ${specifier}`, async () => {
        expect(await rulesBroken(importing(up), file)).toContain('no-restricted-imports');
      });
      it(`${folder} refuses a type from ${specifier}`, async () => {
        expect(await rulesBroken(importingType(up), file)).toContain('no-restricted-imports');
      });
      it(`${folder} refuses to load ${specifier} later`, async () => {
        expect(await rulesBroken(loading(up), file)).toContain('no-restricted-syntax');
      });
    }
    for (const specifier of right) {
      it(`${folder} may import ${specifier}`, async () => {
        expect(await rulesBroken(importing(`../${specifier}`), file)).toEqual([]);
      });
    }
    it(`${folder} never imports server/`, async () => {
      expect(await rulesBroken(importing('../../../server/gameServer/server.ts'), file)).toContain(
        'no-restricted-imports',
      );
      expect(await rulesBroken(loading('../../../server/gameServer/server.ts'), file)).toContain(
        'no-restricted-syntax',
      );
    });
  }

  it('keeps ui and scenes apart both ways', async () => {
    expect(await rulesBroken(importing('../scenes/battle/HandFan.ts'), 'src/ui/probe.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await rulesBroken(importing('../ui/toasts.ts'), 'src/scenes/probe.ts')).toContain(
      'no-restricted-imports',
    );
  });

  for (const folder of ['src/ui', 'src/scenes']) {
    for (const service of ['../services/backend/index.ts', '../services/online/index.ts']) {
      it(`${folder} reaches ${service} only through state`, async () => {
        expect(await rulesBroken(importing(service), `${folder}/probe.ts`)).toContain(
          '@typescript-eslint/no-restricted-imports',
        );
      });
      it(`${folder} may name a type from ${service}`, async () => {
        expect(await rulesBroken(importingType(service), `${folder}/probe.ts`)).toEqual([]);
      });
    }
  }

  it('lets services use the browser libraries', async () => {
    const code =
      "import { openDB } from 'idb';\nimport { createClient } from '@supabase/supabase-js';\nexport const x = [openDB, createClient];\n";
    expect(await rulesBroken(code, 'src/services/probe.ts')).toEqual([]);
  });

  describe('server/', () => {
    const file = 'server/gameServer/probe.ts';
    for (const folder of ['ui', 'scenes', 'state', 'services']) {
      it(`refuses src/${folder}`, async () => {
        expect(await rulesBroken(importing(`../../src/${folder}/x.ts`), file)).toContain(
          'no-restricted-imports',
        );
        expect(await rulesBroken(loading(`../../src/${folder}/x.ts`), file)).toContain(
          'no-restricted-syntax',
        );
      });
    }
    for (const folder of ['engine', 'content', 'protocol']) {
      it(`may import src/${folder}`, async () => {
        expect(await rulesBroken(importing(`../../src/${folder}/x.ts`), file)).toEqual([]);
      });
    }
    it('refuses the browser-only libraries', async () => {
      expect(await rulesBroken(importing('react'), file)).toContain('no-restricted-imports');
      expect(await rulesBroken(importing('zustand'), file)).toContain('no-restricted-imports');
    });
    it('may use node and its own packages', async () => {
      const code =
        "import { createServer } from 'node:http';\nimport { WebSocketServer } from 'ws';\nexport const x = [createServer, WebSocketServer];\n";
      expect(await rulesBroken(code, file)).toEqual([]);
    });
    it('the production server (server/web) refuses Vite, and keeps the rest of the rule', async () => {
      const web = 'server/web/probe.ts';
      expect(await rulesBroken(importing('vite'), web)).toContain('no-restricted-imports');
      expect(await rulesBroken(importing('vite'), file)).toEqual([]);
      expect(await rulesBroken(importing('react'), web)).toContain('no-restricted-imports');
      expect(await rulesBroken(importing('../../src/state/x.ts'), web)).toContain('no-restricted-imports');
      expect(await rulesBroken(importing('../gameServer/server.ts'), web)).toEqual([]);
    });
  });
});
