/**
 * Checks every rule in every supported year (BS_MIN_YEAR … BS_MAX_YEAR, all 131 years, no
 * sampling) and returns a JSON-able report; all-years.test.ts asserts on it. Run in a plain Node
 * process (all-years-run.ts) because the panchang arithmetic runs ~10× slower inside Jest's vm
 * context (global lookups such as `Math` go through the context's interceptors), which would put
 * 131 years far over the suite's time budget.
 *
 * Lunar moments are recomputed here from their definitions (tithi-method.md §5; madhyahna =
 * sunrise + 0.5 × day length) rather than taken from lib/festivals/days.ts.
 */
import type { BsDate } from '@/lib/bs';
import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  bsDayNumber,
  bsFromDayNumber,
  bsToAd,
  daysInBsMonth,
} from '@/lib/bs';
import { eventsForYear, FESTIVALS, FESTIVALS_BY_ID } from '@/lib/festivals';
import type { FestivalEvent, TimeOfDay } from '@/lib/festivals';
import { resolutionOrder, resolveCycle, type Occurrence } from '@/lib/festivals/resolve';
import type { LunarRule } from '@/lib/festivals/types';
import { lunarMonthAt, nextTithiChange, sunTimes, tithiAt } from '@/lib/panchang';

const UMM_AL_QURA = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

export type Verdict = 'direct' | 'kshaya' | 'nishitha-fallback' | 'expunged-month' | 'outside';

export interface AllYearsReport {
  years: number[];
  festivals: number;
  ms: { cycles: number; lunar: number; api: number };
  /** 'year id' of festivals without an occurrence in their festival year. */
  missing: string[];
  /** 'year id' of lunar rules with more than one candidate day. */
  ambiguous: string[];
  /** Solar, Gregorian and derived occurrences off their rule's day; lunar ones over a day long. */
  misplaced: string[];
  /** Lunar occurrences more than a month from their solar namesake month. */
  far: string[];
  verdicts: Partial<Record<Verdict, number>>;
  /** 'year id BS-date' of lunar occurrences by notable verdict. */
  outside: string[];
  expunged: string[];
  nishithaFallback: string[];
  /** eventsForYear: events out of date order or outside their year. */
  unordered: string[];
  /** eventsForYear: (festival, festival year) pairs not shown exactly once as one unbroken span. */
  spanProblems: string[];
  /** eventsForYear: events whose isHoliday disagrees with holidayFor. */
  holidayFlagProblems: string[];
  eventCount: number;
}

const text = (d: BsDate): string => `${d.year}/${d.month}/${d.day}`;
const PRADOSH_MS = 72 * 60_000;

/** The rule's moment on BS day number `n`. */
function momentOf(n: number, at: TimeOfDay): number {
  const { sunrise, sunset } = sunTimes(bsToAd(bsFromDayNumber(n)));
  const rise = sunrise.getTime();
  const set = sunset.getTime();
  switch (at) {
    case 'sunrise':
      return rise;
    case 'madhyahna':
      return rise + 0.5 * (set - rise);
    case 'aparahna':
      return rise + 0.7 * (set - rise);
    case 'pradosh':
      return set + PRADOSH_MS;
    case 'nishitha':
      return (set + sunTimes(bsToAd(bsFromDayNumber(n + 1))).sunrise.getTime()) / 2;
  }
}

const inMonth = (ms: number, month: number): boolean => {
  const lm = lunarMonthAt(new Date(ms));
  return lm.index === month && !lm.adhik;
};
const holds = (ms: number, rule: LunarRule): boolean =>
  tithiAt(new Date(ms)) === rule.tithi && inMonth(ms, rule.month);

/** A whole instance of the rule's tithi, in the rule's month, between `from` and `to`. */
function kshayaInside(from: number, to: number, rule: LunarRule): boolean {
  let t = from;
  for (let i = 0; i < 3; i += 1) {
    const start = nextTithiChange(new Date(t)).getTime();
    if (start >= to) return false;
    const end = nextTithiChange(new Date(start + 1000)).getTime();
    if (tithiAt(new Date(start + 1000)) === rule.tithi) {
      return end <= to && inMonth((start + end) / 2, rule.month);
    }
    t = start + 1000;
  }
  return false;
}

