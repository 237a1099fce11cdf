/** BS 2082 public holidays (Gazette list, 27 February 2025); sources: docs/festival-evidence.md. */
import type { OfficialEntry, OfficialList } from '../types';

const GAZETTE =
  'MoHA public holidays for 2082, Nepal Gazette of 27 Feb 2025, as reported by https://myrepublica.nagariknetwork.com/amp/news/govt-announces-public-holidays-for-2082-bs-16-94.html and khabardabali.com/news/392088';
const DAYS = `${GAZETTE}; day as marked in Hamro Patro’s 2082 calendar (github.com/bikrantj/nepali-calendar-scraper, data.json, March 2025)`;
const DASHAIN = `${DAYS}; Dashain days: Nepal Panchang Nirnayak Bikas Samiti, reported by hemantakhabar.com/?p=39843 and newsofnepal.com/2025/09/16/731591/`;

const NOTICE =
  'MoHA, २०८२ सालको सार्वजनिक बिदा सम्बन्धी सूचना, Nepal Rajpatra Part 5, Vol. 74, No. 59 (2081-11-15), on moha.gov.np, as transcribed in github.com/samansohani78/Taqvim, dataset/nepal/nepal-official-holidays.json';
const HYPER =
  'section 5 (जात्रा बिदा, काठमाडौं उपत्यकालाई मात्र) lists Gai Jatra: github.com/kitsuyui/hyper-calendar, docs/systems/nepal-holidays.md';
const BAISAKH_PURNIMA = `${NOTICE}: 2.1(ख) चण्डी पूर्णिमा (वैशाख पूर्णिमा) - उभौली पर्व, बुद्ध जयन्ती - वैशाख २९`;
const DHANYA = `${NOTICE}: 2.1(झ) धान्य पूर्णिमा - किराँत समुदायको उधौली पर्व, योमरी पुन्हि, ज्यापु दिवस - मङ्सिर १८`;

const entry = (
  festival: string,
  month: number,
  day: number,
  appliesTo: OfficialEntry['appliesTo'],
  source: string = DAYS,
): OfficialEntry => ({ festival, date: { year: 2082, month, day }, appliesTo, source });

export const OFFICIAL_2082: OfficialList = {
  year: 2082,
  coverage: 'partial',
  entries: [
    entry('nepali-new-year', 1, 1, ['national']),
    entry('labour-day', 1, 18, ['national']),
    entry('buddha-jayanti', 1, 29, ['national']),
    entry('ubhauli', 1, 29, ['national'], BAISAKH_PURNIMA),
    entry('republic-day', 2, 15, ['national']),
    entry('janai-purnima', 4, 24, ['national']),
    entry(
      'gai-jatra',
      4,
      25,
      ['kathmandu-valley', 'newar'],
      `${DAYS}; ${NOTICE}: 2.2(क) गाईजात्रा - साउन २५ (देशभरका नेवार समुदायका लागि मात्र); ${HYPER}`,
    ),
    entry('krishna-janmashtami', 4, 31, ['national']),
    entry('haritalika-teej', 5, 10, ['women']),
    entry('indra-jatra', 5, 21, ['kathmandu-valley']),
    entry('jitiya', 5, 30, ['women']),
    entry('constitution-day', 6, 3, ['national']),
    entry('ghatasthapana', 6, 6, ['national'], DASHAIN),
    entry('fulpati', 6, 13, ['national'], DASHAIN),
    entry('maha-ashtami', 6, 14, ['national'], DASHAIN),
    entry('maha-navami', 6, 15, ['national'], DASHAIN),
    entry('vijaya-dashami', 6, 16, ['national'], DASHAIN),
    entry('dashain-bida', 6, 17, ['national'], DASHAIN),
    entry('laxmi-puja', 7, 3, ['national']),
    entry('govardhan-puja', 7, 5, ['national']),
    entry('mha-puja', 7, 5, ['national']),
    entry('bhai-tika', 7, 6, ['national']),
    entry('tihar-bida', 7, 7, ['national']),
    entry('chhath', 7, 10, ['national']),
    entry('guru-nanak-jayanti', 7, 19, ['sikh']),
    entry('falgunanda-jayanti', 7, 25, ['kirat']),
    entry('disability-day', 8, 17, ['persons-with-disabilities']),
    entry('udhauli', 8, 18, ['national'], DHANYA),
    entry('yomari-punhi', 8, 18, ['national'], DHANYA),
    entry('christmas', 9, 10, ['national']),
    entry('tamu-lhosar', 9, 15, ['national']),
    entry('prithvi-jayanti', 9, 27, ['national']),
    entry('maghe-sankranti', 10, 1, ['national']),
    entry('maghi', 10, 1, ['national'], `${NOTICE}: 2.1(ठ) माघी पर्व/माघे सङ्क्रान्ति - माघ १`),
    entry('sonam-lhosar', 10, 5, ['national']),
    entry('basanta-panchami', 10, 9, ['educational-institutions']),
    entry('shahid-diwas', 10, 16, ['national']),
    entry('maha-shivaratri', 11, 3, ['national']),
    entry('gyalpo-lhosar', 11, 6, ['national']),
    entry('democracy-day', 11, 7, ['national']),
    entry('fagu-purnima', 11, 18, ['hill']),
    entry('holi-terai', 11, 19, ['terai']),
    entry('womens-day', 11, 24, ['national']),
    entry('ghode-jatra', 12, 4, ['kathmandu-valley']),
    entry('ram-navami', 12, 13, ['national']),
  ],
};
