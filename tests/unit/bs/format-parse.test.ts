/**
 * What users read and type: formatted dates in English and Nepali (Devanagari digits, month and
 * weekday names), strict ISO parsing for API parameters, and month names as typed in URLs.
 */
import {
  BS_MONTHS,
  BsRangeError,
  WEEKDAYS,
  addBsDays,
  formatAdDate,
  formatAdIsoDate,
  formatBsDate,
  formatIsoDate,
  fromDevanagariDigits,
  localeDigits,
  parseBsMonth,
  parseIsoDate,
  toDevanagariDigits,
} from '@/lib/bs';

// Ghatasthapana 2081 = Thursday 3 October 2024 (bs-calendar.md §2.1).
const GHATASTHAPANA = { year: 2081, month: 6, day: 17 };

describe('Devanagari digits', () => {
  it('maps each ASCII digit to its Devanagari digit and back', () => {
    expect(toDevanagariDigits('0123456789')).toBe('०१२३४५६७८९');
    expect(fromDevanagariDigits('०१२३४५६७८९')).toBe('0123456789');
  });

  it('converts numbers and leaves everything else alone', () => {
    expect(toDevanagariDigits(2081)).toBe('२०८१');
    expect(toDevanagariDigits('2081-06-17')).toBe('२०८१-०६-१७');
    expect(toDevanagariDigits('Asoj 17, 2081 BS')).toBe('Asoj १७, २०८१ BS');
    expect(toDevanagariDigits(-5)).toBe('-५');
    expect(fromDevanagariDigits('असोज १७, 2081')).toBe('असोज 17, 2081');
  });

  it("prints a number in the page's digits", () => {
    expect(localeDigits(2083, 'ne')).toBe('२०८३');
    expect(localeDigits(2083, 'en')).toBe('2083');
    expect(localeDigits('12', 'ne')).toBe('१२');
  });
});

describe('formatBsDate', () => {
  it.each([
    ['en', 'numeric', '2081-06-17'],
    ['en', 'medium', '17 Ashwin 2081'],
    ['en', 'long', 'Thursday, 17 Ashwin 2081'],
    ['ne', 'numeric', '२०८१-०६-१७'],
    ['ne', 'medium', '१७ असोज २०८१'],
    ['ne', 'long', 'बिहीबार, १७ असोज २०८१'],
  ] as const)('%s %s: %s', (locale, style, expected) => {
    expect(formatBsDate(GHATASTHAPANA, locale, style)).toBe(expected);
  });

  it('defaults to the medium style', () => {
    expect(formatBsDate(GHATASTHAPANA, 'en')).toBe('17 Ashwin 2081');
  });

  it('names the twelve months as printed on Nepali wall calendars', () => {
    const names = Array.from(
      { length: 12 },
      (_, m) => formatBsDate({ year: 2081, month: m + 1, day: 1 }, 'ne').split(' ')[1],
    );
    expect(names.join(' ')).toBe('बैशाख जेठ असार साउन भदौ असोज कात्तिक मंसिर पुस माघ फागुन चैत');
    const english = Array.from(
      { length: 12 },
      (_, m) => formatBsDate({ year: 2081, month: m + 1, day: 1 }, 'en').split(' ')[1],
    );
    expect(english.join(' ')).toBe(
      'Baishakh Jestha Ashadh Shrawan Bhadra Ashwin Kartik Mangsir Poush Magh Falgun Chaitra',
    );
  });

  it('names the weekdays of a whole week in both languages', () => {
    // 1 Baishakh 2081 = Saturday 13 April 2024.
    const week = Array.from({ length: 7 }, (_, i) =>
      addBsDays({ year: 2081, month: 1, day: 1 }, i + 1),
    );
    expect(week.map((bs) => formatBsDate(bs, 'en', 'long').split(',')[0])).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(week.map((bs) => formatBsDate(bs, 'ne', 'long').split(',')[0])).toEqual([
      'आइतबार',
      'सोमबार',
      'मङ्गलबार',
      'बुधबार',
      'बिहीबार',
      'शुक्रबार',
      'शनिबार',
    ]);
  });

  it('does not pad the day in prose styles', () => {
    expect(formatBsDate({ year: 2081, month: 1, day: 1 }, 'ne')).toBe('१ बैशाख २०८१');
  });

  it('refuses a date the month table does not have', () => {
    expect(() => formatBsDate({ year: 2081, month: 9, day: 30 }, 'ne')).toThrow(BsRangeError);
  });
});

describe('formatAdIsoDate', () => {
  it('formats a stored ISO day as formatAdDate does, and keeps a bad value as written', () => {
    expect(formatAdIsoDate('2024-10-03', 'ne', 'long')).toBe(
      formatAdDate({ year: 2024, month: 10, day: 3 }, 'ne', 'long'),
    );
    expect(formatAdIsoDate('2024-02-30', 'en')).toBe('2024-02-30');
  });
});