/** How the occurrence satisfies its lunar rule, or 'outside' when it does not. */
export function lunarVerdict(o: Occurrence, rule: LunarRule): Verdict {
  const d = rule.nextDay ? o.start - 1 : o.start;
  const at = rule.at;
  const m = momentOf(d, at);
  if (holds(m, rule)) {
    // The first such day: the previous day's moment does not hold the same tithi already.
    return holds(momentOf(d - 1, at), rule) ? 'outside' : 'direct';
  }
  if (at === 'nishitha') {
    if (holds(momentOf(d - 1, 'nishitha'), rule)) return 'outside';
    // No midnight holds the tithi: the sunrise rule decides.
    if (holds(momentOf(d, 'sunrise'), rule)) return 'nishitha-fallback';
    if (kshayaInside(momentOf(d, 'sunrise'), momentOf(d + 1, 'sunrise'), rule)) return 'kshaya';
  } else if (at === 'sunrise') {
    if (kshayaInside(momentOf(d, 'sunrise'), momentOf(d + 1, 'sunrise'), rule)) return 'kshaya';
  } else if (kshayaInside(momentOf(d - 1, at), m, rule)) return 'kshaya';
  // Kshaya masa: no sunrise within 60 days either side carries the rule's month, and the rule's
  // tithi holds at the moment under the following month's label.
  const expunged = Array.from({ length: 121 }, (_, i) => d - 60 + i).every(
    (n) => lunarMonthAt(new Date(momentOf(n, 'sunrise'))).index !== rule.month,
  );
  const following = (rule.month % 12) + 1;
  const probe = at === 'nishitha' ? momentOf(d, 'sunrise') : m;
  const underNext =
    tithiAt(new Date(probe)) === rule.tithi && lunarMonthAt(new Date(probe)).index === following;
  return expunged && underNext ? 'expunged-month' : 'outside';
}

