import { splitIsoDate } from '@/lib/api/schemas/date';
import type { RashifalBody } from '@/lib/api/schemas/rashifal';
import type {
  RashifalMonthBody,
  RashifalWeekBody,
  RashifalYearBody,
} from '@/lib/api/schemas/rashifal-periods';
import { adToBs } from '@/lib/bs';
import {
  monthlyRashifal,
  type PeriodIngress,
  type PlanetSpan,
  PLANETS,
  type RashifalDay,
  type RashifalMonth,
  type RashifalWeek,
  type RashifalYear,
  type Sign,
  weeklyRashifal,
  yearlyRashifal,
} from '@/lib/rashifal';
import {
  addDays,
  type CivilDate,
  civilDayUtc,
  formatIsoDay,
  weekdayOfIso,
} from '@/lib/time/civil-date';

export const RASHIFAL_BASIS =
  "Chandra gochara: each sign's house is counted from it to the Moon's sidereal sign at sunrise in " +
  'Kathmandu (Surya Siddhanta, the almanac that gives this site its tithi). Houses 1, 3, 6, 7, 10 ' +
  'and 11 are favourable, 4, 8 and 12 adverse, 2, 5 and 9 mixed and favourable in shukla paksha. ' +
  'The texts are our own phrase sets, chosen by date and sign and coloured by paksha, weekday, ' +
  'tithi and nakshatra: traditional guidance, not a personal prediction.';

/** The public answer for a day's reading (the API's contract, not the core's types). */
export function rashifalBody(day: RashifalDay): RashifalBody {
  const named = (v: { en: string; ne: string }) => ({ name: v.en, nameNe: v.ne });
  return {
    date: day.date,
    bs: day.bs,
    moonSign: day.moonSign,
    tithi: day.tithi,
    nakshatra: day.nakshatra,
    basis: RASHIFAL_BASIS,
    signs: day.signs.map(({ sign, house, favourable, prediction }) => ({
      index: sign.index,
      key: sign.key,
      name: sign.name,
      nameNe: sign.nameNe,
      symbol: sign.symbol,
      element: sign.element,
      house,
      favourable,
      prediction,
      lucky: {
        day: named(sign.lucky.day),
        number: sign.lucky.number,
        colour: named(sign.lucky.colour),
      },
      rulingPlanet: { name: PLANETS[sign.lord].name, nameNe: PLANETS[sign.lord].nameNe },
      compatible: [...sign.compatible],
    })),
  };
}

export const WEEK_BASIS =
  "Chandra gochara through the week (Sunday to Saturday, Nepal time): each day's house is counted " +
  "from the sign to the Moon's Surya Siddhanta sign at Kathmandu sunrise, exactly as the daily " +
  'reading counts it; chandrashtama is the Moon 8th from the sign. The Sun enters a sign at the ' +
  "almanac's sankranti; Mars, Mercury and Venus are modern positions (astronomy-engine) in the " +
  'Lahiri sidereal zodiac. Traditional guidance, not a personal prediction.';

export const MONTH_BASIS =
  'The BS month runs from one sankranti to the next, so the Sun holds one sign all month (Surya ' +
  "Siddhanta, the almanac's own); its house from each sign is favourable in 3, 6, 10 and 11. " +
  "Mars', Mercury's and Venus' signs, changes of sign and stations are modern positions " +
  '(astronomy-engine) in the Lahiri sidereal zodiac. Traditional guidance, not a personal prediction.';

export const YEAR_BASIS =
  "The BS year from 1 Baisakh: Jupiter's and Saturn's sidereal signs (astronomy-engine, Lahiri " +
  'ayanamsa) with the dates they enter and leave them, retrograde returns included, and Rahu and ' +
  "Ketu (the Moon's mean node). Sade sati is Saturn 12th (first phase), 1st (peak) or 2nd (last) " +
  'from the sign, dhaiya Saturn 4th or 8th. Traditional guidance, not a personal prediction.';

const signFields = (sign: Sign) => ({
  index: sign.index,
  key: sign.key,
  name: sign.name,
  nameNe: sign.nameNe,
  symbol: sign.symbol,
});

/** The BS date of an AD 'YYYY-MM-DD', or null past the table (the range's last week). */
function bsOf(iso: string): { year: number; month: number; day: number } | null {
  try {
    const { year, month, day } = adToBs(splitIsoDate(iso));
    return { year, month, day };
  } catch {
    return null;
  }
}

