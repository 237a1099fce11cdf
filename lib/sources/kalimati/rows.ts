import 'server-only';
import { cleanText, parseAmount } from '../text';
import { SourceError } from '../errors';
import type { VegetableRow } from '../types';
import { normalizeUnit, unitLabel } from './units';

/** One language's view of a row before names are paired. */
export interface ParsedRow {
  name: string;
  unitLabel: string;
  min: number;
  max: number;
  avg: number;
}

/** Builds a ParsedRow from raw cells; throws SourceError('format') naming the bad cell. */
export function toParsedRow(cells: { name: string; unit: string; min: unknown; max: unknown; avg: unknown }, where: string): ParsedRow {
  const name = cleanText(cells.name);
  if (!name) throw new SourceError('format', `${where}: a row has no commodity name`);
  const amount = (label: string, value: unknown) => {
    const parsed = parseAmount(value as string | number | null);
    if (parsed === null) throw new SourceError('format', `${where}: ${name} has a non-numeric ${label} "${String(value)}"`);
    return parsed;
  };
  return { name, unitLabel: unitLabel(cells.unit), min: amount('min', cells.min), max: amount('max', cells.max), avg: amount('avg', cells.avg) };
}

const samePrices = (a: ParsedRow, b: ParsedRow) => a.min === b.min && a.max === b.max && a.avg === b.avg;

/**
 * Joins the Nepali and English lists into our rows. Upstream queries have no ORDER BY, so rows
 * are paired by position only when both lists have the same length and identical prices at every
 * position; otherwise English names are left null (the stored master keeps earlier ones).
 */
export function pairRows(ne: readonly ParsedRow[], en: readonly ParsedRow[] | null): { rows: VegetableRow[]; warnings: string[] } {
  const warnings: string[] = [];
  let english: readonly ParsedRow[] | null = en;
  if (en && (en.length !== ne.length || ne.some((row, i) => !samePrices(row, en[i] as ParsedRow)))) {
    warnings.push(`English list (${en.length} rows) does not line up with the Nepali list (${ne.length} rows); English names not updated`);
    english = null;
  }
  const rows = ne.map((row, i) => {
    const other = english?.[i];
    let unit = normalizeUnit(row.unitLabel);
    if (unit === 'other' && other) unit = normalizeUnit(other.unitLabel);
    return { nameNe: row.name, nameEn: other?.name ?? null, unit, unitLabel: row.unitLabel, min: row.min, max: row.max, avg: row.avg };
  });
  return { rows, warnings };
}
