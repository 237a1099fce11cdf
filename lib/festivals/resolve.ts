/** Resolves every catalogue rule for one festival year (cycle); see docs/festival-evidence.md. */
import {
  BS_DAY_COUNT,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  bsDayNumber,
  bsFromDayNumber,
  daysInBsMonth,
} from '@/lib/bs';

import { dayOfAd, LAST_DAY } from './days';
import { hijriDays } from './hijri';
import { expungedMonthDays, lunarDays } from './lunar';
import type { Festival, HolidayGroup, LunarRule, OfficialEntry, OfficialList } from './types';

export interface Occurrence {
  festival: Festival;
  festivalYear: number;
  start: number;
  length: number;
  holidayFor: readonly HolidayGroup[];
  source: 'rule' | 'official';
  citation?: string;
  /** The rule's first day, when an official list moved it. */
  ruleStart?: number;
  /** Block rules: the days of `start … start + length − 1` the event shows on (see BlockRule). */
  days?: number[];
}

export interface CycleResult {
  occurrences: Map<string, Occurrence>;
  /** Lunar festivals with more than one candidate in the cycle (should never happen). */
  ambiguous: string[];
}

/** First day of BS year `y` as a day number, extended past the supported range. */
function yearStart(y: number): number {
  if (y < BS_MIN_YEAR) return -366 * (BS_MIN_YEAR - y);
  if (y > BS_MAX_YEAR) return BS_DAY_COUNT + 366 * (y - BS_MAX_YEAR - 1);
  return bsDayNumber({ year: y, month: 1, day: 1 });
}

/** Festival year of a lunar occurrence on `day` (docs/festival-evidence.md, "Festival year"). */
export function lunarFestivalYear(rule: LunarRule, day: number): number {
  const bs = bsFromDayNumber(day);
  if (rule.month === 1 && bs.month >= 11) return bs.year + 1;
  if (rule.month === 12 && bs.month <= 2) return bs.year - 1;
  return bs.year;
}

function sourcesOf(f: Festival): string[] {
  if (f.rule.kind === 'derived') return [f.rule.from];
  if (f.rule.kind === 'block') return [f.rule.from, f.rule.through];
  return [];
}

