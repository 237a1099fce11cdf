/** Hijri festival days from ICU's Umm al-Qura calendar (`ca-islamic-umalqura`), no own tables. */
import { adOfDay } from './days';
import type { HijriRule } from './types';

const formatter = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

interface HijriDate {
  year: number;
  month: number;
  day: number;
}

const cache = new Map<number, HijriDate>();

/** The Umm al-Qura date of BS day number `n` (memoised: a pure function of the day). */
function hijriOfDay(n: number): HijriDate {
  let hit = cache.get(n);
  if (!hit) {
    const ad = adOfDay(n);
    const parts = formatter.formatToParts(new Date(Date.UTC(ad.year, ad.month - 1, ad.day)));
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    hit = { year: part('year'), month: part('month'), day: part('day') };
    cache.set(n, hit);
  }
  return hit;
}

/** Days `from` … `to` (BS day numbers, inclusive) that observe `rule`, with their Hijri year. */
export function hijriDays(
  rule: HijriRule,
  from: number,
  to: number,
): { day: number; year: number }[] {
  const days: { day: number; year: number }[] = [];
  for (let day = from; day <= to; day += 1) {
    const h = hijriOfDay(day - rule.offsetDays);
    if (h.month === rule.month && h.day === rule.day) days.push({ day, year: h.year });
  }
  return days;
}
