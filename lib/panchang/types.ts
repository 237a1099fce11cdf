import type { CivilDate } from '@/lib/time/civil-date';

export type { CivilDate };

export type Paksha = 'shukla' | 'krishna';

export interface TithiInfo {
  /** 1–30: 1–15 Shukla Pratipada … Purnima, 16–30 Krishna Pratipada … Aunsi. */
  index: number;
  name: string;
  nameNe: string;
  paksha: Paksha;
  pakshaName: string;
  pakshaNameNe: string;
  /** ISO 8601 with +05:45, to the second. */
  startsAt: string;
  endsAt: string;
}

export interface LunarMonthInfo {
  /** 1 = Baishakh … 12 = Chaitra, purnimanta labels as Nepal uses them. */
  index: number;
  name: string;
  nameNe: string;
  adhik: boolean;
}

export interface NamedIndex {
  index: number;
  name: string;
  nameNe: string;
}

export interface PanchangDay {
  date: string;
  /** ISO 8601 with +05:45. */
  sunrise: string;
  sunset: string;
  /** Prevailing at this day's sunrise: the day's tithi. */
  tithi: TithiInfo;
  /** Every tithi holding at some moment from this sunrise to the next, in order (kshaya too). */
  tithisInDay: TithiInfo[];
  /** Purnimanta month of the sunrise tithi. */
  lunarMonth: LunarMonthInfo;
  nakshatra: NamedIndex & { endsAt: string };
  yoga: NamedIndex;
  karana: NamedIndex;
  moonRashi: NamedIndex;
  sunRashi: NamedIndex;
  nepalSambat: {
    year: number;
    /** The committee's month name; अनला (Anala) for an intercalary month. */
    lunarMonth: { name: string; nameNe: string };
    adhik: boolean;
    paksha: Paksha;
    /** Month and half written together as the committee prints them: कछलाथ्व, अनलागा. */
    printed: { name: string; nameNe: string };
    /** 1–15 within the paksha (Krishna 15 = Aunsi). */
    tithi: number;
    /** The tithi as NS dates write it: पारु for the first of either half. */
    tithiName: { name: string; nameNe: string };
  };
  method: {
    tithi: string;
    sunrise: string;
    location: { name: 'Kathmandu'; latitude: number; longitude: number };
  };
}
