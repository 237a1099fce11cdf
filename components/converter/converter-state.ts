import { convertDate, type Calendar, type ConversionResult } from '@/lib/calendar/convert';

/** What the URL says to convert: `?bs=YYYY-MM-DD`, `?ad=YYYY-MM-DD`, or the no-JS form's fields. */
export interface ConverterQuery {
  from: Calendar;
  date: string;
}

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const pad = (value: string, width: number) => value.padStart(width, '0');

/** Reads the conversion a URL asks for, or null when it asks for none. */
export function readConverterQuery(params: SearchParams): ConverterQuery | null {
  const bs = first(params.bs);
  if (bs) return { from: 'bs', date: bs };
  const ad = first(params.ad);
  if (ad) return { from: 'ad', date: ad };
  // The server form (no JavaScript) submits from, y, m and d.
  const from = first(params.from);
  const [y, m, d] = [first(params.y), first(params.m), first(params.d)];
  if ((from === 'bs' || from === 'ad') && y && m && d) {
    return { from, date: `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}` };
  }
  return null;
}

export function runQuery(query: ConverterQuery | null): ConversionResult | null {
  return query ? convertDate(query.from, query.date) : null;
}
