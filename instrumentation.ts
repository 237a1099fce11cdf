/**
 * Next.js start-up hook: on the Node.js server (`npm start`, also `next dev`) it starts the
 * in-process ingestion schedule and a catch-up of missing or stale market data. Skipped on the
 * Edge runtime, during `next build` and when `INGEST_SCHEDULE=off`. The import is dynamic, inside
 * the runtime check, so the Edge bundle never sees better-sqlite3 or croner.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    const { getEnv } = await import('./lib/env');
    if (getEnv().INGEST_SCHEDULE === 'off') return;
    const { startScheduler } = await import('./lib/ingest/schedule');
    startScheduler({ log: (line) => console.log(line) });
  } catch (error) {
    // The site serves stored data without the schedule, so a bad setting must not stop the server.
    console.error('[ingest] schedule not started:', error);
  }
}
