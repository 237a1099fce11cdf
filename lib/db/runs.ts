import 'server-only';
import { lastPerKey } from './chunk';
import { getDb, type Db } from './client';
import type { Selectable } from 'kysely';
import type { IngestRunsTable } from './schema';

export type RunStatus = IngestRunsTable['status'];

export interface RunRecord {
  id: number;
  source: string;
  startedAt: string;
  finishedAt: string | null;
  status: RunStatus;
  rows: number | null;
  error: string | null;
  warnings: string[];
  dataDate: string | null;
}

export interface RawResponseInput {
  url: string;
  status: number;
  bodySha256: string;
  bytes: number;
  fetchedAt: string;
}

function toRecord(row: Selectable<IngestRunsTable>): RunRecord {
  return {
    id: row.id,
    source: row.source,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    status: row.status,
    rows: row.rows,
    error: row.error,
    warnings: row.warnings ? (JSON.parse(row.warnings) as string[]) : [],
    dataDate: row.data_date,
  };
}

/** Records a run as `running` and returns its id. */
export async function startRun(source: string, startedAt: string, db?: Db): Promise<number> {
  const conn = db ?? (await getDb());
  const row = await conn
    .insertInto('ingest_runs')
    .values({ source, started_at: startedAt, status: 'running' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Closes a run as ok (with rows and data date) or failed (with the reason). */
export async function finishRun(
  id: number,
  outcome: {
    status: 'ok' | 'failed';
    finishedAt: string;
    rows?: number;
    dataDate?: string | null;
    error?: string;
    warnings?: string[];
  },
  db?: Db,
): Promise<void> {
  const conn = db ?? (await getDb());
  await conn
    .updateTable('ingest_runs')
    .set({
      status: outcome.status,
      finished_at: outcome.finishedAt,
      rows: outcome.rows ?? null,
      data_date: outcome.dataDate ?? null,
      error: outcome.error ?? null,
      warnings: outcome.warnings?.length ? JSON.stringify(outcome.warnings) : null,
    })
    .where('id', '=', id)
    .execute();
}

/** Marks runs left `running` by a crashed process as failed. */
export async function failInterruptedRuns(
  source: string,
  finishedAt: string,
  db?: Db,
): Promise<void> {
  const conn = db ?? (await getDb());
  await conn
    .updateTable('ingest_runs')
    .set({
      status: 'failed',
      finished_at: finishedAt,
      error: 'interrupted: the process stopped before the run finished',
    })
    .where('source', '=', source)
    .where('status', '=', 'running')
    .execute();
}

/** Whether any run of `source` (of any status) started at or after `sinceIso`. */
export async function runStartedSince(source: string, sinceIso: string, db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  const row = await conn
    .selectFrom('ingest_runs')
    .select('id')
    .where('source', '=', source)
    .where('started_at', '>=', sinceIso)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A source's newest run with status ok, and its newest run of any status. */
export async function lastRuns(
  source: string,
  db?: Db,
): Promise<{ lastSuccess: RunRecord | null; lastAttempt: RunRecord | null }> {
  const conn = db ?? (await getDb());
  const newest = (status?: RunStatus) => {
    let query = conn.selectFrom('ingest_runs').selectAll().where('source', '=', source);
    if (status) query = query.where('status', '=', status);
    return query.orderBy('started_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  };
  const [success, attempt] = await Promise.all([newest('ok'), newest()]);
  return {
    lastSuccess: success ? toRecord(success) : null,
    lastAttempt: attempt ? toRecord(attempt) : null,
  };
}

export async function listRuns(source: string, limit = 20, db?: Db): Promise<RunRecord[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .selectFrom('ingest_runs')
    .selectAll()
    .where('source', '=', source)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

/** Stores each upstream response once per distinct body; a repeat only refreshes fetched_at. */
export async function recordRawResponses(
  source: string,
  runId: number | null,
  responses: readonly RawResponseInput[],
  db?: Db,
): Promise<void> {
  if (responses.length === 0) return;
  const conn = db ?? (await getDb());
  await conn
    .insertInto('raw_responses')
    .values(
      lastPerKey(responses, (r) => `${r.url}\u0000${r.status}\u0000${r.bodySha256}`).map((r) => ({
        source,
        url: r.url,
        status: r.status,
        body_sha256: r.bodySha256,
        bytes: r.bytes,
        fetched_at: r.fetchedAt,
        run_id: runId,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['source', 'url', 'status', 'body_sha256']).doUpdateSet((eb) => ({
        fetched_at: eb.ref('excluded.fetched_at'),
        run_id: eb.ref('excluded.run_id'),
      })),
    )
    .execute();
}

/** Takes the source's lock in one statement: insert, or take over an expired lease. */
export async function acquireLock(
  source: string,
  holder: string,
  nowIso: string,
  expiresAt: string,
  db?: Db,
): Promise<boolean> {
  const conn = db ?? (await getDb());
  const result = await conn
    .insertInto('ingest_locks')
    .values({ source, holder, acquired_at: nowIso, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('source')
        .doUpdateSet({ holder, acquired_at: nowIso, expires_at: expiresAt })
        .where('ingest_locks.expires_at', '<', nowIso),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Releases the lock if `holder` still owns it. */
export async function releaseLock(source: string, holder: string, db?: Db): Promise<void> {
  const conn = db ?? (await getDb());
  await conn
    .deleteFrom('ingest_locks')
    .where('source', '=', source)
    .where('holder', '=', holder)
    .execute();
}

/** A source's recorded upstream responses, newest first (what upstream answered, and when). */
export async function listRawResponses(
  source: string,
  limit = 50,
  db?: Db,
): Promise<(RawResponseInput & { runId: number | null })[]> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .selectFrom('raw_responses')
    .selectAll()
    .where('source', '=', source)
    .orderBy('fetched_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    url: r.url,
    status: r.status,
    bodySha256: r.body_sha256,
    bytes: r.bytes,
    fetchedAt: r.fetched_at,
    runId: r.run_id,
  }));
}
