import 'server-only';
import { nepalIsoDay } from '@/lib/time/nepal-time';
import { SourceError } from '../errors';
import { describeIssues } from '../http';
import { parseAmount } from '../text';
import type { MetalDay, MetalPrice } from '../types';
import { parseRateLabel } from './labels';
import { monthRowsSchema, todayRowsSchema } from './schema';

function instantDate(value: string, where: string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()))
    throw new SourceError('format', `${where}: unreadable date "${value}"`);
  return nepalIsoDay(instant);
}

function toPrice(
  label: string,
  raw: unknown,
  where: string,
  warnings: string[],
): MetalPrice | null {
  const kind = parseRateLabel(label);
  if (!kind || !kind.unit) {
    warnings.push(`${where}: unknown rate label "${label}" ignored`);
    return null;
  }
  const price = parseAmount(raw as string | number | null);
  if (price === null)
    throw new SourceError(
      'format',
      `${where}: "${label}" has a non-numeric value "${String(raw)}"`,
    );
  // The old site and some days print 0 for tejabi when it is not quoted; that means "no quote".
  if (price === 0 && kind.grade === 'tejabi') {
    warnings.push(`${where}: tejabi ${kind.unit} quoted as 0, skipped`);
    return null;
  }
  return { metal: kind.metal, grade: kind.grade, unit: kind.unit, price };
}

/** Adds a quote: identical repeats collapse, a different price for a series is refused. */
function addPrice(day: MetalDay, price: MetalPrice): void {
  const same = day.prices.find(
    (p) => p.metal === price.metal && p.grade === price.grade && p.unit === price.unit,
  );
  if (!same) day.prices.push(price);
  else if (same.price !== price.price) {
    throw new SourceError(
      'invalid',
      `FENEGOSIDA ${day.date}: ${price.metal}/${price.grade}/${price.unit} is quoted twice (${same.price} and ${price.price})`,
    );
  }
}

/** Parses `Dashboard/today`: prices per the label's unit, whatever the field name says. */
export function parseToday(json: unknown): { day: MetalDay; warnings: string[] } {
  const parsed = todayRowsSchema.safeParse(json);
  if (!parsed.success)
    throw new SourceError(
      'format',
      `FENEGOSIDA Dashboard/today changed shape: ${describeIssues(parsed.error.issues)}`,
    );
  if (parsed.data.length === 0)
    throw new SourceError('empty', 'FENEGOSIDA Dashboard/today is empty');
  const dates = [...new Set(parsed.data.map((r) => instantDate(r.todayDate, 'FENEGOSIDA today')))];
  if (dates.length !== 1)
    throw new SourceError(
      'format',
      `FENEGOSIDA today rows disagree on the date (${dates.join(', ')})`,
    );
  const date = dates[0] as string;
  const warnings: string[] = [];
  const day: MetalDay = { date, prices: [] };
  for (const r of parsed.data) {
    const price = toPrice(r.rateType, r.todayBaseRatePerGram, `FENEGOSIDA ${date}`, warnings);
    if (price) addPrice(day, price);
  }
  return { day, warnings };
}

/** Parses `Dashboard/monthwisehistory?date=YYYY-MM` into days by Nepal date. */
export function parseMonthHistory(json: unknown): { days: MetalDay[]; warnings: string[] } {
  const parsed = monthRowsSchema.safeParse(json);
  if (!parsed.success)
    throw new SourceError(
      'format',
      `FENEGOSIDA monthwisehistory changed shape: ${describeIssues(parsed.error.issues)}`,
    );
  const warnings: string[] = [];
  const byDate = new Map<string, MetalDay>();
  for (const row of parsed.data) {
    const date = instantDate(row.todayDate, 'FENEGOSIDA history');
    const price = toPrice(row.rateType, row.baseRatePerGram, `FENEGOSIDA ${date}`, warnings);
    const day = byDate.get(date) ?? { date, prices: [] };
    if (price) addPrice(day, price);
    byDate.set(date, day);
  }
  return {
    days: [...byDate.values()]
      .filter((d) => d.prices.length)
      .sort((a, b) => a.date.localeCompare(b.date)),
    warnings,
  };
}
