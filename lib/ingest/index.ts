import 'server-only';

export { CADENCES, expectedLatestDate, isStale } from './stale';
export { formatOutcome, runIngest, runIngestMany, type IngestOptions, type IngestOutcome } from './run';
export { latestDate, sourceStatuses, type SourceStatus } from './status';
