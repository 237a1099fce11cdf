/** BS 2083 holidays (Nepal Rajpatra 75/67); sources and omitted rows: docs/festival-evidence.md. */
import type { OfficialEntry, OfficialList } from '../types';

const NOTICE =
  'MoHA, २०८३ सालको सरकारी तथा सार्वजनिक बिदा, Nepal Rajpatra Part 5, Vol. 75, No. 67 (2082-11-18), https://moha.gov.np/page/government-and-public-holidays-in-2083 (scanned PDF "२०८३_सालको_सार्वजनिक_विदा_(67_11_18).pdf")';
const TAQVIM = `${NOTICE}, as transcribed in github.com/samansohani78/Taqvim, dataset/nepal/nepal-official-holidays.json`;
const HYPER = `${NOTICE}, as transcribed in github.com/kitsuyui/hyper-calendar, docs/systems/nepal-holidays.md`;
const ALMANAC =
  '2083 almanac of the Nepal Panchang Nirnayak Bikas Samiti, as reported by newsofnepal.com/2026/02/08/752612/ (Dashain Asoj 25 – Kartik 4, Ashtami on Kartik 1 and 2)';
const DASHAIN = `${TAQVIM}: 2.1(च) दशैं बिदा असोज ३१ – कार्तिक ६ (फूलपातीदेखि द्वादशीसम्म)`;
const TIHAR = `${TAQVIM}: 2.1(छ) तिहार बिदा कात्तिक २२ – २६ (लक्ष्मीपूजा देखि भाइटिकाको भोलिपल्टसम्म)`;
const DHANYA = `${TAQVIM}: 2.1(झ) धान्य पूर्णिमा - किराँत समुदायको उधौली पर्व, योमरी पुन्हि, ज्यापू दिवस - पुस ९`;
const BAISAKH_PURNIMA = `${TAQVIM}: 2.1(ख), 7.1(क) चण्डी पूर्णिमा (वैशाख पूर्णिमा) - उभौली पर्व, बुद्ध जयन्ती - वैशाख १८`;
const MAGHI = `${TAQVIM}: 2.1(ठ) माघी पर्व/माघे सङ्क्रान्ति - माघ १`;

const entry = (
  festival: string,
  month: number,
  day: number,
  appliesTo: OfficialEntry['appliesTo'],
  source: string,
): OfficialEntry => ({ festival, date: { year: 2083, month, day }, appliesTo, source });

