import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { getEnv } from '@/lib/env';
import { databaseUrlKind, redactDatabaseUrl } from '@/lib/env/database-url';
import { migrationProvider } from './migrations';
import { createPool } from './postgres';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** What a `DATABASE_URL` names: a SQLite file (or `:memory:`), or a PostgreSQL server. */
export type StoreTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Reads `DATABASE_URL`: `file:…`, a path or `:memory:` is SQLite; `postgres://…` PostgreSQL. */
export function storeTarget(url: string, cwd: string = process.cwd()): StoreTarget {
  if (databaseUrlKind(url) === 'postgres') return { kind: 'postgres', url };
  if (url === ':memory:' || url === 'file::memory:') return { kind: 'sqlite', file: ':memory:' };
  if (url.startsWith('file://'))
    return { kind: 'sqlite', file: fileURLToPath(url.split('?')[0] ?? url) };
  if (url.startsWith('file:'))
    return {
      kind: 'sqlite',
      file: path.resolve(cwd, (url.slice('file:'.length).split('?')[0] ?? '') || 'site.db'),
    };
  return { kind: 'sqlite', file: path.resolve(cwd, url) };
}

/** The SQLite file a `DATABASE_URL` names; throws for a PostgreSQL URL. */
export function databasePath(url: string, cwd: string = process.cwd()): string {
  const target = storeTarget(url, cwd);
  if (target.kind !== 'sqlite') throw new Error('DATABASE_URL names PostgreSQL, not a SQLite file');
  return target.file;
}

/** The store for people: the SQLite file, or the PostgreSQL URL without its password. */
export function describeStore(url: string): string {
  const target = storeTarget(url);
  return target.kind === 'sqlite'
    ? `SQLite ${target.file}`
    : `PostgreSQL ${redactDatabaseUrl(target.url)}`;
}

function openSqlite(file: string): BetterSqlite3.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // WAL: route handlers read while an ingest writes; busy_timeout: writers wait for each other.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 10000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

async function migrate(db: Db, kind: StoreTarget['kind']): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  // Two processes migrating a fresh file can collide on the write lock; the retry finds it done.
  for (let attempt = 1; ; attempt += 1) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    if (attempt >= 3 || kind === 'postgres')
      throw error instanceof Error ? error : new Error(String(error));
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

/** A new, migrated handle of its own for `url`, which the caller closes (`db.destroy()`). */
export async function openDb(
  url: string,
  options: { poolMax?: number; migrate?: boolean } = {},
): Promise<Db> {
  const target = storeTarget(url);
  const dialect =
    target.kind === 'sqlite'
      ? new SqliteDialect({ database: openSqlite(target.file) })
      : new PostgresDialect({
          pool: createPool(target.url, options.poolMax ?? getEnv().DATABASE_POOL_MAX),
        });
  const db = new Kysely<Database>({ dialect });
  if (target.kind === 'postgres') serverUrls.set(db, target.url);
  if (options.migrate === false) return db;
  try {
    await migrate(db, target.kind);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

// The server behind each PostgreSQL handle, for sessions outside its pool (advisory locks).
const serverUrls = new WeakMap<Db, string>();

/** The PostgreSQL URL a handle from openDb or getDb was opened on; throws for anything else. */
export function postgresUrlOf(db: Db): string {
  const url = serverUrls.get(db);
  if (!url) throw new Error('not a PostgreSQL handle opened by openDb or getDb');
  return url;
}

const keyOf = (url: string) => {
  const target = storeTarget(url);
  return target.kind === 'sqlite' ? target.file : target.url;
};

// On globalThis: Next evaluates route modules more than once (and dev reloads them).
const globalStore = globalThis as typeof globalThis & { __marketDb?: Map<string, Promise<Db>> };
const handles = (globalStore.__marketDb ??= new Map<string, Promise<Db>>());

/** The shared, migrated database for `DATABASE_URL` (or `url`), opened on first use. */
export function getDb(url: string = getEnv().DATABASE_URL): Promise<Db> {
  const key = keyOf(url);
  let handle = handles.get(key);
  if (!handle) {
    handle = openDb(url);
    handles.set(key, handle);
    // A failed open (a server not up yet) must not poison the cache: the next call retries.
    handle.catch(() => handles.delete(key));
  }
  return handle;
}

/** Migration names known to the code and whether each is applied to the store at `url`. */
export async function migrationStatus(
  url?: string,
): Promise<{ name: string; executedAt: Date | null }[]> {
  const db = await getDb(url);
  const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
  return migrations.map((m) => ({ name: m.name, executedAt: m.executedAt ?? null }));
}

export async function closeDb(url?: string): Promise<void> {
  const keys = url === undefined ? [...handles.keys()] : [keyOf(url)];
  for (const key of keys) {
    const handle = handles.get(key);
    handles.delete(key);
    if (handle) await (await handle.catch(() => null))?.destroy();
  }
}
