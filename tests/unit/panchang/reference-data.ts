/**
 * Loader for the published per-day reference (npEventsAPI artifacts, BS 2076–2080), kept outside
 * the repo in shared/reference (GPL-2.0, test-only: never copied into the product). Returns
 * null when the folder is absent (see tests/unit/support/reference.ts for what suites do then).
 */
import fs from 'node:fs';
import path from 'node:path';

export const REFERENCE_DIR = path.resolve(__dirname, '../../../../shared/reference/npEventsAPI');
export const BS_YEARS = [2076, 2077, 2078, 2079, 2080] as const;

/** Tithi names as the source spells them (तृतिया, not तृतीया), index − 1 within a paksha. */
const PAKSHA_TITHIS = [
  'प्रतिपदा',
  'द्वितीया',
  'तृतिया',
  'चतुर्थी',
  'पञ्चमी',
  'षष्ठी',
  'सप्तमी',
  'अष्टमी',
  'नवमी',
  'दशमी',
  'एकादशी',
  'द्वादशी',
  'त्रयोदशी',
  'चतुर्दशी',
];
/** Lunar month names as the source spells them (वैशाख, कार्तिक, पुष), index − 1. */
const MONTHS = [
  'वैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कार्तिक',
  'मंसिर',
  'पुष',
  'माघ',
  'फागुन',
  'चैत',
];

export interface ReferenceDay {
  /** Gregorian key as the source writes it, 'YYYY/M/D'. */
  key: string;
  bs: string;
  bsYear: number;
  date: { year: number; month: number; day: number };
  tithi: number; // 1–30
  month: number; // 1–12, purnimanta
  adhik: boolean;
  /** The source replaced this day's computed tithi with the almanac's (`*`). */
  starred: boolean;
  /** `panchangam[1]`: yoga, karana, nakshatra (the source's modern Lahiri values). */
  yoga: string;
  karana: string;
  nakshatra: string;
}

function parseDay(
  key: string,
  value: { nepali_date: string; tithi: string; panchangam: string[] },
): ReferenceDay {
  const [line0 = '', line1 = ''] = value.panchangam;
  let words = line0.split(' ');
  const adhik = words[0] === 'अधिक';
  if (adhik) words = words.slice(1);
  const [monthName = '', paksha = '', tithiWord = ''] = words;
  const tithiName = tithiWord.replace(/\*$/, '');
  if (tithiName !== value.tithi) throw new Error(`${key}: tithi field and panchangam disagree`);
  const inPaksha =
    tithiName === 'पूर्णिमा' || tithiName === 'औंसी' ? 15 : PAKSHA_TITHIS.indexOf(tithiName) + 1;
  const month = MONTHS.indexOf(monthName) + 1;
  if (inPaksha === 0 || month === 0 || (paksha !== 'शुक्ल' && paksha !== 'कृष्ण')) {
    throw new Error(`${key}: cannot parse "${line0}"`);
  }
  const [yoga = '', karana = '', nakshatra = ''] = line1.split(' ');
  const [year = 0, m = 0, day = 0] = key.split('/').map(Number);
  return {
    key,
    bs: value.nepali_date,
    bsYear: Number(value.nepali_date.slice(0, 4)),
    date: { year, month: m, day },
    tithi: inPaksha + (paksha === 'कृष्ण' ? 15 : 0),
    month,
    adhik,
    starred: tithiWord.endsWith('*'),
    yoga,
    karana,
    nakshatra,
  };
}

/** Every reference day with a tithi (2076/1/1 is empty in the source), or null if absent. */
export function loadReference(): ReferenceDay[] | null {
  if (!fs.existsSync(REFERENCE_DIR)) return null;
  return BS_YEARS.flatMap((year) => {
    const raw = JSON.parse(
      fs.readFileSync(path.join(REFERENCE_DIR, `artifact-${year}.json`), 'utf8'),
    ) as Record<string, { nepali_date: string; tithi: string; panchangam: string[] }>;
    return Object.entries(raw)
      .filter(([, value]) => value.tithi !== '')
      .map(([key, value]) => parseDay(key, value));
  });
}
