import 'server-only';
import { postgresUrlOf, type Db } from './client';
import { storeKind } from './dialect';
import { connectClient } from './postgres';
import { acquireLock, releaseLock } from './runs';

/** A held ingestion lock; release() is safe to call more than once. */
export interface IngestLock {
  release(): Promise<void>;
}

export interface LockLease {
  /** Who holds it (host:pid:uuid), for the SQLite lease row. */
  holder: string;
  nowIso: string;
  /** When a SQLite lease left by a holder that died may be taken over. */
  expiresAt: string;
}

/** Takes `source`'s ingestion lock (PostgreSQL advisory lock, SQLite lease), or returns null. */
export async function takeIngestLock(
  db: Db,
  source: string,
  lease: LockLease,
): Promise<IngestLock | null> {
  if (storeKind(db) === 'sqlite') {
    const taken = await acquireLock(source, lease.holder, lease.nowIso, lease.expiresAt, db);
    return taken ? { release: () => releaseLock(source, lease.holder, db) } : null;
  }
  const client = await connectClient(postgresUrlOf(db));
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    await client.end().catch(() => undefined);
  };
  try {
    const result = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext(current_schema()), hashtext($1)) as locked',
      [`ingest:${source}`],
    );
    if (!result.rows[0]?.locked) {
      await end();
      return null;
    }
  } catch (error) {
    await end();
    throw error;
  }
  // Ending the session is the release: the server drops every lock it held.
  return { release: end };
}
