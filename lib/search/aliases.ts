import { PAGES } from '@/lib/urls/page-table';

// Other names people search by: festivals as said (`dashain`, `teej`), currencies by country or
// colloquial name, pages by what they answer (`gold`).

/** Festivals known by one name for several catalogue days (their days are listed together). */
export interface FestivalGroup {
  id: string;
  name: string;
  nameNe: string;
  /** Catalogue ids of the group's days, in order; `main` is the day a date answer points to. */
  members: readonly string[];
  main: string;
  aliases: readonly string[];
}

export const FESTIVAL_GROUPS: readonly FestivalGroup[] = [
  {
    id: 'dashain',
    name: 'Dashain',
    nameNe: 'दशैं',
    members: ['ghatasthapana', 'fulpati', 'maha-ashtami', 'maha-navami', 'vijaya-dashami'],
    main: 'vijaya-dashami',
    aliases: ['Bada Dashain', 'Dashera', 'Durga Puja', 'Navaratri', 'बडा दशैं'],
  },
  {
    id: 'tihar',
    name: 'Tihar',
    nameNe: 'तिहार',
    members: ['kag-tihar', 'kukur-tihar', 'laxmi-puja', 'gai-tihar', 'mha-puja', 'bhai-tika'],
    main: 'laxmi-puja',
    aliases: ['Deepawali', 'Dipawali', 'Diwali', 'Yamapanchak', 'दीपावली', 'यमपञ्चक'],
  },
];

/** Names readers type, by words of Kalimati's English name ('Cauli Local', 'Okara', 'Brocauli'). */
export const VEGETABLE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  cauli: ['Cauliflower'],
  brocauli: ['Broccoli'],
  raddish: ['Radish'],
  okara: ['Okra', 'Lady Finger', 'Ladies Finger'],
  brinjal: ['Eggplant', 'Aubergine'],
  cowpea: ['Long Bean', 'Yardlong Bean'],
  christophine: ['Chayote'],
  colocasia: ['Taro'],
  drumstick: ['Moringa'],
  capsicum: ['Bell Pepper', 'Sweet Pepper'],
  chilli: ['Chili', 'Hot Pepper'],
  coriander: ['Cilantro'],
  'onion green': ['Spring Onion', 'Scallion'],
  'water melon': ['Watermelon'],
  sugarbeet: ['Beetroot', 'Beet'],
};