const period = (kind: 'week' | 'month' | 'year', from: string, to: string) => ({
  kind,
  from,
  to,
  bsFrom: bsOf(from),
  bsTo: bsOf(to),
});

const ingress = ({ planet, at, date, sign, from }: PeriodIngress) => ({
  planet,
  at,
  date,
  sign,
  from,
});

export function weekBody(week: RashifalWeek): RashifalWeekBody {
  return {
    period: period('week', week.from, week.to),
    basis: WEEK_BASIS,
    days: week.days,
    ingresses: week.ingresses.map(ingress),
    signs: week.signs.map((s) => ({
      ...signFields(s.sign),
      days: s.days.map(({ date, moonSign, house, favourable }) => ({
        date,
        moonSign,
        house,
        favourable,
      })),
      goodDays: s.goodDays,
      hardDays: s.hardDays,
      chandrashtama: s.chandrashtama,
      ingresses: s.ingresses,
      prediction: s.prediction,
    })),
  };
}

export function monthBody(month: RashifalMonth): RashifalMonthBody {
  return {
    period: period('month', month.from, month.to),
    basis: MONTH_BASIS,
    sunSign: month.sunSign,
    planets: month.planets,
    ingresses: month.ingresses.map(ingress),
    stations: month.stations,
    signs: month.signs.map((s) => ({
      ...signFields(s.sign),
      sunHouse: s.sunHouse,
      favourable: s.favourable,
      planets: s.planets,
      prediction: s.prediction,
    })),
  };
}

export function yearBody(year: RashifalYear): RashifalYearBody {
  const spans = (list: PlanetSpan[]) => list.map(({ sign, from, to }) => ({ sign, from, to }));
  return {
    period: period('year', year.from, year.to),
    basis: YEAR_BASIS,
    jupiter: spans(year.jupiter),
    saturn: spans(year.saturn),
    rahu: spans(year.rahu),
    ketu: spans(year.ketu),
    signs: year.signs.map((s) => ({
      ...signFields(s.sign),
      jupiterHouses: s.jupiterHouses,
      saturnHouses: s.saturnHouses,
      rahuHouses: s.rahuHouses,
      ketuHouses: s.ketuHouses,
      saturn: s.saturn.map(({ from, to, house, sadeSati, dhaiya }) => ({
        from,
        to,
        house,
        sadeSati,
        dhaiya,
      })),
      sadeSati: s.sadeSati,
      dhaiya: s.dhaiya,
      prediction: s.prediction,
    })),
  };
}

export type RashifalPeriodKind = 'week' | 'month' | 'year';
type PeriodBody = RashifalWeekBody | RashifalMonthBody | RashifalYearBody;

// A period's answer is the same for every day in it and a year's takes a second to compute, so
// recent answers are kept by the period they cover (bounded).
const memo = new Map<string, PeriodBody>();
const MEMO_LIMIT = 200;

function remember<T extends PeriodBody>(key: string, build: () => T): T {
  const hit = memo.get(key);
  if (hit) return hit as T;
  const body = build();
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
  memo.set(key, body);
  return body;
}

/** The answer for the period holding a civil date. @throws RangeError outside the range. */
export function rashifalPeriodBody(kind: 'week', date: CivilDate): RashifalWeekBody;
export function rashifalPeriodBody(kind: 'month', date: CivilDate): RashifalMonthBody;
export function rashifalPeriodBody(kind: 'year', date: CivilDate): RashifalYearBody;
export function rashifalPeriodBody(kind: RashifalPeriodKind, date: CivilDate): PeriodBody;
export function rashifalPeriodBody(kind: RashifalPeriodKind, date: CivilDate): PeriodBody {
  civilDayUtc(date); // the range check, before the key
  if (kind === 'week') {
    const weekday = weekdayOfIso(formatIsoDay(date));
    const key = `week|${addDays(formatIsoDay(date), -weekday)}`;
    return remember(key, () => weekBody(weeklyRashifal(date)));
  }
  const bs = adToBs(date);
  if (kind === 'month') {
    return remember(`month|${bs.year}-${bs.month}`, () => monthBody(monthlyRashifal(date)));
  }
  return remember(`year|${bs.year}`, () => yearBody(yearlyRashifal(date)));
}
