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

// next/jest replaces transformIgnorePatterns, so next-intl's ESM is let through afterwards.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return { ...resolved, transformIgnorePatterns: ['/node_modules/(?!(next-intl|use-intl)/)'] };
}
