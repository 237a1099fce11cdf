import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // server-only throws outside the react-server condition; unit tests import lib/db directly.
    '^server-only$': '<rootDir>/tests/unit/support/empty.ts',
  },
  testTimeout: 60_000,
};

// next/jest replaces transformIgnorePatterns, so the ESM-only packages (next-intl and the ICU
// formatter it uses, the d3 modules of the server-rendered charts) are let through afterwards.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      '/node_modules/(?!(next-intl|use-intl|icu-minify|@formatjs|intl-messageformat|d3-[a-z-]+|internmap)/)',
    ],
  };
}
