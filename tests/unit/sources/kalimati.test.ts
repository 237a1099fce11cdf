import {
  normalizeUnit,
  pairRows,
  parseDailyPricesJson,
  parsePricePage,
  readHeadingDate,
  validateVegetableDay,
} from '@/lib/sources/kalimati';
import { cleanText, parseAmount, toAsciiDigits } from '@/lib/sources/text';
import type { VegetableDay } from '@/lib/sources/types';
import { fixture } from '../../support/upstream/upstream-server';
import { reason } from '../../support/upstream/reason';

const json = (file: string, lang: 'np' | 'en') =>
  parseDailyPricesJson(JSON.parse(fixture(file)), lang);

describe('Kalimati cell text', () => {
  it.each([
    ['रू १,०००.००', 1000],
    ['रू ४३.००', 43],
    ['रू\u00A0४७.२५', 47.25],
    ['रु. 43', 43],
    ['Rs. 45.00', 45],
    ['Rs 45', 45],
    ['"60.00"'.slice(1, -1), 60],
    [' 1,250.50 ', 1250.5],
  ])('reads %j as %d', (cell, amount) => {
    expect(parseAmount(cell)).toBe(amount);
  });

  it.each(['', '-', 'N/A', 'रू', '१२.३४.५'])('refuses %j', (cell) => {
    expect(parseAmount(cell)).toBeNull();
  });

  it('converts Devanagari digits and strips invisible characters', () => {
    expect(toAsciiDigits('२०८२-०७-०२')).toBe('2082-07-02');
    expect(cleanText('के\u200D.जी\u00A0 ')).toBe('के.जी');
  });

  it.each([
    ['के.जी.', 'kg'],
    ['केजी', 'kg'],
    ['के जी', 'kg'],
    ['के.जी', 'kg'],
    ['के\u200D.जी', 'kg'],
    ['किलो', 'kg'],
    ['Kg', 'kg'],
    ['KG', 'kg'],
    ['दर्जन', 'dozen'],
    ['Doz', 'dozen'],
    ['प्रति गोटा', 'piece'],
    ['गोटा', 'piece'],
    ['पिस', 'piece'],
    ['Piece', 'piece'],
    ['मुठा', 'other'],
    ['बन्डल', 'other'],
    ['क्रेट', 'other'],
  ])('maps the unit %j to %s', (label, unit) => {
    expect(normalizeUnit(label)).toBe(unit);
  });
});

describe('Kalimati /api/daily-prices', () => {
  it('takes the market date from the payload and pairs the English list by position', () => {
    const ne = json('kalimati/daily-prices-np-2025-10-19.json', 'np');
    const en = json('kalimati/daily-prices-en-2025-10-19.json', 'en');
    expect(ne.date).toBe('2025-10-19');
    expect(ne.rows).toHaveLength(68);
    const { rows, warnings } = pairRows(ne.rows, en.rows);
    expect(warnings).toEqual([]);
    expect(rows[0]).toEqual({
      nameNe: 'गोलभेडा ठूलो(नेपाली)',
      nameEn: 'Tomato Big(Nepali)',
      unit: 'kg',
      unitLabel: 'के.जी.',
      min: 43,
      max: 53,
      avg: 47.25,
    });
    expect(rows.find((r) => r.nameEn === 'Cowpea(Long)')).toMatchObject({
      unit: 'kg',
      unitLabel: 'के.जी',
    });
    expect(rows.find((r) => r.nameEn === 'Fish Dried')).toMatchObject({
      min: 800,
      max: 1000,
      avg: 900,
    });
  });

  it('names rows by the Nepali name, not by position: a reordered English list changes nothing', () => {
    const ne = json('kalimati/daily-prices-np-2025-10-19.json', 'np');
    const en = json('kalimati/daily-prices-en-2025-10-19.json', 'en');
    const inOrder = pairRows(ne.rows, en.rows).rows;
    const { rows, warnings } = pairRows(ne.rows, [...en.rows].reverse());
    expect(warnings).toEqual([]);
    expect(rows).toEqual(inOrder);
    // Even with no English list at all, curated names are known.
    expect(pairRows(ne.rows, null).rows.find((r) => r.nameNe === 'आलु रातो')?.nameEn).toBe(
      'Potato Red',
    );
  });

  it('matches a commodity missing from the curated names by a price signature unique in both lists', () => {
    const ne = json('kalimati/daily-prices-np-2025-10-19.json', 'np');
    const en = json('kalimati/daily-prices-en-2025-10-19.json', 'en');
    const unknown = { name: 'नयाँ च्याउ', unitLabel: 'के.जी.', min: 411, max: 433, avg: 422 };
    const twinA = { name: 'नयाँ साग', unitLabel: 'के.जी.', min: 55, max: 65, avg: 60 };
    const twinB = { name: 'अर्को साग', unitLabel: 'केजी', min: 55, max: 65, avg: 60 };
    const english = [
      { name: 'Twin Greens', unitLabel: 'Kg', min: 55, max: 65, avg: 60 },
      { name: 'New Mushroom', unitLabel: 'Kg', min: 411, max: 433, avg: 422 },
      { name: 'Other Greens', unitLabel: 'Kg', min: 55, max: 65, avg: 60 },
      ...en.rows,
    ];
    const { rows, warnings } = pairRows([...ne.rows, unknown, twinA, twinB], english.reverse());
    expect(rows.find((r) => r.nameNe === 'नयाँ च्याउ')?.nameEn).toBe('New Mushroom');
    // Two rows with the same prices cannot be told apart: no English name rather than a guess.
    expect(
      rows.filter((r) => ['नयाँ साग', 'अर्को साग'].includes(r.nameNe)).map((r) => r.nameEn),
    ).toEqual([null, null]);
    expect(warnings).toEqual([
      '"नयाँ च्याउ" is not in the curated names; matched to "New Mushroom" by its prices',
      'no English name for "नयाँ साग", "अर्को साग"',
    ]);
  });

  it('refuses an empty list and a changed shape', () => {
    expect(reason(() => json('kalimati/daily-prices-empty.json', 'np'))).toBe(
      'empty: Kalimati /api/daily-prices/np lists no prices for 2025-10-21',
    );
    expect(reason(() => parseDailyPricesJson({ status: 200, data: [] }, 'np'))).toMatch(
      /^format: Kalimati \/api\/daily-prices\/np changed shape/,
    );
    expect(reason(() => parseDailyPricesJson({ date: '19-10-2025', prices: [] }, 'en'))).toBe(
      'format: Kalimati /api/daily-prices/en has a malformed date "19-10-2025"',
    );
  });
});

