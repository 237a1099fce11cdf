import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testServerUrl } from './stores';

export interface PgAdmin {
  /** Creates an empty database (or a copy of `template`) and returns its URL. */
  create(template?: string): Promise<string>;
  /** Drops the database at `url`, closing any session still on it. */
  drop(url: string): Promise<void>;
  /** Replaces the database at `to` with a copy of the one at `from` (which must be idle). */
  copy(from: string, to: string): Promise<void>;
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let counter = 0;

// A small database copies faster file by file than through the WAL (PostgreSQL 15's default),
// most of all on a busy machine: about 0.2 s against up to 1 s.
const COPY = 'strategy file_copy';

/**
 * Databases on the PostgreSQL test server (TEST_DATABASE_URL) for one describe block: a small
 * admin pool opened before its tests and closed after them. Names carry the Jest worker's pid, so
 * parallel workers never collide.
 */
export function pgDatabases(): () => PgAdmin {
  let pool: pg.Pool | null = null;
  beforeAll(() => {
    const server = testServerUrl();
    if (!server) throw new Error('TEST_DATABASE_URL is not set');
    pool = new pg.Pool({ connectionString: server, max: 2 });
    pool.on('error', () => undefined);
  });
  // Whatever the block's tests left (a seeded template) is dropped before the pool closes: one
  // hook, because Jest would run a second afterAll of the same block after this one.
  const created = new Set<string>();
  afterAll(async () => {
    for (const url of created) await admin.drop(url);
    await pool?.end();
    pool = null;
  });
  const admin: PgAdmin = {
    async create(template) {
      counter += 1;
      const name = `market_${process.pid}_${counter}_${randomBytes(3).toString('hex')}`;
      const from = template ? ` template ${quote(nameOf(template))}` : '';
      await query(`create database ${quote(name)}${from} ${COPY}`);
      const url = databaseUrl(testServerUrl() ?? '', name);
      created.add(url);
      return url;
    },
    async drop(url) {
      // pg's pool.end() resolves once it has asked its connections to close, not once they have:
      // wait for them to go (a forced drop would kill them mid-goodbye, and they would log it).
      const name = nameOf(url);
      for (let i = 0; i < 100 && (await sessions(name)) > 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await query(`drop database if exists ${quote(name)} with (force)`);
      created.delete(url);
    },
    async copy(from, to) {
      await admin.drop(to);
      await query(`create database ${quote(nameOf(to))} template ${quote(nameOf(from))} ${COPY}`);
    },
  };
  async function query(text: string, values: unknown[] = []) {
    if (!pool) throw new Error('the PostgreSQL admin pool is not open (call inside a test)');
    return pool.query(text, values);
  }
  async function sessions(name: string): Promise<number> {
    const result = await query(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    return (result.rows[0] as { n: number }).n;
  }
  return () => admin;
}
