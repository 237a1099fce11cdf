/**
 * BS 2083 public holidays. MoHA published the year's list in the Nepal Gazette after the
 * cabinet's decision of Falgun 13, 2082 (reported by sunakharinews.com); the reports at hand do
 * not reproduce its rows, so this list holds the days the Nepal Panchang Nirnayak Bikas Samiti's
 * approved 2083 almanac fixes, as reported in February 2026: Dashain from Ghatasthapana on Asoj 25
 * to Vijaya Dashami on Kartik 4, with Ashtami on two days (Kartik 1 and 2, the first time in about
 * 19 years), and Tihar (the yamapanchak) on Kartik 21–25, so Bhai Tika on Kartik 25. The holiday
 * status of these days is that of every MoHA list from 2079 to 2082; the Dashain and Tihar leave
 * is the catalogue's continuous blocks (Fulpati to Dwadashi, Laxmi Puja to the day after Bhai
 * Tika). Partial: the catalogue's standing practice covers the rest of the year.
 */
import type { OfficialEntry, OfficialList } from '../types';

const GAZETTE =
  'MoHA public holidays for 2083, Nepal Gazette, after the cabinet decision of Falgun 13, 2082: sunakharinews.com/308026/';
const ALMANAC = `2083 almanac of the Nepal Panchang Nirnayak Bikas Samiti, as reported by newsofnepal.com/2026/02/08/752612/ (Dashain Asoj 25 – Kartik 4, Ashtami on Kartik 1 and 2, Tihar Kartik 21–25); ${GAZETTE}`;

const entry = (
  festival: string,
  month: number,
  day: number,
  appliesTo: OfficialEntry['appliesTo'],
  source: string = ALMANAC,
): OfficialEntry => ({ festival, date: { year: 2083, month, day }, appliesTo, source });

export const OFFICIAL_2083: OfficialList = {
  year: 2083,
  coverage: 'partial',
  entries: [
    entry('ghatasthapana', 6, 25, ['national']),
    entry('maha-ashtami', 7, 1, ['national']),
    // The second day of Ashtami: inside the Dashain leave, named by no festival.
    entry('dashain-bida', 7, 2, ['national']),
    entry('vijaya-dashami', 7, 4, ['national']),
    entry('bhai-tika', 7, 25, ['national']),
  ],
};
