/** Lunar festival days: the first day sampling the rule's tithi (docs/festival-evidence.md). */
import { lunarMonthAt, nextTithiChange } from '@/lib/panchang';

import { DAY_MS } from '@/lib/time/civil-date';
import { sampleAt } from './days';
import type { Sample } from './days';
import type { LunarRule, TimeOfDay } from './types';

interface Hit {
  day: number;
  /** A moment inside the tithi instance, to pair hits of different moments. */
  key: number;
  kshaya: boolean;
}

/** Midpoint (epoch ms) of the tithi `steps` after the one holding at `fromMs`. */
function tithiMidpoint(fromMs: number, steps: number): number {
  let start = fromMs;
  for (let i = 0; i < steps; i += 1) {
    // Step a second into the tithi just entered, so the search does not stop on its boundary.
    start = nextTithiChange(new Date(i === 0 ? start : start + 1000)).getTime();
  }
  const end = nextTithiChange(new Date(start + 1000)).getTime();
  return (start + end) / 2;
}

function scan(
  month: number,
  tithi: number,
  at: TimeOfDay,
  from: number,
  to: number,
  allowAdhik = false,
): Hit[] {
  const isTarget = (s: Sample): boolean =>
    s.tithi === tithi && s.month === month && (allowAdhik || !s.adhik);
  const hits: Hit[] = [];
  let prev = sampleAt(from - 1, at);
  for (let day = from; day <= to; day += 1) {
    const cur = sampleAt(day, at);
    if (cur && isTarget(cur)) {
      if (!prev || !isTarget(prev)) hits.push({ day, key: cur.at, kshaya: false });
    } else if (cur && prev && !isTarget(prev)) {
      const steps = (cur.tithi - prev.tithi + 30) % 30;
      const k = (tithi - prev.tithi + 30) % 30;
      if (k > 0 && k < steps) {
        const mid = tithiMidpoint(prev.at, k);
        const lm = lunarMonthAt(new Date(mid));
        if (lm.index === month && (allowAdhik || !lm.adhik)) {
          hits.push({ day: at === 'sunrise' ? day - 1 : day, key: mid, kshaya: true });
        }
      }
    }
    prev = cur;
  }
  return hits;
}

function hitsOf(
  rule: LunarRule,
  from: number,
  to: number,
  month: number,
  allowAdhik: boolean,
): Hit[] {
  if (rule.at !== 'nishitha') return scan(month, rule.tithi, rule.at, from, to, allowAdhik);
  const nights = scan(month, rule.tithi, 'nishitha', from, to, allowAdhik).filter((h) => !h.kshaya);
  return scan(month, rule.tithi, 'sunrise', from, to, allowAdhik).map(
    (morning) => nights.find((night) => Math.abs(night.key - morning.key) < 3 * DAY_MS) ?? morning,
  );
}

/**
 * Days (BS day numbers) on which lunar rule `rule` falls between days `from` and `to`
 * (inclusive), one per tithi instance found, in order. A kshaya day may be `from − 1`.
 */
export function lunarDays(rule: LunarRule, from: number, to: number): number[] {
  return hitsOf(rule, from, to, rule.month, false).map((h) => (rule.nextDay ? h.day + 1 : h.day));
}

const nextMonth = (m: number): number => (m % 12) + 1;
const previousMonth = (m: number): number => ((m + 10) % 12) + 1;

/** Kshaya masa: the rule's tithi under the next month label when `rule.month` is expunged. */
export function expungedMonthDays(rule: LunarRule, from: number, to: number): number[] {
  const before = previousMonth(rule.month);
  const after = nextMonth(rule.month);
  const days: number[] = [];
  let prev = sampleAt(from, 'sunrise');
  for (let day = from + 1; day <= to; day += 1) {
    const cur = sampleAt(day, 'sunrise');
    if (prev && cur && prev.month === before && cur.month === after) {
      // The following month: from this day while the label is `after` (an adhik `after` may
      // come between its Krishna and Shukla halves); the first day holding the tithi wins.
      let end = day;
      for (let d = day + 1; d <= to; d += 1) {
        if (sampleAt(d, 'sunrise')?.month !== after) break;
        end = d;
      }
      const hit = hitsOf(rule, day, Math.min(to, end + 1), after, true)[0];
      if (hit) days.push(rule.nextDay ? hit.day + 1 : hit.day);
    }
    prev = cur;
  }
  return days;
}
