import { parseJsonBody } from '@/lib/sources/http';
import { parseAppRate, parseRatesPage, RATE_BANDS, validateForexDays } from '@/lib/sources/nrb';
import type { ForexDay } from '@/lib/sources/types';
import { fixture } from '../../support/upstream/upstream-server';
import { reason } from '../../support/upstream/reason';

const page = (file: string) => parseRatesPage(JSON.parse(fixture(file)));
const at = (iso: string) => new Date(iso);
const fetched = (body: string, contentType = 'application/json') => ({
  url: 'https://nrb.test/rates',
  status: 200,
  headers: new Headers({ 'content-type': contentType }),
  body,
});

describe('NRB /rates parsing', () => {
  it('reads the recorded two-day response: decimal strings, per-unit quotes and NRB’s order', () => {
    const { days, pages } = page('nrb/rates-2026-04-01_2026-04-02.json');
    expect(pages).toBe(1);
    expect(days.map((d) => d.date)).toEqual(['2026-04-01', '2026-04-02']);
    const first = days[0] as ForexDay;
    expect(first).toMatchObject({
      publishedOn: '2026-04-01 00:00:13',
      modifiedOn: '2026-03-31 17:18:39',
    });
    expect(first.rates).toHaveLength(22);
    expect(first.rates.map((r) => r.iso3).slice(0, 3)).toEqual(['INR', 'USD', 'EUR']);
    const byCode = Object.fromEntries(first.rates.map((r) => [r.iso3, r]));
    expect(byCode.INR).toEqual({
      iso3: 'INR',
      name: 'Indian Rupee',
      unit: 100,
      buy: 160,
      sell: 160.15,
    });
    expect(byCode.USD).toMatchObject({ unit: 1, buy: 151.44, sell: 152.04 });
    expect(byCode.JPY).toMatchObject({ unit: 10, buy: 9.49, sell: 9.53 });
    expect(byCode.KRW).toMatchObject({ unit: 100, buy: 9.92, sell: 9.96 });
    expect(byCode.OMR).toMatchObject({ buy: 393.35, sell: 394.9 });
    expect(
      validateForexDays(days, {
        now: at('2026-04-02T06:00:00Z'),
        from: '2026-04-01',
        to: '2026-04-02',
        previous: null,
      }),
    ).toEqual([]);
  });

  it('accepts weekend days that repeat Friday’s rates (modified two days before the date)', () => {
    const { days } = page('nrb/rates-2026-08-15_2026-08-16.json');
    expect(days.map((d) => [d.date, d.modifiedOn])).toEqual([
      ['2026-08-15', '2026-08-14 17:05:21'],
      ['2026-08-16', '2026-08-14 17:05:21'],
    ]);
    expect(validateForexDays(days, { now: at('2026-08-16T06:00:00Z'), previous: null })).toEqual(
      [],
    );
  });

  it('parses /app-rate’s flat array, also behind a non-JSON prefix', () => {
    const body = `)]}',\n${fixture('nrb/app-rate.json')}`;
    const days = parseAppRate(parseJsonBody(fetched(body), { lenient: true }));
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ date: '2026-04-02', publishedOn: '2026-04-02 00:00:09' });
    expect(days[0]?.rates.find((r) => r.iso3 === 'KRW')).toMatchObject({ unit: 100, buy: 9.94 });
    // The grouped form some consumers have seen.
    const grouped = parseAppRate([
      {
        date: '2026-04-02',
        rates: [
          {
            currency: { iso3: 'usd', name: 'U.S. Dollar', unit: '1' },
            buy: 151.76,
            sell: '152.36',
          },
        ],
      },
    ]);
    expect(grouped[0]?.rates).toEqual([
      { iso3: 'USD', name: 'U.S. Dollar', unit: 1, buy: 151.76, sell: 152.36 },
    ]);
  });

  it('tells an HTML page, a truncated body and an empty body apart', () => {
    expect(
      reason(() => parseJsonBody(fetched(fixture('common/maintenance.html'), 'text/html'))),
    ).toMatch(/^format: expected JSON .* but got HTML \(text\/html\)$/);
    expect(
      reason(() => parseJsonBody(fetched(fixture('nrb/faults/rates-truncated.json')))),
    ).toMatch(/^format: invalid JSON from .* bytes\)/);
    expect(reason(() => parseJsonBody(fetched('  ')))).toBe(
      'empty: empty body from https://nrb.test/rates',
    );
  });

  it('rejects a changed envelope or an error status', () => {
    expect(reason(() => parseRatesPage({ status: { code: 200 }, data: { rates: [] } }))).toMatch(
      /^format: NRB \/rates payload changed shape: data.payload/,
    );
    const envelope = JSON.parse(fixture('nrb/rates-empty.json')) as Record<string, unknown>;
    expect(reason(() => parseRatesPage({ ...envelope, status: { code: 422 } }))).toBe(
      'format: NRB /rates answered status.code 422',
    );
  });
});