describe('Kalimati /price HTML', () => {
  it('reads the Nepali table: Devanagari digits, रू, thousands commas, NBSP and the ZWJ unit', () => {
    const page = parsePricePage(fixture('kalimati/price-np-2025-10-19.html'));
    expect(page.lang).toBe('ne');
    expect(page.date).toBeNull(); // the Nepali heading prints a BS date only
    expect(page.dateText).toBe('दैनिक मूल्य जानकारी - २०८२ कार्तिक ०२');
    expect(page.rows).toHaveLength(68);
    expect(page.rows.find((r) => r.name === 'माछा सुकेको')).toEqual({
      name: 'माछा सुकेको',
      unitLabel: 'के.जी.',
      min: 800,
      max: 1000,
      avg: 900,
    });
    expect(page.rows.find((r) => r.name === 'बोडी(तने)')?.unitLabel).toBe('के.जी');
  });

  it('reads the English table and its AD date', () => {
    const page = parsePricePage(fixture('kalimati/price-en-2025-10-19.html'));
    expect(page).toMatchObject({ lang: 'en', date: '2025-10-19' });
    expect(page.rows[0]).toEqual({
      name: 'Tomato Big(Nepali)',
      unitLabel: 'Kg',
      min: 43,
      max: 53,
      avg: 47.25,
    });
    // Same rows in the same order as the Nepali page, so the two pair by position.
    const ne = parsePricePage(fixture('kalimati/price-np-2025-10-19.html'));
    expect(pairRows(ne.rows, page.rows).warnings).toEqual([]);
  });

  it('says "no data" for the empty table', () => {
    expect(reason(() => parsePricePage(fixture('kalimati/price-no-data.html')))).toBe(
      'empty: Kalimati price table has no rows',
    );
    expect(reason(() => parsePricePage(fixture('common/maintenance.html')))).toBe(
      'format: Kalimati price page has no #commodityPriceParticular table',
    );
  });

  it.each([
    ['Daily Price Information - October 19, 2025 A.D.', '2025-10-19'],
    ['Daily Prices - 2025-10-19', '2025-10-19'],
    ['दैनिक मूल्य - २०२५-१०-१९', '2025-10-19'],
    ['दैनिक मूल्य जानकारी - २०८२ कार्तिक ०२', null],
    ['Daily Price Information - Octember 19, 2025', null],
  ])('reads the heading %j as %s', (heading, date) => {
    expect(readHeadingDate(heading)).toBe(date);
  });
});

