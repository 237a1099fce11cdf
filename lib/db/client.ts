import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { getEnv } from '@/lib/env';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/**
 * Turns `DATABASE_URL` into a file path: `file:./data/site.db` (relative to the working
 * directory), `file:/abs/x.db`, `file:///abs/x.db`, a bare path, or `:memory:`.
 */
export function databasePath(url: string, cwd: string = process.cwd()): string {
  if (url === ':memory:' || url === 'file::memory:') return ':memory:';
  if (url.startsWith('file://')) return fileURLToPath(url.split('?')[0] ?? url);
  if (url.startsWith('file:'))
    return path.resolve(cwd, (url.slice('file:'.length).split('?')[0] ?? '') || 'site.db');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    throw new Error(`DATABASE_URL "${url}" is not supported: only SQLite file: URLs are`);
  }
  return path.resolve(cwd, url);
}

function openSqlite(file: string): BetterSqlite3.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // WAL lets route handlers read while an ingest writes; busy_timeout makes the CLI and the
  // server wait for each other's short write transactions instead of failing at once.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 10000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  return sqlite;
}

async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  // Two processes opening a fresh file at once can collide on SQLite's write lock; one retry is
  // enough because the winner's migration is then already recorded.
  for (let attempt = 1; ; attempt += 1) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    if (attempt >= 3) throw error instanceof Error ? error : new Error(String(error));
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

async function open(file: string): Promise<Db> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(file) }) });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

// One handle per process and file: Next evaluates route modules more than once (and dev reloads
// them), so the cache lives on globalThis rather than in module scope.
const globalStore = globalThis as typeof globalThis & { __marketDb?: Map<string, Promise<Db>> };
const handles = (globalStore.__marketDb ??= new Map<string, Promise<Db>>());

/** The shared, migrated database for `DATABASE_URL` (or `url`), opened on first use. */
export function getDb(url: string = getEnv().DATABASE_URL): Promise<Db> {
  const file = databasePath(url);
  let handle = handles.get(file);
  if (!handle) {
    handle = open(file);
    handles.set(file, handle);
    // A failed open must not poison the cache: the next call retries.
    handle.catch(() => handles.delete(file));
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

/** Closes the handle for `url` (or every handle); for scripts and tests. */
export async function closeDb(url?: string): Promise<void> {
  const files = url === undefined ? [...handles.keys()] : [databasePath(url)];
  for (const file of files) {
    const handle = handles.get(file);
    handles.delete(file);
    if (handle) await (await handle.catch(() => null))?.destroy();
  }
}
