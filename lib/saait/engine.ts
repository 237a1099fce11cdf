import { KIND_RULES } from './rules';
import { yearFacts, type DayFacts, type Moment } from './day-facts';
import { nepalIso } from '@/lib/time/nepal-time';
import { houseOf, SIGN_LORDS, type Graha } from './lagna';
import type {
  Check,
  ClosedPeriod,
  ClosedReason,
  KindRules,
  LagnaRules,
  SaaitDay,
  SaaitKind,
} from './types';

const CLOSURE_FLAG: Record<Exclude<ClosedReason, 'sun-sign'>, keyof DayFacts> = {
  chaturmas: 'chaturmas',
  'jupiter-combust': 'jupiterCombust',
  'venus-combust': 'venusCombust',
  adhik: 'adhik',
};

function closedBy(rules: KindRules, day: DayFacts, reason: ClosedReason): boolean {
  if (reason === 'sun-sign') return !rules.sunSigns.includes(day.sunSign);
  return day[CLOSURE_FLAG[reason]] === true;
}

function momentChecks(rules: KindRules, day: DayFacts, m: Moment): Check[] {
  const shunned = rules.badYogas[m.yoga] ?? 0;
  const checks: Check[] = [
    { rule: 'nakshatra', ok: rules.nakshatras.includes(m.nakshatra), value: m.nakshatra },
    { rule: 'tithi', ok: rules.tithis.includes(m.tithi), value: m.tithi },
    { rule: 'yoga', ok: m.yogaRun * 60 >= shunned, value: m.yoga },
    { rule: 'karana', ok: !rules.excludedKaranas.includes(m.karana), value: m.karana },
  ];
  if (rules.yuti) {
    const joined = rules.yuti.grahas.some((g) => day.nightNakshatras[g] === m.nakshatra);
    checks.push({ rule: 'yuti', ok: !joined, value: m.nakshatra });
  }
  const lagna = rules.lagna;
  if (!lagna || m.lagna === undefined) return checks;
  const sign = m.lagna;
  const afflicted = afflictedHouse(lagna, day.nightGrahas, sign);
  // The lagna governs the moment: a favoured, unafflicted lagna admits weaker tithis and weekdays.
  const pure = lagna.signs.includes(sign) && afflicted === undefined;
  const tithi = checks[1] as Check;
  if (!tithi.ok && pure && lagna.weakTithis.includes(m.tithi)) {
    Object.assign(tithi, { ok: true, byLagna: true });
  }
  const weekdayOk = rules.weekdays.includes(day.weekday);
  const weekdayByLagna = !weekdayOk && pure && lagna.weakWeekdays.includes(day.weekday);
  checks.push(
    {
      rule: 'weekday',
      ok: weekdayOk || weekdayByLagna,
      value: day.weekday,
      ...(weekdayByLagna ? { byLagna: true } : {}),
    },
    { rule: 'lagna', ok: lagna.signs.includes(sign), value: sign },
    {
      rule: 'lagna-shuddhi',
      ok: afflicted === undefined,
      ...(afflicted === undefined ? {} : { value: afflicted }),
    },
  );
  return checks;
}

/** The first house from `lagna` in which a graha stands that the rules bar from it, if any. */
function afflictedHouse(
  rules: LagnaRules,
  signs: Record<Graha, number>,
  lagna: number,
): number | undefined {
  const lord = SIGN_LORDS[lagna - 1] as Graha;
  for (const [who, houses] of Object.entries(rules.avoid)) {
    const at = signs[who === 'lagna-lord' ? lord : (who as Graha)];
    const house = houseOf(lagna, at);
    if (houses?.includes(house)) return house;
  }
  return undefined;
}

/** Every condition of `rules` checked on one day. */
export function checkDay(rules: KindRules, day: DayFacts): { checks: Check[]; at?: number } {
  const checks: Check[] = rules.closures.map((reason) => ({
    rule: reason,
    ok: !closedBy(rules, day, reason),
    ...(reason === 'sun-sign' ? { value: day.sunSign } : {}),
  }));
  if (!rules.closures.includes('sun-sign')) {
    checks.push({ rule: 'sun-sign', ok: rules.sunSigns.includes(day.sunSign), value: day.sunSign });
  }
  // With a lagna the weekday is judged per moment, as the lagna may admit it.
  if (!rules.lagna) {
    checks.push({ rule: 'weekday', ok: rules.weekdays.includes(day.weekday), value: day.weekday });
  }
  // The first moment meeting all, else the one meeting most: its failed checks say what's missing.
  let best: { checks: Check[]; score: number; ms: number } | null = null;
  for (const moment of day[rules.window]) {
    const found = momentChecks(rules, day, moment);
    const score = found.filter((c) => c.ok).length;
    if (!best || score > best.score) best = { checks: found, score, ms: moment.ms };
    if (score === found.length) break;
  }
  if (!best) return { checks };
  const all = [...checks, ...best.checks];
  return all.every((c) => c.ok) ? { checks: all, at: best.ms } : { checks: all };
}

/** The days of BS year `year` that meet every condition of `kind`, each with the checks made. */
export function saaitDays(year: number, kind: SaaitKind, rules = KIND_RULES[kind]): SaaitDay[] {
  return yearFacts(year).flatMap((day) => {
    const { checks, at } = checkDay(rules, day);
    return at === undefined ? [] : [{ bs: day.bs, ad: day.ad, checks, at: nepalIso(at) }];
  });
}

/**
 * The stretches of `year` closed for `kind` as a whole, by reason (runs of days, clipped to the
 * year; a reason may close several stretches, as Venus setting twice).
 */
export function closedPeriods(
  year: number,
  kind: SaaitKind,
  rules = KIND_RULES[kind],
): ClosedPeriod[] {
  const days = yearFacts(year);
  const periods: ClosedPeriod[] = [];
  for (const reason of rules.closures) {
    let start: DayFacts | null = null;
    let last: DayFacts | null = null;
    for (const day of days) {
      if (closedBy(rules, day, reason)) {
        start ??= day;
        last = day;
      } else if (start && last) {
        periods.push({ reason, from: start.bs, to: last.bs });
        start = null;
      }
    }
    if (start && last) periods.push({ reason, from: start.bs, to: last.bs });
  }
  const key = (p: ClosedPeriod) => p.from.month * 100 + p.from.day;
  return periods.sort((a, b) => key(a) - key(b));
}
