/**
 * Published festival and holiday dates transcribed from shared/reference/bs-calendar.md (§2.1
 * "Festivals and holidays 2080–2081", §2.2 "Other anchors") and tithi-method.md §5, with the
 * sources those notes cite. Test data only. `holiday` is the status the note records: 'national'
 * for "Y", 'regional' for "reg.", undefined when it says nothing.
 */
export interface Anchor {
  id: string;
  /** BS date 'YYYY/M/D'. */
  bs: string;
  /** Gregorian date 'YYYY-MM-DD'. */
  ad: string;
  holiday?: 'national' | 'regional';
  source: string;
}

const S2080 = 'bs-calendar.md §2.1 (fncci.org 2080 holiday calendar, collegenp.com 2080 list)';
const S2081 = 'bs-calendar.md §2.1 (rnc.edu.np holidays, connectnepali.com, nepalkairan.com …)';

export const ANCHORS: readonly Anchor[] = [
  // §2.1, 2080
  { id: 'nepali-new-year', bs: '2080/1/1', ad: '2023-04-14', holiday: 'national', source: S2080 },
  { id: 'buddha-jayanti', bs: '2080/1/22', ad: '2023-05-05', holiday: 'national', source: S2080 },
  { id: 'constitution-day', bs: '2080/6/3', ad: '2023-09-20', holiday: 'national', source: S2080 },
  { id: 'ghatasthapana', bs: '2080/6/28', ad: '2023-10-15', holiday: 'national', source: S2080 },
  {
    id: 'vijaya-dashami',
    bs: '2080/7/7',
    ad: '2023-10-24',
    holiday: 'national',
    source: `${S2080}; np-gr.gvcworld.eu`,
  },
  {
    id: 'laxmi-puja',
    bs: '2080/7/26',
    ad: '2023-11-12',
    holiday: 'national',
    source: `${S2080}; ekagaj.com`,
  },
  {
    id: 'chhath',
    bs: '2080/8/3',
    ad: '2023-11-19',
    holiday: 'national',
    source: `${S2080}; reviewnepal.com, trendinline.com`,
  },
  {
    id: 'holi-terai',
    bs: '2080/12/12',
    ad: '2024-03-25',
    holiday: 'regional',
    source: `${S2080}; khabarhub.com`,
  },
  { id: 'prithvi-jayanti', bs: '2080/9/27', ad: '2024-01-12', source: S2080 },
  { id: 'maghe-sankranti', bs: '2080/10/1', ad: '2024-01-15', holiday: 'national', source: S2080 },
  // §2.1, 2081
  { id: 'nepali-new-year', bs: '2081/1/1', ad: '2024-04-13', holiday: 'national', source: S2081 },
  { id: 'buddha-jayanti', bs: '2081/2/10', ad: '2024-05-23', holiday: 'national', source: S2081 },
  { id: 'constitution-day', bs: '2081/6/3', ad: '2024-09-19', holiday: 'national', source: S2081 },
  { id: 'ghatasthapana', bs: '2081/6/17', ad: '2024-10-03', holiday: 'national', source: S2081 },
  { id: 'vijaya-dashami', bs: '2081/6/26', ad: '2024-10-12', holiday: 'national', source: S2081 },
  { id: 'laxmi-puja', bs: '2081/7/15', ad: '2024-10-31', holiday: 'national', source: S2081 },
  { id: 'bhai-tika', bs: '2081/7/18', ad: '2024-11-03', holiday: 'national', source: S2081 },
  { id: 'chhath', bs: '2081/7/22', ad: '2024-11-07', holiday: 'national', source: S2081 },
  {
    id: 'fagu-purnima',
    bs: '2081/11/29',
    ad: '2025-03-13',
    holiday: 'regional',
    source: `${S2081}; khabarsewa.com`,
  },
  {
    id: 'holi-terai',
    bs: '2081/12/1',
    ad: '2025-03-14',
    holiday: 'regional',
    source: `${S2081}; khabarsewa.com`,
  },
  // §2.2, New Year and Loktantra Diwas
  {
    id: 'nepali-new-year',
    bs: '2062/1/1',
    ad: '2005-04-14',
    source: 'bs-calendar.md §2.2 (learn-english.online)',
  },
  {
    id: 'nepali-new-year',
    bs: '2072/1/1',
    ad: '2015-04-14',
    source: 'bs-calendar.md §2.2 (iowanepaleseassociation.org)',
  },
  {
    id: 'nepali-new-year',
    bs: '2073/1/1',
    ad: '2016-04-13',
    source: 'bs-calendar.md §2.2 (eagletreks.com)',
  },
  {
    id: 'nepali-new-year',
    bs: '2076/1/1',
    ad: '2019-04-14',
    source: 'bs-calendar.md §2.2 (reviewnepal.com)',
  },
  {
    id: 'nepali-new-year',
    bs: '2077/1/1',
    ad: '2020-04-13',
    source: 'bs-calendar.md §2.2 (cde.news; ANI)',
  },
  {
    id: 'nepali-new-year',
    bs: '2079/1/1',
    ad: '2022-04-14',
    source: 'bs-calendar.md §2.2 (devdiscourse.com, PTI)',
  },
  {
    id: 'loktantra-diwas',
    bs: '2079/1/11',
    ad: '2022-04-24',
    source: 'bs-calendar.md §2.2 (english.hamropatro.com)',
  },
  {
    id: 'loktantra-diwas',
    bs: '2081/1/11',
    ad: '2024-04-23',
    source: 'bs-calendar.md §2.2 (onlineradionepal.gov.np)',
  },
  {
    id: 'loktantra-diwas',
    bs: '2082/1/11',
    ad: '2025-04-24',
    source: 'bs-calendar.md §2.2 (newsdrum.in)',
  },
  {
    id: 'constitution-day',
    bs: '2072/6/3',
    ad: '2015-09-20',
    source: 'bs-calendar.md §2.2 (ecanadanepal.com)',
  },
  // tithi-method.md §5: SS Ashtami 01:06–22:38 on 16 Aug 2025 holds no midnight: sunrise fallback.
  { id: 'krishna-janmashtami', bs: '2082/4/31', ad: '2025-08-16', source: 'tithi-method.md §5' },
];
