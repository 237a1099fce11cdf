/**
 * `npm run ingest:worker`: runs the ingestion schedule (Asia/Kathmandu) and its start-up catch-up
 * in a process of its own, with no web server, until SIGINT or SIGTERM. For deployments with
 * several web instances: they set INGEST_SCHEDULE=off and share DATABASE_URL with this worker.
 * Run through `tsx --conditions=react-server` (lib/db and lib/ingest import `server-only`).
 */
import { closeDb, describeStore } from '@/lib/db';
import { getEnv } from '@/lib/env';
import { startWorker } from '@/lib/ingest/worker';

function main(): void {
  // A bad setting (an unknown DATABASE_URL scheme) stops the worker before it schedules anything.
  const env = getEnv();
  const log = (line: string) => console.log(line);
  log(`[ingest] worker on ${describeStore(env.DATABASE_URL)}`);
  const scheduler = startWorker({ log });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`[ingest] ${signal}: worker stopping`);
    scheduler.stop();
    // A run in progress is left to the store: its lock ends with the process (PostgreSQL) or
    // its lease (SQLite), and the next run marks it interrupted.
    void closeDb().finally(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
