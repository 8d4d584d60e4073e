// The layer rule of DESIGN.md, checked on code that breaks it: ESLint must refuse each import
// and each forbidden global in src/engine and src/content, and allow them elsewhere.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

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

describe('layer rule', () => {
  for (const folder of ['src/engine', 'src/content']) {
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
});