describe('validateVegetableDay', () => {
  const ne = json('kalimati/daily-prices-np-2025-10-19.json', 'np');
  const day: VegetableDay = { date: ne.date, rows: pairRows(ne.rows, null).rows };
  const now = new Date('2025-10-19T03:00:00Z');
  const check = (
    d: VegetableDay,
    extra: Partial<Parameters<typeof validateVegetableDay>[1]> = {},
  ) => reason(() => validateVegetableDay(d, { now, latestStored: null, previous: null, ...extra }));
  const edit = (i: number, patch: Partial<VegetableDay['rows'][number]>): VegetableDay => ({
    ...day,
    rows: day.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)),
  });

  it('accepts the recorded day and notes units it could not map', () => {
    expect(validateVegetableDay(day, { now, latestStored: null, previous: null }).warnings).toEqual(
      ['units mapped to "other": मुठा'],
    );
  });

  it.each([
    [
      'min above max',
      () => check(edit(2, { min: 70, max: 65 })),
      'invalid: Kalimati 2025-10-19: "आलु रातो" min 70 is above max 65',
    ],
    [
      'avg outside min…max',
      () => check(edit(0, { avg: 60 })),
      'invalid: Kalimati 2025-10-19: "गोलभेडा ठूलो(नेपाली)" avg 60 is outside min 43…max 53',
    ],
    [
      'a zero price',
      () => check(edit(1, { min: 0 })),
      'invalid: Kalimati 2025-10-19: "गोलभेडा सानो(लोकल)" min 0 is not positive',
    ],
    [
      'a price over 5000',
      () => check(edit(5, { max: 8000, avg: 5000 })),
      'invalid: Kalimati 2025-10-19: "गाजर(लोकल)" max 8000 is above 5000',
    ],
    [
      'too few rows',
      () => check({ ...day, rows: day.rows.slice(0, 10) }),
      'invalid: Kalimati 2025-10-19: 10 rows, expected 50–200',
    ],
    [
      'a future market date',
      () => check({ ...day, date: '2025-10-20' }),
      'invalid: Kalimati 2025-10-20: market date is after Nepal today (2025-10-19)',
    ],
    [
      'a date older than stored',
      () => check(day, { latestStored: '2025-10-20' }),
      'invalid: Kalimati 2025-10-19: market date is older than the stored 2025-10-20',
    ],
  ])('rejects %s', (_label, run, expected) => {
    expect(run()).toBe(expected);
  });

  it('rejects a day where over 20 % of commodities jump more than 60 %', () => {
    const previous: VegetableDay = {
      date: '2025-10-18',
      rows: day.rows.map((r, i) => (i % 3 === 0 ? { ...r, avg: r.avg / 3 } : r)),
    };
    expect(check(day, { previous })).toBe(
      'invalid: Kalimati 2025-10-19: 23 of 68 commodities moved over 60 % since 2025-10-18',
    );
  });

  it('collapses an identical repeat of a commodity and refuses one with other prices', () => {
    const first = day.rows[0] as VegetableDay['rows'][number];
    const same = validateVegetableDay(
      { ...day, rows: [...day.rows, { ...first }] },
      { now, latestStored: null, previous: null },
    );
    expect(same.day.rows).toHaveLength(68);
    expect(check({ ...day, rows: [...day.rows, { ...first, avg: 50 }] })).toBe(
      'invalid: Kalimati 2025-10-19: "गोलभेडा ठूलो(नेपाली)" (के.जी.) is listed twice with different prices (43/53/47.25 and 43/53/50)',
    );
    // The same name in another unit is another series, not a duplicate.
    expect(
      validateVegetableDay(
        { ...day, rows: [...day.rows, { ...first, unit: 'dozen', unitLabel: 'दर्जन', avg: 50 }] },
        { now, latestStored: null, previous: null },
      ).day.rows,
    ).toHaveLength(69);
  });

  it('compares with the last stored day after a gap, under a wider bar, and never across units', () => {
    const previous = (date: string, factor: number): VegetableDay => ({
      date,
      rows: day.rows.map((r, i) => (i % 3 === 0 ? { ...r, avg: r.avg / factor } : r)),
    });
    // 12 days: 60 % becomes 2 × 60 % × √(12/7) ≈ 157 %; a doubling passes, a fivefold jump doesn't.
    expect(check(day, { previous: previous('2025-10-07', 2) })).toBe('no error');
    expect(check(day, { previous: previous('2025-10-07', 5) })).toBe(
      'invalid: Kalimati 2025-10-19: 23 of 68 commodities moved over 157.1 % since 2025-10-07',
    );
    // Before, a gap of over 7 days skipped the check altogether.
    expect(check(day, { previous: previous('2025-10-11', 3) })).toBe(
      'invalid: Kalimati 2025-10-19: 23 of 68 commodities moved over 128.3 % since 2025-10-11',
    );
    // Rows whose unit changed are not compared.
    const perDozen: VegetableDay = {
      date: '2025-10-18',
      rows: day.rows.map((r, i) =>
        i % 3 === 0 ? { ...r, unit: 'dozen', unitLabel: 'दर्जन', avg: r.avg / 3 } : r,
      ),
    };
    expect(check(day, { previous: perDozen })).toBe('no error');
  });
});
