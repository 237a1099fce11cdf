import 'server-only';
import { unitKey } from '@/lib/sources/kalimati/units';
import { chunk, lastPerKey } from './chunk';
import type { VegetableDay, VegetableRow, VegetableUnit } from '@/lib/sources/types';
import { getDb, type Db } from './client';

export type { VegetableUnit };

export interface StoredVegetableRow extends VegetableRow {
  commodityId: number;
  /** The same commodity's avg on the previous stored market day, null if it had none. */
  previousAvg: number | null;
}

export interface StoredVegetableDay {
  date: string;
  previousDate: string | null;
  fetchedAt: string;
  rows: StoredVegetableRow[];
}

export interface Commodity {
  id: number;
  nameNe: string;
  nameEn: string | null;
  unit: VegetableUnit;
  unitLabel: string;
}

const seriesOf = (r: { nameNe: string; unit: VegetableUnit; unitLabel: string }) =>
  `${r.nameNe}\u0000${unitKey(r.unit, r.unitLabel)}`;

/** Upserts the commodity master and the day's prices keyed by (date, commodity). */
export async function upsertVegetableDay(
  db: Db,
  day: VegetableDay,
  fetchedAt: string,
): Promise<number> {
  // A series listed twice in one day keeps its first row, named by the first English name given.
  const series = new Map<string, VegetableRow>();
  for (const r of day.rows) {
    const first = series.get(seriesOf(r));
    if (!first) series.set(seriesOf(r), r);
    else if (first.nameEn === null && r.nameEn !== null)
      series.set(seriesOf(r), { ...first, nameEn: r.nameEn });
  }
  for (const part of chunk([...series.values()])) {
    await db
      .insertInto('kalimati_commodities')
      .values(
        part.map((r) => ({
          name_ne: r.nameNe,
          name_en: r.nameEn,
          unit: r.unit,
          unit_label: r.unitLabel,
          unit_key: unitKey(r.unit, r.unitLabel),
        })),
      )
      .onConflict((oc) =>
        oc.columns(['name_ne', 'unit_key']).doUpdateSet((eb) => ({
          name_en: eb.fn.coalesce(
            eb.ref('kalimati_commodities.name_en'),
            eb.ref('excluded.name_en'),
          ),
        })),
      )
      .execute();
  }
  const ids = new Map<string, number>();
  for (const part of chunk(day.rows.map((r) => r.nameNe))) {
    const found = await db
      .selectFrom('kalimati_commodities')
      .select(['id', 'name_ne', 'unit', 'unit_label'])
      .where('name_ne', 'in', part)
      .execute();
    for (const row of found)
      ids.set(seriesOf({ nameNe: row.name_ne, unit: row.unit, unitLabel: row.unit_label }), row.id);
  }
  const prices = day.rows.map((r) => {
    const commodityId = ids.get(seriesOf(r));
    if (commodityId === undefined)
      throw new Error(`commodity "${r.nameNe}" (${r.unitLabel}) vanished during the upsert`);
    return {
      date: day.date,
      commodity_id: commodityId,
      min: r.min,
      max: r.max,
      avg: r.avg,
      fetched_at: fetchedAt,
    };
  });
  for (const part of chunk(lastPerKey(prices, (p) => String(p.commodity_id)))) {
    await db
      .insertInto('kalimati_prices')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['date', 'commodity_id']).doUpdateSet((eb) => ({
          min: eb.ref('excluded.min'),
          max: eb.ref('excluded.max'),
          avg: eb.ref('excluded.avg'),
          fetched_at: eb.ref('excluded.fetched_at'),
        })),
      )
      .execute();
  }
  return prices.length;
}

export async function latestVegetableDate(db?: Db): Promise<string | null> {
  const conn = db ?? (await getDb());
  const row = await conn
    .selectFrom('kalimati_prices')
    .select((eb) => eb.fn.max('date').as('date'))
    .executeTakeFirst();
  return row?.date ?? null;
}

