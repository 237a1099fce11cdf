import { buildSiteIndex, runSearch, type Hit } from '@/lib/search/search';
import { fixtureMarket } from './support/market';

/*
 * The first result of realistic queries in both scripts, against an index of the site's catalogue
 * and the recorded Kalimati and NRB days, on the e2e clock's date (Friday 16 May 2025, 2 Jestha
 * 2082 BS). A hit is written as type:what, e.g. `day:2083-08-08`, `festival:dashain`.
 */

const TODAY = { year: 2025, month: 5, day: 16 };
const site = buildSiteIndex(fixtureMarket());
const pad = (n: number) => String(n).padStart(2, '0');

function label(hit: Hit | undefined): string {
  if (!hit) return 'none';
  switch (hit.type) {
    case 'day':
      return `day:${hit.bs.year}-${pad(hit.bs.month)}-${pad(hit.bs.day)}`;
    case 'month':
      return `month:${hit.year}-${pad(hit.month)}`;
    case 'year':
      return `year:${hit.year}`;
    case 'holidays':
      return 'holidays';
    case 'festival':
      return `festival:${hit.id}`;
    case 'vegetable':
      return `vegetable:${hit.item.nameEn}`;
    case 'currency':
      return `currency:${hit.iso3}`;
    case 'sign':
      return `sign:${hit.sign.key}${hit.period ? `/${hit.period}` : ''}`;
    case 'page':
      return `page:${hit.page}`;
  }
}

const first = (query: string) => label(runSearch(site, query, TODAY)[0]);

