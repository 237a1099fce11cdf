import 'server-only';
import pg from 'pg';

// PostgreSQL types read back as SQLite gives them, so both stores answer alike.
const OID = { int8: 20, numeric: 1700, date: 1082, timestamptz: 1184 } as const;
const parseInstant = pg.types.getTypeParser(OID.timestamptz);
const PARSERS: Record<number, (value: string) => unknown> = {
  [OID.int8]: Number,
  [OID.numeric]: Number,
  [OID.date]: (value) => value,
  [OID.timestamptz]: (value) => (parseInstant(value) as Date).toISOString(),
};

// Per pool, not pg.types.setTypeParser: the global table would change every other pg user too.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A pool for `url`; a lost connection is logged and dropped: thrown, it would end the process. */
export function createPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types,
    // A silent server fails the request in 5 s instead of holding it until the client gives up.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'nepali-info-hub',
  });
  pool.on('error', (error) => {
    console.error(`[store] PostgreSQL connection lost: ${error.message}`);
  });
  return pool;
}

/** One connection outside any pool, for a session that must outlive a query (advisory locks). */
export async function connectClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    types,
    connectionTimeoutMillis: 5_000,
    application_name: 'nepali-info-hub lock',
  });
  // An error after connect ends the session (freeing its locks); the holder learns on next use.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
