import 'server-only';
import { isIsoDay } from '@/lib/time/civil-date';
import { SourceError } from '../errors';
import { describeIssues } from '../http';
import { cleanText, parseAmount } from '../text';
import type { ForexDay, ForexRate } from '../types';
import {
  appRateFlatSchema,
  appRateGroupedSchema,
  ratesEnvelopeSchema,
  type RawDay,
} from './schema';

function toRate(
  raw: { iso3: string; name: string; unit: number | string; buy: unknown; sell: unknown },
  where: string,
): ForexRate {
  const iso3 = cleanText(raw.iso3).toUpperCase();
  if (!/^[A-Z]{3}$/.test(iso3))
    throw new SourceError('format', `${where}: currency code "${raw.iso3}" is not ISO 4217`);
  const unit = Number(raw.unit);
  if (!Number.isInteger(unit) || unit <= 0)
    throw new SourceError(
      'format',
      `${where}: ${iso3} unit "${raw.unit}" is not a positive integer`,
    );
  const buy = parseAmount(raw.buy as string | number | null);
  const sell = parseAmount(raw.sell as string | number | null);
  if (buy === null || sell === null) {
    throw new SourceError(
      'format',
      `${where}: ${iso3} has a non-numeric rate (buy ${String(raw.buy)}, sell ${String(raw.sell)})`,
    );
  }
  return { iso3, name: cleanText(raw.name), unit, buy, sell };
}

function toDay(raw: RawDay): ForexDay {
  const date = raw.date.trim().slice(0, 10);
  if (!isIsoDay(date))
    throw new SourceError('format', `NRB day has a malformed date "${raw.date}"`);
  return {
    date,
    publishedOn: raw.published_on ?? null,
    modifiedOn: raw.modified_on ?? null,
    rates: raw.rates.map((r) => toRate({ ...r.currency, buy: r.buy, sell: r.sell }, date)),
  };
}

/** Parses one page of `/rates` into sorted days and the page count. */
export function parseRatesPage(json: unknown): { days: ForexDay[]; pages: number } {
  const parsed = ratesEnvelopeSchema.safeParse(json);
  if (!parsed.success)
    throw new SourceError(
      'format',
      `NRB /rates payload changed shape: ${describeIssues(parsed.error.issues)}`,
    );
  const { status, errors, data, pagination } = parsed.data;
  if (status.code !== 200)
    throw new SourceError('format', `NRB /rates answered status.code ${status.code}`);
  if (errors?.validation)
    throw new SourceError(
      'format',
      `NRB /rates reported errors: ${JSON.stringify(errors.validation).slice(0, 200)}`,
    );
  const days = data.payload.map(toDay).sort((a, b) => a.date.localeCompare(b.date));
  return { days, pages: Math.max(1, pagination?.pages ?? 1) };
}

/** Parses `/app-rate` (the latest day), flat or grouped by date. */
export function parseAppRate(json: unknown): ForexDay[] {
  const flat = appRateFlatSchema.safeParse(json);
  if (flat.success) {
    const byDate = new Map<string, ForexDay>();
    for (const row of flat.data) {
      const date = row.date.trim().slice(0, 10);
      if (!isIsoDay(date))
        throw new SourceError('format', `NRB /app-rate has a malformed date "${row.date}"`);
      const day = byDate.get(date) ?? {
        date,
        publishedOn: row.published_on ?? null,
        modifiedOn: row.modified_on ?? null,
        rates: [],
      };
      day.rates.push(toRate(row, date));
      byDate.set(date, day);
    }
    return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  }
  const grouped = appRateGroupedSchema.safeParse(json);
  if (grouped.success && grouped.data.every((d) => d.date)) {
    return grouped.data
      .map((d) => toDay({ ...d, date: d.date ?? '' }))
      .sort((a, b) => a.date.localeCompare(b.date));
  }
  throw new SourceError(
    'format',
    `NRB /app-rate payload changed shape: ${describeIssues(flat.error.issues)}`,
  );
}
