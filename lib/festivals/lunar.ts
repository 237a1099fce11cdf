/**
 * Lunar festival days (tithi-method.md §5): on each day D sample the tithi at the rule's moment;
 * the first day whose sample holds the target tithi of the target (nija) purnimanta month wins,
 * and adhik months are skipped. Two refinements the classical rules need:
 * - kshaya: when the tithi starts and ends between two consecutive samples, no day holds it.
 *   Sunrise rules then take the civil day it runs through (sunrise D → sunrise D+1, i.e. D);
 *   the other moments take the day after the sample that precedes it (its daylight is on D+1).
 * - nishitha: when no midnight holds the tithi, the sunrise rule decides (Janmashtami 2082).
 */
import { lunarMonthAt, nextTithiChange } from '@/lib/panchang';

import { DAY_MS, sampleAt } from './days';
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

function scan(month: number, tithi: number, at: TimeOfDay, from: number, to: number): Hit[] {
  const isTarget = (s: Sample): boolean => s.tithi === tithi && s.month === month && !s.adhik;
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
        if (lm.index === month && !lm.adhik) {
          hits.push({ day: at === 'sunrise' ? day - 1 : day, key: mid, kshaya: true });
        }
      }
    }
    prev = cur;
  }
  return hits;
}

/**
 * Days (BS day numbers) on which lunar rule `rule` falls between days `from` and `to`
 * (inclusive), one per tithi instance found, in order. A kshaya day may be `from − 1`.
 */
export function lunarDays(rule: LunarRule, from: number, to: number): number[] {
  let hits: Hit[];
  if (rule.at === 'nishitha') {
    const nights = scan(rule.month, rule.tithi, 'nishitha', from, to).filter((h) => !h.kshaya);
    hits = scan(rule.month, rule.tithi, 'sunrise', from, to).map(
      (morning) => nights.find((night) => Math.abs(night.key - morning.key) < 3 * DAY_MS) ?? morning,
    );
  } else {
    hits = scan(rule.month, rule.tithi, rule.at, from, to);
  }
  return hits.map((h) => (rule.nextDay ? h.day + 1 : h.day));
}
