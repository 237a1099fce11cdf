import 'server-only';
import { adToBs, bsToAd } from '@/lib/bs';
import { formatIsoDay, isIsoDay } from '@/lib/time/civil-date';
import { cleanText, toAsciiDigits } from '../text';

const PART = String.raw`(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})`;
const BOTH = new RegExp(String.raw`^${PART}\s*\(\s*${PART}\s*\)$`);
const ONE = new RegExp(String.raw`^${PART}$`);

// BS runs 56 or 57 years ahead of AD; a year above this is read as BS, below as AD.
const BS_FROM_YEAR = 2060;

type Ymd = { year: number; month: number; day: number };

export type DateCell = { ok: true; date: string; dateBs: string } | { ok: false; why: string };

const iso = (d: Ymd) => formatIsoDay(d);
const ymd = (m: RegExpExecArray, at: number): Ymd => ({
  year: Number(m[at]),
  month: Number(m[at + 1]),
  day: Number(m[at + 2]),
});

function bsOf(ad: Ymd): string | null {
  try {
    return iso(adToBs(ad));
  } catch {
    return null;
  }
}

function adOf(bs: Ymd): string | null {
  try {
    return iso(bsToAd(bs));
  } catch {
    return null;
  }
}

/**
 * Reads NOC's effective-date cell, both calendars written several ways, with or without spaces:
 * `2083.07.30(2026.11.16)`, `2083-07-15 (2026.11.01)`, `2026.09.30(2083.06.14)` (AD first).
 */
export function parseDateCell(text: string): DateCell {
  const cell = toAsciiDigits(cleanText(text)).replace(/\s+/g, ' ').trim();
  const both = BOTH.exec(cell);
  const one = both ? null : ONE.exec(cell);
  if (!both && !one) return { ok: false, why: `date "${cell}" is not in a known spelling` };
  const halves = both ? [ymd(both, 1), ymd(both, 4)] : [ymd(one as RegExpExecArray, 1)];
  const bs = halves.filter((h) => h.year >= BS_FROM_YEAR);
  const ad = halves.filter((h) => h.year < BS_FROM_YEAR);
  if (bs.length > 1 || ad.length > 1)
    return { ok: false, why: `date "${cell}" does not hold one BS and one AD date` };
  const [b] = bs;
  const [a] = ad;
  if (a && !isIsoDay(iso(a))) return { ok: false, why: `date "${cell}": ${iso(a)} is no AD day` };
  const adFromBs = b ? adOf(b) : null;
  if (b && !adFromBs) return { ok: false, why: `date "${cell}": ${iso(b)} is no BS day` };
  if (a && b) {
    if (adFromBs !== iso(a))
      return {
        ok: false,
        why: `date "${cell}": BS ${iso(b)} is AD ${adFromBs}, not ${iso(a)}`,
      };
    return { ok: true, date: iso(a), dateBs: iso(b) };
  }
  if (b) return { ok: true, date: adFromBs as string, dateBs: iso(b) };
  const bsFromAd = bsOf(a as Ymd);
  if (!bsFromAd) return { ok: false, why: `date "${cell}" is outside the BS calendar's range` };
  return { ok: true, date: iso(a as Ymd), dateBs: bsFromAd };
}
