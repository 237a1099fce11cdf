/** Panchang names in English and Nepali; months in Nepali usage (कात्तिक, पुस), not Sanskrit. */
type Name = { name: string; nameNe: string };

const PAKSHA_TITHIS: ReadonlyArray<Name> = [
  { name: 'Pratipada', nameNe: 'प्रतिपदा' },
  { name: 'Dwitiya', nameNe: 'द्वितीया' },
  { name: 'Tritiya', nameNe: 'तृतीया' },
  { name: 'Chaturthi', nameNe: 'चतुर्थी' },
  { name: 'Panchami', nameNe: 'पञ्चमी' },
  { name: 'Shashthi', nameNe: 'षष्ठी' },
  { name: 'Saptami', nameNe: 'सप्तमी' },
  { name: 'Ashtami', nameNe: 'अष्टमी' },
  { name: 'Navami', nameNe: 'नवमी' },
  { name: 'Dashami', nameNe: 'दशमी' },
  { name: 'Ekadashi', nameNe: 'एकादशी' },
  { name: 'Dwadashi', nameNe: 'द्वादशी' },
  { name: 'Trayodashi', nameNe: 'त्रयोदशी' },
  { name: 'Chaturdashi', nameNe: 'चतुर्दशी' },
];

/** Tithi names by index − 1: 1–15 Shukla Pratipada … Purnima, 16–30 Krishna Pratipada … Aunsi. */
export const TITHI_NAMES: ReadonlyArray<Name> = [
  ...PAKSHA_TITHIS,
  { name: 'Purnima', nameNe: 'पूर्णिमा' },
  ...PAKSHA_TITHIS,
  { name: 'Aunsi', nameNe: 'औंसी' },
];

export const PAKSHA_NAMES = {
  shukla: { name: 'Shukla', nameNe: 'शुक्ल' },
  krishna: { name: 'Krishna', nameNe: 'कृष्ण' },
} as const;

/** Lunar months by index − 1 (1 = Baishakh … 12 = Chaitra). */
export const LUNAR_MONTHS: ReadonlyArray<Name> = [
  { name: 'Baishakh', nameNe: 'बैशाख' },
  { name: 'Jestha', nameNe: 'जेठ' },
  { name: 'Ashadh', nameNe: 'असार' },
  { name: 'Shrawan', nameNe: 'साउन' },
  { name: 'Bhadra', nameNe: 'भदौ' },
  { name: 'Ashwin', nameNe: 'असोज' },
  { name: 'Kartik', nameNe: 'कात्तिक' },
  { name: 'Mangsir', nameNe: 'मंसिर' },
  { name: 'Poush', nameNe: 'पुस' },
  { name: 'Magh', nameNe: 'माघ' },
  { name: 'Falgun', nameNe: 'फागुन' },
  { name: 'Chaitra', nameNe: 'चैत' },
];

/** NS (amanta) months as the Samiti prints them, Kachhala (amanta Kartik) first; Anala repeats. */
export const NEPAL_SAMBAT_MONTHS: ReadonlyArray<Name> = [
  { name: 'Kachhala', nameNe: 'कछला' },
  { name: 'Thinla', nameNe: 'थिंल्ला' },
  { name: 'Pohela', nameNe: 'पोहेला' },
  { name: 'Silla', nameNe: 'सिल्ला' },
  { name: 'Chilla', nameNe: 'चिल्ला' },
  { name: 'Chaula', nameNe: 'चौला' },
  { name: 'Wachhala', nameNe: 'वछला' },
  { name: 'Tachhala', nameNe: 'तछला' },
  { name: 'Dilla', nameNe: 'दिल्ला' },
  { name: 'Gunla', nameNe: 'गुंला' },
  { name: 'Yanla', nameNe: 'ञँला' },
  { name: 'Kaula', nameNe: 'कौला' },
];

export const NEPAL_SAMBAT_INTERCALARY: Name = { name: 'Anala', nameNe: 'अनला' };

/** The halves as printed after the month: थ्व the bright half, गा the dark. */
export const NEPAL_SAMBAT_HALVES = {
  shukla: { name: 'thwa', nameNe: 'थ्व' },
  krishna: { name: 'ga', nameNe: 'गा' },
} as const;

/** The first tithi of either half is पारु in Nepal Sambat dates; the others keep their names. */
export const NEPAL_SAMBAT_PRATIPADA: Name = { name: 'Paru', nameNe: 'पारु' };

/** Element i of a fixed table whose index is guaranteed in range by the caller's arithmetic. */
export function at<T>(table: ReadonlyArray<T>, i: number): T {
  const item = table[i];
  if (item === undefined) throw new RangeError(`Index ${i} outside a table of ${table.length}`);
  return item;
}
