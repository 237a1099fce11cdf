/** Partial MoHA list: the days the cited pages record (docs/festival-evidence.md). */
import type { OfficialEntry, OfficialList } from '../types';

const FNCCI =
  'Ministry of Home Affairs public holidays for 2080, as reported in FNCCI, “Working hour and holiday calendar 2080”, https://fncci.org/working-hour-and-holiday-calendar-2080-320.html, and the collegenp.com 2080 holiday list';

const entry = (
  festival: string,
  month: number,
  day: number,
  appliesTo: OfficialEntry['appliesTo'],
  source: string = FNCCI,
): OfficialEntry => ({ festival, date: { year: 2080, month, day }, appliesTo, source });

export const OFFICIAL_2080: OfficialList = {
  year: 2080,
  coverage: 'partial',
  entries: [
    entry('nepali-new-year', 1, 1, ['national']),
    entry('buddha-jayanti', 1, 22, ['national']),
    entry('constitution-day', 6, 3, ['national']),
    entry('ghatasthapana', 6, 28, ['national']),
    entry('vijaya-dashami', 7, 7, ['national'], `${FNCCI}; Vijaya Dashami date: np-gr.gvcworld.eu`),
    entry(
      'laxmi-puja',
      7,
      26,
      ['national'],
      `${FNCCI}; Laxmi Puja date: ekagaj.com report of Kartik 26, 2080`,
    ),
    entry('chhath', 8, 3, ['national'], `${FNCCI}; Chhath date: reviewnepal.com, trendinline.com`),
    entry('prithvi-jayanti', 9, 27, ['national']),
    entry('maghe-sankranti', 10, 1, ['national']),
    entry(
      'holi-terai',
      12,
      12,
      ['terai'],
      'Holi in the Terai districts, 2080: khabarhub.com/2024/25/610560',
    ),
  ],
};
