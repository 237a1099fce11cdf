import 'server-only';
import { PostgresAdapter, type QueryExecutor } from 'kysely';

export type StoreKind = 'sqlite' | 'postgres';

/** Which store a Kysely handle (or transaction) talks to, for the few places SQL differs. */
export function storeKind(db: { getExecutor(): QueryExecutor }): StoreKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