const TABLE: [string, string][] = [
  // Dates, BS and AD, numbers and names, both scripts, relative days
  ['८ मंसिर २०८३', 'day:2083-08-08'],
  ['mangsir 8 2083', 'day:2083-08-08'],
  ['8 mangsir 2083', 'day:2083-08-08'],
  ['2083 mangsir 8', 'day:2083-08-08'],
  ['mangsri 8 2083', 'day:2083-08-08'],
  ['2083-08-08', 'day:2083-08-08'],
  ['२०८३-०८-०८', 'day:2083-08-08'],
  ['24 Nov 2026', 'day:2083-08-08'],
  ['november 24, 2026', 'day:2083-08-08'],
  ['24/11/2026', 'day:2083-08-08'],
  ['2026-11-24 in nepali date', 'day:2083-08-08'],
  ['२४ नोभेम्बर २०२६', 'day:2083-08-08'],
  ['nov 24', 'day:2082-08-08'],
  ['बैशाख १ २०८३', 'day:2083-01-01'],
  ['baisakh 1 2083', 'day:2083-01-01'],
  ['asar 15', 'day:2082-03-15'],
  ['poush 15', 'day:2082-09-15'],
  ['today', 'day:2082-02-02'],
  ['what is today nepali date', 'day:2082-02-02'],
  ['aaja ko gate', 'day:2082-02-02'],
  ['आज', 'day:2082-02-02'],
  ['आजको मिति', 'day:2082-02-02'],
  ['tomorrow', 'day:2082-02-03'],
  ['भोलि', 'day:2082-02-03'],
  ['yesterday', 'day:2082-02-01'],
  ['हिजो', 'day:2082-02-01'],
  ['mangsir 2083', 'month:2083-08'],
  ['मंसिर २०८३', 'month:2083-08'],
  ['chaitra', 'month:2082-12'],
  ['2083', 'year:2083'],
  ['२०८३', 'year:2083'],
  ['calendar 2083', 'year:2083'],
  ['nepali calendar 2083', 'year:2083'],
  ['२०८३ को पात्रो', 'year:2083'],
  ['nepali calendar 2083 pdf', 'year:2083'],
  ['2026', 'month:2082-09'],
  // Festivals by any name or spelling, with or without a year
  ['dashain', 'festival:dashain'],
  ['dasain', 'festival:dashain'],
  ['dashian', 'festival:dashain'],
  ['दशैं', 'festival:dashain'],
  ['दसैं', 'festival:dashain'],
  ['dashain 2083', 'festival:dashain'],
  ['दशैं २०८३', 'festival:dashain'],
  ['when is dashain 2083', 'festival:dashain'],
  ['dashain 2026', 'festival:dashain'],
  ['dashami', 'festival:vijaya-dashami'],
  ['vijaya dashami', 'festival:vijaya-dashami'],
  ['विजया दशमी', 'festival:vijaya-dashami'],
  ['bhai tika', 'festival:bhai-tika'],
  ['bhaitika', 'festival:bhai-tika'],
  ['bhaitka', 'festival:bhai-tika'],
  ['भाइटीका', 'festival:bhai-tika'],
  ['tihar', 'festival:tihar'],
  ['tihar 2083', 'festival:tihar'],
  ['तिहार', 'festival:tihar'],
  ['deepawali', 'festival:tihar'],
  ['laxmi puja', 'festival:laxmi-puja'],
  ['lakshmi puja', 'festival:laxmi-puja'],
  ['लक्ष्मी पूजा', 'festival:laxmi-puja'],
  ['kukur tihar', 'festival:kukur-tihar'],
  ['teej', 'festival:haritalika-teej'],
  ['तीज', 'festival:haritalika-teej'],
  ['holi', 'festival:fagu-purnima'],
  ['chhath', 'festival:chhath'],
  ['छठ', 'festival:chhath'],
  ['shivaratri', 'festival:maha-shivaratri'],
  ['शिवरात्री', 'festival:maha-shivaratri'],
  ['buddha jayanti', 'festival:buddha-jayanti'],
  ['ghatasthapana', 'festival:ghatasthapana'],
  ['घटस्थापना', 'festival:ghatasthapana'],
  ['janai purnima', 'festival:janai-purnima'],
  ['rakhi', 'festival:janai-purnima'],
  ['janmashtami', 'festival:krishna-janmashtami'],
  ['nepali new year', 'festival:nepali-new-year'],
  ['नयाँ वर्ष', 'festival:nepali-new-year'],
  ['gai jatra', 'festival:gai-jatra'],
  ['indra jatra', 'festival:indra-jatra'],
  ['constitution day', 'festival:constitution-day'],
  ['संविधान दिवस', 'festival:constitution-day'],
  ['maghe sankranti', 'festival:maghe-sankranti'],
  ['christmas', 'festival:christmas'],
  ['lhosar', 'festival:tamu-lhosar'],
  // Holidays
  ['next holiday', 'holidays'],
  ['upcoming public holidays', 'holidays'],
  ['public holidays 2083', 'holidays'],
  ['अर्को बिदा', 'holidays'],
  ['सार्वजनिक बिदा २०८३', 'holidays'],
  // Vegetables by English or Nepali name, with typos and postpositions
  ['tomato', 'vegetable:Tomato Big(Nepali)'],
  ['tomato price', 'vegetable:Tomato Big(Nepali)'],
  ['tomatto', 'vegetable:Tomato Big(Nepali)'],
  ['golbheda', 'vegetable:Tomato Big(Nepali)'],
  ['गोलभेडा', 'vegetable:Tomato Big(Nepali)'],
  ['गोलभेडाको भाउ', 'vegetable:Tomato Big(Nepali)'],
  ['potato', 'vegetable:Potato Red'],
  ['aalu', 'vegetable:Potato Red'],
  ['आलु', 'vegetable:Potato Red'],
  ['cabbage', 'vegetable:Cabbage(Local)'],
  ['बन्दा', 'vegetable:Cabbage(Local)'],
  ['ginger', 'vegetable:Ginger'],
  ['अदुवा', 'vegetable:Ginger'],
  ['banana price', 'vegetable:Banana'],
  ['केरा', 'vegetable:Banana'],
  ['kagati', 'vegetable:Lime'],
  ['carrot', 'vegetable:Carrot(Local)'],
  // Vegetables by the English name Kalimati does not use
  ['cauliflower', 'vegetable:Cauli Local'],
  ['cauliflower price', 'vegetable:Cauli Local'],
  ['broccoli', 'vegetable:Brocauli'],
  ['okra', 'vegetable:Okara'],
  ['lady finger', 'vegetable:Okara'],
  ['eggplant', 'vegetable:Brinjal Long'],
  ['radish', 'vegetable:Raddish Red'],
  ['spring onion', 'vegetable:Onion Green'],
  ['cilantro', 'vegetable:Coriander Green'],
  ['watermelon', 'vegetable:Water Melon(Green)'],
  // Currencies by code, name or country
  ['usd', 'currency:USD'],
  ['USD', 'currency:USD'],
  ['dollar', 'currency:USD'],
  ['dollar rate', 'currency:USD'],
  ['dolar', 'currency:USD'],
  ['us dollar', 'currency:USD'],
  ['डलर', 'currency:USD'],
  ['डलरको दर', 'currency:USD'],
  ['euro', 'currency:EUR'],
  ['युरो', 'currency:EUR'],
  ['rupiya', 'currency:INR'],
  ['indian rupee', 'currency:INR'],
  ['pound', 'currency:GBP'],
  ['yen', 'currency:JPY'],
  ['dubai', 'currency:AED'],
  ['ringgit', 'currency:MYR'],
  ['qatar', 'currency:QAR'],
  // Signs
  ['mesh', 'sign:aries'],
  ['aries', 'sign:aries'],
  ['मेष', 'sign:aries'],
  ['brish', 'sign:taurus'],
  ['वृष', 'sign:taurus'],
  ['kanya', 'sign:virgo'],
  ['कन्या', 'sign:virgo'],
  ['brischik', 'sign:scorpio'],
  ['वृश्चिक', 'sign:scorpio'],
  ['makar', 'sign:capricorn'],
  ['meen', 'sign:pisces'],
  ['मीन', 'sign:pisces'],
  ['singha', 'sign:leo'],
  // A sign's period tabs
  ['aries weekly', 'sign:aries/weekly'],
  ['mesh weekly', 'sign:aries/weekly'],
  ['मेष साप्ताहिक', 'sign:aries/weekly'],
  ['leo monthly', 'sign:leo/monthly'],
  ['सिंह मासिक', 'sign:leo/monthly'],
  ['brischik yearly', 'sign:scorpio/yearly'],
  ['वृश्चिक वार्षिक', 'sign:scorpio/yearly'],
  ['pisces annual', 'sign:pisces/yearly'],
  // Pages by their titles and what they answer
  ['date converter', 'page:converter'],
  ['bs to ad', 'page:converter'],
  ['मिति परिवर्तक', 'page:converter'],
  ['gold price', 'page:metals'],
  ['petrol price', 'page:fuel'],
  ['diesel', 'page:fuel'],
  ['lpg', 'page:fuel'],
  ['पेट्रोल', 'page:fuel'],
  ['ग्यास', 'page:fuel'],
  ['सुन चाँदी', 'page:metals'],
  ['horoscope', 'page:rashifal'],
  ['राशिफल', 'page:rashifal'],
  ['exchange rate', 'page:forex'],
  ['विनिमय दर', 'page:forex'],
  ['kalimati', 'page:vegetables'],
  ['तरकारी', 'page:vegetables'],
  ['nepali calendar', 'page:calendar'],
  ['पात्रो', 'page:calendar'],
  ['api', 'page:api'],
  ['privacy policy', 'page:privacy'],
  ['faq', 'page:faq'],
  ['bibaha saait 2083', 'page:saait'],
  ['विवाह साइत', 'page:saait'],
  ['pasni', 'page:saait'],
  ['साइत', 'page:saait'],
];