export function runAllYearsCheck(): AllYearsReport {
  const years = Array.from({ length: BS_MAX_YEAR - BS_MIN_YEAR + 1 }, (_, i) => BS_MIN_YEAR + i);
  const order = resolutionOrder(FESTIVALS);
  const report: AllYearsReport = {
    years,
    festivals: FESTIVALS.length,
    ms: { cycles: 0, lunar: 0, api: 0 },
    missing: [],
    ambiguous: [],
    misplaced: [],
    far: [],
    verdicts: {},
    outside: [],
    expunged: [],
    nishithaFallback: [],
    unordered: [],
    spanProblems: [],
    holidayFlagProblems: [],
    eventCount: 0,
  };

  let t = Date.now();
  const cycles = new Map(years.map((y) => [y, resolveCycle(y, order, new Map())]));
  report.ms.cycles = Date.now() - t;

  for (const [y, cycle] of cycles) {
    for (const f of FESTIVALS)
      if (!cycle.occurrences.has(f.id)) report.missing.push(`${y} ${f.id}`);
    for (const id of cycle.ambiguous) report.ambiguous.push(`${y} ${id}`);
    for (const o of cycle.occurrences.values()) {
      const rule = o.festival.rule;
      const bs = bsFromDayNumber(o.start);
      const line = `${y} ${o.festival.id} ${text(bs)}`;
      if (rule.kind === 'solar') {
        const day = Math.min(rule.day, daysInBsMonth(y, rule.month));
        if (bs.year !== y || bs.month !== rule.month || bs.day !== day) report.misplaced.push(line);
      } else if (rule.kind === 'gregorian') {
        const ad = bsToAd(bs);
        if (bs.year !== y || ad.month !== rule.month || ad.day !== rule.day)
          report.misplaced.push(line);
      } else if (rule.kind === 'derived') {
        const from = cycle.occurrences.get(rule.from);
        if (
          !from ||
          o.start !== from.start + rule.offsetDays ||
          o.length !== (rule.spanDays ?? 1)
        ) {
          report.misplaced.push(line);
        }
      } else if (rule.kind === 'block') {
        // From the first day of `from` to `extraDays` after `through`, showing on every day of
        // it that no other national holiday names: together, no working day inside the block.
        const from = cycle.occurrences.get(rule.from);
        const through = cycle.occurrences.get(rule.through);
        const end = (through?.start ?? Number.NaN) + rule.extraDays;
        const named = new Set(
          [...cycle.occurrences.values()]
            .filter((other) => other !== o && other.holidayFor.includes('national'))
            .flatMap((other) => Array.from({ length: other.length }, (_, i) => other.start + i)),
        );
        const holes = Array.from({ length: end - o.start + 1 }, (_, i) => o.start + i).filter(
          (n) => !named.has(n) && !(o.days ?? []).includes(n),
        );
        if (!from || o.start !== from.start || o.start + o.length - 1 !== end || holes.length > 0) {
          report.misplaced.push(`${line} holes ${holes.length}`);
        }
      } else if (rule.kind === 'hijri') {
        // Checked against ICU's Umm al-Qura calendar directly, not through lib/festivals/hijri.
        const ad = bsToAd(bsFromDayNumber(o.start - rule.offsetDays));
        const parts = UMM_AL_QURA.formatToParts(new Date(Date.UTC(ad.year, ad.month - 1, ad.day)));
        const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
        if (
          bs.year !== y ||
          o.length !== 1 ||
          part('month') !== rule.month ||
          part('day') !== rule.day
        ) {
          report.misplaced.push(line);
        }
      } else {
        if (o.length !== 1) report.misplaced.push(`${line} length ${o.length}`);
        const monthsApart = (bs.year - y) * 12 + bs.month - rule.month;
        if (Math.abs(monthsApart) > 1) report.far.push(line);
      }
    }
  }

  t = Date.now();
  for (const [y, cycle] of cycles) {
    for (const o of cycle.occurrences.values()) {
      const rule = o.festival.rule;
      if (rule.kind !== 'lunar') continue;
      const v = lunarVerdict(o, rule);
      report.verdicts[v] = (report.verdicts[v] ?? 0) + 1;
      const line = `${y} ${o.festival.id} ${text(bsFromDayNumber(o.start))}`;
      if (v === 'outside') report.outside.push(line);
      if (v === 'expunged-month') report.expunged.push(line);
      if (v === 'nishitha-fallback') report.nishithaFallback.push(line);
    }
  }
  report.ms.lunar = Date.now() - t;

  t = Date.now();
  const groups = new Map<string, FestivalEvent[]>();
  for (const y of years) {
    const events = eventsForYear(y);
    report.eventCount += events.length;
    let prev = -Infinity;
    for (const e of events) {
      const n = bsDayNumber(e.bs);
      if (e.bs.year !== y || n < prev) report.unordered.push(`${y} ${e.id} ${text(e.bs)}`);
      prev = n;
      if (e.isHoliday !== (e.holidayFor !== undefined && e.holidayFor.length > 0)) {
        report.holidayFlagProblems.push(`${e.id} ${text(e.bs)}`);
      }
      if (!FESTIVALS_BY_ID.has(e.id)) continue; // an official list's custom event
      const key = `${e.id}@${e.festivalYear}`;
      groups.set(key, [...(groups.get(key) ?? []), e]);
    }
  }
  for (const f of FESTIVALS) {
    if (f.rule.kind === 'hijri') {
      // One day per Hijri year, 354 or 355 days after the previous one.
      const keys = [...groups.keys()].filter((k) => k.startsWith(`${f.id}@`)).sort();
      let prev: number | undefined;
      for (const key of keys) {
        const group = groups.get(key) ?? [];
        const day = bsDayNumber(group[0]!.bs);
        const gap = prev === undefined ? 354 : day - prev;
        if (group.length !== 1 || gap < 354 || gap > 355)
          report.spanProblems.push(`${key}: ${group.map((e) => text(e.bs)).join(', ')}`);
        prev = day;
      }
      if (keys.length < years.length)
        report.spanProblems.push(
          `${f.id}: only ${keys.length} Hijri years in ${years.length} BS years`,
        );
      continue;
    }
    if (f.rule.kind === 'block') {
      // Shown on exactly the block's unnamed days (checked above), each a one-day event.
      for (const y of years) {
        const group = groups.get(`${f.id}@${y}`) ?? [];
        if (group.some((e) => e.spanIndex !== undefined || e.spanLength !== undefined)) {
          report.spanProblems.push(`${f.id} ${y}: ${group.map((e) => text(e.bs)).join(', ')}`);
        }
      }
      continue;
    }
    const span = f.rule.kind === 'derived' ? (f.rule.spanDays ?? 1) : 1;
    for (const y of years) {
      const group = groups.get(`${f.id}@${y}`) ?? [];
      const days = group.map((e) => bsDayNumber(e.bs));
      const first = days[0] ?? Number.NaN;
      const contiguous = days.every((d, i) => d === first + i);
      const firstIndex = group[0]?.spanIndex ?? 1;
      const indexed =
        span === 1
          ? group.every((e) => e.spanIndex === undefined && e.spanLength === undefined)
          : group.every((e, i) => e.spanLength === span && e.spanIndex === firstIndex + i) &&
            (group.length < span || firstIndex === 1);
      // Only the edge of the supported range may cut a span short.
      const cut = y === BS_MIN_YEAR || y === BS_MAX_YEAR;
      if (group.length === 0 || !contiguous || !indexed || (group.length !== span && !cut)) {
        report.spanProblems.push(
          `${f.id} ${y}: ${group.map((e) => text(e.bs)).join(', ') || 'none'}`,
        );
      }
    }
  }
  report.ms.api = Date.now() - t;
  return report;
}
