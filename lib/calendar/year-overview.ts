import { bsDayNumber, bsFromDayNumber, bsToAd, daysInBsYear } from '@/lib/bs';
import { FESTIVALS_BY_ID, type FestivalType } from '@/lib/festivals';
import { formatIsoDay } from '@/lib/time/civil-date';
import { yearEvents, type YearEvent } from './year-events';

/** The festivals a reader looks for first, in the order of the year. */
const HIGHLIGHTS = [
  'nepali-new-year',
  'buddha-jayanti',
  'krishna-janmashtami',
  'ghatasthapana',
  'vijaya-dashami',
  'laxmi-puja',
  'bhai-tika',
  'chhath',
  'maha-shivaratri',
  'fagu-purnima',
] as const;

const TYPE_ORDER: readonly FestivalType[] = [
  'national',
  'religious',
  'cultural',
  'community',
  'international',
];

/** One of the year's events by its festival id and day: the answer lists each event once. */
export interface EventRef {
  id: string;
  ad: string;
}

export interface YearOverview {
  /** First and last day, 'YYYY-MM-DD'. */
  start: string;
  end: string;
  days: number;
  /** Days with a nationwide public holiday (Saturdays aside). */
  holidayDays: number;
  highlights: EventRef[];
  /** Nationwide holidays by festival type, one entry per festival (its first day). */
  majorByType: { type: FestivalType; events: EventRef[] }[];
}

const ref = ({ id, ad }: YearEvent): EventRef => ({ id, ad });

/** The overview of BS year `year`. Throws RangeError outside the supported years. */
export function yearOverview(year: number): YearOverview {
  const first = { year, month: 1, day: 1 };
  const last = bsFromDayNumber(bsDayNumber(first) + daysInBsYear(year) - 1);
  const start = bsToAd(first);
  const end = bsToAd(last);
  const events = yearEvents(year);
  const national = events.filter((e) => e.holidayFor?.includes('national'));
  const firstOf = (list: YearEvent[]) =>
    list.filter((e, i) => list.findIndex((o) => o.id === e.id) === i);
  // Leave blocks (Dashain and Tihar holidays) are days off, not festivals of their own.
  const festivals = firstOf(national).filter(
    (e) => FESTIVALS_BY_ID.get(e.id)?.rule.kind !== 'block',
  );
  return {
    start: formatIsoDay(start),
    end: formatIsoDay(end),
    days: daysInBsYear(year),
    holidayDays: new Set(national.map((e) => e.ad)).size,
    highlights: HIGHLIGHTS.flatMap((id) => events.find((e) => e.id === id) ?? []).map(ref),
    majorByType: TYPE_ORDER.map((type) => ({
      type,
      events: festivals.filter((e) => e.type === type).map(ref),
    })).filter((group) => group.events.length > 0),
  };
}
