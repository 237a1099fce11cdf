import type { RashifalBody } from '@/lib/api/schemas/rashifal';
import { PLANETS, type RashifalDay } from '@/lib/rashifal';

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