/** The VEGETABLE_ALIASES of a Kalimati English name: those whose key it contains as words. */
export function vegetableAliases(nameEn: string): string[] {
  const words = ` ${nameEn.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  return Object.entries(VEGETABLE_ALIASES)
    .filter(([key]) => words.includes(` ${key} `))
    .flatMap(([, aliases]) => aliases);
}

/** Extra names of single catalogue festivals, by id. */
export const FESTIVAL_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'vijaya-dashami': ['Dashami', 'Dashain Tika', 'Tika', 'दशमी', 'टीका', 'दशैं टीका'],
  ghatasthapana: ['Ghatsthapana', 'घटस्थापना'],
  'maha-ashtami': ['Ashtami', 'Kalratri', 'अष्टमी'],
  'maha-navami': ['Navami', 'नवमी'],
  'bhai-tika': ['Bhaitika', 'Bhai Puja', 'Bhai Dooj', 'भाइपूजा', 'भाइ टीका'],
  'laxmi-puja': ['Lakshmi Puja', 'Laxmi Pooja', 'लक्ष्मीपूजा'],
  'kukur-tihar': ['Dog Day', 'कुकुर तिहार'],
  'haritalika-teej': ['Teej', 'Tij', 'तीज'],
  'maha-shivaratri': ['Shivaratri', 'Shivratri', 'शिवरात्री', 'शिवरात्रि'],
  'fagu-purnima': ['Holi', 'Fagu', 'होली', 'फागु'],
  'holi-terai': ['Holi'],
  'buddha-jayanti': ['Buddha Purnima', 'बुद्ध पूर्णिमा'],
  'nepali-new-year': ['New Year', 'Naya Barsha', 'Nawa Barsha', 'नयाँ वर्ष', 'नववर्ष'],
  'janai-purnima': ['Raksha Bandhan', 'Rakhi', 'Janai', 'रक्षाबन्धन', 'जनै पूर्णिमा'],
  'krishna-janmashtami': ['Janmashtami', 'Krishna Ashtami', 'जन्माष्टमी', 'कृष्णाष्टमी'],
  'maghe-sankranti': ['Makar Sankranti', 'माघे संक्रान्ति'],
  chhath: ['Chhath Parva', 'Chhath Puja', 'छठ'],
  christmas: ['Xmas', 'Christmas Day', 'क्रिसमस'],
  'eid-ul-fitr': ['Eid', 'Ramjan', 'Ramadan Eid', 'इद'],
  'eid-al-adha': ['Bakrid', 'Bakra Eid'],
  'gai-jatra': ['Gaijatra', 'गाईजात्रा'],
  'indra-jatra': ['Indrajatra', 'इन्द्रजात्रा'],
  'sonam-lhosar': ['Lhosar', 'Losar', 'ल्होसार'],
  'tamu-lhosar': ['Lhosar', 'Losar', 'ल्होसार'],
  'gyalpo-lhosar': ['Lhosar', 'Losar', 'ल्होसार'],
  'matatirtha-aunsi': ['Mothers Day', 'Aama ko Mukh Herne Din', 'आमाको मुख हेर्ने दिन'],
  'kushe-aunsi': ['Fathers Day', 'Buwa ko Mukh Herne Din', 'बुबाको मुख हेर्ने दिन'],
  'constitution-day': ['Sambidhan Diwas', 'संविधान दिवस'],
  'republic-day': ['Ganatantra Diwas', 'गणतन्त्र दिवस'],
  'basanta-panchami': ['Saraswati Puja', 'Shree Panchami', 'सरस्वती पूजा'],
  'womens-day': ['Nari Diwas', 'नारी दिवस'],
};

/** Words asking for the next public holidays (with a year: that year's), in both scripts. */
export const HOLIDAY_WORDS: readonly string[] = [
  'holiday',
  'holidays',
  'bida',
  'bidaa',
  'chutti',
  'बिदा',
  'बिदाहरू',
  'छुट्टी',
];

/** A sign page's period tabs by the words that name them (`aries weekly`, `मेष साप्ताहिक`). */
export const SIGN_PERIOD_WORDS = {
  weekly: ['weekly', 'साप्ताहिक'],
  monthly: ['monthly', 'मासिक'],
  yearly: ['yearly', 'annual', 'वार्षिक'],
} as const satisfies Record<string, readonly string[]>;

export type SignPeriod = keyof typeof SIGN_PERIOD_WORDS;

/** Words that may join the holiday words (`next public holiday`, `अर्को सार्वजनिक बिदा`). */
export const HOLIDAY_COMPANIONS: readonly string[] = [
  'next',
  'upcoming',
  'coming',
  'public',
  'national',
  'list',
  'government',
  'sarkari',
  'sarbajanik',
  'arko',
  'aagami',
  'अर्को',
  'आगामी',
  'सार्वजनिक',
  'सरकारी',
  'राष्ट्रिय',
  'सूची',
];

/** Currency names by country and as spoken, by ISO code (NRB's own names are added as stored). */
export const CURRENCY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  USD: [
    'dollar',
    'us dollar',
    'american dollar',
    'america',
    'usa',
    'united states',
    'डलर',
    'अमेरिका',
  ],
  EUR: ['euro', 'europe', 'germany', 'france', 'italy', 'spain', 'युरो', 'यूरो'],
  GBP: ['pound', 'sterling', 'uk', 'britain', 'england', 'पाउन्ड', 'बेलायत'],
  INR: ['indian rupee', 'rupee', 'rupiya', 'rupaiya', 'india', 'भारत', 'भारु', 'रुपियाँ'],
  CHF: ['swiss franc', 'franc', 'switzerland', 'स्विस फ्रैंक'],
  AUD: ['australian dollar', 'australia', 'अस्ट्रेलिया'],
  CAD: ['canadian dollar', 'canada', 'क्यानडा'],
  SGD: ['singapore dollar', 'singapore', 'सिंगापुर'],
  JPY: ['yen', 'japan', 'japanese yen', 'जापान', 'येन'],
  CNY: ['yuan', 'renminbi', 'rmb', 'china', 'चीन', 'युआन'],
  SAR: ['riyal', 'saudi', 'saudi arabia', 'साउदी', 'रियाल'],
  QAR: ['qatar', 'qatari riyal', 'कतार'],
  THB: ['baht', 'thailand', 'थाइल्याण्ड'],
  AED: ['dirham', 'dubai', 'uae', 'emirates', 'दुबई', 'दिराम'],
  MYR: ['ringgit', 'malaysia', 'मलेसिया', 'रिङ्गिट'],
  KRW: ['won', 'korea', 'south korea', 'कोरिया', 'वन'],
  SEK: ['krona', 'sweden', 'स्वीडेन'],
  DKK: ['krone', 'denmark', 'डेनमार्क'],
  HKD: ['hong kong', 'हङकङ'],
  KWD: ['kuwait', 'dinar', 'कुवेत'],
  BHD: ['bahrain', 'बहराइन'],
  OMR: ['oman', 'ओमान'],
};

/** The site's pages: path, and words beside their titles (in messages) that find them. */
export const SEARCH_PAGES = {
  home: { path: PAGES.home.path, keywords: ['home', 'nepali patro', 'गृहपृष्ठ'] },
  calendar: {
    path: PAGES.calendar.path,
    keywords: ['calendar', 'patro', 'nepali calendar', 'panchang', 'पात्रो', 'क्यालेन्डर', 'पञ्चाङ्ग'],
  },
  converter: {
    path: PAGES.converter.path,
    keywords: [
      'date converter',
      'bs to ad',
      'ad to bs',
      'convert date',
      'मिति परिवर्तक',
      'मिति रूपान्तरण',
    ],
  },
  vegetables: {
    path: PAGES.vegetables.path,
    keywords: [
      'kalimati',
      'vegetable price',
      'vegetables',
      'tarkari',
      'fruits',
      'तरकारी',
      'कालीमाटी',
      'फलफूल',
    ],
  },
  metals: {
    path: PAGES.metals.path,
    keywords: ['gold', 'silver', 'gold price', 'sun', 'chandi', 'tola', 'सुन', 'चाँदी', 'तोला'],
  },
  rashifal: {
    path: PAGES.rashifal.path,
    keywords: ['rashifal', 'horoscope', 'rashi', 'zodiac', 'राशिफल', 'राशि'],
  },
  saait: {
    path: PAGES.saait.path,
    keywords: [
      'saait',
      'sait',
      'shubha saait',
      'bibaha saait',
      'marriage dates',
      'wedding dates',
      'lagan',
      'bratabandha',
      'pasni',
      'griha prabesh',
      'साइत',
      'विवाह साइत',
      'बिहे',
      'लगन',
      'व्रतबन्ध',
      'पास्नी',
      'गृहप्रवेश',
    ],
  },
  fuel: {
    path: PAGES.fuel.path,
    keywords: [
      'petrol',
      'petrol price',
      'diesel',
      'kerosene',
      'lpg',
      'gas cylinder',
      'fuel',
      'noc',
      'पेट्रोल',
      'डिजेल',
      'मट्टितेल',
      'ग्यास',
      'इन्धन',
    ],
  },
  forex: {
    path: PAGES.forex.path,
    keywords: ['forex', 'exchange rate', 'currency', 'nrb', 'bini may dar', 'विनिमय दर', 'मुद्रा'],
  },
  nepaliUnicode: {
    path: PAGES.nepaliUnicode.path,
    keywords: [
      'unicode',
      'nepali unicode',
      'nepali typing',
      'romanized',
      'type nepali',
      'नेपाली टाइप',
      'नेपाली टाइपिङ',
      'युनिकोड',
    ],
  },
  preetiToUnicode: {
    path: PAGES.preetiToUnicode.path,
    keywords: [
      'preeti',
      'preeti to unicode',
      'preeti font',
      'unicode',
      'प्रीति',
      'नेपाली टाइप',
      'युनिकोड',
    ],
  },
  unicodeToPreeti: {
    path: PAGES.unicodeToPreeti.path,
    keywords: ['unicode to preeti', 'preeti', 'unicode', 'प्रीति', 'नेपाली टाइप', 'युनिकोड'],
  },
  api: { path: PAGES.api.path, keywords: ['api', 'json', 'developer', 'openapi'] },
  faq: { path: PAGES.faq.path, keywords: ['faq', 'questions', 'help', 'प्रश्न'] },
  privacy: { path: PAGES.privacy.path, keywords: ['privacy', 'cookies', 'गोपनीयता'] },
  terms: { path: PAGES.terms.path, keywords: ['terms', 'conditions', 'सर्तहरू'] },
} as const;

export type SearchPageKey = keyof typeof SEARCH_PAGES;

/** Words naming nothing: `price`, `rate` favour market items; others (`when is`) must not block. */
export const PRICE_WORDS: readonly string[] = [
  'price',
  'prices',
  'rate',
  'rates',
  'bhau',
  'dar',
  'mulya',
  'cost',
  'मूल्य',
  'भाउ',
  'दर',
  'मोल',
];

/** Words that, beside a BS year, ask for its calendar ('2083 calendar', '२०८३ को पात्रो'). */
export const CALENDAR_WORDS: readonly string[] = [
  ...'calendar calender patro pdf print'.split(' '),
  ...'पात्रो क्यालेन्डर'.split(' '),
];

export const FILLER_WORDS: readonly string[] = [
  ...'a an the is are was when what which where how much many in on of for to at and or me my'.split(
    ' ',
  ),
  ...'today todays aaja aaj kati kahile ko ma ho cha chha nepali nepal date day days year'.split(
    ' ',
  ),
  ...'आज आजको कति कहिले को मा हो छ नेपाली नेपाल मिति दिन साल वर्ष'.split(' '),
];
