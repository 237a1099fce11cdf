import { dayOverDayTrend } from '@/lib/market/trend';
import {
  applyView,
  DEFAULT_VIEW,
  readView,
  toggleSort,
  viewQuery,
  vegetableName,
  type ViewRow,
} from '@/lib/market/vegetable-view';

const row = (
  nameEn: string | null,
  nameNe: string,
  avg: number,
  previous: number | null,
): ViewRow => ({
  nameEn,
  nameNe,
  min: avg - 5,
  max: avg + 5,
  avg,
  trend: dayOverDayTrend(avg, previous, true),
});

const ROWS = [
  row('Tomato Big(Nepali)', 'गोलभेडा ठूलो(नेपाली)', 50, 47.25),
  row('Potato Red', 'आलु रातो', 64.2, 64.2),
  row('Onion Dry (Indian)', 'प्याज सुकेको (भारतीय)', 40, 48),
  row(null, 'मुला रातो', 30, null),
];
const names = (rows: ViewRow[]) => rows.map((r) => r.nameNe);

describe('readView', () => {
  it('reads search, trend and sort from the query string', () => {
    expect(readView({ q: ' tomato ', trend: 'rising', sort: 'avg', dir: 'desc' })).toEqual({
      q: 'tomato',
      trend: 'rising',
      sort: 'avg',
      dir: 'desc',
    });
  });
  it('falls back to the defaults for unknown or repeated values instead of failing', () => {
    expect(readView({ trend: 'up', sort: 'price', dir: 'sideways' })).toEqual(DEFAULT_VIEW);
    expect(readView({ q: ['a', 'b'] }).q).toBe('a');
    expect(readView({ q: 'x'.repeat(500) }).q).toBe('');
  });
});

describe('viewQuery', () => {
  it('leaves defaults out and round-trips through readView', () => {
    expect(viewQuery(DEFAULT_VIEW)).toBe('');
    const view = { q: 'आलु', trend: 'falling', sort: 'name', dir: 'desc' } as const;
    const params = Object.fromEntries(new URLSearchParams(viewQuery(view).slice(1)));
    expect(readView(params)).toEqual(view);
  });
});

describe('toggleSort', () => {
  it('flips the direction of the active column and starts another column ascending', () => {
    const byAvg = toggleSort(DEFAULT_VIEW, 'avg');
    expect(byAvg).toMatchObject({ sort: 'avg', dir: 'asc' });
    expect(toggleSort(byAvg, 'avg')).toMatchObject({ sort: 'avg', dir: 'desc' });
    expect(toggleSort({ ...byAvg, dir: 'desc' }, 'min')).toMatchObject({ sort: 'min', dir: 'asc' });
  });
});

describe('applyView', () => {
  it('finds items by English name, case-insensitively, or by Nepali name', () => {
    expect(names(applyView(ROWS, { ...DEFAULT_VIEW, q: 'POTATO' }, 'en'))).toEqual(['आलु रातो']);
    expect(names(applyView(ROWS, { ...DEFAULT_VIEW, q: 'गोलभेडा' }, 'en'))).toEqual([
      'गोलभेडा ठूलो(नेपाली)',
    ]);
    expect(applyView(ROWS, { ...DEFAULT_VIEW, q: 'mango' }, 'en')).toEqual([]);
  });
  it('filters by the day-over-day trend', () => {
    expect(names(applyView(ROWS, { ...DEFAULT_VIEW, trend: 'rising' }, 'en'))).toEqual([
      'गोलभेडा ठूलो(नेपाली)',
    ]);
    expect(names(applyView(ROWS, { ...DEFAULT_VIEW, trend: 'falling' }, 'en'))).toEqual([
      'प्याज सुकेको (भारतीय)',
    ]);
    expect(names(applyView(ROWS, { ...DEFAULT_VIEW, trend: 'stable' }, 'en'))).toEqual(['आलु रातो']);
  });
  it('sorts by price both ways and keeps the upstream order without a sort', () => {
    expect(names(applyView(ROWS, DEFAULT_VIEW, 'en'))).toEqual(names(ROWS));
    expect(
      applyView(ROWS, { ...DEFAULT_VIEW, sort: 'avg', dir: 'desc' }, 'en').map((r) => r.avg),
    ).toEqual([64.2, 50, 40, 30]);
    expect(
      applyView(ROWS, { ...DEFAULT_VIEW, sort: 'min', dir: 'asc' }, 'en').map((r) => r.min),
    ).toEqual([25, 35, 45, 59.2]);
  });
  it('sorts by the name in the page language', () => {
    expect(
      applyView(ROWS, { ...DEFAULT_VIEW, sort: 'name' }, 'en').map((r) => r.nameEn ?? r.nameNe),
    ).toEqual(['Onion Dry (Indian)', 'Potato Red', 'Tomato Big(Nepali)', 'मुला रातो']);
    expect(names(applyView(ROWS, { ...DEFAULT_VIEW, sort: 'name' }, 'ne'))[0]).toBe('आलु रातो');
  });
});

describe('vegetableName', () => {
  const tomato = { nameEn: 'Tomato Big', nameNe: 'गोलभेडा ठूलो' };

  it('puts the page language first and marks the other name with its language', () => {
    expect(vegetableName(tomato, 'en')).toEqual({
      primary: 'Tomato Big',
      secondary: 'गोलभेडा ठूलो',
      secondaryLang: 'ne',
    });
    expect(vegetableName(tomato, 'ne')).toEqual({
      primary: 'गोलभेडा ठूलो',
      secondary: 'Tomato Big',
      secondaryLang: 'en',
    });
  });

  it('shows the Nepali name alone, marked as Nepali, when the market gives no English one', () => {
    expect(vegetableName({ nameEn: null, nameNe: 'लप्सी' }, 'en')).toEqual({
      primary: 'लप्सी',
      primaryLang: 'ne',
      secondary: null,
    });
    expect(vegetableName({ nameEn: null, nameNe: 'लप्सी' }, 'ne')).toEqual({
      primary: 'लप्सी',
      secondary: null,
      secondaryLang: 'en',
    });
  });
});
