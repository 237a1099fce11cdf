/** The holidays table of a BS year: one row per holiday, Dashain and Tihar as ranges of days. */
import { bsWeekday, type BsDate } from '@/lib/bs';
import {
  eventsForYear,
  yearHolidaySource,
  type FestivalEvent,
  type HolidayGroup,
} from '@/lib/festivals';

/** The festival days that make up the two long holidays, each shown as one range. */
const RANGES: Readonly<Record<'dashain' | 'tihar', readonly string[]>> = {
  dashain: ['fulpati', 'maha-ashtami', 'maha-navami', 'vijaya-dashami', 'dashain-bida'],
  tihar: ['laxmi-puja', 'gai-tihar', 'govardhan-puja', 'mha-puja', 'bhai-tika', 'tihar-bida'],
};

export interface HolidayRow {
  /** A festival id, or 'dashain' / 'tihar' for the ranges. */
  id: string;
  name: string;
  nameNe: string;
  start: { bs: BsDate; ad: string };
  end: { bs: BsDate; ad: string };
  /** Weekday of the first day, 0 = Sunday. */
  weekday: number;
  days: number;
  holidayFor: HolidayGroup[];
  /** 'official' when every day of the row is on the government's published list. */
  source: 'official' | 'rule';
  citation?: string;
}

export interface YearHolidays {
  year: number;
  list: ReturnType<typeof yearHolidaySource>;
  rows: HolidayRow[];
}

const RANGE_NAMES = {
  dashain: { name: 'Dashain holidays', nameNe: 'दशैं बिदा' },
  tihar: { name: 'Tihar holidays', nameNe: 'तिहार बिदा' },
} as const;

const rangeOf = (id: string) =>
  (Object.keys(RANGES) as (keyof typeof RANGES)[]).find((key) => RANGES[key].includes(id));

const dayOf = (event: FestivalEvent) => ({ bs: event.bs, ad: event.ad });

function row(id: string, names: { name: string; nameNe: string }, days: FestivalEvent[]) {
  const first = days[0]!;
  const last = days.at(-1)!;
  const groups = [...new Set(days.flatMap((d) => d.holidayFor ?? []))];
  const official = days.every((d) => d.source === 'official');
  const citation = official ? first.citation : undefined;
  return {
    id,
    ...names,
    start: dayOf(first),
    end: dayOf(last),
    weekday: bsWeekday(first.bs),
    days: new Set(days.map((d) => d.ad)).size,
    holidayFor: groups,
    source: official ? ('official' as const) : ('rule' as const),
    ...(citation ? { citation } : {}),
  };
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/**
 * The year's holidays (for anyone: the nation, a region or a group), sorted by date. The Dashain
 * and Tihar days that run one after another are one row each; a holiday apart from its run (Tihar's
 * Laxmi Puja a week before) would start a row of its own.
 */
export function yearHolidays(year: number): YearHolidays {
  const events = eventsForYear(year).filter((e) => e.bs.year === year && e.holidayFor);
  const rows: HolidayRow[] = [];
  const open = new Map<string, FestivalEvent[]>();
  const flush = (key: string) => {
    const days = open.get(key);
    if (!days) return;
    open.delete(key);
    rows.push(row(key, RANGE_NAMES[key as keyof typeof RANGES], days));
  };
  for (const event of events) {
    const range = event.holidayFor!.includes('national') ? rangeOf(event.id) : undefined;
    if (!range) {
      rows.push(row(event.id, { name: event.name, nameNe: event.nameNe }, [event]));
      continue;
    }
    const days = open.get(range);
    if (days && dayNumber(event.ad) - dayNumber(days.at(-1)!.ad) > 1) flush(range);
    const current = open.get(range);
    if (current) current.push(event);
    else open.set(range, [event]);
  }
  for (const key of [...open.keys()]) flush(key);
  rows.sort((a, b) => a.start.ad.localeCompare(b.start.ad));
  return { year, list: yearHolidaySource(year), rows };
}