async function marketDayBefore(conn: Db, date: string): Promise<string | null> {
  const row = await conn
    .selectFrom('kalimati_prices')
    .select((eb) => eb.fn.max('date').as('date'))
    .where('date', '<', date)
    .executeTakeFirst();
  return row?.date ?? null;
}

async function pricesOn(conn: Db, date: string) {
  const rows = await conn
    .selectFrom('kalimati_prices as p')
    .innerJoin('kalimati_commodities as c', 'c.id', 'p.commodity_id')
    .select([
      'c.id',
      'c.name_ne',
      'c.name_en',
      'c.unit',
      'c.unit_label',
      'p.min',
      'p.max',
      'p.avg',
      'p.fetched_at',
    ])
    .where('p.date', '=', date)
    .execute();
  // Sorted here: the two stores order NULLs and text (collation) differently in SQL.
  return rows.sort(
    (a, b) => byCodePoint(a.name_en, b.name_en) || byCodePoint(a.name_ne, b.name_ne) || a.id - b.id,
  );
}

function byCodePoint(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

/** One market day with each commodity's previous-market-day avg, or null when the date has none. */
export async function getVegetableDay(date: string, db?: Db): Promise<StoredVegetableDay | null> {
  const conn = db ?? (await getDb());
  const rows = await pricesOn(conn, date);
  const first = rows[0];
  if (!first) return null;
  const previousDate = await marketDayBefore(conn, date);
  const previous = new Map<number, number>();
  if (previousDate)
    for (const row of await pricesOn(conn, previousDate)) previous.set(row.id, row.avg);
  return {
    date,
    previousDate,
    fetchedAt: rows.reduce((max, r) => (r.fetched_at > max ? r.fetched_at : max), first.fetched_at),
    rows: rows.map((r) => ({
      commodityId: r.id,
      nameNe: r.name_ne,
      nameEn: r.name_en,
      unit: r.unit,
      unitLabel: r.unit_label,
      min: r.min,
      max: r.max,
      avg: r.avg,
      previousAvg: previous.get(r.id) ?? null,
    })),
  };
}

/** The latest stored market day strictly before `date` (the base for day-over-day checks). */
export async function getVegetableDayBefore(
  date: string,
  db?: Db,
): Promise<StoredVegetableDay | null> {
  const conn = db ?? (await getDb());
  const previousDate = await marketDayBefore(conn, date);
  return previousDate ? getVegetableDay(previousDate, conn) : null;
}

/** Finds a commodity by English name (any case) or exact Nepali name. */
export async function findCommodity(name: string, db?: Db): Promise<Commodity | null> {
  const conn = db ?? (await getDb());
  const row = await conn
    .selectFrom('kalimati_commodities as c')
    .leftJoin('kalimati_prices as p', 'p.commodity_id', 'c.id')
    .select(['c.id', 'c.name_ne', 'c.name_en', 'c.unit', 'c.unit_label'])
    .select((eb) => eb.fn.max('p.date').as('latest'))
    .where((eb) =>
      eb.or([
        eb('c.name_ne', '=', name),
        eb(eb.fn('lower', ['c.name_en']), '=', name.toLowerCase()),
      ]),
    )
    .groupBy('c.id')
    // A commodity without prices comes last on both stores (PostgreSQL puts NULLs first in desc).
    .orderBy('latest', (ob) => ob.desc().nullsLast())
    .orderBy('c.id')
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        nameNe: row.name_ne,
        nameEn: row.name_en,
        unit: row.unit,
        unitLabel: row.unit_label,
      }
    : null;
}

/** A commodity's daily prices between two dates (inclusive, either open). */
export async function getVegetableHistory(
  commodityId: number,
  range: { from?: string; to?: string } = {},
  db?: Db,
): Promise<{ date: string; min: number; max: number; avg: number }[]> {
  const conn = db ?? (await getDb());
  let query = conn
    .selectFrom('kalimati_prices')
    .select(['date', 'min', 'max', 'avg'])
    .where('commodity_id', '=', commodityId);
  if (range.from) query = query.where('date', '>=', range.from);
  if (range.to) query = query.where('date', '<=', range.to);
  return query.orderBy('date').execute();
}
