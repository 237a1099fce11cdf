/**
 * Loader for the published per-day events of BS 2079–2080 (npEventsAPI artifacts, kept outside
 * the repo in shared/reference; GPL-2.0, test-only: never copied into the product). The 2076–2078
 * files carry no events. Returns null when the folder is absent
 * (see tests/unit/support/reference.ts for what suites do then).
 */
import fs from 'node:fs';
import path from 'node:path';

export const REFERENCE_DIR = path.resolve(__dirname, '../../../../shared/reference/npEventsAPI');
/** The reference years with events and holiday flags. */
export const EVENT_YEARS = [2079, 2080] as const;

export interface ReferenceEventDay {
  /** Gregorian date as 'YYYY-MM-DD'. */
  ad: string;
  /** BS date as the source writes it, 'YYYY/M/D'. */
  bs: string;
  bsDate: { year: number; month: number; day: number };
  /** Event names, whitespace-normalised (the source has stray double spaces). */
  events: string[];
  isPublicHoliday: boolean;
}

/** Trims, collapses whitespace: 'अन्तर्राष्ट्रिय  श्रमिक दिवस' = 'अन्तर्राष्ट्रिय श्रमिक दिवस'. */
export const normaliseName = (name: string): string => name.trim().replace(/\s+/g, ' ');

const pad = (n: number): string => String(n).padStart(2, '0');

interface RawDay {
  nepali_date: string;
  events: string[];
  is_public_holiday: boolean;
}

/** Every day of BS 2079–2080 (events may be empty), in date order, or null if absent. */
export function loadReferenceEvents(): ReferenceEventDay[] | null {
  if (!fs.existsSync(REFERENCE_DIR)) return null;
  return EVENT_YEARS.flatMap((year) => {
    const raw = JSON.parse(
      fs.readFileSync(path.join(REFERENCE_DIR, `artifact-${year}.json`), 'utf8'),
    ) as Record<string, RawDay>;
    return Object.entries(raw).map(([key, value]): ReferenceEventDay => {
      const [y = 0, m = 0, d = 0] = key.split('/').map(Number);
      const [by = 0, bm = 0, bd = 0] = value.nepali_date.split('/').map(Number);
      return {
        ad: `${y}-${pad(m)}-${pad(d)}`,
        bs: value.nepali_date,
        bsDate: { year: by, month: bm, day: bd },
        events: value.events.map(normaliseName),
        isPublicHoliday: value.is_public_holiday,
      };
    });
  });
}
