import {
  columnOf,
  parseDateCell,
  parseRetailPage,
  retailPriceUrl,
  validateFuelPage,
} from '@/lib/sources/noc';
import type { FuelRevision } from '@/lib/sources/types';
import { fixture } from '../../support/upstream/upstream-server';
import { reason } from '../../support/upstream/reason';

const now = new Date('2026-08-16T06:00:00Z');
const page = (file: string) => parseRetailPage(fixture(file));
const prices = (r: FuelRevision) => Object.fromEntries(r.prices.map((p) => [p.product, p.price]));

describe('NOC date cell', () => {
  it.each([
    ['BS first, dots, no space', '2083.07.30(2026.11.16)', '2026-11-16', '2083-07-30'],
    [
      'BS first with dashes, a space before the AD half',
      '2083-07-15 (2026.11.01)',
      '2026-11-01',
      '2083-07-15',
    ],
    ['AD first, dots', '2026.09.30(2083.06.14)', '2026-09-30', '2083-06-14'],
    ['BS first, dots, a space', '2083.03.16 (2026.06.30)', '2026-06-30', '2083-03-16'],
    ['AD first with dashes', '2026-07-17 (2083-04-01)', '2026-07-17', '2083-04-01'],
    ['spaces everywhere', '2083 - 04 - 31 ( 2026 - 08 - 16 )', '2026-08-16', '2083-04-31'],
    ['Devanagari digits', '२०८२.१२.०२(२०२६.०३.१६)', '2026-03-16', '2082-12-02'],
    ['the 2022 AD-first spelling', '2022.09.01(2079.05.16)', '2022-09-01', '2079-05-16'],
    ['a BS date alone', '2083.07.30', '2026-11-16', '2083-07-30'],
    ['an AD date alone', '2026.11.16', '2026-11-16', '2083-07-30'],
  ])('reads %s', (_, cell, date, dateBs) => {
    expect(parseDateCell(cell)).toEqual({ ok: true, date, dateBs });
  });

  it('refuses halves that are not the same day, naming both', () => {
    expect(parseDateCell('2083.07.30(2026.11.15)')).toEqual({
      ok: false,
      why: 'date "2083.07.30(2026.11.15)": BS 2083-07-30 is AD 2026-11-16, not 2026-11-15',
    });
  });

  it.each([
    ['two AD dates', '2026.11.16(2026.11.16)'],
    ['an impossible BS day', '2083.07.33(2026.11.19)'],
    ['an impossible AD day', '2083.07.30(2026.02.30)'],
    ['words', 'Kartik 30, 2083'],
    ['an empty cell', ''],
  ])('refuses %s', (_, cell) => {
    expect(parseDateCell(cell).ok).toBe(false);
  });
});

describe('NOC headings', () => {
  it.each([
    ['Effective Date', 'date'],
    ['EFFECTIVE DATE', 'date'],
    ['Effective  Time', 'time'],
    ['Petrol (Rs/L)', 'petrol'],
    ['Diesel', 'diesel'],
    ['Kerosene (Rs/L)', 'kerosene'],
    ['LPG (Rs/Cyl)', 'lpg'],
    ['ATF (DP)', 'atf-domestic'],
    ['ATF(DF)', 'atf-international'],
    ['S.N.', null],
    ['Remarks', null],
  ])('reads %j as %j', (heading, column) => {
    expect(columnOf(heading)).toBe(column);
  });
});

