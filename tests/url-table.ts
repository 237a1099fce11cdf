/**
 * What each kind of URL answers: status, and the one Location of a redirect (null: none). The
 * unit test holds lib/urls/judge.ts to it; tests/e2e/urls.spec.ts holds the built server to it.
 * 307 is the locale negotiation (next-intl; here without a cookie or Accept-Language, so `en`).
 */
export interface UrlCase {
  url: string;
  status: 200 | 307 | 308 | 400 | 404;
  location: string | null;
}

const page = (url: string): UrlCase => ({ url, status: 200, location: null });
const moved = (url: string, location: string): UrlCase => ({ url, status: 308, location });
const missing = (url: string): UrlCase => ({ url, status: 404, location: null });
const negotiated = (url: string, location: string): UrlCase => ({ url, status: 307, location });

export const URL_TABLE: readonly UrlCase[] = [
  // Canonical pages.
  page('/en'),
  page('/ne'),
  page('/en/calendar/2083/mangsir'),
  page('/ne/calendar/2083/mangsir/8'),
  page('/en/calendar/2100/chaitra'),
  page('/en/calendar/2083'),
  page('/ne/calendar/2083'),
  page('/en/calendar/1970'),
  page('/ne/calendar/2100'),
  page('/en/calendar/2083/holidays'),
  page('/ne/calendar/2082/holidays'),
  page('/en/nepali-date-converter'),
  page('/ne/kalimati-vegetable-price'),
  page('/en/gold-and-silver-in-nepal'),
  page('/ne/foreign-currency-exchange'),
  page('/en/nepali-rashifal'),
  page('/ne/nepali-rashifal/scorpio'),
  page('/en/nepali-rashifal/aries/weekly'),
  page('/ne/nepali-rashifal/leo/monthly'),
  page('/en/nepali-rashifal/pisces/yearly'),
  page('/en/faq'),
  page('/en/fuel-price-in-nepal'),
  page('/ne/fuel'),
  page('/en/petrol-price'),
  page('/ne/nepali-unicode'),
  page('/en/preeti-to-unicode'),
  page('/en/saait/2083'),
  page('/ne/saait/2082'),
  page('/ne/api'),
  page('/en/search'),
  page('/en/widgets'),
  page('/en/privacy-policy'),
  page('/ne/terms-of-service'),
  page('/en/nepali-unicode'),
  page('/ne/preeti-to-unicode'),
  page('/en/unicode-to-preeti'),
  // Alias pages serve the canonical page in place.
  page('/en/forex'),
  page('/ne/vegetables'),
  page('/en/metals'),
  page('/ne/date-converter'),
  page('/en/rashifal'),
  page('/en/nepali-calendar/2083/mangsir'),
  page('/ne/nepalicalendar/2082/jestha/2'),
  page('/en/nepali-calendar/2083'),
  page('/ne/nepali-calendar/2083'),
  page('/en/nepali-calendar-2083'),
  page('/ne/nepali-calendar-2083'),
  page('/en/nepali-calendar/2083/holidays'),
  page('/en/nepali-calendar-2083/holidays'),
  // A query that asks for a view: the per-request twin, same URL.
  page('/en/forex?page=2'),
  page('/en/nepali-date-converter?bs=2083-08-12'),
  page('/ne/kalimati-vegetable-price?q=tomato'),
  page('/en/gold-and-silver-in-nepal?utm_source=x'),
  // Months and days written another way: one redirect to the calendar's own URL.
  moved('/en/calendar/2083/8', '/en/calendar/2083/mangsir'),
  moved('/en/calendar/2083/jeth', '/en/calendar/2083/jestha'),
  moved('/en/calendar/2083/marga/8', '/en/calendar/2083/mangsir/8'),
  moved('/en/calendar/2083/8/08', '/en/calendar/2083/mangsir/8'),
  moved('/ne/calendar/2083/mangsir/08', '/ne/calendar/2083/mangsir/8'),
  moved(
    '/ne/calendar/2083/%E0%A4%AE%E0%A4%82%E0%A4%B8%E0%A4%BF%E0%A4%B0',
    '/ne/calendar/2083/mangsir',
  ),
  moved('/en/calendar/2083/Mangsir', '/en/calendar/2083/mangsir'),
  moved('/en/nepalicalendar/2083/8', '/en/calendar/2083/mangsir'),
  moved('/en/nepali-calendar/2081/6', '/en/calendar/2081/ashwin'),
  moved('/ne/nepalicalendar/2083/asar/01', '/ne/calendar/2083/ashadh/1'),
  moved('/en/calendar/2083/8?view=grid', '/en/calendar/2083/mangsir?view=grid'),
  // A year written in Devanagari digits, or with a trailing slash: one redirect to its page.
  moved('/ne/calendar/%E0%A5%A8%E0%A5%A6%E0%A5%AE%E0%A5%A9', '/ne/calendar/2083'),
  moved('/en/calendar/%E0%A5%A8%E0%A5%A6%E0%A5%AE%E0%A5%A9/holidays', '/en/calendar/2083/holidays'),
  moved('/ne/nepali-calendar-%E0%A5%A8%E0%A5%A6%E0%A5%AE%E0%A5%A9', '/ne/calendar/2083'),
  moved('/en/calendar/2083/', '/en/calendar/2083'),
  moved('/ne/calendar/2083/holidays/', '/ne/calendar/2083/holidays'),
  // Signs by any name: one redirect to the English key.
  moved('/en/nepali-rashifal/mesh', '/en/nepali-rashifal/aries'),
  moved('/ne/nepali-rashifal/brischik', '/ne/nepali-rashifal/scorpio'),
  moved('/en/rashifal/simha', '/en/nepali-rashifal/leo'),
  moved('/en/rashifal/aries', '/en/nepali-rashifal/aries'),
  moved('/en/nepali-rashifal/Aries', '/en/nepali-rashifal/aries'),
  moved('/ne/nepali-rashifal/mesh/yearly', '/ne/nepali-rashifal/aries/yearly'),
  moved('/en/rashifal/brischik/weekly', '/en/nepali-rashifal/scorpio/weekly'),
  moved('/ne/nepali-rashifal/%E0%A4%AE%E0%A5%87%E0%A4%B7', '/ne/nepali-rashifal/aries'),
  // Encoded controls and padding are dropped.
  moved('/en/calendar/2083/mangsir%00', '/en/calendar/2083/mangsir'),
  moved('/en/%20faq', '/en/faq'),
  // Parameters that name nothing, and paths no page claims: the localized 404.
  missing('/en/calendar/2083/nosuch'),
  missing('/ne/calendar/2083/mangsir/30'),
  missing('/en/calendar/2083/mangsir/0'),
  missing('/en/calendar/1800/baishakh'),
  missing('/en/calendar/20x3/baishakh'),
  missing('/en/calendar/1969'),
  missing('/ne/calendar/2101'),
  missing('/en/calendar/20x3'),
  missing('/en/nepali-calendar-1800'),
  missing('/en/calendar/2083/holiday'),
  missing('/en/calendar/2083/holidays/extra'),
  missing('/ne/calendar/%E0%A5%A7%E0%A5%AE%E0%A5%A6%E0%A5%A6'),
  missing('/en/calendar/2083/mangsir/8/extra'),
  missing('/en/nepalicalendar/2083/nosuch'),
  missing('/en/nepali-rashifal/nosuch'),
  missing('/en/nepali-rashifal/aries/extra'),
  missing('/en/nepali-rashifal/nosuch/weekly'),
  missing('/en/nepali-rashifal/aries/weekly/extra'),
  missing('/en/no-such-page'),
  missing('/ne/no-such/page'),
  missing('/en/faq/extra'),
  missing('/en/fuel/petrol'),
  missing('/en/saait/1800'),
  missing('/ne/saait/20x2'),
  missing('/en/saait/2083/bibaha'),
  missing('/en/preeti-to-unicode/extra'),
  missing('/en/forex/usd'),
  missing('/en/foreign-currency-exchange/view/x'),
  missing('/nosuch.txt'),
  // Unprefixed paths: the locale negotiation, then the judge.
  negotiated('/', '/en'),
  negotiated('/forex', '/en/forex'),
  negotiated('/nepali-calendar/2081/6', '/en/nepali-calendar/2081/6'),
  negotiated('/calendar', '/en/calendar'),
  negotiated('/api', '/en/api'),
  // Escapes that do not decode.
  { url: '/en/%ZZ', status: 400, location: null },
  { url: '/en/calendar/%E0%A4', status: 400, location: null },
];
