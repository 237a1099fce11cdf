import 'server-only';
import { sql } from 'kysely';
import type { SourceId } from '@/lib/sources/types';
import { lastPerKey } from './chunk';
import { getDb, type Db } from './client';
import type { BackfillDaysTable } from './schema';

const DATED = {
  forex: ['forex_rates', 'date'],
  vegetables: ['kalimati_prices', 'date'],
  metals: ['metal_prices', 'date'],
  fuel: ['fuel_prices', 'effective_date'],
} as const satisfies Record<SourceId, readonly [string, string]>;

/** Dates in from…to (inclusive) for which the source has stored data. */
export async function storedDates(
  source: SourceId,
  from: string,
  to: string,
  db?: Db,
): Promise<Set<string>> {
  const conn = db ?? (await getDb());
  const [table, column] = DATED[source];
  const date = sql.ref<string>(column);
  const rows = await conn
    .selectFrom(table)
    .select(date.as('date'))
    .distinct()
    .where(date, '>=', from)
    .where(date, '<=', to)
    .execute();
  return new Set(rows.map((r) => r.date));
}

/** Backfill notes (`none` / `refused`) for dates in from…to. */
export async function backfillNotes(
  source: SourceId,
  from: string,
  to: string,
  db?: Db,
): Promise<Map<string, BackfillDaysTable['outcome']>> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .selectFrom('backfill_days')
    .select(['date', 'outcome'])
    .where('source', '=', source)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  return new Map(rows.map((r) => [r.date, r.outcome]));
}

/** Records what a backfill learnt of days it did not store; a later note replaces the earlier. */
export async function noteBackfillDays(
  db: Db,
  source: SourceId,
  notes: readonly { date: string; outcome: BackfillDaysTable['outcome']; detail: string | null }[],
  checkedAt: string,
): Promise<void> {
  if (notes.length === 0) return;
  await db
    .insertInto('backfill_days')
    .values(
      lastPerKey(notes, (n) => n.date).map((n) => ({
        source,
        date: n.date,
        outcome: n.outcome,
        detail: n.detail,
        checked_at: checkedAt,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['source', 'date']).doUpdateSet((eb) => ({
        outcome: eb.ref('excluded.outcome'),
        detail: eb.ref('excluded.detail'),
        checked_at: eb.ref('excluded.checked_at'),
      })),
    )
    .execute();
}

/** Forgets a note once the day is stored (a refused day that later passed). */
export async function clearBackfillNotes(
  db: Db,
  source: SourceId,
  dates: readonly string[],
): Promise<void> {
  if (dates.length === 0) return;
  await db
    .deleteFrom('backfill_days')
    .where('source', '=', source)
    .where('date', 'in', dates)
    .execute();
}
