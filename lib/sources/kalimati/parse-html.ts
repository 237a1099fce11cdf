import 'server-only';
import * as cheerio from 'cheerio';
import { formatIsoDay, isIsoDay } from '@/lib/time/civil-date';
import { SourceError } from '../errors';
import { cleanText, toAsciiDigits } from '../text';
import { toParsedRow, type ParsedRow } from './rows';

export interface ParsedPricePage {
  /** AD market date from the heading, or null when the page only prints a BS date. */
  date: string | null;
  /** The heading's date text as printed, for error messages. */
  dateText: string | null;
  lang: 'ne' | 'en';
  rows: ParsedRow[];
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const NO_DATA = /टेबलमा डाटा उपलब्ध भएन|no data available/i;

/** Finds an AD date in heading text: `2025-10-19`, `२०२५-१०-१९` or `October 19, 2025 A.D.`. */
export function readHeadingDate(text: string): string | null {
  const ascii = toAsciiDigits(cleanText(text));
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(ascii);
  if (iso && isIsoDay(iso[0])) return iso[0];
  const named = /([A-Za-z]+)\.? (\d{1,2}),? (\d{4})/.exec(ascii);
  if (named) {
    const month = MONTHS.findIndex(
      (m) => m.startsWith((named[1] ?? '').toLowerCase()) && (named[1] ?? '').length >= 3,
    );
    const date = formatIsoDay({ year: Number(named[3]), month: month + 1, day: Number(named[2]) });
    if (month >= 0 && isIsoDay(date)) return date;
  }
  return null;
}

/** Parses Kalimati's `/price` table or, failing that, the home page table. */
export function parsePricePage(html: string): ParsedPricePage {
  const $ = cheerio.load(html);
  const table = $('table#commodityPriceParticular').first().length
    ? $('table#commodityPriceParticular').first()
    : $('table#commodityDailyPrice').first();
  if (!table.length) {
    if (NO_DATA.test($.text()))
      throw new SourceError('empty', 'Kalimati price page says there is no data');
    throw new SourceError('format', 'Kalimati price page has no #commodityPriceParticular table');
  }
  const headingEl = $('h1, h2, h3, h4, h5')
    .toArray()
    .map((el) => cleanText($(el).text()))
    .find((t) => /daily price|दैनिक|मूल्य|\d{4}|[०-९]{4}/i.test(t) && /\d|[०-९]/.test(t));
  const headers = table
    .find('thead th')
    .toArray()
    .map((th) => cleanText($(th).text()));
  const rows: ParsedRow[] = [];
  for (const tr of table.find('tbody tr').toArray()) {
    const cells = $(tr).find('td').toArray();
    if (cells.length === 1 && NO_DATA.test($(cells[0]).text())) continue;
    const text = (i: number) => $(cells[i]).text();
    if (cells.length >= 5) {
      rows.push(
        toParsedRow(
          { name: text(0), unit: text(1), min: text(2), max: text(3), avg: text(4) },
          'Kalimati /price',
        ),
      );
    } else if (cells.length === 4) {
      // Home-page layout: "गोलभेडा ठूलो(नेपाली) <span>(के.जी.)</span>".
      const first = $(cells[0]);
      const unit = cleanText(first.find('span').last().text()).replace(/^\((.*)\)$/, '$1');
      first.find('span').remove();
      rows.push(
        toParsedRow(
          { name: first.text(), unit, min: text(1), max: text(2), avg: text(3) },
          'Kalimati home page',
        ),
      );
    } else {
      throw new SourceError(
        'format',
        `Kalimati price table row has ${cells.length} cells, expected 5`,
      );
    }
  }
  if (rows.length === 0) throw new SourceError('empty', 'Kalimati price table has no rows');
  const devanagari = /[\u0900-\u097F]/;
  const lang = (headers.length ? headers.join(' ') : (rows[0]?.name ?? '')).match(devanagari)
    ? 'ne'
    : 'en';
  return {
    date: headingEl ? readHeadingDate(headingEl) : null,
    dateText: headingEl ?? null,
    lang,
    rows,
  };
}
