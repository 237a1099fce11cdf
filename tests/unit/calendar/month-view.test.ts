import { bsWeekday, daysInBsMonth } from '@/lib/bs';
import { adjacentMonths } from '@/lib/calendar/adjacent';
import { buildCalendarMonth, eventCategory, keyEvents } from '@/lib/calendar/month';
import { parseCalendarParams } from '@/lib/calendar/params';
import { yearEvents } from '@/lib/calendar/year-events';

describe('buildCalendarMonth', () => {
  const jestha2082 = buildCalendarMonth(2082, 2);

  it('has one entry per day of the month with matching AD dates', () => {
    expect(jestha2082.days).toHaveLength(daysInBsMonth(2082, 2));
    // 2 Jestha 2082 = 16 May 2025 (the spec's observed date).
    expect(jestha2082.days[1]).toMatchObject({
      bs: { year: 2082, month: 2, day: 2 },
      ad: '2025-05-16',
      weekday: 5,
    });
  });

  it('starts the grid with as many blanks as the weekday of day 1', () => {
    expect(jestha2082.leadingBlanks).toBe(bsWeekday({ year: 2082, month: 2, day: 1 }));
    expect(jestha2082.leadingBlanks).toBeGreaterThanOrEqual(0);
    expect(jestha2082.leadingBlanks).toBeLessThan(7);
  });

  it('gives every Saturday the weekend status unless it is a public holiday', () => {
    for (const day of jestha2082.days) {
      if (day.weekday === 6) expect(['weekend', 'public-holiday']).toContain(day.status);
      else expect(['working-day', 'public-holiday']).toContain(day.status);
    }
  });

  it('marks Republic Day (15 Jestha) a public holiday', () => {
    const republic = jestha2082.days[14]!;
    expect(republic.isHoliday).toBe(true);
    expect(republic.status).toBe('public-holiday');
    expect(republic.events.map((e) => e.id)).toContain('republic-day');
  });

  it('labels each day with the sunrise tithi from the panchang', () => {
    for (const day of jestha2082.days) {
      expect(day.tithi.index).toBeGreaterThanOrEqual(1);
      expect(day.tithi.index).toBeLessThanOrEqual(30);
      expect(day.tithi.nameNe).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('lists Dashain days as key events in their month with the days they fall on', () => {
    // Ghatasthapana 2081 = Asoj 17, Vijaya Dashami 2081 = Asoj 26 (bs-calendar.md §2.1).
    const entries = keyEvents(buildCalendarMonth(2081, 6));
    const ghatasthapana = entries.find((entry) => entry.event.id === 'ghatasthapana');
    expect(ghatasthapana?.days).toEqual([17]);
    const dashami = entries.find((entry) => entry.event.id === 'vijaya-dashami');
    expect(dashami?.days).toEqual([26]);
    expect(dashami?.category).toBe('holiday');
  });
});

describe('buildCalendarMonth cache', () => {
  it('answers a repeated month from memory, equal to a fresh build, and stays bounded', () => {
    const first = buildCalendarMonth(2083, 8);
    expect(buildCalendarMonth(2083, 8)).toBe(first);
    // Forty other months push the first out; it is then built again, with the same content.
    for (let i = 0; i < 40; i++) buildCalendarMonth(2060 + Math.floor(i / 12), (i % 12) + 1);
    const rebuilt = buildCalendarMonth(2083, 8);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt).toEqual(first);
  });
});

describe('adjacentMonths', () => {
  it('wraps Chaitra to Baishakh of the next year and back', () => {
    expect(adjacentMonths(2081, 12).next).toEqual({ year: 2082, month: 1, slug: 'baishakh' });
    expect(adjacentMonths(2082, 1).prev).toEqual({ year: 2081, month: 12, slug: 'chaitra' });
    expect(adjacentMonths(2082, 5)).toEqual({
      prev: { year: 2082, month: 4, slug: 'shrawan' },
      next: { year: 2082, month: 6, slug: 'ashwin' },
    });
  });

  it('stops at the ends of the supported range', () => {
    expect(adjacentMonths(1970, 1).prev).toBeNull();
    expect(adjacentMonths(2100, 12).next).toBeNull();
  });
});

describe('eventCategory', () => {
  it.each([
    [
      { id: 'vijaya-dashami', type: 'religious' as const, holidayFor: ['national' as const] },
      'holiday',
    ],
    [{ id: 'buddha-jayanti', type: 'religious' as const }, 'jayanti'],
    [{ id: 'international-womens-day', type: 'international' as const }, 'day'],
    [{ id: 'teej', type: 'religious' as const, holidayFor: ['women' as const] }, 'religious'],
    [
      { id: 'indra-jatra', type: 'cultural' as const, holidayFor: ['kathmandu-valley' as const] },
      'festival',
    ],
  ])('classifies %o as %s', (event, category) => {
    expect(eventCategory(event)).toBe(category);
  });
});

describe('parseCalendarParams', () => {
  it.each([
    ['2082', 'jestha', { year: 2082, month: 2 }],
    ['2082', '2', { year: 2082, month: 2 }],
    ['2081', 'asar', { year: 2081, month: 3 }],
    ['2081', 'Saun', { year: 2081, month: 4 }],
  ])('reads /calendar/%s/%s', (year, month, expected) => {
    expect(parseCalendarParams(year, month)).toEqual(expected);
  });

  it.each([
    ['1800', '1'],
    ['2101', '1'],
    ['2082', 'foo'],
    ['2082', '13'],
    ['20x2', '1'],
    ['02082', '1'],
  ])('rejects /calendar/%s/%s', (year, month) => {
    expect(parseCalendarParams(year, month)).toBeNull();
  });
});

describe('yearEvents', () => {
  it("gives each event its day's tithi, as the almanac labels the day", () => {
    const events = yearEvents(2081);
    const tithiOf = (id: string) => events.find((e) => e.id === id)?.tithi;
    expect(tithiOf('ghatasthapana')).toEqual({
      index: 1,
      name: 'Pratipada',
      nameNe: 'प्रतिपदा',
      paksha: 'shukla',
    });
    expect(tithiOf('vijaya-dashami')).toMatchObject({ index: 10, paksha: 'shukla' });
    // 31 Oct 2024: the day is labelled by its sunrise tithi, Chaturdashi; Aunsi begins that
    // afternoon and holds at pradosh, which is why Laxmi Puja falls on this day.
    expect(tithiOf('laxmi-puja')).toMatchObject({ index: 29, nameNe: 'चतुर्दशी', paksha: 'krishna' });
    expect(tithiOf('buddha-jayanti')).toMatchObject({ index: 15, name: 'Purnima' });
  });
});