describe('NOC /retailprice', () => {
  it('reads the first page: ten revisions, newest first, each product with its unit and currency', () => {
    const { revisions, refused, warnings, lastOffset } = page('noc/retailprice.html');
    expect(refused).toEqual([]);
    expect(warnings).toEqual([]);
    expect(lastOffset).toBe(20);
    expect(revisions.map((r) => r.date)).toEqual([
      '2026-08-16',
      '2026-08-02',
      '2026-07-17',
      '2026-06-30',
      '2026-06-15',
      '2026-06-01',
      '2026-05-16',
      '2026-05-01',
      '2026-04-01',
      '2026-03-16',
    ]);
    expect(revisions[0]).toEqual({
      date: '2026-08-16',
      dateBs: '2083-04-31',
      prices: [
        { product: 'petrol', unit: 'litre', currency: 'NPR', price: 200 },
        { product: 'diesel', unit: 'litre', currency: 'NPR', price: 200 },
        { product: 'kerosene', unit: 'litre', currency: 'NPR', price: 200 },
        { product: 'lpg', unit: 'cylinder-14.2kg', currency: 'NPR', price: 2060 },
        { product: 'atf-domestic', unit: 'litre', currency: 'NPR', price: 249 },
        { product: 'atf-international', unit: 'kilolitre', currency: 'USD', price: 1697 },
      ],
    });
    expect(validateFuelPage(revisions, { now, latestStored: null }).warnings).toEqual([]);
  });

  it('reads headings in other case and with units, and the AD-first 2022 row with its real prices', () => {
    expect(page('noc/retailprice-offset-10.html').revisions).toHaveLength(10);
    const last = page('noc/retailprice-offset-20.html').revisions.at(-1) as FuelRevision;
    expect(last.date).toBe('2022-09-01');
    expect(prices(last)).toEqual({
      petrol: 181,
      diesel: 178,
      kerosene: 178,
      lpg: 1800,
      'atf-domestic': 190,
      'atf-international': 1645,
    });
  });

  it('reads a reordered table with an inserted column by its headings, not by position', () => {
    const reordered = page('noc/faults/retailprice-reordered.html');
    expect(reordered.revisions).toEqual(page('noc/retailprice.html').revisions);
    expect(reordered.warnings).toEqual(['NOC retail table heading "Remarks" is not read']);
  });

  it('refuses a table whose headings lack a product', () => {
    expect(reason(() => page('noc/faults/retailprice-missing-kerosene.html'))).toBe(
      'format: NOC retail table has no heading for kerosene (headings: S.N. | Effective Date | Effective Time | Petrol | Diesel | LPG | ATF (DP) | ATF (DF))',
    );
  });

  it('refuses a page with a price that is not a number', () => {
    expect(reason(() => page('noc/faults/retailprice-non-numeric.html'))).toBe(
      'invalid: NOC 2026-08-16: diesel price "N/A" is not a number',
    );
  });

  it('leaves out a row whose BS and AD dates disagree, keeping the others', () => {
    const { revisions, refused } = page('noc/faults/retailprice-date-mismatch.html');
    expect(refused).toEqual([
      {
        cell: '2083.04.31(2026.08.15)',
        why: 'date "2083.04.31(2026.08.15)": BS 2083-04-31 is AD 2026-08-16, not 2026-08-15',
      },
    ]);
    expect(revisions.map((r) => r.date)[0]).toBe('2026-08-02');
    expect(revisions).toHaveLength(9);
  });

  it('refuses revisions out of order', () => {
    const { revisions } = page('noc/faults/retailprice-out-of-order.html');
    expect(reason(() => validateFuelPage(revisions, { now }))).toBe(
      'invalid: NOC revisions are out of order: 2026-08-02 comes after 2026-07-17',
    );
  });

  it('refuses a page whose newest revision is older than the stored one', () => {
    const { revisions } = page('noc/retailprice-offset-10.html');
    expect(reason(() => validateFuelPage(revisions, { now, latestStored: '2026-08-16' }))).toBe(
      "invalid: NOC's newest revision 2026-03-01 is older than the stored 2026-08-16",
    );
    // The same page is fine for a backfill, which passes no stored date.
    expect(() => validateFuelPage(revisions, { now })).not.toThrow();
  });

  it('refuses a revision dated more than two days ahead, and a price out of its range', () => {
    const [newest] = page('noc/retailprice.html').revisions as [FuelRevision];
    expect(
      reason(() => validateFuelPage([newest], { now: new Date('2026-08-13T06:00:00Z') })),
    ).toBe(
      'invalid: NOC 2026-08-16: effective date is after 2026-08-15, two days from Nepal today',
    );
    const slipped = {
      ...newest,
      prices: newest.prices.map((p) => (p.product === 'lpg' ? { ...p, price: 206 } : p)),
    };
    expect(reason(() => validateFuelPage([slipped], { now }))).toBe(
      'invalid: NOC 2026-08-16: lpg 206 NPR is outside 500–6000 per cylinder-14.2kg',
    );
  });

  it('keeps one copy of a revision listed twice, and refuses two different ones on one date', () => {
    const [a, b] = page('noc/retailprice.html').revisions as [FuelRevision, FuelRevision];
    expect(validateFuelPage([a, a, b], { now })).toEqual({
      revisions: [a, b],
      warnings: ['NOC lists the 2026-08-16 revision twice; kept once'],
    });
    expect(reason(() => validateFuelPage([a, { ...b, date: a.date }], { now }))).toBe(
      'invalid: NOC lists two different revisions for 2026-08-16',
    );
  });

  it('refuses a page with no revisions table', () => {
    expect(reason(() => parseRetailPage(fixture('common/maintenance.html')))).toBe(
      'format: NOC retail price page has no table with an "Effective Date" heading',
    );
  });

  it('asks for older pages with offset and max', () => {
    expect(retailPriceUrl('https://noc.org.np')).toBe('https://noc.org.np/retailprice');
    expect(retailPriceUrl('https://noc.org.np', 20)).toBe(
      'https://noc.org.np/retailprice?offset=20&max=10',
    );
  });
});
