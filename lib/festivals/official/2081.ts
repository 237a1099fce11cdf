/** Partial MoHA list: the days the cited pages record (docs/festival-evidence.md). */
import type { OfficialEntry, OfficialList } from '../types';

const LIST =
  'Ministry of Home Affairs public holidays for 2081, as listed at https://rnc.edu.np/public/about_us/holidays and reported by connectnepali.com/news/29636.html, nepalkairan.com/news/2858, bishwashkhabar.com/news/3628 and kalikadainik.com/2024/11/92732/';
const HOLI = `Holi 2081 (hill districts Falgun 29, Terai Chaitra 1): khabarsewa.com/2025/03/14/12402; ${LIST}`;

const entry = (
  festival: string,
  month: number,
  day: number,
  appliesTo: OfficialEntry['appliesTo'],
  source: string = LIST,
): OfficialEntry => ({ festival, date: { year: 2081, month, day }, appliesTo, source });

export const OFFICIAL_2081: OfficialList = {
  year: 2081,
  coverage: 'partial',
  entries: [
    entry('nepali-new-year', 1, 1, ['national']),
    entry('buddha-jayanti', 2, 10, ['national']),
    entry('constitution-day', 6, 3, ['national']),
    entry('ghatasthapana', 6, 17, ['national']),
    entry('vijaya-dashami', 6, 26, ['national']),
    entry('laxmi-puja', 7, 15, ['national']),
    entry('bhai-tika', 7, 18, ['national']),
    entry('chhath', 7, 22, ['national']),
    entry('fagu-purnima', 11, 29, ['hill'], HOLI),
    entry('holi-terai', 12, 1, ['terai'], HOLI),
  ],
};