describe('formatAdDate and formatIsoDate', () => {
  it.each([
    ['en', 'medium', '3 October 2024'],
    ['en', 'long', 'Thursday, 3 October 2024'],
    ['ne', 'medium', '३ अक्टोबर २०२४'],
    ['ne', 'long', 'बिहीबार, ३ अक्टोबर २०२४'],
    ['ne', 'numeric', '२०२४-१०-०३'],
  ] as const)('%s %s: %s', (locale, style, expected) => {
    expect(formatAdDate({ year: 2024, month: 10, day: 3 }, locale, style)).toBe(expected);
  });

  it('refuses an AD date that does not exist', () => {
    expect(() => formatAdDate({ year: 2023, month: 2, day: 29 }, 'en')).toThrow(BsRangeError);
  });

  it('zero-pads to YYYY-MM-DD and refuses what does not fit', () => {
    expect(formatIsoDate({ year: 2081, month: 1, day: 5 })).toBe('2081-01-05');
    expect(formatIsoDate({ year: 800, month: 12, day: 31 })).toBe('0800-12-31');
    expect(() => formatIsoDate({ year: 10_000, month: 1, day: 1 })).toThrow(BsRangeError);
    expect(() => formatIsoDate({ year: 2081, month: -1, day: 1 })).toThrow(BsRangeError);
    expect(() => formatIsoDate({ year: 2081, month: 1, day: 1.5 })).toThrow(BsRangeError);
  });
});

describe('parseIsoDate', () => {
  it('reads a real AD date, AD being the default', () => {
    expect(parseIsoDate('2024-10-03')).toEqual({
      ok: true,
      value: { year: 2024, month: 10, day: 3 },
    });
    expect(parseIsoDate('2024-02-29', 'ad')).toEqual({
      ok: true,
      value: { year: 2024, month: 2, day: 29 },
    });
  });

  it('reads a BS date against the month table (Jestha 2081 has 32 days)', () => {
    expect(parseIsoDate('2081-02-32', 'bs')).toEqual({
      ok: true,
      value: { year: 2081, month: 2, day: 32 },
    });
  });

  it.each([
    ['2023-02-29', 'ad', /day must be 1–28/],
    ['2024-13-01', 'ad', /month must be 1–12/],
    ['2081-01-32', 'bs', /Baishakh 2081 has 31 days/],
    ['2080-02-30', 'ad', /day must be 1–29/],
    ['1969-12-30', 'bs', /1970-01-01 to 2100-12-31 BS/],
    ['2101-01-01', 'bs', /1970-01-01 to 2100-12-31 BS/],
  ] as const)('refuses %s as %s, saying why', (input, calendar, why) => {
    const result = calendar === 'bs' ? parseIsoDate(input, 'bs') : parseIsoDate(input, 'ad');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(why);
  });

  it.each(
    [
      '2081-6-17',
      '81-06-17',
      ' 2081-06-17',
      '2081-06-17\n',
      '2081-06-17T00:00:00Z',
      '2081/06/17',
      '२०८१-०६-१७',
      '',
    ].map((input) => [JSON.stringify(input), input]),
  )('refuses the malformed %s without throwing', (_json, input) => {
    expect(parseIsoDate(input, 'bs')).toEqual({
      ok: false,
      error: `Expected a date as YYYY-MM-DD, got '${input}'`,
    });
  });

  it('refuses a non-string without throwing', () => {
    expect(parseIsoDate(null as unknown as string).ok).toBe(false);
    expect(parseIsoDate(20_811_017 as unknown as string, 'bs').ok).toBe(false);
  });
});

describe('parseBsMonth', () => {
  it.each([
    ['1', 1],
    ['01', 1],
    ['12', 12],
    ['६', 6],
    ['०६', 6],
    ['Ashwin', 6],
    ['ASOJ', 6],
    ['  asoj ', 6],
    ['असोज', 6],
    ['आश्विन', 6],
    ['baisakh', 1],
    ['vaishakh', 1],
    ['chaitra', 12],
    ['चैत', 12],
    ['poush', 9],
    ['push', 9],
    ['mangsir', 8],
  ])('reads %p as %i', (input, month) => {
    expect(parseBsMonth(input)).toBe(month);
  });

  it.each(['0', '13', '00', '१३', '1.5', '-1', '123', '', 'foo', 'january', 'as oj'])(
    'refuses %p',
    (input) => {
      expect(parseBsMonth(input)).toBeNull();
    },
  );

  it('reads back every listed name, slug, Nepali name and alias of each month', () => {
    for (const month of BS_MONTHS) {
      for (const spelling of [month.name, month.slug, month.nameNe, ...month.aliases]) {
        expect([spelling, parseBsMonth(spelling)]).toEqual([spelling, month.index]);
      }
    }
  });

  it('gives no spelling to two months', () => {
    const spellings = BS_MONTHS.flatMap((m) =>
      [...new Set([m.name.toLowerCase(), m.slug, m.nameNe, ...m.aliases])].map((s) =>
        s.toLowerCase(),
      ),
    );
    expect(spellings.filter((s, i) => spellings.indexOf(s) !== i)).toEqual([]);
  });

  it('lists weekdays Sunday first with Nepali names ending in बार', () => {
    expect(WEEKDAYS.map((w) => w.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(WEEKDAYS.every((w) => w.nameNe === `${w.shortNe}बार`)).toBe(true);
  });
});
