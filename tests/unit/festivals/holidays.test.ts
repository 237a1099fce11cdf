/**
 * Official lists (lib/festivals/official), holiday status, and the published anchors of
 * bs-calendar.md §2 / tithi-method.md §5 (transcribed in anchors.ts).
 */
import type { BsDate } from '@/lib/bs';
import { bsDayNumber, bsToAd, bsWeekday } from '@/lib/bs';
import {
  eventsForDay,
  eventsForYear,
  FESTIVALS_BY_ID,
  HOLIDAY_GROUPS,
  holidayStatus,
  OFFICIAL_LISTS,
  yearHolidaySource,
} from '@/lib/festivals';
import type { HolidayGroup } from '@/lib/festivals';

import { ANCHORS } from './anchors';

const GROUPS: readonly HolidayGroup[] = HOLIDAY_GROUPS;
const bs = (text: string): BsDate => {
  const [year = 0, month = 0, day = 0] = text.split('/').map(Number);
  return { year, month, day };
};
const iso = (d: { year: number; month: number; day: number }): string =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

describe('official holiday lists', () => {
  const lists = [...OFFICIAL_LISTS.values()];

  it('registers one list per sourced year: 2080 to 2083', () => {
    expect([...OFFICIAL_LISTS.keys()].sort()).toEqual([2080, 2081, 2082, 2083]);
    for (const [year, list] of OFFICIAL_LISTS) expect(list.year).toBe(year);
  });

  it('gives every entry a catalogue festival, a valid date in the list’s year, known groups and a cited source', () => {
    for (const list of lists) {
      expect(['partial', 'complete']).toContain(list.coverage);
      expect(list.entries.length).toBeGreaterThan(0);
      const ids = list.entries.map((e) =>
        typeof e.festival === 'string' ? e.festival : e.festival.id,
      );
      expect(new Set(ids).size).toBe(ids.length);
      for (const entry of list.entries) {
        if (typeof entry.festival === 'string')
          expect(FESTIVALS_BY_ID.has(entry.festival)).toBe(true);
        expect(() => bsDayNumber(entry.date)).not.toThrow();
        expect(entry.date.year).toBe(list.year);
        expect(entry.appliesTo.length).toBeGreaterThan(0);
        expect(entry.appliesTo.every((g) => GROUPS.includes(g))).toBe(true);
        // A specific public document: a URL or a site path, not a vague attribution.
        expect(entry.source).toMatch(/https?:\/\/|[a-z0-9-]+\.(com|np|org|eu)(\.np)?\//);
      }
    }
  });

  it('applies every entry: the event on that day is official, cites the entry and gives its holiday', () => {
    for (const list of lists) {
      for (const entry of list.entries) {
        const id = typeof entry.festival === 'string' ? entry.festival : entry.festival.id;
        const event = eventsForDay(entry.date).find((e) => e.id === id);
        expect(event).toMatchObject({
          source: 'official',
          citation: entry.source,
          isHoliday: true,
          holidayFor: [...entry.appliesTo],
        });
      }
    }
  });

  it('finds every official date already given by the rules but one: Ghode Jatra 2082', () => {
    const moved: string[] = [];
    let total = 0;
    for (const list of lists) {
      for (const entry of list.entries) {
        const id = typeof entry.festival === 'string' ? entry.festival : entry.festival.id;
        const event = eventsForDay(entry.date).find((e) => e.id === id);
        total += 1;
        if (event?.ruleDate)
          moved.push(`${id} ${iso(entry.date)} (rule ${iso(event.ruleDate.bs)})`);
      }
    }
    console.info(`official entries confirmed by the rules: ${total - moved.length}/${total}`);
    // 2080 and 2081: 10 each; 2082: 45; 2083: the notice's 37 dated rows encoded.
    expect(total).toBe(20 + 45 + 37);
    // The published 2082 calendar keeps Ghode Jatra on Chaturdashi (Chaitra 4); Aunsi, the rule's
    // tithi, holds at sunrise only on Chaitra 5. The official day wins and the rule's day is kept.
    expect(moved).toEqual(['ghode-jatra 2082-12-04 (rule 2082-12-05)']);
  });

  it('leaves events the lists do not name to the rules', () => {
    const fulpati = eventsForYear(2081).find((e) => e.id === 'fulpati');
    expect(fulpati).toMatchObject({ source: 'rule', isHoliday: true, holidayFor: ['national'] });
    expect(fulpati?.citation).toBeUndefined();
  });

  it('reports years with a partial official list as partial and the others as computed', () => {
    expect(yearHolidaySource(2080)).toBe('partial');
    expect(yearHolidaySource(2081)).toBe('partial');
    expect(yearHolidaySource(2082)).toBe('partial');
    expect(yearHolidaySource(2083)).toBe('partial');
    expect(yearHolidaySource(2079)).toBe('computed');
    expect(yearHolidaySource(2084)).toBe('computed');
    expect(yearHolidaySource(2000)).toBe('computed');
  });
});

describe('holidayStatus', () => {
  const at = (text: string, groups?: readonly HolidayGroup[]) => holidayStatus(bs(text), groups);

  it('is public-holiday on a national holiday, whatever the weekday or groups', () => {
    expect(bsWeekday(bs('2081/6/17'))).toBe(4); // Ghatasthapana, Thursday
    expect(at('2081/6/17')).toBe('public-holiday');
    expect(at('2081/6/17', ['women'])).toBe('public-holiday');
    expect(bsWeekday(bs('2081/1/1'))).toBe(6); // New Year on a Saturday
    expect(at('2081/1/1')).toBe('public-holiday');
  });

  it('is weekend on a Saturday without an applicable holiday, working-day otherwise', () => {
    expect(bsWeekday(bs('2081/6/19'))).toBe(6);
    expect(eventsForDay(bs('2081/6/19')).some((e) => e.isHoliday)).toBe(false);
    expect(at('2081/6/19')).toBe('weekend');
    expect(bsWeekday(bs('2081/6/29'))).toBe(2);
    expect(at('2081/6/29')).toBe('working-day');
  });

  it('counts a group or regional holiday only for that group', () => {
    // Teej (women), Friday.
    expect(bsWeekday(bs('2081/5/21'))).toBe(5);
    expect(at('2081/5/21')).toBe('working-day');
    expect(at('2081/5/21', ['women'])).toBe('public-holiday');
    expect(at('2081/5/21', ['kirat'])).toBe('working-day');
    // Holi: hills on Falgun 29 (Thursday), Terai on Chaitra 1 (Friday).
    expect(at('2081/11/29', ['hill'])).toBe('public-holiday');
    expect(at('2081/11/29', ['terai'])).toBe('working-day');
    expect(at('2081/12/1', ['terai'])).toBe('public-holiday');
    expect(at('2081/12/1', ['hill'])).toBe('working-day');
    // Ghode Jatra (Kathmandu valley) on a Saturday.
    expect(bsWeekday(bs('2081/12/16'))).toBe(6);
    expect(at('2081/12/16')).toBe('weekend');
    expect(at('2081/12/16', ['kathmandu-valley'])).toBe('public-holiday');
  });

  it('rejects dates outside the supported range or invalid', () => {
    expect(() => holidayStatus({ year: 1969, month: 12, day: 1 })).toThrow(RangeError);
    expect(() => holidayStatus({ year: 2081, month: 13, day: 1 })).toThrow(RangeError);
    expect(() => eventsForYear(2101)).toThrow(RangeError);
    expect(() => eventsForDay({ year: 2081, month: 1, day: 40 })).toThrow(RangeError);
  });
});

describe('published anchors (bs-calendar.md §2.1–2.2, tithi-method.md §5)', () => {
  it('reproduces each anchor’s date, and its holiday where the note records one', () => {
    const results = ANCHORS.map((anchor) => {
      const date = bs(anchor.bs);
      expect(iso(bsToAd(date))).toBe(anchor.ad);
      const festival = FESTIVALS_BY_ID.get(anchor.id);
      let found: boolean;
      let holidayOk = true;
      if (date.year >= 2079) {
        const event = eventsForDay(date).find((e) => e.id === anchor.id);
        found = event !== undefined && event.ad === anchor.ad;
        if (anchor.holiday === 'national') {
          holidayOk =
            holidayStatus(date) === 'public-holiday' && !!event?.holidayFor?.includes('national');
        } else if (anchor.holiday === 'regional') {
          holidayOk = !!event?.isHoliday && !event.holidayFor?.includes('national');
        }
      } else {
        // Older anchors are all fixed BS dates: the rule must name that day.
        const rule = festival?.rule;
        found = rule?.kind === 'solar' && rule.month === date.month && rule.day === date.day;
      }
      return { anchor: `${anchor.id} ${anchor.bs}`, found, holidayOk };
    });
    expect(results.filter((r) => !r.found || !r.holidayOk)).toEqual([]);
    const byYear = new Map<number, number>();
    for (const a of ANCHORS)
      byYear.set(Number(a.bs.slice(0, 4)), (byYear.get(Number(a.bs.slice(0, 4))) ?? 0) + 1);
    console.info(
      `anchors reproduced: ${results.length}/${ANCHORS.length} (${[...byYear].map(([y, n]) => `${y}: ${n}`).join(', ')})`,
    );
  });
});
