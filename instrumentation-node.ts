/**
 * The Node.js server's start-up (instrumentation.ts imports this module only on that runtime): the
 * `SITE_URL` warning, the in-process ingestion schedule with its catch-up of missing or stale
 * market data, unless `INGEST_SCHEDULE=off`, and the search index.
 */
export async function startNodeServer(): Promise<void> {
  if (!(await settingsAreValid())) return;
  await startIngestion();
  // Not awaited: the server answers meanwhile, and a search in the first second joins the build.
  void warmSearch();
}

/** Builds the search index now, so the first search does not wait for it; never stops start-up. */
async function warmSearch(): Promise<void> {
  try {
    const { warmSearchIndex } = await import('./lib/search/site-index');
    await warmSearchIndex();
  } catch (error) {
    console.error('[search] index not built at start:', error);
  }
}

/**
 * A `DATABASE_URL` of an unknown kind (`mysql://…`) or a malformed `REDIS_URL` or
 * `PAGE_CACHE_MAX_MB` stops the server at start, with the forms it accepts, rather than
 * answering every market request with 503 or caching nothing. A store or a Redis that is merely
 * down is not a reason to stop: pages and the API recover when it is back.
 */
async function settingsAreValid(): Promise<boolean> {
  const { databaseUrlKind } = await import('./lib/env/database-url');
  const { processEnv } = await import('./lib/env/runtime');
  const { pageCacheSettings } = await import('./lib/env/page-cache.mjs');
  try {
    databaseUrlKind(processEnv().DATABASE_URL || 'file:./data/site.db');
    pageCacheSettings(processEnv());
    return true;
  } catch (error) {
    console.error(`Not starting: ${(error as Error).message}`);
    process.exit(1);
    return false;
  }
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
