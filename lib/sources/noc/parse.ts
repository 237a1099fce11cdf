import 'server-only';
import * as cheerio from 'cheerio';
import { SourceError } from '../errors';
import { cleanText, parseAmount } from '../text';
import { FUEL_PRODUCTS, FUEL_QUOTE } from '../vocabulary';
import type { FuelPrice, FuelRevision } from '../types';
import { parseDateCell } from './date-cell';
import { columnOf, type Column } from './headings';

export interface ParsedRetailPage {
  /** Readable rows in page order (NOC lists the newest first). */
  revisions: FuelRevision[];
  /** Rows whose date cell could not be read or whose BS and AD halves disagree. */
  refused: { cell: string; why: string }[];
  warnings: string[];
  /** The largest `offset=` the page links to, or null when it has no pagination. */
  lastOffset: number | null;
}

const NO_ROWS = /no (records|data)|not found/i;

/** Parses NOC's `/retailprice` page (one `<table>` of revisions, headings in `<th>`). */
export function parseRetailPage(html: string): ParsedRetailPage {
  const $ = cheerio.load(html);
  const warnings: string[] = [];
  let headings: string[] = [];
  let table: ReturnType<typeof $> | null = null;
  for (const el of $('table').toArray()) {
    const ths = $(el).find('thead th').length
      ? $(el).find('thead th')
      : $(el).find('tr').first().find('th');
    const texts = ths.toArray().map((th) => cleanText($(th).text()));
    if (texts.some((t) => columnOf(t) === 'date')) {
      table = $(el);
      headings = texts;
      break;
    }
  }
  if (!table) {
    throw new SourceError(
      'format',
      'NOC retail price page has no table with an "Effective Date" heading',
    );
  }
  const index = new Map<Column, number>();
  headings.forEach((heading, i) => {
    const column = columnOf(heading);
    if (!column) {
      if (heading && !/^(s\.?\s*n\.?|sn|#|sr\.?\s*no\.?)$/i.test(heading))
        warnings.push(`NOC retail table heading "${heading}" is not read`);
      return;
    }
    if (index.has(column))
      throw new SourceError('format', `NOC retail table names ${column} twice ("${heading}")`);
    index.set(column, i);
  });
  const missing = FUEL_PRODUCTS.filter((p) => !index.has(p));
  if (missing.length)
    throw new SourceError(
      'format',
      `NOC retail table has no heading for ${missing.join(', ')} (headings: ${headings.join(' | ')})`,
    );

  const revisions: FuelRevision[] = [];
  const refused: ParsedRetailPage['refused'] = [];
  const rows = table.find('tbody tr').length ? table.find('tbody tr') : table.find('tr').slice(1);
  for (const tr of rows.toArray()) {
    const cells = $(tr)
      .find('td')
      .toArray()
      .map((td) => cleanText($(td).text()));
    if (cells.length === 0) continue;
    if (cells.length === 1 && NO_ROWS.test(cells[0] ?? '')) continue;
    const cell = (column: Column) => cells[index.get(column) as number] ?? '';
    const dateText = cell('date');
    const date = parseDateCell(dateText);
    if (!date.ok) {
      refused.push({ cell: dateText, why: date.why });
      continue;
    }
    const time = index.has('time') ? cell('time') : '';
    if (time && !/24[:.]?00/.test(time))
      warnings.push(`NOC ${date.date}: effective time "${time}" is not 24:00`);
    const prices: FuelPrice[] = FUEL_PRODUCTS.map((product) => {
      const text = cell(product);
      const price = parseAmount(text);
      if (price === null)
        throw new SourceError(
          'invalid',
          `NOC ${date.date}: ${product} price "${text}" is not a number`,
        );
      return { product, ...FUEL_QUOTE[product], price };
    });
    revisions.push({ date: date.date, dateBs: date.dateBs, prices });
  }
  const offsets = $('a[href*="offset="]')
    .toArray()
    .map((a) => Number(/[?&]offset=(\d+)/.exec($(a).attr('href') ?? '')?.[1] ?? NaN))
    .filter(Number.isFinite);
  return {
    revisions,
    refused,
    warnings,
    lastOffset: offsets.length ? Math.max(...offsets) : null,
  };
}
