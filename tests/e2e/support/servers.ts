/**
 * The e2e servers (playwright.config.ts): SEEDED_ORIGIN (the default baseURL) serves a store
 * seeded from the recorded upstream fixtures; EMPTY_STORE_ORIGIN serves the same build on an
 * empty store.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

export const SEEDED_ORIGIN = `http://127.0.0.1:${PORT}`;
export const EMPTY_STORE_ORIGIN = `http://127.0.0.1:${PORT + 100}`;

/** The seeded server's own copy of the build (playwright.config.ts), where its ISR cache lives. */
export const SEEDED_DIST_DIR = '.e2e/dist-seeded';

/** Both servers' REVALIDATE_SECRET, so the set-up can do what ingestion does after a run. */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789';

/** Nepal "today" of the e2e clock (tests/e2e/NOW) and the seeded store's newest days. */
export const SEEDED = {
  today: '2025-05-16',
  vegetables: { days: ['2025-05-14', '2025-05-15'] },
  metals: { days: ['2025-05-13', '2025-05-15'] },
  forex: { days: ['2025-05-12', '2025-05-13', '2025-05-14', '2025-05-15'] },
} as const;
