import 'server-only';
import { Cron } from 'croner';
import { getEnv } from '@/lib/env';
import type { SourceId } from '@/lib/sources/types';
import { NEPAL_TIME_ZONE, now } from '@/lib/time';
import { formatOutcome, runIngest } from './run';
import { isStale } from './stale';
import { latestDate } from './status';

/*
 * Poll times in Nepal time (data-sources.md "Poll"):
 * - forex: NRB goes live at 00:00, so 00:05, then hourly until 10:00 as a safety net;
 * - vegetables: the list is entered in the morning, so hourly 06:15–11:15, plus 13:00 and 17:00
 *   for late uploads;
 * - metals: published about 10:25, sometimes revised, so every 30 min 10:00–16:00 and a late 18:00.
 * Upserts are idempotent, so polling after the data arrived only refreshes `fetched_at`.
 */
export const SCHEDULES: Record<SourceId, string[]> = {
  forex: ['5 0 * * *', '0 1-10 * * *'],
  vegetables: ['15 6-11 * * *', '0 13,17 * * *'],
  metals: ['0,30 10-15 * * *', '0 16,18 * * *'],
};

export interface Scheduler {
  stop(): void;
}

type Log = (line: string) => void;

const state = globalThis as typeof globalThis & { __marketScheduler?: Scheduler };

async function runAndLog(source: SourceId, log: Log): Promise<void> {
  try {
    const outcome = await runIngest(source);
    log(`[ingest] ${formatOutcome(outcome)}`);
  } catch (error) {
    log(`[ingest] ${source} crashed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  }
}

/** Ingests at once every source whose stored data is missing or stale. */
export async function catchUp(log: Log = console.log): Promise<void> {
  const sources: SourceId[] = ['forex', 'vegetables', 'metals'];
  await Promise.all(
    sources.map(async (source) => {
      if (isStale(source, await latestDate(source), now())) await runAndLog(source, log);
    }),
  );
}

/**
 * Starts the in-process schedule (Asia/Kathmandu) and a catch-up for missing or stale sources.
 * Idempotent per process; does nothing when `INGEST_SCHEDULE=off`.
 */
export function startScheduler(log: Log = console.log): Scheduler | null {
  if (getEnv().INGEST_SCHEDULE === 'off') return null;
  if (state.__marketScheduler) return state.__marketScheduler;
  const jobs: Cron[] = [];
  for (const [source, patterns] of Object.entries(SCHEDULES) as [SourceId, string[]][]) {
    for (const pattern of patterns) {
      // protect: a slow run is not overlapped by its next tick (the DB lock covers other processes).
      jobs.push(new Cron(pattern, { timezone: NEPAL_TIME_ZONE, protect: true }, () => runAndLog(source, log)));
    }
  }
  const startup = setTimeout(() => void catchUp(log).catch((e: unknown) => log(`[ingest] catch-up failed: ${String(e)}`)), 1_000);
  const scheduler: Scheduler = {
    stop() {
      clearTimeout(startup);
      for (const job of jobs) job.stop();
      delete state.__marketScheduler;
    },
  };
  state.__marketScheduler = scheduler;
  log(`[ingest] scheduler started (${jobs.length} jobs, ${NEPAL_TIME_ZONE})`);
  return scheduler;
}
