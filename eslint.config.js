import { readdirSync } from 'node:fs'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * Imports flow one way: shared <- components/lib <- features <- routes/app;
 * server and cli import only themselves and shared; sw imports only sw and shared;
 * no feature imports another feature (routes compose them).
 */
// Every folder under src/features is a feature: a new one is fenced in without editing this file.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const CLIENT = ['./src/app', './src/routes', './src/features', './src/components', './src/lib', './src/main.tsx']
const zones = [
  {
    target: './src/shared',
    from: [...CLIENT, './src/server', './src/cli', './sw'],
    message: 'src/shared is isomorphic and imports nothing of the app.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/app', './src/routes', './src/features', './src/server', './src/cli', './sw'],
    message: 'Shared UI and singletons know no features, routes or app shell.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/routes', './src/server', './src/cli', './sw'],
    message: 'Features do not import routes, the app shell or the server.',
  },
  { target: ['./src/app', './src/routes'], from: ['./src/server', './src/cli', './sw'], message: 'Client code never imports the server.' },
  { target: ['./src/server', './src/cli'], from: [...CLIENT, './sw'], message: 'The server imports only itself and src/shared.' },
  { target: './sw', from: [...CLIENT, './src/server', './src/cli'], message: 'The service worker imports only sw/ and src/shared.' },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'No cross-feature imports: routes compose features.',
  })),
]

// UI state has one home, src/lib/store.ts (jotai's atom interface on useSyncExternalStore): jotai
// imported anywhere would split the state in two stores and bring its weight back into the precache.
const STATE_LIBRARIES = {
  group: ['jotai', 'jotai/*'],
  message: 'UI state goes through src/lib/store.ts (atom, useAtomValue, uiStore).',
}

// A module two folders away or in another part of the tree is named by its package.json subpath
// (#shared/…, #server/…, #features/…): the name says where it lives, and moving the importer does
// not break it. Relative paths stay for neighbours (./x, ../x).
const FAR_RELATIVE = {
  group: ['../../*'],
  message: 'Name a module two folders away by its #… subpath (package.json "imports").',
}

export default tseslint.config(
  {
    ignores: [
      '.proto/**',
      '**/*.tmp.*',
      'dist/**',
      'build/**',
      '.cache/**',
      'node_modules/**',
      'src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    // TypeScript files parsed and resolved by their `.ts` paths, so no-cycle sees every import.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // One-way imports: a cycle makes load order matter and hides which module owns what.
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': ['error', { patterns: [STATE_LIBRARIES, FAR_RELATIVE] }],
    },
  },
  {
    // Test support lives under tests/: production code that imported it would drag vitest and the
    // fixtures into the server build (tsconfig.server.json compiles src/ only).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones, { target: './src', from: './tests', message: 'Only tests import test support (tests/).' }] },
      ],
    },
  },
  {
    // Rendering is data in, bytes out: render/ turns a built model into HTML, PDF or PNG, and
    // documents/ reads the product and builds that model. A renderer that queried would render
    // what the database holds at that moment, not what the cache key names.
    files: ['src/server/render/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zones,
            {
              target: './src/server/render',
              from: ['./src/server/repos', './src/server/db', './src/server/products'],
              message: 'render/ takes a built model: reading products belongs in src/server/documents.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            STATE_LIBRARIES,
            FAR_RELATIVE,
            { group: ['node:*', 'react', 'react-dom'], message: 'src/shared runs in the browser, the server and the service worker.' },
          ],
        },
      ],
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.tsx', 'src/app/**', 'src/features/**', 'src/components/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
)
