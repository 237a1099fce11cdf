import { existsSync, readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_REVALIDATE_SECRET, SEEDED_DIST_DIR } from './tests/e2e/support/servers';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The server on an empty store; specs reach it through tests/e2e/support/servers.ts.
const EMPTY_PORT = PORT + 100;
const SEEDED_STORE = '.e2e/site.db';
const EMPTY_STORE = '.e2e/empty.db';
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Locally a server already on the port is reused, unless E2E_FRESH_SERVERS asks for new ones (the
// quick loop, which has just built: a reused server would serve the build before it).
const reuseServers = !process.env.CI && !process.env.E2E_FRESH_SERVERS;

// The pinned clock of the build and the e2e server (tests/e2e/NOW: 16 May 2025, 10:00 in Nepal,
// 2 Jestha 2082 BS), so pages rendered at build time and at request time agree.
const APP_NOW = process.env.APP_NOW ?? readFileSync('tests/e2e/NOW', 'utf8').trim();
// The build to serve: scripts/test.sh builds into .next-test, a plain build into .next.
const NEXT_DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
// The per-client bounds stay on (lib/http/client-limits.ts), the connections one at the shipped
// 32: two workers' browsers open six each. The rate is raised: every spec's request comes from
// 127.0.0.1, two browsers loading pages as fast as the machine allows with a cold cache each
// (a fresh context per test), which is far past one person's pace.
const CLIENT_RATE_LIMIT = '4000/2s';
// Next keeps its ISR cache inside the build directory, so two servers on one directory would
// share pages. The seeded server runs on a fresh copy of the build, as a second machine would
// (without the build's caches, Turbopack's included, which is the bulk of the folder); the
// empty-store one on the build itself, where it can only write what the build saw.

export default defineConfig({
  testDir: 'tests/e2e',
  // Runs once both servers answer: revalidates the seeded server's market pages.
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // The service worker would answer the specs' requests from its caches and add its own
    // (precache, months ahead); only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Two servers on one build: PORT on a store seeded from the recorded upstream fixtures
  // (scripts/seed-e2e.ts; calendar in tests/fixtures/upstream/README.md) and EMPTY_PORT on an
  // empty store, for the empty states. Each resets its store before it starts.
  webServer: [
    {
      command: `rm -rf ${SEEDED_DIST_DIR} && mkdir -p ${SEEDED_DIST_DIR} && tar -C ${NEXT_DIST_DIR} -ch --exclude=./cache . | tar -C ${SEEDED_DIST_DIR} -x && npx tsx --conditions=react-server scripts/seed-e2e.ts ${SEEDED_STORE} && node dist/server.mjs -p ${PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/en`,
      reuseExistingServer: reuseServers,
      timeout: 120_000,
      env: {
        APP_NOW,
        NEXT_DIST_DIR: SEEDED_DIST_DIR,
        INGEST_SCHEDULE: 'off',
        REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
        DATABASE_URL: `file:./${SEEDED_STORE}`,
        CLIENT_RATE_LIMIT,
      },
    },
    {
      command: `npx tsx --conditions=react-server scripts/seed-e2e.ts --empty ${EMPTY_STORE} && node dist/server.mjs -p ${EMPTY_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${EMPTY_PORT}/en`,
      reuseExistingServer: reuseServers,
      timeout: 120_000,
      env: {
        APP_NOW,
        NEXT_DIST_DIR,
        INGEST_SCHEDULE: 'off',
        REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
        DATABASE_URL: `file:./${EMPTY_STORE}`,
        CLIENT_RATE_LIMIT,
      },
    },
  ],
});
