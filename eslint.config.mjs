import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const pureModules = ['lib/bs/**', 'lib/panchang/**', 'lib/festivals/**'];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-test/**', 'node_modules/**', 'next-env.d.ts', '.test-results/**', 'playwright-report/**'],
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The domain cores stay pure: no framework, no clock, no storage.
    files: pureModules,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['next', 'next/*', 'react', 'react-dom', '@/lib/time', '@/lib/db', '@/lib/sources'] },
      ],
    },
  },
  {
    files: ['components/**', 'app/**/*-client.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@/lib/db', '@/lib/db/*', '@/lib/sources', '@/lib/sources/*'] }],
    },
  },
];

export default config;
