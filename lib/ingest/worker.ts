import 'server-only';
import type { SourceId } from '@/lib/sources/types';
import { revalidateSite } from './cli';
import { createScheduler, type Log, type Scheduler, type SchedulerOptions } from './schedule';

/**
 * The worker serves no pages, so after a run that stored data it asks the site to refresh them,
 * as `npm run ingest` does: REVALIDATE_URL (else SITE_URL) with REVALIDATE_SECRET.
 */
export async function revalidateSiteFromWorker(sources: SourceId[], log: Log): Promise<void> {
  const line = (text: string) => log(`[ingest] ${text}`);
  await revalidateSite(sources, { out: line, err: line });
}

/**
 * `npm run ingest:worker`: the schedule alone, for deployments that keep ingestion out of the web
 * instances (they set INGEST_SCHEDULE=off; the worker runs whatever that says).
 */
export function startWorker(options: Omit<SchedulerOptions, 'revalidate'>): Scheduler {
  return createScheduler({ ...options, revalidate: revalidateSiteFromWorker });
}
