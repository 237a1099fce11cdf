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
