import {
  parseLegacyPage,
  parseMonthHistory,
  parseRateLabel,
  parseToday,
  validateMetalDay,
} from '@/lib/sources/fenegosida';
import type { MetalDay } from '@/lib/sources/types';
import { fixture } from '../../support/upstream/upstream-server';
import { reason } from '../../support/upstream/reason';

const today = (file: string) => parseToday(JSON.parse(fixture(file)));
const now = new Date('2026-08-16T06:00:00Z');

describe('FENEGOSIDA labels', () => {
  it.each([
    ['छापावाल सुन (१ तोला)', { metal: 'gold', grade: 'fine', unit: 'tola' }],
    ['छापावाल सुन (१० ग्राम)', { metal: 'gold', grade: 'fine', unit: '10g' }],
    ['तेजाबी सुन (१ तोला)', { metal: 'gold', grade: 'tejabi', unit: 'tola' }],
    ['असली चाँदी दर (१ तोला)', { metal: 'silver', grade: 'standard', unit: 'tola' }],
    ['असली चाँदी दर (१० ग्राम)', { metal: 'silver', grade: 'standard', unit: '10g' }],
    ['FINE GOLD (9999) per 10 grm', { metal: 'gold', grade: 'fine', unit: '10g' }],
    ['TEJABI GOLD', { metal: 'gold', grade: 'tejabi', unit: null }],
  ])('reads %j', (label, kind) => {
    expect(parseRateLabel(label)).toEqual(kind);
  });

  it('does not guess at an unknown label', () => {
    expect(parseRateLabel('प्लाटिनम (१ तोला)')).toBeNull();
    expect(parseRateLabel('सुन (१ तोला)')).toBeNull();
  });
});

describe('FENEGOSIDA Dashboard/today', () => {
  it('reads the captured 4 rows: value per the labelled unit, date from todayDate in Nepal time', () => {
    const { day, warnings } = today('fenegosida/today-2026-08-16.json');
    expect(warnings).toEqual([]);
    expect(day).toEqual({
      date: '2026-08-16',
      prices: [
        { metal: 'gold', grade: 'fine', unit: 'tola', price: 305200 },
        { metal: 'gold', grade: 'fine', unit: '10g', price: 261660 },
        { metal: 'silver', grade: 'standard', unit: 'tola', price: 4710 },
        { metal: 'silver', grade: 'standard', unit: '10g', price: 4038 },
      ],
    });
    expect(validateMetalDay(day, { now, previous: null })).toEqual([]);
  });

  it('takes the Nepal date of todayDate, which turns at 18:15 UTC', () => {
    const rows = JSON.parse(fixture('fenegosida/today-2026-08-16.json')) as { todayDate: string }[];
    const late = rows.map((r) => ({ ...r, todayDate: '2026-08-15T18:20:00.000+00:00' }));
    expect(parseToday(late).day.date).toBe('2026-08-16');
    const early = rows.map((r) => ({ ...r, todayDate: '2026-08-15T18:10:00.000+00:00' }));
    expect(parseToday(early).day.date).toBe('2026-08-15');
  });

  it('reads tejabi rows as tejabi, not fine', () => {
    const { day } = today('fenegosida/today-with-tejabi-2026-08-16.json');
    expect(day.prices.filter((p) => p.grade === 'tejabi')).toEqual([
      { metal: 'gold', grade: 'tejabi', unit: 'tola', price: 303700 },
      { metal: 'gold', grade: 'tejabi', unit: '10g', price: 260375 },
    ]);
    expect(validateMetalDay(day, { now, previous: null })).toEqual([]);
  });

  it('rejects a 10 g price ten times too high by the tola/10 g ratio', () => {
    const { day } = today('fenegosida/faults/today-gold-10g-x10.json');
    expect(reason(() => validateMetalDay(day, { now, previous: null }))).toBe(
      'invalid: FENEGOSIDA 2026-08-16: gold fine tola/10 g ratio 0.1166 (305200/2616600) is not ≈1.1664',
    );
  });

  it('refuses an empty array and rows that disagree on the date', () => {
    expect(reason(() => today('fenegosida/faults/today-empty.json'))).toBe(
      'empty: FENEGOSIDA Dashboard/today is empty',
    );
    const rows = JSON.parse(fixture('fenegosida/today-2026-08-16.json')) as { todayDate: string }[];
    const mixed = rows.map((r, i) =>
      i === 0 ? { ...r, todayDate: '2026-08-14T04:59:55.673+00:00' } : r,
    );
    expect(reason(() => parseToday(mixed))).toBe(
      'format: FENEGOSIDA today rows disagree on the date (2026-08-14, 2026-08-16)',
    );
  });
});

describe('validateMetalDay', () => {
  const base = today('fenegosida/today-2026-08-16.json').day;
  const previous = today('fenegosida/today-2026-08-14.json').day;
  const scale = (metal: string, factor: number): MetalDay => ({
    ...base,
    prices: base.prices.map((p) =>
      p.metal === metal ? { ...p, price: Math.round(p.price * factor) } : p,
    ),
  });

  it.each([
    [
      'silver quoted as 0',
      {
        ...base,
        prices: base.prices.map((p) =>
          p.metal === 'silver' && p.unit === '10g' ? { ...p, price: 0 } : p,
        ),
      },
      'invalid: FENEGOSIDA 2026-08-16: silver standard per 10g is 0',
    ],
    [
      'gold below 100,000 per tola',
      scale('gold', 0.3),
      'invalid: FENEGOSIDA 2026-08-16: gold fine per tola 91560 is outside 100000–1000000 per tola',
    ],
    [
      'no fine gold per tola',
      { ...base, prices: base.prices.filter((p) => p.metal !== 'gold' || p.unit !== 'tola') },
      'invalid: FENEGOSIDA 2026-08-16: fine gold per tola is missing',
    ],
    [
      'a date after Nepal today',
      { ...base, date: '2026-08-17' },
      'invalid: FENEGOSIDA 2026-08-17: date is after Nepal today (2026-08-16)',
    ],
  ])('rejects %s', (_label, day, expected) => {
    expect(reason(() => validateMetalDay(day, { now, previous: null }))).toBe(expected);
  });

  it('flags a big move for review and rejects an implausible one', () => {
    expect(validateMetalDay(scale('gold', 1.09 / (305200 / 301600)), { now, previous })).toEqual([
      'review: gold fine per tola moved 9.0 % since 2026-08-14',
      'review: gold fine per 10g moved 9.0 % since 2026-08-14',
    ]);
    expect(reason(() => validateMetalDay(scale('silver', 1.5), { now, previous }))).toBe(
      'invalid: FENEGOSIDA 2026-08-16: silver standard per tola moved 51.6 % since 2026-08-14 (limit 37.5 %)',
    );
  });
});

