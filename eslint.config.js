// Lint configuration. The layer rules below are the ones DESIGN.md asks for: the rules of the game
// (src/engine) and its data (src/content) stay pure, so that they run the same in the browser, in
// the simulator, in tests and on a server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const browserOnlyGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'location',
  'history',
  'requestAnimationFrame',
  'setTimeout',
  'setInterval',
  'performance',
  'crypto',
].map((name) => ({ name, message: 'src/engine and src/content are pure: no DOM, timers or I/O.' }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'playwright-report',
      'test-results',
      'supabase/functions/**',
      'public/**',
      'assets/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/engine/**/*.ts', 'src/content/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'The engine and content import no UI.' },
            { name: 'react-dom', message: 'The engine and content import no UI.' },
            { name: 'phaser', message: 'The engine and content import no Phaser.' },
            { name: 'zustand', message: 'The engine and content import no stores.' },
            { name: 'howler', message: 'The engine and content import no audio.' },
            { name: 'idb', message: 'The engine and content import no storage.' },
            { name: 'groq-sdk', message: 'The engine and content import no services.' },
          ],
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'zustand/*', 'phaser/*', '@supabase/*'],
              message: 'No UI, Phaser, stores or backend in the engine.',
            },
            {
              group: ['**/services/**', '**/services', '**/ui/**', '**/scenes/**', '**/state/**'],
              message: 'Layers point down only: the engine imports only the engine and content.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...browserOnlyGlobals],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use the seeded generator in the battle state (replays must be exact).',
        },
        { object: 'Date', property: 'now', message: 'The engine does not read the clock.' },
      ],
    },
  },
);
