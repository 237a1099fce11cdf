/**
 * The Node.js server's start-up (instrumentation.ts imports this module only on that runtime): the
 * `SITE_URL` warning, and the in-process ingestion schedule with its catch-up of missing or stale
 * market data, unless `INGEST_SCHEDULE=off`.
 */
export async function startNodeServer(): Promise<void> {
  await startIngestion();
}

async function startIngestion(): Promise<void> {
  try {
    // Imported here, inside the try: the site serves stored data without the schedule, so a
    // module or setting that fails must not stop the server.
    const { getEnv, siteUrlWarning } = await import('./lib/env');
    const warning = siteUrlWarning();
    if (warning) console.warn(warning);
    if (getEnv().INGEST_SCHEDULE === 'off') return;
    const { startScheduler } = await import('./lib/ingest/schedule');
    startScheduler({ log: (line) => console.log(line) });
  } catch (error) {
    console.error('[ingest] schedule not started:', error);
  }
}
