import 'server-only';

export { exitCode, parseSources, runCli, USAGE } from './cli';
export { fetchPolicyFromEnv } from './config';
export { expectedLatestDate, isStale } from '@/lib/sources/cadence';
export { formatOutcome, runIngest, runIngestMany, type IngestOutcome } from './run';
export { catchUp, createScheduler, SCHEDULES, startScheduler, type Scheduler } from './schedule';