/** Derived and block festivals after their sources; throws on an unknown source or a loop. */
export function resolutionOrder(festivals: readonly Festival[]): Festival[] {
  const byId = new Map(festivals.map((f) => [f.id, f]));
  const order: Festival[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (f: Festival): void => {
    if (state.get(f.id) === 'done') return;
    if (state.get(f.id) === 'visiting') throw new Error(`Derived rule loop at '${f.id}'`);
    state.set(f.id, 'visiting');
    for (const source of sourcesOf(f)) {
      const from = byId.get(source);
      if (!from) throw new Error(`'${f.id}' derives from unknown festival '${source}'`);
      visit(from);
    }
    state.set(f.id, 'done');
    order.push(f);
  };
  festivals.forEach(visit);
  return order;
}

function ruleStart(
  f: Festival,
  y: number,
  resolved: Map<string, Occurrence>,
  ambiguous: string[],
): number | null {
  const inRange = y >= BS_MIN_YEAR && y <= BS_MAX_YEAR;
  const rule = f.rule;
  switch (rule.kind) {
    case 'solar':
      return inRange
        ? bsDayNumber({
            year: y,
            month: rule.month,
            day: Math.min(rule.day, daysInBsMonth(y, rule.month)),
          })
        : null;
    case 'gregorian': {
      // A BS year runs from mid-April of AD year y − 57 to mid-April of y − 56.
      for (const adYear of [y - 57, y - 56]) {
        const probe = new Date(Date.UTC(adYear, rule.month - 1, rule.day));
        if (probe.getUTCDate() !== rule.day) continue; // 29 February in a common year
        const day = dayOfAd(adYear, rule.month, rule.day);
        if (day >= yearStart(y) && day < yearStart(y + 1) && day >= 0 && day <= LAST_DAY)
          return day;
      }
      return null;
    }
    case 'hijri':
      return null; // resolveCycle places Islamic festivals itself: a BS year may hold two.
    case 'derived': {
      const from = resolved.get(rule.from);
      return from ? from.start + rule.offsetDays : null;
    }
    case 'block':
      return resolved.get(rule.from)?.start ?? null;
    case 'lunar': {
      const from = Math.max(0, yearStart(y) - 35);
      const to = Math.min(LAST_DAY, yearStart(y + 1) + 50);
      if (from > to) return null;
      const ofYear = (d: number): boolean =>
        d >= 0 && d <= LAST_DAY && lunarFestivalYear(rule, d) === y;
      let days = lunarDays(rule, from, to).filter(ofYear);
      // Kshaya masa: the rule's month is expunged this year; the following month stands in.
      if (days.length === 0) days = expungedMonthDays(rule, from, to).filter(ofYear);
      if (days.length > 1) ambiguous.push(f.id);
      return days[0] ?? null;
    }
  }
}

/** Official entries naming `id` within 20 days of the rule's date: the same occurrence. */
function officialFor(
  id: string,
  start: number,
  lists: readonly OfficialList[],
): OfficialEntry | undefined {
  return lists
    .flatMap((l) => l.entries)
    .find((e) => e.festival === id && Math.abs(bsDayNumber(e.date) - start) <= 20);
}

/** All occurrences of festival year `y` (±1 beyond the supported years), official lists applied. */
export function resolveCycle(
  y: number,
  order: readonly Festival[],
  officialLists: ReadonlyMap<number, OfficialList>,
): CycleResult {
  const occurrences = new Map<string, Occurrence>();
  const ambiguous: string[] = [];
  const lists = [y - 1, y, y + 1].flatMap((year) => officialLists.get(year) ?? []);
  const withOfficial = (occurrence: Occurrence): Occurrence => {
    const entry = officialFor(occurrence.festival.id, occurrence.start, lists);
    if (!entry) return occurrence;
    const official = bsDayNumber(entry.date);
    occurrence.source = 'official';
    occurrence.citation = entry.source;
    occurrence.holidayFor = entry.appliesTo;
    // A block follows its festivals; an entry for it confirms the leave, it does not move it.
    if (official !== occurrence.start && occurrence.festival.rule.kind !== 'block') {
      occurrence.ruleStart = occurrence.start;
      occurrence.start = official;
    }
    return occurrence;
  };
  for (const festival of order) {
    const rule = festival.rule;
    if (rule.kind === 'hijri') {
      // Each day of BS year y holding the Hijri date; an occurrence's cycle is its Hijri year.
      if (y < BS_MIN_YEAR || y > BS_MAX_YEAR) continue;
      hijriDays(rule, yearStart(y), yearStart(y + 1) - 1).forEach(({ day, year }, i) => {
        occurrences.set(
          i === 0 ? festival.id : `${festival.id}#${i + 1}`,
          withOfficial({
            festival,
            festivalYear: year,
            start: day,
            length: 1,
            holidayFor: festival.holiday ?? [],
            source: 'rule',
          }),
        );
      });
      continue;
    }
    const start = ruleStart(festival, y, occurrences, ambiguous);
    if (start === null) continue;
    let length = rule.kind === 'derived' ? (rule.spanDays ?? 1) : 1;
    if (rule.kind === 'block') {
      const through = occurrences.get(rule.through);
      if (!through) continue;
      length = through.start + rule.extraDays - start + 1;
    }
    occurrences.set(
      festival.id,
      withOfficial({
        festival,
        festivalYear: y,
        start,
        length,
        holidayFor: festival.holiday ?? [],
        source: 'rule',
      }),
    );
  }
  for (const o of occurrences.values()) {
    if (o.festival.rule.kind === 'block') o.days = blockDays(o, occurrences);
  }
  return { occurrences, ambiguous };
}

/** The block's days that no other national holiday of the cycle names (BlockRule). */
function blockDays(block: Occurrence, occurrences: ReadonlyMap<string, Occurrence>): number[] {
  const named = new Set<number>();
  for (const o of occurrences.values()) {
    if (o === block || !o.holidayFor.includes('national')) continue;
    for (let i = 0; i < o.length; i += 1) named.add(o.start + i);
  }
  return Array.from({ length: block.length }, (_, i) => block.start + i).filter(
    (day) => !named.has(day),
  );
}