export const OFFICIAL_2083: OfficialList = {
  year: 2083,
  coverage: 'partial',
  entries: [
    entry('nepali-new-year', 1, 1, ['national'], `${TAQVIM}: 2.1(क) नव वर्ष - वैशाख १`),
    entry('buddha-jayanti', 1, 18, ['national'], BAISAKH_PURNIMA),
    entry('ubhauli', 1, 18, ['national'], BAISAKH_PURNIMA),
    entry('labour-day', 1, 18, ['national'], `${TAQVIM}: 6.1(क) विश्व मजदुर दिवस (मे १) - वैशाख १८`),
    entry('republic-day', 2, 15, ['national'], `${TAQVIM}: 6.1(ख) गणतन्त्र दिवस - जेठ १५`),
    entry('janai-purnima', 5, 12, ['national'], `${TAQVIM}: 2.1(ग) रक्षाबन्धन - भदौ १२`),
    entry(
      'gai-jatra',
      5,
      13,
      ['kathmandu-valley', 'newar'],
      `${TAQVIM}: 2.2(क) गाईजात्रा - भदौ १३ (देशभरका नेवार समुदायका लागि मात्र); ${HYPER}: section 5, the Kathmandu Valley's jatra days, lists Gai Jatra`,
    ),
    entry('krishna-janmashtami', 5, 19, ['national'], `${TAQVIM}: 2.1(घ) श्रीकृष्ण जन्माष्टमी - भदौ १९`),
    entry('haritalika-teej', 5, 29, ['women'], `${HYPER}: 3(क) हरितालिका (तीज) व्रत - भदौ २९`),
    entry('constitution-day', 6, 3, ['national'], `${TAQVIM}: 6.1(ग) संविधान दिवस - असोज ३`),
    entry('jitiya', 6, 18, ['women'], `${HYPER}: 3(ख) जितिया पर्व - असोज १८`),
    entry('ghatasthapana', 6, 25, ['national'], `${TAQVIM}: 2.1(ङ) घटस्थापना - असोज २५`),
    entry('fulpati', 6, 31, ['national'], DASHAIN),
    entry('maha-ashtami', 7, 1, ['national'], `${DASHAIN}; Ashtami: ${ALMANAC}`),
    // The second day of Ashtami: inside the Dashain leave, named by no festival.
    entry('dashain-bida', 7, 2, ['national'], `${DASHAIN}; Ashtami on two days: ${ALMANAC}`),
    entry('vijaya-dashami', 7, 4, ['national'], `${DASHAIN}; Vijaya Dashami: ${ALMANAC}`),
    entry('laxmi-puja', 7, 22, ['national'], TIHAR),
    entry('bhai-tika', 7, 25, ['national'], TIHAR),
    entry('falgunanda-jayanti', 7, 25, ['kirat'], `${HYPER}: 7.2(क) फाल्गुनन्द जयन्ती - कात्तिक २५`),
    entry('chhath', 7, 29, ['national'], `${TAQVIM}: 2.1(ज) छठ पर्व - कात्तिक २९`),
    entry(
      'disability-day',
      8,
      17,
      ['persons-with-disabilities'],
      `${HYPER}: 6.2 अन्तर्राष्ट्रिय अपाङ्गता दिवस (डिसेम्बर ३)`,
    ),
    entry('udhauli', 9, 9, ['national'], DHANYA),
    entry('yomari-punhi', 9, 9, ['national'], DHANYA),
    entry('christmas', 9, 10, ['national'], `${TAQVIM}: 2.1(ञ) क्रिसमस डे (डिसेम्बर २५) - पुस १०`),
    entry('tamu-lhosar', 9, 15, ['national'], `${TAQVIM}: 2.1(ट) तमू ल्होछार - पुस १५`),
    entry('prithvi-jayanti', 9, 27, ['national'], `${TAQVIM}: 7.1(ख) पृथ्वी जयन्ती - पुस २७`),
    entry('maghe-sankranti', 10, 1, ['national'], MAGHI),
    entry('maghi', 10, 1, ['national'], MAGHI),
    entry('shahid-diwas', 10, 16, ['national'], `${TAQVIM}: 6.1(घ) सहिद दिवस - माघ १६`),
    entry('sonam-lhosar', 10, 24, ['national'], `${TAQVIM}: 2.1(ड) सोनम ल्होछार - माघ २४`),
    entry(
      'basanta-panchami',
      10,
      28,
      ['educational-institutions'],
      `${HYPER}: 4 वसन्त पञ्चमी - माघ २८`,
    ),
    entry('democracy-day', 11, 7, ['national'], `${TAQVIM}: 6.1(ङ) राष्ट्रिय प्रजातन्त्र दिवस - फागुन ७`),
    entry('maha-shivaratri', 11, 22, ['national'], `${TAQVIM}: 2.1(ढ) महाशिवरात्री - फागुन २२`),
    entry(
      'womens-day',
      11,
      24,
      ['national'],
      `${TAQVIM}: 6.1(च) अन्तर्राष्ट्रिय महिला दिवस (मार्च ८) - फागुन २४`,
    ),
    entry(
      'gyalpo-lhosar',
      11,
      25,
      ['national'],
      `${NOTICE}, 2.1(ण) ग्याल्पो ल्होसार on 9 March 2027 (Falgun 25), as transcribed in github.com/kitsuyui/hyper-calendar, crates/hc-holiday/src/countries/asia.rs`,
    ),
    entry(
      'fagu-purnima',
      12,
      7,
      ['hill'],
      `${TAQVIM}: 2.1(द) फागुपूर्णिमा - हिमाली र पहाडी ५६ जिल्लाहरूमा चैत ७`,
    ),
    entry('holi-terai', 12, 8, ['terai'], `${TAQVIM}: 2.1(द) फागुपूर्णिमा - तराईका २१ जिल्लामा चैत ८`),
  ],
};