describe('validateForexDays', () => {
  const [april1, april2] = page('nrb/rates-2026-04-01_2026-04-02.json').days as [
    ForexDay,
    ForexDay,
  ];
  const now = at('2026-04-02T06:00:00Z');
  const edit = (
    day: ForexDay,
    iso3: string,
    patch: Partial<ForexDay['rates'][number]>,
  ): ForexDay => ({
    ...day,
    rates: day.rates.map((r) => (r.iso3 === iso3 ? { ...r, ...patch } : r)),
  });
  const check = (days: ForexDay[], extra: Partial<Parameters<typeof validateForexDays>[1]> = {}) =>
    reason(() => validateForexDays(days, { now, previous: null, ...extra }));

  it.each([
    [
      'too few currencies',
      () => check([{ ...april2, rates: april2.rates.slice(0, 17) }]),
      'invalid: NRB 2026-04-02: 17 currencies, expected 18–30',
    ],
    [
      'a sell below buy',
      () => check([edit(april2, 'EUR', { sell: 170 })]),
      'invalid: NRB 2026-04-02: EUR sell 170 is below buy 174.05',
    ],
    [
      'a zero rate',
      () => check([edit(april2, 'THB', { buy: 0 })]),
      'invalid: NRB 2026-04-02: THB buy 0 is not positive',
    ],
    [
      'USD out of range',
      () => check([edit(april2, 'USD', { buy: 15.18, sell: 15.24 })]),
      'invalid: NRB 2026-04-02: USD buy 15.18 is outside 60–250',
    ],
    [
      'a USD spread of 3',
      () => check([edit(april2, 'USD', { sell: 154.76 })]),
      'invalid: NRB 2026-04-02: USD spread 3.00 is outside 0.3–1.5',
    ],
    [
      'INR far off the peg',
      () => check([edit(april2, 'INR', { buy: 16, sell: 16.015 })]),
      'invalid: NRB 2026-04-02: INR 16/16.015 per 100 is far off the 160/160.15 peg',
    ],
    [
      'a day outside the request',
      () => check([april1], { from: '2026-04-02', to: '2026-04-02' }),
      'invalid: NRB 2026-04-01: date is before the requested range 2026-04-02…2026-04-02',
    ],
    [
      'a future day',
      () => check([{ ...april2, date: '2026-04-03' }]),
      'invalid: NRB 2026-04-03: date is in the future (Nepal today is 2026-04-02)',
    ],
    [
      'published_on in the future',
      () => check([{ ...april2, publishedOn: '2026-04-02 23:00:00' }]),
      'invalid: NRB 2026-04-02: published_on 2026-04-02 23:00:00 is in the future',
    ],
    [
      'a 6 % jump',
      () => check([edit(april2, 'GBP', { buy: 214.2, sell: 215.05 })], { previous: april1 }),
      'invalid: NRB 2026-04-02: GBP moved 6.3 % since 2026-04-01 (limit 5 %)',
    ],
    ['no days', () => check([]), 'empty: NRB returned no rates for the requested dates'],
  ])('rejects %s', (_label, run, expected) => {
    expect(run()).toBe(expected);
  });

  it('only warns when INR is a paisa off its 160.00/160.15 peg', () => {
    expect(
      validateForexDays([edit(april2, 'INR', { sell: 160.16 })], { now, previous: april1 }),
    ).toEqual(['NRB 2026-04-02: INR 160/160.16 per 100 differs from the 160/160.15 peg']);
  });

  it('accepts a new currency it has never seen', () => {
    const withNew = {
      ...april2,
      rates: [
        ...april2.rates,
        { iso3: 'XDR', name: 'Special Drawing Rights', unit: 1, buy: 205.1, sell: 206 },
      ],
    };
    expect(validateForexDays([withNew], { now, previous: april1 })).toEqual([]);
  });

  it.each([
    [
      'JPY per 10 quoted per 1 (×10)',
      'JPY',
      { buy: 94.9, sell: 95.3 },
      'JPY buy 94.9 per 10 is outside 5–16',
    ],
    [
      'KRW per 100 slipped a decimal (÷10)',
      'KRW',
      { buy: 0.992, sell: 0.996 },
      'KRW buy 0.992 per 100 is outside 4–16',
    ],
    [
      'KWD a decimal too high',
      'KWD',
      { buy: 4933, sell: 4952.5 },
      'KWD buy 4933 is outside 180–800',
    ],
    [
      'THB a decimal too low',
      'THB',
      { buy: 0.445, sell: 0.447 },
      'THB buy 0.445 is outside 1.5–7.5',
    ],
    [
      'a 5 % EUR spread',
      'EUR',
      { buy: 170, sell: 178.5 },
      'EUR spread 8.50 is over 2 % of buy 170',
    ],
  ])(
    'rejects %s (every listed currency has a band and a spread cap)',
    (_label, iso3, patch, why) => {
      expect(check([edit(april2, iso3, patch)])).toBe(`invalid: NRB 2026-04-02: ${why}`);
    },
  );

  it('has a band for every currency of the recorded days, and each band is narrower than a decimal slip', () => {
    const listed = april1.rates.map((r) => r.iso3).filter((c) => c !== 'INR');
    expect(listed.filter((c) => !RATE_BANDS[c])).toEqual([]);
    for (const band of Object.values(RATE_BANDS)) expect(band.max / band.min).toBeLessThan(10);
    // The recorded rates sit inside their bands, and so does USD's 2010 level (about 72).
    expect(check([april1, april2])).toBe('no error');
    expect(check([edit(april2, 'USD', { buy: 72.5, sell: 73.1 })])).toBe('no error');
  });

  it('compares with the last stored day after a gap, under a wider band', () => {
    const later = (days: number, factor: number): ForexDay => ({
      ...april1,
      date: new Date(Date.parse('2026-04-01T00:00:00Z') + days * 86_400_000)
        .toISOString()
        .slice(0, 10),
      publishedOn: null,
      rates: april1.rates.map((r) =>
        r.iso3 === 'GBP'
          ? { ...r, buy: +(r.buy * factor).toFixed(2), sell: +(r.sell * factor).toFixed(2) }
          : r,
      ),
    });
    const late = { now: at('2026-06-01T06:00:00Z'), previous: april1 };
    // 10 days after: 5 % would refuse an 8 % move, but not a decimal slip ×10 … nor a 25 % jump.
    expect(reason(() => validateForexDays([later(10, 1.08)], late))).toBe('no error');
    expect(reason(() => validateForexDays([later(10, 1.25)], late))).toBe(
      'invalid: NRB 2026-04-11: GBP moved 25.0 % since 2026-04-01 (limit 12 %)',
    );
    expect(reason(() => validateForexDays([later(40, 10)], late))).toMatch(
      /^invalid: NRB 2026-05-11: GBP buy 2014.2 is outside 90–350$/,
    );
    // Up to 7 days the daily 5 % band holds.
    expect(reason(() => validateForexDays([later(7, 1.08)], late))).toBe(
      'invalid: NRB 2026-04-08: GBP moved 8.0 % since 2026-04-01 (limit 5 %)',
    );
  });

  it('collapses a date listed twice with the same rates and refuses one listed with different rates', () => {
    expect(check([april2, { ...april2 }], { previous: april1 })).toBe('no error');
    expect(
      check([april2, edit(april2, 'USD', { buy: 151.8, sell: 152.4 })], { previous: april1 }),
    ).toBe(
      'invalid: NRB 2026-04-02: listed twice with different rates (USD 151.76/152.36 per 1 vs 151.8/152.4 per 1)',
    );
  });
});
