/**
 * Published days of the festivals whose rule samples the tithi at a moment other than sunrise, from
 * the Nepal Panchang Nirnayak Bikas Samiti's notices, the MoHA lists and the published calendars as
 * news reports give them, and the MoHA notice for 2083 itself. Test data only. The per-day
 * reference calendar of 2079–2080 (shared/reference/npEventsAPI) is checked for every mapped event
 * by reference-match.test.ts; these rows add the other years.
 */
export interface PublishedDay {
  id: string;
  /** BS 'YYYY/M/D'. */
  bs: string;
  source: string;
}

const HAMRO_2082 = 'Hamro Patro 2082 (github.com/bikrantj/nepali-calendar-scraper data.json)';
/** The MoHA notice for 2083 (Nepal Rajpatra Part 5, Vol. 75, No. 67), transcribed from its scan. */
const MOHA_2083 = (clause: string): string =>
  `moha.gov.np/page/government-and-public-holidays-in-2083, ${clause} (github.com/samansohani78/Taqvim transcription)`;

export const PUBLISHED_DAYS: readonly PublishedDay[] = [
  // Bhai Tika (Kartik Shukla Dwitiya)
  {
    id: 'bhai-tika',
    bs: '2073/7/16',
    source: 'wenepali.com/2016/10/25827.html (Samiti, saait 11:52 midday)',
  },
  {
    id: 'bhai-tika',
    bs: '2078/7/20',
    source: 'mayadevionline.com/2021/11/107480 (Samiti, saait 11:02)',
  },
  { id: 'bhai-tika', bs: '2079/7/10', source: 'khabarhub.com/2022/23/443877' },
  { id: 'bhai-tika', bs: '2080/7/29', source: 'nepalcoverage.com/12707 (Samiti, saait 10:51)' },
  { id: 'bhai-tika', bs: '2081/7/18', source: 'avyuktnews.com/?p=5062 (Samiti, saait 11:37)' },
  { id: 'bhai-tika', bs: '2082/7/6', source: HAMRO_2082 },
  {
    id: 'bhai-tika',
    bs: '2083/7/25',
    source: `newsofnepal.com/2026/02/08/752612/ (2083 almanac: Tihar Kartik 21–25); ${MOHA_2083('2.1(छ): Tihar leave Kartik 22–26, Laxmi Puja to the day after Bhai Tika')}`,
  },
  // Laxmi Puja (Kartik Aunsi, evening)
  { id: 'laxmi-puja', bs: '2073/7/14', source: 'wenepali.com/2016/10/25827.html' },
  { id: 'laxmi-puja', bs: '2079/7/7', source: 'khabarhub.com/2022/23/443877' },
  { id: 'laxmi-puja', bs: '2080/7/26', source: 'fncci.org 2080 holiday calendar' },
  { id: 'laxmi-puja', bs: '2081/7/15', source: 'avyuktnews.com/?p=5062' },
  { id: 'laxmi-puja', bs: '2082/7/3', source: HAMRO_2082 },
  {
    id: 'laxmi-puja',
    bs: '2083/7/22',
    source: MOHA_2083('2.1(छ): Tihar leave Kartik 22–26, from Laxmi Puja'),
  },
  // Dhanteras (Kartik Krishna Trayodashi, evening)
  { id: 'dhanteras', bs: '2081/7/13', source: 'avyuktnews.com/?p=5062' },
  // Kojagrat Purnima (Ashwin Purnima, night)
  { id: 'kojagrat-purnima', bs: '2081/6/30', source: 'bishwashkhabar.com/news/3628 (Samiti)' },
  {
    id: 'kojagrat-purnima',
    bs: '2082/6/20',
    source: 'newsofnepal.com/2025/09/16/731591/ (Samiti)',
  },
  // Krishna Janmashtami (Bhadra Krishna Ashtami, midnight)
  { id: 'krishna-janmashtami', bs: '2079/5/3', source: 'gyanpark.com.np 2079 MoHA list' },
  {
    id: 'krishna-janmashtami',
    bs: '2081/5/10',
    source: 'dhadingnews.com/archives/52723 (MoHA 2081)',
  },
  { id: 'krishna-janmashtami', bs: '2082/4/31', source: HAMRO_2082 },
  { id: 'krishna-janmashtami', bs: '2083/5/19', source: MOHA_2083('2.1(घ): Bhadra 19') },
  // Mahashivaratri (Falgun Krishna Chaturdashi, midnight)
  { id: 'maha-shivaratri', bs: '2079/11/6', source: 'gyanpark.com.np 2079 MoHA list' },
  { id: 'maha-shivaratri', bs: '2082/11/3', source: HAMRO_2082 },
  { id: 'maha-shivaratri', bs: '2083/11/22', source: MOHA_2083('2.1(ढ): Falgun 22') },
  // Fagu Purnima in the hills (Falgun Purnima, evening)
  { id: 'fagu-purnima', bs: '2079/11/22', source: 'collegenp.com 2079 MoHA list' },
  { id: 'fagu-purnima', bs: '2081/11/29', source: 'khabarsewa.com/2025/03/14/12402' },
  { id: 'fagu-purnima', bs: '2082/11/18', source: HAMRO_2082 },
  {
    id: 'fagu-purnima',
    bs: '2083/12/7',
    source: MOHA_2083('2.1(द): hill districts Chaitra 7, Terai Chaitra 8'),
  },
];
