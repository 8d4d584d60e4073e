// Lint configuration. The layer rules below are the ones docs/architecture.md describes: the game's
// floors, bottom to top, are
//   src/content <- src/engine <- src/protocol <- src/services <- src/state <- src/scenes <- src/ui
// and a floor imports only itself and the floors below it; ui and scenes never import each other
// (what both draw lives below them); src/ never imports server/; server/ imports from src/ only the
// engine, the content and the online protocol. The bottom three floors stay pure, so that they run
// the same in the browser, in the simulator, in tests and on a server.
// Type-only imports count for the floors too (a type that must be shared belongs below both). Only
// the screens' and scenes' view of services/backend and services/online allows them: those floors
// reach data through state, but may name the shapes services hand out.
// `no-restricted-imports` does not see `import()`, so each floor's rule is repeated for dynamic
// imports with `no-restricted-syntax`. tests/unit/shell/layerRule.test.ts shows each rule biting and
// tests/unit/shell/importGraph.test.ts checks the whole import graph.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The floors of src/, bottom to top. */
const FLOORS = ['content', 'engine', 'protocol', 'services', 'state', 'scenes', 'ui'];
const PURE_FLOORS = ['content', 'engine', 'protocol'];

/** Floors a floor may not import: those above it, and for ui the scenes. */
const forbiddenFloors = (floor) => [
  ...FLOORS.slice(FLOORS.indexOf(floor) + 1),
  ...(floor === 'ui' ? ['scenes'] : []),
];

/** A relative specifier that climbs into one of `folders` (src/'s floors have no such subfolders). */
const climbsInto = (folders) => `^(?:\\.{1,2}/)+(?:${folders.join('|')})(?:/|$)`;

/** From server/: any folder of src/ but the engine, the content and the protocol. */
const SERVER_FORBIDDEN = '^(?:\\.{1,2}/)+src/(?!(?:engine|content|protocol)(?:/|$))';

const pureMessage = (what) => `src/content, src/engine and src/protocol are pure: ${what}.`;
const PURE_PACKAGES = {
  paths: [
    { name: 'react', message: pureMessage('no UI') },
    { name: 'react-dom', message: pureMessage('no UI') },
    { name: 'phaser', message: pureMessage('no Phaser') },
    { name: 'zustand', message: pureMessage('no stores') },
    { name: 'howler', message: pureMessage('no audio') },
    { name: 'idb', message: pureMessage('no storage') },
    { name: 'groq-sdk', message: pureMessage('no services') },
  ],
  patterns: [
    {
      group: ['react/*', 'react-dom/*', 'zustand/*', 'phaser/*', '@supabase/*'],
      message: pureMessage('no UI, Phaser, stores or backend'),
    },
  ],
};

/** npm packages each impure floor leaves to the floor that owns them. */
const FLOOR_PACKAGES = {
  services: ['react', 'react-dom', 'zustand', 'phaser'],
  state: ['react-dom', 'phaser'],
  scenes: ['react', 'react-dom'],
  ui: [],
};

function floorImportRule(floor) {
  const pure = PURE_FLOORS.includes(floor);
  const packages = pure
    ? PURE_PACKAGES
    : {
        paths: FLOOR_PACKAGES[floor].map((name) => ({
          name,
          message: `src/${floor} does not import ${name}: it belongs to another floor.`,
        })),
        patterns: [],
      };
  return [
    'error',
    {
      paths: packages.paths,
      patterns: [
        ...packages.patterns,
        {
          regex: climbsInto(forbiddenFloors(floor)),
          message: `Layers point down only: src/${floor} imports ${
            floor === 'ui'
              ? 'no scenes (what both draw lives below them)'
              : `no ${forbiddenFloors(floor).join(', ')}`
          }.`,
        },
        { regex: climbsInto(['server']), message: 'src/ never imports server/.' },
      ],
    },
  ];
}

/** The same refusals for `import('…')`, which no-restricted-imports does not see. */
const dynamicImportRule = (regex, message) => ({
  selector: `ImportExpression > Literal.source[value=/${regex.replaceAll('/', '\\/')}/]`,
  message,
});

const floorConfigs = FLOORS.map((floor) => ({
  files: [`src/${floor}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': floorImportRule(floor),
    'no-restricted-syntax': [
      'error',
      dynamicImportRule(climbsInto(forbiddenFloors(floor)), `Layers point down only (src/${floor}).`),
      dynamicImportRule(climbsInto(['server']), 'src/ never imports server/.'),
    ],
  },
}));

/** Screens and scenes reach data through state; they may still name the types services hand out. */
const throughState = {
  files: ['src/ui/**/*.{ts,tsx}', 'src/scenes/**/*.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(?:^|/)services/(?:backend|online)(?:/|$)',
            allowTypeImports: true,
            message: 'Screens and scenes reach the backend and online play through src/state.',
          },
        ],
      },
    ],
  },
};

const SERVER_BROWSER_PACKAGES = ['react', 'react-dom', 'phaser', 'zustand', 'howler', 'idb'];

/** server/'s rule; `extraPaths` adds packages one part of it may not use. */
const serverRules = (extraPaths = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [
        ...SERVER_BROWSER_PACKAGES.map((name) => ({
          name,
          message: 'server/ runs without a browser: no UI, Phaser, stores or browser services.',
        })),
        ...extraPaths,
      ],
      patterns: [
        {
          regex: SERVER_FORBIDDEN,
          message: 'server/ imports from src/ only the engine, the content and the online protocol.',
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    dynamicImportRule(SERVER_FORBIDDEN, 'server/ imports from src/ only the engine, content and protocol.'),
  ],
});

const serverConfig = { files: ['server/**/*.ts'], rules: serverRules() };

/** The production server (server/web) runs without Vite: Vite only builds and serves development. */
const productionServerConfig = {
  files: ['server/web/**/*.ts'],
  rules: serverRules(
    ['vite', '@vitejs/plugin-react'].map((name) => ({
      name,
      message: 'server/web is the production server: no Vite at run time.',
    })),
  ),
};

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
].map((name) => ({ name, message: pureMessage('no DOM, timers or I/O') }));

const purity = {
  files: PURE_FLOORS.map((floor) => `src/${floor}/**/*.{ts,tsx}`),
  languageOptions: { globals: { ...globals.es2022 } },
  rules: {
    'no-restricted-globals': ['error', ...browserOnlyGlobals],
    'no-restricted-properties': [
      'error',
      {
        object: 'Math',
        property: 'random',
        message: 'Use the seeded generator in the battle state (replays must be exact).',
      },
      { object: 'Date', property: 'now', message: 'The pure floors do not read the clock.' },
    ],
  },
};

/**
 * Files that still break a floor rule while their own part of the restructuring is under way. Each
 * entry turns the floor rules off for its files; this list is to be emptied, never grown.
 */
const PENDING_LAYER_EXCEPTIONS = [];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'playwright-report',
      'test-results*',
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
  ...floorConfigs,
  throughState,
  serverConfig,
  productionServerConfig,
  purity,
  ...(PENDING_LAYER_EXCEPTIONS.length > 0
    ? [
        {
          files: PENDING_LAYER_EXCEPTIONS,
          rules: {
            'no-restricted-imports': 'off',
            'no-restricted-syntax': 'off',
            '@typescript-eslint/no-restricted-imports': 'off',
          },
        },
      ]
    : []),
);
