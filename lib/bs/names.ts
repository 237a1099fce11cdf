export interface BsMonthName {
  /** 1 = Baishakh … 12 = Chaitra. */
  index: number;
  name: string;
  /** Lowercase `name`, used in URLs such as /calendar/2081/ashwin. */
  slug: string;
  /** Nepali name in the colloquial form printed on wall calendars. */
  nameNe: string;
  /** Other spellings, lowercase Latin or Devanagari, accepted by `parseBsMonth`. */
  aliases: readonly string[];
}

export const BS_MONTHS: readonly BsMonthName[] = [
  ['Baishakh', 'बैशाख', 'baishakh baisakh baishak baisak vaishakh वैशाख'],
  ['Jestha', 'जेठ', 'jestha jeth jyestha jyeshtha जेष्ठ ज्येष्ठ'],
  ['Ashadh', 'असार', 'ashadh asar ashar ashad asadh आषाढ असाढ'],
  ['Shrawan', 'साउन', 'shrawan saun sawan shravan srawan श्रावण'],
  ['Bhadra', 'भदौ', 'bhadra bhadau bhado भाद्र'],
  ['Ashwin', 'असोज', 'ashwin asoj ashoj aswin ashvin आश्विन'],
  ['Kartik', 'कात्तिक', 'kartik kartika kattik कार्तिक'],
  ['Mangsir', 'मंसिर', 'mangsir mangshir marga margashirsha मङ्सिर मार्ग'],
  ['Poush', 'पुस', 'poush push paush pous pausha पौष'],
  ['Magh', 'माघ', 'magh magha'],
  ['Falgun', 'फागुन', 'falgun fagun phalgun phagun फाल्गुन फाल्गुण'],
  ['Chaitra', 'चैत', 'chaitra chait chaita चैत्र'],
].map(([name = '', nameNe = '', aliases = ''], i) => ({
  index: i + 1,
  name,
  slug: name.toLowerCase(),
  nameNe,
  aliases: aliases.split(' '),
}));

/** One weekday, index 0 = Sunday … 6 = Saturday, in English and Nepali, long and short. */
export interface WeekdayName {
  index: number;
  name: string;
  short: string;
  nameNe: string;
  shortNe: string;
}

/** Weekdays Sunday first, matching `bsWeekday` / `adWeekday` indexes. */
export const WEEKDAYS: readonly WeekdayName[] = [
  ['Sunday', 'आइत'],
  ['Monday', 'सोम'],
  ['Tuesday', 'मङ्गल'],
  ['Wednesday', 'बुध'],
  ['Thursday', 'बिही'],
  ['Friday', 'शुक्र'],
  ['Saturday', 'शनि'],
].map(([name = '', shortNe = ''], index) => ({
  index,
  name,
  short: name.slice(0, 3),
  nameNe: `${shortNe}बार`,
  shortNe,
}));

/** Gregorian month names, January first, in English and in Nepali usage (as CLDR `ne`). */
export const AD_MONTHS: readonly { name: string; nameNe: string }[] = [
  ['January', 'जनवरी'],
  ['February', 'फेब्रुअरी'],
  ['March', 'मार्च'],
  ['April', 'अप्रिल'],
  ['May', 'मे'],
  ['June', 'जुन'],
  ['July', 'जुलाई'],
  ['August', 'अगस्ट'],
  ['September', 'सेप्टेम्बर'],
  ['October', 'अक्टोबर'],
  ['November', 'नोभेम्बर'],
  ['December', 'डिसेम्बर'],
].map(([name = '', nameNe = '']) => ({ name, nameNe }));
