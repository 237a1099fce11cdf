/**
 * What an official list does, on a synthetic complete list for BS 2082 (the real registry is
 * replaced for this file only): it moves a festival and keeps the rule's date visible
 * (ruleDate), confirms another, changes who gets a day off, adds a custom event, and — being
 * complete — removes the standing holidays it does not name, in that year only.
 */
import type { OfficialList } from '@/lib/festivals/types';

jest.mock('@/lib/festivals/official', () => {
  // The factory runs before this file's own constants exist (the imports are hoisted above them).
  const CITE = 'Synthetic test list (not a real decision)';
  const list: OfficialList = {
    year: 2082,
    coverage: 'complete',
    entries: [
      // The rules put Ghatasthapana on 2082/6/6; this list moves it a day later.
      {
        festival: 'ghatasthapana',
        date: { year: 2082, month: 6, day: 7 },
        appliesTo: ['national'],
        source: `${CITE}: moved`,
      },
      {
        festival: 'bhai-tika',
        date: { year: 2082, month: 7, day: 6 },
        appliesTo: ['national'],
        source: `${CITE}: confirmed`,
      },
      {
        festival: 'haritalika-teej',
        date: { year: 2082, month: 5, day: 10 },
        appliesTo: ['national'],
        source: `${CITE}: for all`,
      },
      {
        festival: {
          id: 'special-holiday',
          name: 'Special holiday',
          nameNe: 'विशेष बिदा',
          type: 'national',
          description: 'A one-off public holiday.',
          descriptionNe: 'एक पटकको सार्वजनिक बिदा।',
        },
        date: { year: 2082, month: 3, day: 10 },
        appliesTo: ['national'],
        source: `${CITE}: added`,
      },
    ],
  };
  return { OFFICIAL_LISTS: new Map([[2082, list]]) };
});

// Imported after the mock is registered (jest hoists jest.mock above the imports).
import { bsWeekday } from '@/lib/bs';
import { eventsForDay, eventsForYear, holidayStatus, yearHolidaySource } from '@/lib/festivals';

const CITE = 'Synthetic test list (not a real decision)';
const day = (month: number, d: number) => ({ year: 2082, month, day: d });

describe('a complete official list (synthetic, BS 2082)', () => {
  it('moves Ghatasthapana to the official day and keeps the rule’s day as ruleDate', () => {
    expect(eventsForDay(day(6, 6)).some((e) => e.id === 'ghatasthapana')).toBe(false);
    const moved = eventsForDay(day(6, 7)).find((e) => e.id === 'ghatasthapana');
    expect(moved).toMatchObject({
      source: 'official',
      citation: `${CITE}: moved`,
      ad: '2025-09-23',
      isHoliday: true,
      holidayFor: ['national'],
      ruleDate: { bs: { year: 2082, month: 6, day: 6 }, ad: '2025-09-22' },
      festivalYear: 2082,
    });
    expect(eventsForYear(2082).filter((e) => e.id === 'ghatasthapana')).toHaveLength(1);
    expect(holidayStatus(day(6, 7))).toBe('public-holiday');
    expect(bsWeekday(day(6, 6))).toBe(1);
    expect(holidayStatus(day(6, 6))).toBe('working-day');
  });

  it('confirms Bhai Tika without a ruleDate', () => {
    const event = eventsForDay(day(7, 6)).find((e) => e.id === 'bhai-tika');
    expect(event).toMatchObject({
      source: 'official',
      citation: `${CITE}: confirmed`,
      isHoliday: true,
    });
    expect(event?.ruleDate).toBeUndefined();
  });

  it('gives the day off to whom the list says: Teej for everyone', () => {
    expect(eventsForDay(day(5, 10)).find((e) => e.id === 'haritalika-teej')?.holidayFor).toEqual([
      'national',
    ]);
    expect(holidayStatus(day(5, 10))).toBe('public-holiday');
  });

  it('adds the custom event as an official holiday', () => {
    const events = eventsForYear(2082).filter((e) => e.id === 'special-holiday');
    expect(events).toEqual([
      expect.objectContaining({
        name: 'Special holiday',
        bs: day(3, 10),
        source: 'official',
        citation: `${CITE}: added`,
        isHoliday: true,
        holidayFor: ['national'],
        festivalYear: 2082,
      }),
    ]);
    expect(holidayStatus(day(3, 10))).toBe('public-holiday');
  });

  it('drops the standing holidays it does not name, in 2082 only', () => {
    const republic = eventsForDay(day(2, 15)).find((e) => e.id === 'republic-day');
    expect(republic).toMatchObject({ source: 'rule', isHoliday: false });
    expect(republic?.holidayFor).toBeUndefined();
    expect(bsWeekday(day(2, 15))).toBe(4);
    expect(holidayStatus(day(2, 15))).toBe('working-day');
    // Tihar bida (the day after Bhai Tika) follows the confirmed Bhai Tika but is not named.
    expect(eventsForDay(day(7, 7)).find((e) => e.id === 'tihar-bida')?.isHoliday).toBe(false);
    // The year after keeps the standing practice.
    expect(holidayStatus({ year: 2083, month: 2, day: 15 })).toBe('public-holiday');
  });

  it('reports 2082 as official and its neighbours as computed', () => {
    expect(yearHolidaySource(2082)).toBe('official');
    expect(yearHolidaySource(2081)).toBe('computed');
    expect(yearHolidaySource(2083)).toBe('computed');
  });
});
