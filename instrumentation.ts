/**
 * Next.js start-up hook: on the Node.js server (`npm start`, also `next dev`) it puts the raw
 * request guard in front of Next's router, warns when `SITE_URL` is missing, and starts the
 * in-process ingestion schedule and a catch-up of missing or stale market data. Skipped on the
 * Edge runtime, during `next build` and when `INGEST_SCHEDULE=off`. The imports are dynamic,
 * inside the runtime check, so the Edge bundle never sees node:http, better-sqlite3 or croner.
 */
export async function register(): Promise<void> {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    const { installRequestGuard } = await import('./lib/http/request-guard');
    installRequestGuard();
    await startIngestion();
  }
}

async function startIngestion(): Promise<void> {
  try {
    const { getEnv, siteUrlWarning } = await import('./lib/env');
    const warning = siteUrlWarning();
    if (warning) console.warn(warning);
    if (getEnv().INGEST_SCHEDULE === 'off') return;
    const { startScheduler } = await import('./lib/ingest/schedule');
    startScheduler({ log: (line) => console.log(line) });
  } catch (error) {
    // The site serves stored data without the schedule, so a bad setting must not stop the server.
    console.error('[ingest] schedule not started:', error);
  }
}
