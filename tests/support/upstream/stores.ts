/**
 * The stores the market suites run on: SQLite always, PostgreSQL on the server that
 * TEST_DATABASE_URL names (scripts/test.sh starts a throwaway one: scripts/pg-test-server.sh).
 * Without it the PostgreSQL suites skip locally, with a warning, and scripts/test-summary.mjs
 * counts the skips; under CI=true they fail instead, so CI cannot pass by testing one store.
 */
export type StoreKind = 'sqlite' | 'postgres';

export const STORE_NAMES: Record<StoreKind, string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
};

/** The test server's URL (its maintenance database), or undefined when none is set. */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

const MISSING =
  'TEST_DATABASE_URL is not set: no PostgreSQL test server (npm test starts one with scripts/pg-test-server.sh)';

/** A describe block that needs the PostgreSQL test server: skipped without it, failed under CI. */
export function describeOnPostgres(name: string, body: () => void): void {
  if (testServerUrl()) {
    describe(name, body);
  } else if (process.env.CI === 'true') {
    describe(name, () => {
      it('has a PostgreSQL test server (required when CI=true)', () => {
        throw new Error(MISSING);
      });
    });
  } else {
    console.warn(`${name}: ${MISSING}; skipped`);
    describe.skip(name, body);
  }
}

/** Runs the same suite on each store: `name (SQLite)` and `name (PostgreSQL)`. */
export function describeStores(name: string, body: (kind: StoreKind) => void): void {
  describe(`${name} (${STORE_NAMES.sqlite})`, () => body('sqlite'));
  describeOnPostgres(`${name} (${STORE_NAMES.postgres})`, () => body('postgres'));
}
