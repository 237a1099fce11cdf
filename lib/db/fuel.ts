import 'server-only';
import { FUEL_PRODUCTS } from '@/lib/sources/vocabulary';
import type { FuelPrice, FuelProduct, FuelRevision } from '@/lib/sources/types';
import { chunk } from './chunk';
import { getDb, type Db } from './client';

export interface StoredFuelRevision extends FuelRevision {
  /** The stored revision before this one, or null for the first. */
  previousDate: string | null;
  /** When NOC's table last showed this revision. */
  checkedAt: string;
  prices: (FuelPrice & { previousPrice: number | null })[];
}

const rank = (product: FuelProduct) => FUEL_PRODUCTS.indexOf(product);

/** Adds missing revisions, keyed by (effective date, product); a stored price is never replaced. */
export async function insertFuelRevisions(
  db: Db,
  revisions: readonly FuelRevision[],
  fetchedAt: string,
): Promise<number> {
  if (revisions.length === 0) return 0;
  const dates = revisions.map((r) => r.date);
  const before = new Set(
    (
      await db
        .selectFrom('fuel_prices')
        .select('effective_date')
        .distinct()
        .where('effective_date', 'in', dates)
        .execute()
    ).map((r) => r.effective_date),
  );
  const rows = revisions.flatMap((r) =>
    r.prices.map((p) => ({
      effective_date: r.date,
      effective_date_bs: r.dateBs,
      product: p.product,
      price: p.price,
      unit: p.unit,
      currency: p.currency,
      fetched_at: fetchedAt,
      checked_at: fetchedAt,
    })),
  );
  for (const part of chunk(rows)) {
    await db
      .insertInto('fuel_prices')
      .values(part)
      .onConflict((oc) => oc.columns(['effective_date', 'product']).doNothing())
      .execute();
  }
  await db
    .updateTable('fuel_prices')
    .set({ checked_at: fetchedAt })
    .where('effective_date', 'in', dates)
    .execute();
  return new Set(dates.filter((d) => !before.has(d))).size;
}

/** Newest stored effective date, or null on an empty store. */
export async function latestFuelDate(db?: Db): Promise<string | null> {
  const conn = db ?? (await getDb());
  const row = await conn
    .selectFrom('fuel_prices')
    .select((eb) => eb.fn.max('effective_date').as('date'))
    .executeTakeFirst();
  return row?.date ?? null;
}

/** When NOC's table last showed the newest stored revision (its `checked_at`), or null. */
export async function lastFuelCheck(db?: Db): Promise<string | null> {
  const conn = db ?? (await getDb());
  const newest = await latestFuelDate(conn);
  if (!newest) return null;
  const row = await conn
    .selectFrom('fuel_prices')
    .select((eb) => eb.fn.max('checked_at').as('at'))
    .where('effective_date', '=', newest)
    .executeTakeFirst();
  return row?.at ?? null;
}

/** One revision with the previous revision's price for each product; null when none is stored. */
export async function getFuelRevision(date: string, db?: Db): Promise<StoredFuelRevision | null> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .selectFrom('fuel_prices')
    .selectAll()
    .where('effective_date', '=', date)
    .execute();
  const first = rows[0];
  if (!first) return null;
  const before = await conn
    .selectFrom('fuel_prices')
    .select((eb) => eb.fn.max('effective_date').as('date'))
    .where('effective_date', '<', date)
    .executeTakeFirst();
  const previousDate = before?.date ?? null;
  const previous = new Map<string, number>();
  if (previousDate) {
    const old = await conn
      .selectFrom('fuel_prices')
      .select(['product', 'price'])
      .where('effective_date', '=', previousDate)
      .execute();
    for (const row of old) previous.set(row.product, row.price);
  }
  return {
    date,
    dateBs: first.effective_date_bs,
    previousDate,
    checkedAt: rows.reduce((max, r) => (r.checked_at > max ? r.checked_at : max), first.checked_at),
    prices: rows
      .map(({ product, unit, currency, price }) => ({
        product,
        unit,
        currency,
        price,
        previousPrice: previous.get(product) ?? null,
      }))
      .sort((a, b) => rank(a.product) - rank(b.product)),
  };
}

/** Stored revisions of one product (or all) in `range` (inclusive, either open), oldest first. */
export async function getFuelHistory(
  product: FuelProduct | null,
  range: { from?: string; to?: string } = {},
  db?: Db,
): Promise<(FuelPrice & { date: string; dateBs: string })[]> {
  const conn = db ?? (await getDb());
  let query = conn
    .selectFrom('fuel_prices')
    .select(['effective_date', 'effective_date_bs', 'product', 'price', 'unit', 'currency']);
  if (product) query = query.where('product', '=', product);
  if (range.from) query = query.where('effective_date', '>=', range.from);
  if (range.to) query = query.where('effective_date', '<=', range.to);
  const rows = await query.orderBy('effective_date').execute();
  return rows
    .map((r) => ({
      date: r.effective_date,
      dateBs: r.effective_date_bs,
      product: r.product,
      price: r.price,
      unit: r.unit,
      currency: r.currency,
    }))
    .sort((a, b) => a.date.localeCompare(b.date) || rank(a.product) - rank(b.product));
}
