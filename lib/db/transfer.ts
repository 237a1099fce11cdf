import 'server-only';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql, type Transaction } from 'kysely';
import { chunk } from './chunk';
import { openDb, storeTarget, type Db } from './client';
import { storeKind } from './dialect';
import type { Database } from './schema';

// A backup is one SQLite file whichever store it comes from (README: "Backup, restore, move").

/** The tables a backup carries, parents first (prices point at commodities); locks are not data. */
export const TRANSFER_TABLES = [
  'kalimati_commodities',
  'kalimati_prices',
  'forex_rates',
  'metal_prices',
  'fuel_prices',
  'ingest_runs',
  'raw_responses',
  'backfill_days',
] as const satisfies readonly (keyof Database)[];

export type TransferTable = (typeof TRANSFER_TABLES)[number];
export type TransferCounts = Record<TransferTable, number>;

// Read order (the primary key), so pages of a snapshot never overlap or skip.
const ORDER: Record<TransferTable, readonly string[]> = {
  kalimati_commodities: ['id'],
  kalimati_prices: ['date', 'commodity_id'],
  forex_rates: ['date', 'iso3'],
  metal_prices: ['date', 'metal', 'grade', 'unit'],
  fuel_prices: ['effective_date', 'product'],
  ingest_runs: ['id'],
  raw_responses: ['id'],
  backfill_days: ['source', 'date'],
};
const IDENTITY: readonly TransferTable[] = ['kalimati_commodities', 'ingest_runs', 'raw_responses'];
const PAGE = 5_000;

type Row = Record<string, unknown>;
type Snapshot = Db | Transaction<Database>;

async function counts(db: Snapshot): Promise<TransferCounts> {
  const entries = await Promise.all(
    TRANSFER_TABLES.map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries) as TransferCounts;
}

/** Throws unless every transferred table of `db` is empty. */
async function assertEmpty(db: Db, label: string): Promise<void> {
  const full = Object.entries(await counts(db)).filter(([, n]) => n > 0);
  if (full.length)
    throw new Error(
      `${label} is not empty (${full.map(([t, n]) => `${t} ${n}`).join(', ')}): restore and copy load an empty store only`,
    );
}

function inSnapshot<T>(db: Db, read: (snapshot: Snapshot) => Promise<T>): Promise<T> {
  // PostgreSQL: REPEATABLE READ sees one snapshot for the whole transaction. SQLite (WAL): a read
  // transaction sees the database as of its first read, whatever writers do meanwhile.
  const builder =
    storeKind(db) === 'postgres'
      ? db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only')
      : db.transaction();
  return builder.execute(read);
}

/** Copies all rows of `from` into the empty store `to` in one transaction (both migrated alike). */
export async function copyRows(from: Db, to: Db): Promise<TransferCounts> {
  await assertEmpty(to, 'the target store');
  const copied = await inSnapshot(from, async (snapshot) =>
    to.transaction().execute(async (target) => {
      const done = {} as TransferCounts;
      for (const table of TRANSFER_TABLES) {
        done[table] = 0;
        for (let offset = 0; ; offset += PAGE) {
          let query = snapshot.selectFrom(table).selectAll();
          for (const column of ORDER[table]) query = query.orderBy(sql.ref(column));
          const rows = (await query.limit(PAGE).offset(offset).execute()) as Row[];
          for (const part of chunk(rows))
            await target
              .insertInto(table)
              .values(part as never)
              .execute();
          done[table] += rows.length;
          if (rows.length < PAGE) break;
        }
      }
      // Ids were copied as they were: PostgreSQL's identity counters must start past them.
      if (storeKind(to) === 'postgres')
        for (const table of IDENTITY)
          await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
            coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(target);
      return done;
    }),
  );
  return copied;
}

const SQLITE_HEADER = 'SQLite format 3\u0000';

/** Whether `file` starts like a SQLite database (a backup made by db:backup). */
function isSqliteFile(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    return readSync(fd, head, 0, 16, 0) === 16 && head.toString('latin1') === SQLITE_HEADER;
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes a consistent snapshot of the store at `url` to a new SQLite `file` while the site runs
 * (SQLite's online backup API, or a PostgreSQL read-only snapshot). Returns the rows in it.
 */
export async function backupStore(url: string, file: string): Promise<TransferCounts> {
  if (existsSync(file)) throw new Error(`${file} exists: a backup never overwrites a file`);
  const partial = `${file}.partial-${process.pid}`;
  rmSync(partial, { force: true });
  try {
    const target = storeTarget(url);
    if (target.kind === 'sqlite') {
      if (target.file === ':memory:') throw new Error('an in-memory store has nothing to back up');
      const source = new BetterSqlite3(target.file, { readonly: true, fileMustExist: true });
      try {
        await source.backup(partial);
      } finally {
        source.close();
      }
    } else {
      const from = await openDb(url, { poolMax: 2 });
      const to = await openDb(`file:${partial}`);
      try {
        await copyRows(from, to);
        // One self-contained file: no -wal beside it.
        await sql`pragma journal_mode = delete`.execute(to);
      } finally {
        await Promise.all([from.destroy(), to.destroy()]);
      }
    }
    renameSync(partial, file);
  } catch (error) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${partial}${suffix}`, { force: true });
    throw error;
  }
  const check = await openDb(`file:${file}`, { migrate: false });
  try {
    return await counts(check);
  } finally {
    await check.destroy();
  }
}

/** Fills the empty store at `url` from a copy of the backup, so migration never alters the file. */
export async function restoreStore(file: string, url: string): Promise<TransferCounts> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  if (!isSqliteFile(file)) throw new Error(`${file} is not a backup made by db:backup`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-restore-'));
  try {
    const copy = path.join(dir, 'backup.db');
    copyFileSync(file, copy);
    return await copyStore(`file:${copy}`, url);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Copies the store at `fromUrl` into the empty store at `toUrl` (e.g. SQLite to PostgreSQL). */
export async function copyStore(fromUrl: string, toUrl: string): Promise<TransferCounts> {
  const from = await openDb(fromUrl, { poolMax: 2 });
  try {
    const to = await openDb(toUrl, { poolMax: 2 });
    try {
      return await copyRows(from, to);
    } finally {
      await to.destroy();
    }
  } finally {
    await from.destroy();
  }
}
