/**
 * Dashain and Tihar leave as MoHA gives it: continuous blocks (Fulpati to Dwadashi; Laxmi Puja
 * to the day after Bhai Tika), with no working day inside, whatever the tithis do (a repeated
 * Ashtami in 2083, Ashtami and Navami on one day in 2081).
 */
import { bsDayNumber, bsFromDayNumber, type BsDate } from '@/lib/bs';
import { eventsForDay, eventsForYear, holidayStatus } from '@/lib/festivals';

const day = (year: number, month: number, d: number): BsDate => ({ year, month, day: d });
const text = (d: BsDate): string => `${d.year}/${d.month}/${d.day}`;
const national = (d: BsDate): boolean =>
  eventsForDay(d).some((e) => e.holidayFor?.includes('national'));

/** Days from `from` to `to` inclusive. */
function range(from: BsDate, to: BsDate): BsDate[] {
  const a = bsDayNumber(from);
  return Array.from({ length: bsDayNumber(to) - a + 1 }, (_, i) => bsFromDayNumber(a + i));
}

// [year, Dashain leave first, last, Tihar leave first, last, source]
const PUBLISHED: [number, BsDate, BsDate, BsDate, BsDate, string][] = [
  // Fulpati (Kartik 4) fell on a Saturday; the list starts the leave at Ashtami.
  [2080, day(2080, 7, 5), day(2080, 7, 9), day(2080, 7, 26), day(2080, 7, 30), 'fncci.org 2080'],
  [
    2081,
    day(2081, 6, 24),
    day(2081, 6, 28),
    day(2081, 7, 15),
    day(2081, 7, 19),
    'nepalkairan.com/news/2858',
  ],
  [2082, day(2082, 6, 13), day(2082, 6, 18), day(2082, 7, 3), day(2082, 7, 7), 'Hamro Patro 2082'],
];

describe('Dashain and Tihar leave blocks', () => {
  it.each(PUBLISHED)('reproduces the published %i leave', (year, dFrom, dTo, tFrom, tTo) => {
    for (const [from, to] of [
      [dFrom, dTo],
      [tFrom, tTo],
    ] as const) {
      const holes = range(from, to).filter((d) => !national(d));
      expect(holes.map(text)).toEqual([]);
      // The leave ends where the list ends it.
      const after = bsFromDayNumber(bsDayNumber(to) + 1);
      expect({ after: text(after), holiday: national(after) }).toEqual({
        after: text(after),
        holiday: false,
      });
    }
    expect(year).toBe(dFrom.year);
  });

  it('has no hole in any year 2070–2090: every day of each block is a public holiday', () => {
    const holes: string[] = [];
    for (let year = 2070; year <= 2090; year += 1) {
      const events = [...eventsForYear(year), ...eventsForYear(Math.min(year + 1, 2100))];
      const first = (id: string) => events.find((e) => e.id === id && e.festivalYear === year);
      for (const [from, through, extra] of [
        ['fulpati', 'vijaya-dashami', 2],
        ['laxmi-puja', 'bhai-tika', 1],
      ] as const) {
        const a = first(from);
        const b = first(through);
        if (!a || !b) {
          holes.push(`${year} ${from}: missing`);
          continue;
        }
        const end = bsFromDayNumber(bsDayNumber(b.bs) + extra);
        for (const d of range(a.bs, end)) {
          if (holidayStatus(d) !== 'public-holiday') holes.push(`${year} ${text(d)}`);
        }
      }
    }
    expect(holes).toEqual([]);
  });

  it('makes 2 Kartik 2083, the second day of Ashtami, a Dashain holiday', () => {
    const events = eventsForDay(day(2083, 7, 2));
    expect(events.find((e) => e.id === 'dashain-bida')).toMatchObject({
      ad: '2026-10-19',
      nameNe: 'दशैं बिदा',
      isHoliday: true,
      holidayFor: ['national'],
      source: 'official',
    });
    expect(holidayStatus(day(2083, 7, 2))).toBe('public-holiday');
    // The whole 2083 leave: Fulpati (Asoj 31) to Dwadashi (Kartik 6); Laxmi Puja (Kartik 22) to
    // the day after Bhai Tika (Kartik 26).
    const ids = (d: BsDate) => eventsForDay(d).map((e) => e.id);
    expect(ids(day(2083, 6, 31))).toContain('fulpati');
    expect(ids(day(2083, 7, 1))).toContain('maha-ashtami');
    expect(ids(day(2083, 7, 3))).toContain('maha-navami');
    expect(ids(day(2083, 7, 4))).toContain('vijaya-dashami');
    expect(ids(day(2083, 7, 6))).toContain('dashain-bida');
    expect(range(day(2083, 6, 31), day(2083, 7, 6)).every(national)).toBe(true);
    expect(national(day(2083, 7, 7))).toBe(false);
    expect(range(day(2083, 7, 22), day(2083, 7, 26)).every(national)).toBe(true);
    expect(ids(day(2083, 7, 26))).toContain('tihar-bida');
    expect(national(day(2083, 7, 27))).toBe(false);
  });

  it('names a block day only where no festival holiday already does', () => {
    // 2081: Ashtami and Navami on one day (Asoj 25); the block adds only Ekadashi and Dwadashi.
    const bida = eventsForYear(2081)
      .filter((e) => e.id === 'dashain-bida')
      .map((e) => text(e.bs));
    expect(bida).toEqual(['2081/6/27', '2081/6/28']);
    const tihar = eventsForYear(2083)
      .filter((e) => e.id === 'tihar-bida')
      .map((e) => text(e.bs));
    expect(tihar).toEqual(['2083/7/26']);
  });
});
