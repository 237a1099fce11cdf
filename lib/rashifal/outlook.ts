import type { CivilDate } from '@/lib/panchang';
import type { Tone } from './houses';
import { dailyRashifal, type RashifalDay, type SignReading } from './reading';
import type { SignKey } from './signs';

export interface OutlookDay {
  date: string;
  weekday: number;
  moonSign: RashifalDay['moonSign'];
  tithi: RashifalDay['tithi'];
  nakshatra: RashifalDay['nakshatra'];
  house: number;
  tone: Tone;
  favourable: boolean;
  general: SignReading['themes']['general'];
}

/** A sign's `days` civil days from `start` (inclusive), each with the Moon's house and its tone. */
export function signOutlook(key: SignKey, start: CivilDate, days = 7): OutlookDay[] {
  const out: OutlookDay[] = [];
  for (let i = 0; i < days; i++) {
    const d = new Date(Date.UTC(start.year, start.month - 1, start.day + i));
    let day: RashifalDay;
    try {
      day = dailyRashifal({
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
      });
    } catch (error) {
      if (error instanceof RangeError && i > 0) break;
      throw error;
    }
    const reading = day.signs.find((s) => s.sign.key === key)!;
    out.push({
      date: day.date,
      weekday: day.weekday,
      moonSign: day.moonSign,
      tithi: day.tithi,
      nakshatra: day.nakshatra,
      house: reading.house,
      tone: reading.tone,
      favourable: reading.favourable,
      general: reading.themes.general,
    });
  }
  return out;
}
