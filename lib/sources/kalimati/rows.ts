import 'server-only';
import { cleanText, parseAmount } from '../text';
import { SourceError } from '../errors';
import type { VegetableRow } from '../types';
import { englishName } from './names';
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
export function toParsedRow(
  cells: { name: string; unit: string; min: unknown; max: unknown; avg: unknown },
  where: string,
): ParsedRow {
  const name = cleanText(cells.name);
  if (!name) throw new SourceError('format', `${where}: a row has no commodity name`);
  const amount = (label: string, value: unknown) => {
    const parsed = parseAmount(value as string | number | null);
    if (parsed === null)
      throw new SourceError(
        'format',
        `${where}: ${name} has a non-numeric ${label} "${String(value)}"`,
      );
    return parsed;
  };
  return {
    name,
    unitLabel: unitLabel(cells.unit),
    min: amount('min', cells.min),
    max: amount('max', cells.max),
    avg: amount('avg', cells.avg),
  };
}

// Order-independent: the unit kind and the three prices of a row, as both languages print them.
const signature = (row: ParsedRow) =>
  `${normalizeUnit(row.unitLabel)}|${row.min}|${row.max}|${row.avg}`;

function uniqueBySignature(rows: readonly ParsedRow[]): Map<string, ParsedRow> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(signature(row), (counts.get(signature(row)) ?? 0) + 1);
  return new Map(
    rows.filter((row) => counts.get(signature(row)) === 1).map((row) => [signature(row), row]),
  );
}

/** Joins the Nepali list with English names. */
export function pairRows(
  ne: readonly ParsedRow[],
  en: readonly ParsedRow[] | null,
): { rows: VegetableRow[]; warnings: string[] } {
  const warnings: string[] = [];
  const neUnique = uniqueBySignature(ne);
  const enUnique = en ? uniqueBySignature(en) : new Map<string, ParsedRow>();
  const unnamed: string[] = [];
  const rows = ne.map((row) => {
    const sig = signature(row);
    const other = neUnique.get(sig) === row ? enUnique.get(sig) : undefined;
    let unit = normalizeUnit(row.unitLabel);
    if (unit === 'other' && other) unit = normalizeUnit(other.unitLabel);
    const curated = englishName(row.name);
    if (!curated && en) {
      if (other)
        warnings.push(
          `"${row.name}" is not in the curated names; matched to "${other.name}" by its prices`,
        );
      else unnamed.push(row.name);
    }
    return {
      nameNe: row.name,
      nameEn: curated ?? other?.name ?? null,
      unit,
      unitLabel: row.unitLabel,
      min: row.min,
      max: row.max,
      avg: row.avg,
    };
  });
  if (unnamed.length)
    warnings.push(`no English name for ${unnamed.map((n) => `"${n}"`).join(', ')}`);
  return { rows, warnings };
}