describe('site search', () => {
  it('has a table of at least 80 queries in both scripts', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(80);
    expect(TABLE.filter(([q]) => /[\u0900-\u097f]/.test(q)).length).toBeGreaterThanOrEqual(30);
  });

  it.each(TABLE)('%s → %s', (query, expected) => {
    expect(first(query)).toBe(expected);
  });

  it('finds nothing for an empty or unmatched query', () => {
    expect(runSearch(site, '', TODAY)).toEqual([]);
    expect(runSearch(site, '   ', TODAY)).toEqual([]);
    expect(runSearch(site, 'xyzzy', TODAY)).toEqual([]);
    expect(runSearch(site, 'qwertyuiop asdf', TODAY)).toEqual([]);
  });

  it('answers a date outright, with the converter after it', () => {
    const [day, converter] = runSearch(site, '8 mangsir 2083', TODAY);
    expect(day).toMatchObject({
      type: 'day',
      answer: true,
      ad: { year: 2026, month: 11, day: 24 },
    });
    expect(converter).toMatchObject({ type: 'page', page: 'converter', answer: false });
  });

  it("lists a festival's days in the asked year, else its next occurrence", () => {
    const asked = runSearch(site, 'dashain 2083', TODAY)[0];
    const next = runSearch(site, 'dashain', TODAY)[0];
    if (asked?.type !== 'festival' || next?.type !== 'festival') throw new Error('no festival');
    expect(asked.answer).toBe(true);
    expect(asked.days.map((d) => d.id)).toEqual(
      expect.arrayContaining(['ghatasthapana', 'fulpati', 'vijaya-dashami']),
    );
    expect(asked.days.every((d) => d.bs.year === 2083)).toBe(true);
    // From 2 Jestha 2082 the coming Dashain is 2082's, in Asoj.
    expect(next.days.find((d) => d.id === 'vijaya-dashami')?.bs).toMatchObject({ year: 2082 });
    expect(next.days.every((d) => d.ad >= '2025-05-16')).toBe(true);
  });

  it('lists the coming public holidays from today, first days only', () => {
    const hit = runSearch(site, 'next holiday', TODAY)[0];
    if (hit?.type !== 'holidays') throw new Error('no holidays');
    expect(hit.days.length).toBeGreaterThan(0);
    expect(hit.days[0]!.ad >= '2025-05-16').toBe(true);
    expect(hit.days.every((d) => d.holidayFor?.includes('national'))).toBe(true);
    expect(new Set(hit.days.map((d) => d.id)).size).toBe(hit.days.length);
  });

  it("gives a vegetable's and a currency's newest stored price", () => {
    const vegetable = runSearch(site, 'tomato', TODAY)[0];
    const currency = runSearch(site, 'dollar', TODAY)[0];
    expect(vegetable).toMatchObject({ answer: true, date: '2025-10-19', item: { avg: 47.25 } });
    expect(currency).toMatchObject({ answer: true, date: '2026-08-15', rate: { buy: 150.8 } });
  });

  it('keeps a far weaker match out from beside a close one', () => {
    const tomato = runSearch(site, 'tomato', TODAY).map(label);
    expect(tomato).toEqual(['vegetable:Tomato Big(Nepali)', 'vegetable:Tomato Small(Local)']);
  });

  it('still finds currencies and pages without market data', () => {
    const bare = buildSiteIndex();
    expect(label(runSearch(bare, 'dollar', TODAY)[0])).toBe('currency:USD');
    expect(runSearch(bare, 'tomato', TODAY)).toEqual([]);
  });
});
