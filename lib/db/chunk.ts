import 'server-only';

/** Multi-row inserts are split: SQLite caps bound parameters per statement (32766). */
export function chunk<T>(items: readonly T[], size = 400): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One row per key, the last winning: PostgreSQL refuses an upsert that hits one row twice. */
export function lastPerKey<T>(rows: readonly T[], key: (row: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const row of rows) {
    const k = key(row);
    byKey.delete(k);
    byKey.set(k, row);
  }
  return [...byKey.values()];
}
