import 'server-only';
import type { SourceId } from '@/lib/sources/types';
import { revalidateSite } from './cli';
import { createScheduler, type Log, type Scheduler, type SchedulerOptions } from './schedule';

/** After a run that stored data, asks the site to refresh its pages (REVALIDATE_URL). */
export async function revalidateSiteFromWorker(sources: SourceId[], log: Log): Promise<void> {
  const line = (text: string) => log(`[ingest] ${text}`);
  await revalidateSite(sources, { out: line, err: line });
}

/** `npm run ingest:worker`: the schedule alone, for web instances with INGEST_SCHEDULE=off. */
export function startWorker(options: Omit<SchedulerOptions, 'revalidate'>): Scheduler {
  return createScheduler({ ...options, revalidate: revalidateSiteFromWorker });
}
