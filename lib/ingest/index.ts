import 'server-only';

export { exitCode, parseSources, runCli, USAGE, type CliIo } from './cli';
export { fetchPolicyFromEnv } from './config';
export { CADENCES, expectedLatestDate, isStale, oldestFreshDate } from '@/lib/sources/cadence';
export {
  formatOutcome,
  runIngest,
  runIngestMany,
  type IngestOptions,
  type IngestOutcome,
} from './run';
export {
  catchUp,
  createScheduler,
  SCHEDULES,
  startScheduler,
  type Scheduler,
  type SchedulerOptions,
} from './schedule';
export { latestDate, sourceStatuses, type SourceStatus } from './status';
export { revalidateSiteFromWorker, startWorker } from './worker';
