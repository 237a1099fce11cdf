// Nepal Sambat: amanta lunar months in Nepal Bhasa, the year turning at Kartik Shukla Pratipada
// (the day after Laxmi Puja's new moon); NS year = AD year of that new moon − 879 (NS 1145 began in
// Oct/Nov 2024).
import { NEPAL_OFFSET_MS } from '@/lib/time/nepal-time';
import { amantaMonth } from './lunar-month';
import {
  at,
  NEPAL_SAMBAT_HALVES,
  NEPAL_SAMBAT_INTERCALARY,
  NEPAL_SAMBAT_MONTHS,
  NEPAL_SAMBAT_PRATIPADA,
  TITHI_NAMES,
} from './names';
import { newMoonMs } from './surya-siddhanta';
import { pakshaOf } from './tithi';
import type { PanchangDay } from './types';

const KARTIK = 7;

/** The lunation opening the NS year holding `lunation`: the first amanta Kartik at or before it. */
function yearOpening(lunation: number): number {
  let l = lunation;
  // A year has 12 or 13 lunations; walking 14 back always meets a Kartik.
  for (let step = 0; step < 14; step += 1, l -= 1) {
    if (amantaMonth(l).index === KARTIK && amantaMonth(l - 1).index !== KARTIK) return l;
  }
  throw new Error(`No amanta Kartik found before lunation ${lunation}`);
}

/** Nepal Sambat date of SS tithi `tithiIndex` (1–30) in `lunation`. */
export function nepalSambat(lunation: number, tithiIndex: number): PanchangDay['nepalSambat'] {
  const month = amantaMonth(lunation);
  const name = month.adhik
    ? NEPAL_SAMBAT_INTERCALARY
    : at(NEPAL_SAMBAT_MONTHS, (month.index - KARTIK + 12) % 12);
  const opening = new Date(newMoonMs(yearOpening(lunation)) + NEPAL_OFFSET_MS);
  const paksha = pakshaOf(tithiIndex);
  const half = NEPAL_SAMBAT_HALVES[paksha];
  const tithiName =
    tithiIndex % 15 === 1 ? NEPAL_SAMBAT_PRATIPADA : at(TITHI_NAMES, tithiIndex - 1);
  return {
    year: opening.getUTCFullYear() - 879,
    lunarMonth: { name: name.name, nameNe: name.nameNe },
    adhik: month.adhik,
    paksha,
    printed: { name: `${name.name}${half.name}`, nameNe: `${name.nameNe}${half.nameNe}` },
    tithi: paksha === 'shukla' ? tithiIndex : tithiIndex - 15,
    tithiName: { name: tithiName.name, nameNe: tithiName.nameNe },
  };
}
