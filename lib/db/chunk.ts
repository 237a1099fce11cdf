import 'server-only';

/**
 * SQLite caps bound parameters per statement (32766 in current builds), so multi-row inserts are
 * split; 400 rows × ≤10 columns stays far below it while keeping statement count low.
 */
export function chunk<T>(items: readonly T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * One row per key, the last one given winning, as SQLite applies a multi-row upsert that names a
 * key twice: PostgreSQL refuses a statement that affects one row twice.
 */
export function lastPerKey<T>(rows: readonly T[], key: (row: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    byKey.delete(k);
    byKey.set(k, row);
  }
  return [...byKey.values()];
}
