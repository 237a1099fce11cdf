import { civilDayUtc, isoDay } from '@/lib/time/civil-date';
import { nepalIso } from '@/lib/time/nepal-time';
import { elementsAt } from './elements';
import { lunarMonthOfTithi } from './lunar-month';
import { at, LUNAR_MONTHS } from './names';
import { nepalSambat } from './nepal-sambat';
import { KATHMANDU, nextSunriseMs, sunTimesMs } from './sun';
import { absoluteTithi, tithiStartMs } from './surya-siddhanta';
import { lunationOf, tithiIndexOf, tithiInfo } from './tithi';
import type { CivilDate, PanchangDay, TithiInfo } from './types';

const METHOD: PanchangDay['method'] = {
  tithi:
    'Surya Siddhanta (Calendrical Calculations form, Kali epoch on the Ujjain meridian); ' +
    'the day takes the tithi prevailing at sunrise in Kathmandu',
  sunrise:
    'Apparent sunrise and sunset at Kathmandu (1400 m): upper limb of the Sun, standard refraction (astronomy-engine)',
  location: { name: 'Kathmandu', latitude: KATHMANDU.latitude, longitude: KATHMANDU.longitude },
};

/**
 * The panchang of a Nepal civil day at Kathmandu; times ISO 8601 with +05:45, to the second.
 * @throws RangeError for an invalid date or one outside AD 1913-04-13 … 2044-04-13.
 */
export function panchang(date: CivilDate): PanchangDay {
  const utc = civilDayUtc(date);
  const { sunrise, sunset } = sunTimesMs(utc);
  const nextSunrise = nextSunriseMs(utc);

  const first = absoluteTithi(sunrise);
  const tithisInDay: TithiInfo[] = [tithiInfo(first)];
  for (let n = first + 1; tithiStartMs(n) < nextSunrise; n += 1) tithisInDay.push(tithiInfo(n));
  const [tithi] = tithisInDay as [TithiInfo];

  const month = lunarMonthOfTithi(first);
  const { nakshatra, ...elements } = elementsAt(sunrise);
  return {
    date: isoDay(utc),
    sunrise: nepalIso(sunrise),
    sunset: nepalIso(sunset),
    tithi,
    tithisInDay,
    lunarMonth: { index: month.index, ...at(LUNAR_MONTHS, month.index - 1), adhik: month.adhik },
    nakshatra: {
      index: nakshatra.index,
      name: nakshatra.name,
      nameNe: nakshatra.nameNe,
      endsAt: nepalIso(nakshatra.endsAtMs),
    },
    ...elements,
    nepalSambat: nepalSambat(lunationOf(first), tithiIndexOf(first)),
    method: { ...METHOD, location: { ...METHOD.location } }, // a copy: callers may mutate
  };
}
