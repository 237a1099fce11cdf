/**
 * Compares the rules with the published calendar (npEventsAPI, BS 2079–2080). Shared by the
 * reference-match suite and scripts/festival-report.ts; no test-framework imports.
 */
import { bsDayNumber, bsFromDayNumber } from '@/lib/bs';
import { eventsForDay, eventsForYear } from '@/lib/festivals';

import { MAJOR_IDS, MAPPED, UNMAPPED, type UnmappedReason } from './event-map';
import type { ReferenceEventDay } from './reference-events';

const bsText = (d: { year: number; month: number; day: number }): string =>
  `${d.year}/${d.month}/${d.day}`;

function parseBs(text: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = text.split('/').map(Number);
  return { year, month, day };
}

/** One catalogue festival named by the reference on one day. */
export interface EventCheck {
  year: number;
  bs: string;
  ad: string;
  id: string;
  /** The reference names that map to `id` on this day. */
  names: string[];
  major: boolean;
  matched: boolean;
  /** Where the rules put the nearest occurrence of `id` ('YYYY/M/D'), and how far off (days). */
  computed: string | null;
  offsetDays: number | null;
}

/** Day numbers of every computed event of `id` in BS years `year − 1 … year + 1`. */
function computedDays(id: string, year: number): number[] {
  return [year - 1, year, year + 1]
    .filter((y) => y >= 2000 && y <= 2100)
    .flatMap((y) => eventsForYear(y))
    .filter((e) => e.id === id)
    .map((e) => bsDayNumber(e.bs));
}

/** Every (day, catalogue festival) pair the reference names, checked against the rules. */
export function checkMappedEvents(days: readonly ReferenceEventDay[]): EventCheck[] {
  const checks: EventCheck[] = [];
  for (const day of days) {
    const byId = new Map<string, string[]>();
    for (const name of day.events) {
      const id = MAPPED[name];
      if (!id) continue;
      const names = byId.get(id) ?? [];
      if (!names.includes(name)) names.push(name);
      byId.set(id, names);
    }
    if (byId.size === 0) continue;
    const computedIds = new Set(eventsForDay(day.bsDate).map((e) => e.id));
    const target = bsDayNumber(day.bsDate);
    for (const [id, names] of byId) {
      const matched = computedIds.has(id);
      const nearest = computedDays(id, day.bsDate.year).sort(
        (a, b) => Math.abs(a - target) - Math.abs(b - target),
      )[0];
      checks.push({
        year: day.bsDate.year,
        bs: day.bs,
        ad: day.ad,
        id,
        names,
        major: MAJOR_IDS.includes(id),
        matched,
        computed: nearest === undefined ? null : bsText(bsFromDayNumber(nearest)),
        offsetDays: nearest === undefined ? null : nearest - target,
      });
    }
  }
  return checks;
}

export interface Rate {
  matched: number;
  total: number;
}

export interface YearRate {
  year: number;
  major: Rate;
  all: Rate;
}

const rate = (checks: readonly EventCheck[]): Rate => ({
  matched: checks.filter((c) => c.matched).length,
  total: checks.length,
});

/** Match rate per reference year: major festivals, and every mapped event. */
export function yearRates(checks: readonly EventCheck[]): YearRate[] {
  const years = [...new Set(checks.map((c) => c.year))].sort();
  return years.map((year) => {
    const ofYear = checks.filter((c) => c.year === year);
    return { year, major: rate(ofYear.filter((c) => c.major)), all: rate(ofYear) };
  });
}

export const percent = (r: Rate): string =>
  `${r.matched}/${r.total} (${r.total === 0 ? '—' : ((100 * r.matched) / r.total).toFixed(1)}%)`;

/** Reference names by how the tables treat them; 'unknown' ones are in neither table. */
export function classifyNames(days: readonly ReferenceEventDay[]): {
  mapped: Map<string, string[]>;
  unmapped: Map<UnmappedReason, Map<string, string[]>>;
  unknown: Map<string, string[]>;
} {
  const reasonOf = new Map<string, UnmappedReason>();
  for (const [reason, names] of Object.entries(UNMAPPED) as [UnmappedReason, readonly string[]][]) {
    for (const name of names) reasonOf.set(name, reason);
  }
  const mapped = new Map<string, string[]>();
  const unmapped = new Map<UnmappedReason, Map<string, string[]>>();
  const unknown = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, name: string, bs: string): void => {
    const dates = map.get(name) ?? [];
    if (!dates.includes(bs)) dates.push(bs);
    map.set(name, dates);
  };
  for (const day of days) {
    for (const name of day.events) {
      const reason = reasonOf.get(name);
      if (MAPPED[name]) add(mapped, name, day.bs);
      else if (reason) {
        const group = unmapped.get(reason) ?? new Map<string, string[]>();
        add(group, name, day.bs);
        unmapped.set(reason, group);
      } else add(unknown, name, day.bs);
    }
  }
  return { mapped, unmapped, unknown };
}

/** One reference day's holiday flag against the rules (any holiday, national or for a group). */
export interface HolidayCheck {
  bs: string;
  ad: string;
  published: boolean;
  computed: boolean;
  /** Computed holiday events of the day as 'id (groups)'. */
  computedHolidays: string[];
  events: string[];
}

export function checkHolidays(days: readonly ReferenceEventDay[]): HolidayCheck[] {
  return days.map((day) => {
    const holidays = eventsForDay(day.bsDate).filter((e) => e.isHoliday);
    return {
      bs: day.bs,
      ad: day.ad,
      published: day.isPublicHoliday,
      computed: holidays.length > 0,
      computedHolidays: holidays.map((e) => `${e.id} (${(e.holidayFor ?? []).join(', ')})`),
      events: day.events,
    };
  });
}

export { parseBs, bsText };