describe('FENEGOSIDA history and the old site', () => {
  it('reads monthwisehistory into days sorted by Nepal date', () => {
    const { days, warnings } = parseMonthHistory(
      JSON.parse(fixture('fenegosida/monthwisehistory-2026-08.json')),
    );
    expect(warnings).toEqual([]);
    expect(days.map((d) => d.date)).toEqual([
      '2026-08-09',
      '2026-08-10',
      '2026-08-11',
      '2026-08-13',
      '2026-08-14',
      '2026-08-16',
    ]);
    let before: MetalDay | null = null;
    for (const day of days) {
      expect(validateMetalDay(day, { now, previous: before })).toEqual([]);
      before = day;
    }
  });

  it('reads the old page by labels, whichever block comes first', () => {
    const gramFirst = parseLegacyPage(fixture('fenegosida/legacy-gram-first.html'));
    const tolaFirst = parseLegacyPage(fixture('fenegosida/legacy-tola-first.html'));
    const sorted = (prices: { unit: string; metal: string }[]) =>
      [...prices].sort((a, b) => `${a.metal}${a.unit}`.localeCompare(`${b.metal}${b.unit}`));
    expect(sorted(gramFirst.prices)).toEqual(sorted(tolaFirst.prices));
    expect(sorted(tolaFirst.prices)).toEqual([
      { metal: 'gold', grade: 'fine', unit: '10g', price: 261660 },
      { metal: 'gold', grade: 'fine', unit: 'tola', price: 305200 },
      { metal: 'silver', grade: 'standard', unit: '10g', price: 4038 },
      { metal: 'silver', grade: 'standard', unit: 'tola', price: 4710 },
    ]);
    expect(tolaFirst.bsDateText).toBe('31 Shrawan 2083');
    expect(tolaFirst.warnings).toEqual([
      'gold tejabi per tola quoted as 0, skipped',
      'gold tejabi per 10g quoted as 0, skipped',
    ]);
  });
});

describe('stricter FENEGOSIDA checks', () => {
  const base = today('fenegosida/today-2026-08-16.json').day;
  const rows = JSON.parse(fixture('fenegosida/today-2026-08-16.json')) as {
    rateType: string;
    todayBaseRatePerGram: number;
  }[];

  it('refuses a replayed `today` older than the newest stored day, but accepts a same-day revision', () => {
    const replay = today('fenegosida/today-2026-08-14.json').day;
    expect(
      reason(() => validateMetalDay(replay, { now, previous: null, latestStored: '2026-08-16' })),
    ).toBe('invalid: FENEGOSIDA 2026-08-14: date is older than the stored 2026-08-16');
    expect(validateMetalDay(base, { now, previous: null, latestStored: '2026-08-16' })).toEqual([]);
  });

  it('compares with the last stored day after a gap of over 10 days, under a wider band', () => {
    const old: MetalDay = {
      date: '2026-07-20',
      prices: base.prices.map((p) => ({ ...p, price: Math.round(p.price / 1.3) })),
    };
    // 27 days: a 30 % gold move is within 2 × 20 % × √2.7 ≈ 66 %, a tenfold one is not.
    expect(validateMetalDay(base, { now, previous: old })).toEqual([
      'review: gold fine per tola moved 30.0 % since 2026-07-20',
      'review: gold fine per 10g moved 30.0 % since 2026-07-20',
    ]);
    const slipped: MetalDay = {
      ...old,
      prices: old.prices.map((p) =>
        p.metal === 'silver' ? { ...p, price: Math.round(p.price / 3) } : p,
      ),
    };
    expect(reason(() => validateMetalDay(base, { now, previous: slipped }))).toBe(
      'invalid: FENEGOSIDA 2026-08-16: silver standard per tola moved 289.9 % since 2026-07-20 (limit 123.2 %)',
    );
  });

  it('collapses a repeated identical quote and refuses a conflicting one', () => {
    expect(parseToday([...rows, rows[0]]).day).toEqual(base);
    expect(reason(() => parseToday([...rows, { ...rows[0], todayBaseRatePerGram: 306000 }]))).toBe(
      'invalid: FENEGOSIDA 2026-08-16: gold/fine/tola is quoted twice (305200 and 306000)',
    );
    const month = JSON.parse(fixture('fenegosida/monthwisehistory-2026-08.json')) as {
      baseRatePerGram: number;
    }[];
    const first = month[0] as { baseRatePerGram: number };
    expect(
      reason(() =>
        parseMonthHistory([...month, { ...first, baseRatePerGram: first.baseRatePerGram + 1000 }]),
      ),
    ).toMatch(/^invalid: FENEGOSIDA 2026-08-\d\d: gold\/fine\/tola is quoted twice/);
  });
});
