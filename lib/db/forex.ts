import 'server-only';
import { chunk, lastPerKey } from './chunk';
import type { ForexDay, ForexRate } from '@/lib/sources/types';
import { getDb, type Db } from './client';

export interface StoredForexDay {
  date: string;
  fetchedAt: string;
  publishedOn: string | null;
  modifiedOn: string | null;
  rates: ForexRate[];
}

export interface ForexHistory {
  iso3: string;
  name: string;
  unit: number;
  points: { date: string; buy: number; sell: number }[];
}

/** Upserts by (date, iso3): a revised `modified_on` replaces the row. Returns the rows written. */
export async function upsertForexDays(
  db: Db,
  days: readonly ForexDay[],
  fetchedAt: string,
): Promise<number> {
  const rows = days.flatMap((day) =>
    day.rates.map((rate, position) => ({
      date: day.date,
      iso3: rate.iso3,
      name: rate.name,
      unit: rate.unit,
      buy: rate.buy,
      sell: rate.sell,
      published_on: day.publishedOn,
      modified_on: day.modifiedOn,
      fetched_at: fetchedAt,
      position,
    })),
  );
  for (const part of chunk(lastPerKey(rows, (r) => `${r.date}/${r.iso3}`))) {
    await db
      .insertInto('forex_rates')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['date', 'iso3']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          unit: eb.ref('excluded.unit'),
          buy: eb.ref('excluded.buy'),
          sell: eb.ref('excluded.sell'),
          published_on: eb.ref('excluded.published_on'),
          modified_on: eb.ref('excluded.modified_on'),
          fetched_at: eb.ref('excluded.fetched_at'),
          position: eb.ref('excluded.position'),
        })),
      )
      .execute();
  }
  return rows.length;
}

/** Newest stored rate date, or null on an empty store. */
export async function latestForexDate(db?: Db): Promise<string | null> {
  const conn = db ?? (await getDb());
  const row = await conn
    .selectFrom('forex_rates')
    .select((eb) => eb.fn.max('date').as('date'))
    .executeTakeFirst();
  return row?.date ?? null;
}

/** Every stored rate of one date, in NRB's order, or null when the date has none. */
export async function getForexDay(date: string, db?: Db): Promise<StoredForexDay | null> {
  const conn = db ?? (await getDb());
  const rows = await conn
    .selectFrom('forex_rates')
    .selectAll()
    .where('date', '=', date)
    .orderBy('position')
    .execute();
  const first = rows[0];
  if (!first) return null;
  return {
    date,
    fetchedAt: rows.reduce((max, r) => (r.fetched_at > max ? r.fetched_at : max), first.fetched_at),
    publishedOn: first.published_on,
    modifiedOn: first.modified_on,
    rates: rows.map(({ iso3, name, unit, buy, sell }) => ({ iso3, name, unit, buy, sell })),
  };
}

/** The latest stored day strictly before `date` (the base for day-over-day checks). */
export async function getForexDayBefore(date: string, db?: Db): Promise<StoredForexDay | null> {
  const conn = db ?? (await getDb());
  const row = await conn
    .selectFrom('forex_rates')
    .select((eb) => eb.fn.max('date').as('date'))
    .where('date', '<', date)
    .executeTakeFirst();
  return row?.date ? getForexDay(row.date, conn) : null;
}

/** A currency's daily rates in `range` (inclusive, either open); null for an unknown currency. */
export async function getForexHistory(
  iso3: string,
  range: { from?: string; to?: string } = {},
  db?: Db,
): Promise<ForexHistory | null> {
  const conn = db ?? (await getDb());
  const latest = await conn
    .selectFrom('forex_rates')
    .select(['name', 'unit'])
    .where('iso3', '=', iso3)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return null;
  let query = conn
    .selectFrom('forex_rates')
    .select(['date', 'buy', 'sell'])
    .where('iso3', '=', iso3);
  if (range.from) query = query.where('date', '>=', range.from);
  if (range.to) query = query.where('date', '<=', range.to);
  const points = await query.orderBy('date').execute();
  return { iso3, name: latest.name, unit: latest.unit, points };
}
