import 'server-only';
import { Cron } from 'croner';
import { getEnv } from '@/lib/env';
import { serverPort } from '@/lib/env/runtime';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import { SOURCE_IDS, type SourceId } from '@/lib/sources/types';
import { NEPAL_TIME_ZONE, now } from '@/lib/time';
import {
  describeRevalidation,
  processSecret,
  requestRevalidationOf,
  sourcesWithNewData,
} from './page-refresh';
import { formatOutcome, runIngest, type IngestOptions } from './run';
import { isStale } from '@/lib/sources/cadence';
import { latestDataDate } from '@/lib/db';
import { bySource, SOURCES } from '@/lib/sources/registry';

/** Each source's poll times (cron, Nepal time), from its descriptor (README "Market data"). */
export const SCHEDULES = bySource((source) => source.schedule.polls);

export type Log = (line: string) => void;

export interface SchedulerOptions {
  /** Where run summaries go; the caller decides (instrumentation passes console.log). */
  log: Log;
  /** Delay before the start-up catch-up, so it does not compete with the server's boot. */
  catchUpDelayMs?: number;
  ingest?: IngestOptions;
  /** Refreshes the pages of sources that stored data. */
  revalidate?: (sources: SourceId[], log: Log) => Promise<void>;
}

export interface Scheduler {
  jobs: { source: SourceId; pattern: string; job: Cron }[];
  stop(): void;
}

const state = globalThis as typeof globalThis & { __marketScheduler?: Scheduler };

/** revalidatePath works only in Route Handlers and Server Functions: timers call our own route. */
async function revalidateOwnPages(sources: SourceId[], log: Log): Promise<void> {
  const env = getEnv();
  const origins = env.REVALIDATE_URL ?? [`http://127.0.0.1:${serverPort()}`];
  const result = await requestRevalidationOf(origins, sources, {
    secret: env.REVALIDATE_SECRET ?? processSecret(),
  });
  log(`[ingest] ${describeRevalidation(result)}`);
}

interface RunContext {
  log: Log;
  ingest?: IngestOptions;
  revalidate: (sources: SourceId[], log: Log) => Promise<void>;
}

async function runAndLog(source: SourceId, ctx: RunContext, slot?: Date): Promise<void> {
  const { log } = ctx;
  try {
    const outcome = await runIngest(source, { ...ctx.ingest, slot });
    log(`[ingest] ${formatOutcome(outcome)}`);
    const fresh = sourcesWithNewData([outcome]);
    if (fresh.length) await ctx.revalidate(fresh, log);
  } catch (error) {
    log(
      `[ingest] ${source} crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}

/** A scheduled tick; a source publishing once a day is not polled once today's data is in. */
async function tick(source: SourceId, ctx: RunContext): Promise<void> {
  const at = now();
  if (SOURCES[source].schedule.oncePerDay) {
    const latest = await latestDataDate(source, ctx.ingest?.db).catch(() => null);
    if (latest !== null && latest >= nepalIsoDay(at)) return;
  }
  await runAndLog(source, ctx, new Date(Math.floor(at.getTime() / 60_000) * 60_000));
}

/** Ingests at once every source whose stored data is missing or stale; returns the sources run. */
export async function catchUp(
  log: Log,
  options?: IngestOptions,
  revalidate: RunContext['revalidate'] = revalidateOwnPages,
): Promise<SourceId[]> {
  const due: SourceId[] = [];
  for (const source of SOURCE_IDS) {
    if (isStale(source, await latestDataDate(source, options?.db), now())) due.push(source);
  }
  // The catch-up's slot is its minute: instances that start together (a deployment's restart)
  // catch up once between them, like a scheduled tick.
  const slot = new Date(Math.floor(now().getTime() / 60_000) * 60_000);
  await Promise.all(
    due.map((source) => runAndLog(source, { log, ingest: options, revalidate }, slot)),
  );
  return due;
}

/** Croner (Asia/Kathmandu), and after `catchUpDelayMs` a catch-up for missing or stale sources. */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const ctx: RunContext = {
    log: options.log,
    ingest: options.ingest,
    revalidate: options.revalidate ?? revalidateOwnPages,
  };
  const jobs: Scheduler['jobs'] = [];
  for (const source of SOURCE_IDS) {
    for (const pattern of SCHEDULES[source]) {
      const job = new Cron(pattern, { timezone: NEPAL_TIME_ZONE, protect: true }, () =>
        tick(source, ctx),
      );
      jobs.push({ source, pattern, job });
    }
  }
  const startup = setTimeout(() => {
    void catchUp(ctx.log, ctx.ingest, ctx.revalidate).catch((e: unknown) =>
      ctx.log(`[ingest] catch-up failed: ${String(e)}`),
    );
  }, options.catchUpDelayMs ?? 1_000);
  startup.unref?.();
  ctx.log(
    `[ingest] scheduler started: ${jobs.length} jobs in ${NEPAL_TIME_ZONE}; catch-up of missing or stale sources follows`,
  );
  return {
    jobs,
    stop() {
      clearTimeout(startup);
      for (const { job } of jobs) job.stop();
    },
  };
}

/**
 * Starts the in-process schedule, one per process (later calls return it); null when
 * `INGEST_SCHEDULE=off` (web instances of a deployment whose worker runs the schedule).
 */
export function startScheduler(options: SchedulerOptions): Scheduler | null {
  if (getEnv().INGEST_SCHEDULE === 'off') return null;
  if (state.__marketScheduler) return state.__marketScheduler;
  const scheduler = createScheduler(options);
  state.__marketScheduler = {
    jobs: scheduler.jobs,
    stop() {
      scheduler.stop();
      delete state.__marketScheduler;
    },
  };
  return state.__marketScheduler;
}
