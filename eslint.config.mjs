import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const pureModules = [
  'lib/bs/**',
  'lib/panchang/**',
  'lib/festivals/**',
  'lib/rashifal/**',
  'lib/urls/**',
  'lib/typing/**',
  'lib/saait/**',
];
/** Next's private modules: nothing of ours may depend on them, tests and scripts included. */
const NEXT_DIST = '/^next\\/dist\\//';
/** The clock-free date helpers in lib/time, as zone exceptions relative to ./lib. */
const dateHelpers = ['./time/civil-date.ts', './time/nepal-time.ts'];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-test/**',
      'dist/**',
      '.e2e/**',
      'node_modules/**',
      'next-env.d.ts',
      '.test-results/**',
      'playwright-report/**',
    ],
  },
  {
    rules: {
      // Prettier wraps code at 100 columns but not comments, so we wrap those; URLs can't be.
      'max-len': ['error', { code: 100000, comments: 100, ignoreUrls: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        ...[
          'ImportDeclaration',
          'ImportExpression',
          'ExportNamedDeclaration',
          'ExportAllDeclaration',
        ]
          .map((node) => `${node}[source.value=${NEXT_DIST}]`)
          .concat(`CallExpression > Literal.arguments[value=${NEXT_DIST}]`)
          .map((selector) => ({
            selector,
            message: "Next's private modules (next/dist) change without notice: use a public API.",
          })),
      ],
    },
  },
  {
    // The domain cores stay pure: no framework, no clock, no storage.
    files: pureModules,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['next', 'next/*', 'react', 'react-dom', 'node:*'],
              message: 'The domain cores are plain TypeScript.',
            },
            {
              group: ['@/lib/db', '@/lib/sources', '@/lib/env'],
              message: 'No storage or settings.',
            },
            {
              // The clock, not the date helpers beside it (lib/time/civil-date, nepal-time).
              regex: '^@/lib/time(/(index|bs-today))?$',
              message: 'The domain cores read no clock: take the date or instant as an argument.',
            },
          ],
          paths: ['fs', 'path', 'os', 'child_process', 'crypto'],
        },
      ],
    },
  },
  {
    // The dependency direction as zones, so a relative import cannot walk past it:
    // date helpers <- bs, panchang <- festivals; nothing in lib imports app or components. The
    // civil-date and Nepal-time helpers (lib/time, without its clock) import nothing of ours,
    // and every layer, the almanac core included, takes them from there.
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./lib/time/civil-date.ts', './lib/time/nepal-time.ts'],
              from: ['./lib', './app', './components', './i18n'],
              except: dateHelpers,
            },
            {
              target: './lib/bs',
              from: ['./lib', './app', './components', './i18n'],
              except: ['./bs'],
            },
            {
              target: './lib/panchang',
              from: ['./lib', './app', './components', './i18n'],
              except: ['./panchang', ...dateHelpers],
            },
            {
              target: './lib/festivals',
              from: ['./lib', './app', './components', './i18n'],
              except: ['./festivals', './bs', './panchang', ...dateHelpers],
            },
            {
              target: './lib/rashifal',
              from: ['./lib', './app', './components', './i18n'],
              except: ['./rashifal', './bs', './panchang', ...dateHelpers],
            },
            { target: './lib', from: ['./app', './components'] },
          ],
        },
      ],
    },
  },
  {
    // Components render what they are given: the page's screen (or a lib/market loader) reads
    // the store. A screen is the page's body, moved out of app/ so every page is found alike.
    files: ['components/**', 'app/**/*-client.tsx'],
    ignores: ['components/*/*-screen.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/db', '@/lib/db/*', '@/lib/sources', '@/lib/sources/*'],
              message: 'Components do not read the store: take the data as props.',
            },
            {
              // The store's loaders; their types are fine.
              group: [
                '@/lib/market/forex',
                '@/lib/market/fuel',
                '@/lib/market/home-market',
                '@/lib/market/metals',
                '@/lib/market/provenance',
                '@/lib/market/unavailable-store',
                '@/lib/market/vegetable-data',
                '@/lib/market/vegetable-page',
                '@/lib/search/site-index',
              ],
              allowTypeImports: true,
              message: 'Components do not read the store: load in the page, pass plain data.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/*/*-screen.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // What a source is (publisher, cadence) is description, not a fetch.
              regex: '^@/lib/(db|sources)(/(?!registry$).*)?$',
              message:
                'A screen loads through lib/market and lib/search, not the store or upstream.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every setting the app obeys is read in lib/env (validated in index.ts, client-safe in
    // runtime.ts). Build config, scripts, tests and the instrumentation hook (whose inline
    // NEXT_RUNTIME check keeps Node-only imports out of the Edge bundle) read their own.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      'lib/env/**',
      'scripts/**',
      'tests/**',
      'instrumentation.ts',
      'server.ts',
      '*.config.{ts,mjs,js}',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through lib/env (index.ts, or runtime.ts for client-safe reads).',
        },
      ],
    },
  },
];

export default config;
