import 'server-only';
import { lastPerKey } from './chunk';
import type { Metal, MetalDay, MetalGrade, MetalPrice, MetalUnit } from '@/lib/sources/types';
import { getDb, type Db } from './client';

export type { Metal, MetalGrade, MetalUnit };

export interface StoredMetalDay {
  date: string;
  previousDate: string | null;
  fetchedAt: string;
  prices: (MetalPrice & { previousPrice: number | null })[];
}

const key = (p: MetalPrice) => `${p.metal}/${p.grade}/${p.unit}`;
// Display order: gold before silver, fine before tejabi, tola before 10 g.
const ORDER: Record<string, number> = {
  gold: 0,
  silver: 1,
  fine: 0,
  tejabi: 1,
  standard: 2,
  tola: 0,
  '10g': 1,
};
const rank = (p: MetalPrice) =>
  (ORDER[p.metal] ?? 9) * 100 + (ORDER[p.grade] ?? 9) * 10 + (ORDER[p.unit] ?? 9);

/** Upserts prices keyed by (date, metal, grade, unit). Returns rows written. */
export async function upsertMetalDays(
  db: Db,
  days: readonly MetalDay[],
  fetchedAt: string,
): Promise<number> {
  const rows = days.flatMap((day) =>
    day.prices.map((p) => ({ date: day.date, ...p, fetched_at: fetchedAt })),
  );
  if (rows.length === 0) return 0;
  await db
    .insertInto('metal_prices')
    .values(lastPerKey(rows, (r) => `${r.date}/${key(r)}`))
    .onConflict((oc) =>
      oc.columns(['date', 'metal', 'grade', 'unit']).doUpdateSet((eb) => ({
        price: eb.ref('excluded.price'),
        fetched_at: eb.ref('excluded.fetched_at'),
      })),
    )
    .execute();
  return rows.length;
}

/** Newest stored price date, or null on an empty store. */
export async function latestMetalDate(db?: Db): Promise<string | null> {
  const conn = db ?? (await getDb());
  const row = await conn
    .selectFrom('metal_prices')
    .select((eb) => eb.fn.max('date').as('date'))
    .executeTakeFirst();
  return row?.date ?? null;
}

async function dayBefore(conn: Db, date: string): Promise<string | null> {
  const row = await conn
    .selectFrom('metal_prices')
    .select((eb) => eb.fn.max('date').as('date'))
    .where('date', '<', date)
    .executeTakeFirst();
  return row?.date ?? null;
}

/** One day's prices with the previous stored day's price for each; null when the date has none. */
export async function getMetalDay(date: string, db?: Db): Promise<StoredMetalDay | null> {
  const conn = db ?? (await getDb());
  const rows = await conn.selectFrom('metal_prices').selectAll().where('date', '=', date).execute();
  const first = rows[0];
  if (!first) return null;
  const previousDate = await dayBefore(conn, date);
  const previous = new Map<string, number>();
  if (previousDate) {
    const before = await conn
      .selectFrom('metal_prices')
      .selectAll()
      .where('date', '=', previousDate)
      .execute();
    for (const row of before) previous.set(key(row), row.price);
  }
  return {
    date,
    previousDate,
    fetchedAt: rows.reduce((max, r) => (r.fetched_at > max ? r.fetched_at : max), first.fetched_at),
    prices: rows
      .map(({ metal, grade, unit, price }) => {
        const point = { metal, grade, unit, price };
        return { ...point, previousPrice: previous.get(key(point)) ?? null };
      })
      .sort((a, b) => rank(a) - rank(b)),
  };
}

/** The latest stored day strictly before `date` (the base for day-over-day checks). */
export async function getMetalDayBefore(date: string, db?: Db): Promise<StoredMetalDay | null> {
  const conn = db ?? (await getDb());
  const previousDate = await dayBefore(conn, date);
  return previousDate ? getMetalDay(previousDate, conn) : null;
}

/** One series (metal, grade, unit) between two dates (inclusive, either open). */
export async function getMetalHistory(
  series: { metal: Metal; grade: MetalGrade; unit: MetalUnit },
  range: { from?: string; to?: string } = {},
  db?: Db,
): Promise<{ date: string; price: number }[]> {
  const conn = db ?? (await getDb());
  let query = conn
    .selectFrom('metal_prices')
    .select(['date', 'price'])
    .where('metal', '=', series.metal)
    .where('grade', '=', series.grade)
    .where('unit', '=', series.unit);
  if (range.from) query = query.where('date', '>=', range.from);
  if (range.to) query = query.where('date', '<=', range.to);
  return query.orderBy('date').execute();
}

/** Whether any price of one series (metal, grade, unit) is stored at all. */
export async function hasMetalSeries(
  series: { metal: Metal; grade: MetalGrade; unit: MetalUnit },
  db?: Db,
): Promise<boolean> {
  const conn = db ?? (await getDb());
  const row = await conn
    .selectFrom('metal_prices')
    .select('date')
    .where('metal', '=', series.metal)
    .where('grade', '=', series.grade)
    .where('unit', '=', series.unit)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
