import type { Locale } from '@/i18n/routing';
import { matchesTrend, TREND_FILTERS, type Trend, type TrendFilter } from './trend';

/** The vegetable table's view, from the query string, so it works without JavaScript. */
export const SORT_KEYS = ['name', 'min', 'max', 'avg'] as const;

/** A vegetable's name in the page's language, the other in brackets when it exists. */
export function vegetableName(
  item: { nameEn: string | null; nameNe: string },
  locale: Locale,
): { primary: string; primaryLang?: Locale; secondary: string | null; secondaryLang?: Locale } {
  if (locale === 'ne') return { primary: item.nameNe, secondary: item.nameEn, secondaryLang: 'en' };
  if (!item.nameEn) return { primary: item.nameNe, primaryLang: 'ne', secondary: null };
  return { primary: item.nameEn, secondary: item.nameNe, secondaryLang: 'ne' };
}
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDir = 'asc' | 'desc';

export interface VegetableView {
  q: string;
  trend: TrendFilter;
  /** null keeps Kalimati's own order (the default sort column is not shown as active). */
  sort: SortKey | null;
  dir: SortDir;
}

export const DEFAULT_VIEW: VegetableView = { q: '', trend: 'all', sort: null, dir: 'asc' };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
const oneOf = <T extends string>(values: readonly T[], v: string): T | null =>
  (values as readonly string[]).includes(v) ? (v as T) : null;

/** Reads the view; bad values fall back to the default (no zod: this runs in the browser). */
export function readView(params: Record<string, string | string[] | undefined>): VegetableView {
  const q = first(params.q).trim();
  return {
    q: q.length <= 100 ? q : '',
    trend: oneOf(TREND_FILTERS, first(params.trend)) ?? 'all',
    sort: oneOf(SORT_KEYS, first(params.sort)),
    dir: oneOf(['asc', 'desc'] as const, first(params.dir)) ?? 'asc',
  };
}

/** The query string of a view, leaving defaults out (`''` for the default view). */
export function viewQuery(view: VegetableView, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.trend !== 'all') params.set('trend', view.trend);
  if (view.sort) {
    params.set('sort', view.sort);
    params.set('dir', view.dir);
  }
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Clicking the active column flips its direction; another column sorts ascending. */
export function toggleSort(view: VegetableView, key: SortKey): VegetableView {
  if (view.sort === key) return { ...view, dir: view.dir === 'asc' ? 'desc' : 'asc' };
  return { ...view, sort: key, dir: 'asc' };
}

export interface ViewRow {
  nameEn: string | null;
  nameNe: string;
  min: number;
  max: number;
  avg: number;
  trend: Trend;
}

// Case- and accent-insensitive, and blind to Devanagari's zero-width joiners.
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u200c\u200d]/g, '')
    .toLowerCase();

export function matchesSearch(row: Pick<ViewRow, 'nameEn' | 'nameNe'>, q: string): boolean {
  if (!q) return true;
  const needle = fold(q);
  return (
    fold(row.nameNe).includes(needle) || (row.nameEn !== null && fold(row.nameEn).includes(needle))
  );
}

/** The rows the view shows: searched, filtered, then stably sorted. */
export function applyView<R extends ViewRow>(
  rows: readonly R[],
  view: VegetableView,
  locale: Locale,
): R[] {
  const kept = rows.filter((r) => matchesSearch(r, view.q) && matchesTrend(r.trend, view.trend));
  if (!view.sort) return kept;
  const key = view.sort;
  const sign = view.dir === 'asc' ? 1 : -1;
  const name = (r: R) => vegetableName(r, locale).primary;
  const collator = new Intl.Collator(locale);
  return kept
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const diff =
        key === 'name' ? collator.compare(name(a.row), name(b.row)) : a.row[key] - b.row[key];
      return diff !== 0 ? sign * diff : a.index - b.index;
    })
    .map(({ row }) => row);
}
