import { formatIsoDate, WEEKDAYS } from '@/lib/bs';
import { NAKSHATRA_NAMES, TITHI_NAMES } from '@/lib/panchang';
import { KARANA_NAMES, RASHI_NAMES, YOGA_NAMES } from '@/lib/panchang/element-names';
import { dayFacts, SAMPLE_MINUTES, yearFacts, type DayFacts } from './day-facts';
import { lagnaWindowAt } from './lagna';
import { checkDay, closedPeriods } from './engine';
import { publishedLists, type PublishedList } from './published';
import { KIND_RULES } from './rules';
import type { Check, ClosedPeriod, SaaitKind } from './types';
import { nepalIso } from '@/lib/time/nepal-time';

type Named = { index: number; name: string; nameNe: string };

/** Why a day is (or, for a published day the rules miss, is not quite) a saait. */
export interface SaaitReasons {
  nakshatra: Named;
  tithi: Named;
  weekday: Named;
  yoga: Named;
  karana: Named;
  /** The moment (+05:45) the conditions were read: the first that met them all, else sunrise. */
  at: string;
  /** For a kind timed by the lagna, the moment's lagna and its stretch of the night (+05:45). */
  lagna?: { sign: Named; from: string; to: string };
  checks: Check[];
}

export interface SaaitYearDay {
  /** BS `YYYY-MM-DD`. */
  date: string;
  ad: string;
  basis: 'published' | 'computed';
  reasons: SaaitReasons;
  source?: PublishedList['source'];
}

export interface SaaitYear {
  year: number;
  kind: SaaitKind;
  /** The classical text the computed days follow. */
  rules: string;
  days: SaaitYearDay[];
  closed: ClosedPeriod[];
  /** The reports held for this year and kind. */
  published: PublishedList['source'][];
}

const named = (table: ReadonlyArray<{ name: string; nameNe: string }>, index: number): Named => ({
  index,
  name: table[index - 1]?.name ?? '',
  nameNe: table[index - 1]?.nameNe ?? '',
});

function reasonsOf(kind: SaaitKind, day: DayFacts): SaaitReasons {
  const { checks, at } = checkDay(KIND_RULES[kind], day);
  const value = (rule: Check['rule'], fallback: number) =>
    checks.find((c) => c.rule === rule)?.value ?? fallback;
  const weekday = WEEKDAYS[day.weekday];
  return {
    nakshatra: named(NAKSHATRA_NAMES, value('nakshatra', day.nakshatra)),
    tithi: named(TITHI_NAMES, value('tithi', day.tithi)),
    weekday: { index: day.weekday, name: weekday?.name ?? '', nameNe: weekday?.nameNe ?? '' },
    yoga: named(YOGA_NAMES, value('yoga', day.yoga)),
    karana: named(KARANA_NAMES, value('karana', day.karana)),
    at: nepalIso(at ?? day.day[0]?.ms ?? Date.parse(`${day.ad}T06:00:00+05:45`)),
    ...(at !== undefined && KIND_RULES[kind].lagna ? { lagna: lagnaOf(day, at) } : {}),
    checks,
  };
}

function lagnaOf(day: DayFacts, at: number): NonNullable<SaaitReasons['lagna']> {
  const first = day.night[0]?.ms ?? at;
  const last = day.night.at(-1)?.ms ?? at;
  const window = lagnaWindowAt(at, first, last + SAMPLE_MINUTES * 60_000);
  return {
    sign: named(RASHI_NAMES, window.sign),
    from: nepalIso(window.from),
    to: nepalIso(window.to),
  };
}

/** The saait days of a BS year for a kind. */
export function saaitYear(year: number, kind: SaaitKind, computedOnly = false): SaaitYear {
  const lists = computedOnly ? [] : publishedLists(year, kind);
  const publishedMonth = new Map<number, PublishedList>();
  for (const list of lists)
    for (const month of Object.keys(list.days)) publishedMonth.set(Number(month), list);
  const days: SaaitYearDay[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const list = publishedMonth.get(month);
    const listed = list?.days[month];
    const monthDays = listed
      ? listed.map((day) => dayFacts({ year, month, day }))
      : computedMonth(year, month, kind);
    for (const day of monthDays) {
      days.push({
        date: formatIsoDate(day.bs),
        ad: day.ad,
        basis: list ? 'published' : 'computed',
        reasons: reasonsOf(kind, day),
        ...(list ? { source: list.source } : {}),
      });
    }
  }
  return {
    year,
    kind,
    rules: KIND_RULES[kind].source,
    days,
    closed: closedPeriods(year, kind),
    published: publishedLists(year, kind).map((list) => list.source),
  };
}

function computedMonth(year: number, month: number, kind: SaaitKind): DayFacts[] {
  const rules = KIND_RULES[kind];
  return yearFacts(year).filter(
    (day) => day.bs.month === month && checkDay(rules, day).at !== undefined,
  );
}
