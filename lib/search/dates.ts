/** Reads a query naming a day or month as people type it: `8 mangsir 2083`, `nov 24`, `भोलि`. */
import { AD_MONTHS, BS_MONTHS, adToBs, bsToAd, type BsDate } from '@/lib/bs';
import { bsDateError } from '@/lib/bs/calendar';
import { addCivilDays, type CivilDate } from '@/lib/time/civil-date';
import { editDistance } from './distance';
import { normalizeText, words, type Word } from './text';

export type Relative = 'today' | 'tomorrow' | 'yesterday';

export type DateQuery =
  | { kind: 'day'; bs: BsDate; ad: CivilDate; relative?: Relative }
  | { kind: 'month'; year: number; month: number };

type DayQuery = Extract<DateQuery, { kind: 'day' }>;

const keyMap = (entries: [string, number][]) => {
  const map = new Map<string, number>();
  for (const [text, value] of entries)
    for (const w of words(text)) for (const k of w.keys) map.set(k, value);
  return map;
};

const BS_MONTH_KEYS = keyMap(
  BS_MONTHS.flatMap((m) =>
    [m.name, m.nameNe, ...m.aliases].map((t): [string, number] => [t, m.index]),
  ),
);

const AD_MONTH_KEYS = keyMap(
  AD_MONTHS.flatMap((m, i) => {
    const names = [m.name, m.nameNe, m.name.slice(0, 3)];
    if (i === 8) names.push('sept');
    return names.map((t): [string, number] => [t, i + 1]);
  }),
);

const RELATIVE_KEYS = keyMap([
  ...['today', 'aaja', 'aja', 'aaj', 'आज', 'आजको'].map((t): [string, number] => [t, 0]),
  ...['tomorrow', 'bholi', 'भोलि', 'भोली'].map((t): [string, number] => [t, 1]),
  ...['yesterday', 'hijo', 'हिजो'].map((t): [string, number] => [t, -1]),
]);
const RELATIVE_NAMES: Record<number, Relative> = { 0: 'today', 1: 'tomorrow', [-1]: 'yesterday' };

const CALENDAR_KEYS = keyMap([
  ...['bs', 'vs', 'बिसं', 'विसं', 'बि', 'वि'].map((t): [string, number] => [t, 0]),
  ...['ad', 'ईसं', 'ई'].map((t): [string, number] => [t, 1]),
]);

/** Words around a date that change nothing: `what is`, `in nepali date`, `कति गते`. */
const FILLER_KEYS = keyMap(
  [
    'in to on of the what is was date day nepali nepal english convert conversion converter',
    'calendar patro tithi miti gate tarikh sal which when equals equal = ko ma ho kati',
    'मिति नेपाली अंग्रेजी अङ्ग्रेजी गते तारिख साल को मा हो कति सं पात्रो तिथि',
  ]
    .join(' ')
    .split(' ')
    .map((t): [string, number] => [t, 0]),
);

function lookup(map: Map<string, number>, word: Word, fuzzy = false): number | undefined {
  for (const key of word.keys) {
    const hit = map.get(key);
    if (hit !== undefined) return hit;
  }
  if (!fuzzy) return undefined;
  // A month name one letter off (`mangsri`, `poos`), for names long enough to tell apart.
  for (const key of word.keys) {
    if (key.length < 5) continue;
    for (const [name, value] of map) {
      if (name.length >= 5 && editDistance(key, name, 1) <= 1) return value;
    }
  }
  return undefined;
}

function bsDay(bs: BsDate): DayQuery | null {
  if (bsDateError(bs)) return null;
  return { kind: 'day', bs, ad: bsToAd(bs) };
}

function adDay(ad: CivilDate): DayQuery | null {
  try {
    return { kind: 'day', bs: adToBs(ad), ad };
  } catch {
    return null; // not a real date, or outside the calendar's range
  }
}

/** A numeric date whose calendar the query does not say: the one whose current year is nearer. */
function eitherCalendar(
  ymd: { year: number; month: number; day: number },
  hint: 'bs' | 'ad' | null,
  today: CivilDate,
): DateQuery | null {
  const bsYear = adToBs(today).year;
  const guess =
    hint ?? (Math.abs(ymd.year - bsYear) < Math.abs(ymd.year - today.year) ? 'bs' : 'ad');
  const first = guess === 'bs' ? bsDay(ymd) : adDay(ymd);
  if (first || hint) return first;
  return guess === 'bs' ? adDay(ymd) : bsDay(ymd);
}

const YMD = /(\d{4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})/;
const DMY = /(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4})/;

/** The day or month a query names, or null when it is not only a date. */
export function parseDateQuery(query: string, today: CivilDate): DateQuery | null {
  let text = normalizeText(query);
  let numeric: { year: number; month: number; day: number } | null = null;
  const ymd = YMD.exec(text);
  const dmy = ymd ? null : DMY.exec(text);
  if (ymd) numeric = { year: Number(ymd[1]), month: Number(ymd[2]), day: Number(ymd[3]) };
  else if (dmy) numeric = { year: Number(dmy[3]), month: Number(dmy[2]), day: Number(dmy[1]) };
  if (numeric) text = text.replace(ymd ? YMD : DMY, ' ');

  let hint: 'bs' | 'ad' | null = null;
  let relative: number | undefined;
  let bsMonth: number | undefined;
  let adMonth: number | undefined;
  const numbers: number[] = [];
  for (const word of words(text, true)) {
    if (word.numeric) {
      numbers.push(Number(word.text));
      continue;
    }
    const calendar = lookup(CALENDAR_KEYS, word);
    if (calendar !== undefined) {
      hint ??= calendar === 0 ? 'bs' : 'ad';
      continue;
    }
    if (lookup(FILLER_KEYS, word) !== undefined) continue;
    const rel = lookup(RELATIVE_KEYS, word);
    if (rel !== undefined && relative === undefined) {
      relative = rel;
      continue;
    }
    const bs = (bsMonth ?? adMonth) ? undefined : lookup(BS_MONTH_KEYS, word, true);
    if (bs !== undefined) {
      bsMonth = bs;
      continue;
    }
    const ad = (bsMonth ?? adMonth) ? undefined : lookup(AD_MONTH_KEYS, word);
    if (ad !== undefined) {
      adMonth = ad;
      continue;
    }
    return null; // a word that is no part of a date
  }

  if (numeric)
    return numbers.length === 0 && !bsMonth && !adMonth && relative === undefined
      ? eitherCalendar(numeric, hint, today)
      : null;
  if (relative !== undefined) {
    if (numbers.length || bsMonth || adMonth) return null;
    const day = adDay(addCivilDays(today, relative));
    const name = RELATIVE_NAMES[relative];
    return day && name ? { ...day, relative: name } : day;
  }
  if (numbers.length > 2) return null;
  const year = numbers.find((n) => n > 32);
  const day = numbers.find((n) => n >= 1 && n <= 32);
  if (numbers.length === 2 && (year === undefined || day === undefined)) return null;
  if (numbers.length === 1 && year === undefined && day === undefined) return null;
  if (bsMonth) {
    const thisYear = adToBs(today);
    if (day === undefined) {
      const next = bsMonth >= thisYear.month ? thisYear.year : thisYear.year + 1;
      const y = year ?? next;
      return bsDateError({ year: y, month: bsMonth, day: 1 })
        ? null
        : { kind: 'month', year: y, month: bsMonth };
    }
    return bsDay({ year: year ?? thisYear.year, month: bsMonth, day });
  }
  if (adMonth && day !== undefined) return adDay({ year: year ?? today.year, month: adMonth, day });
  return null;
}
