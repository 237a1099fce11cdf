/**
 * What each kind of URL answers: status, the one Location of a redirect (null: none) and the one
 * Cache-Control (null: none). The unit test holds lib/urls/judge.ts to the status and Location;
 * tests/e2e/urls.spec.ts holds the built server to all three. The values are written out here,
 * not read from the code that sends them, so a change of policy shows as a change of this table.
 * 307 is the locale negotiation (next-intl; here without a cookie or Accept-Language, so `en`).
 */
export interface UrlCase {
  url: string;
  status: 200 | 307 | 308 | 400 | 404;
  location: string | null;
  cacheControl: string | null;
}

// A page kept by shared caches for its revalidation time, then served stale while one request
// renders it again (Next's default expiry, a year, less that time). Browsers always ask again.
const PAGE_HOUR = 's-maxage=3600, stale-while-revalidate=31532400';
const PAGE_TEN_MINUTES = 's-maxage=600, stale-while-revalidate=31535400';
const PAGE_MINUTE = 's-maxage=60, stale-while-revalidate=31535940';
// Rendered per request (a query view, search): shared caches keep it a minute.
const PER_REQUEST = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
// A canonical redirect: browsers an hour, shared caches a day. Next's own redirect of a trailing
// slash comes before the proxy and any configured header, and carries none.
const REDIRECT = 'public, max-age=3600, s-maxage=86400';
// The localized 404 document, and a page URL whose escapes do not decode.
const PAGE_ERROR = 'public, max-age=0, s-maxage=300';
// The negotiation depends on the visitor's languages and cookie: never kept for another.
const NEGOTIATION = 'private, no-store';
// API errors, and the API's answers (here /api/v1/forex, whose shared lifetime is five minutes).
const API_ERROR = 'public, max-age=0, s-maxage=60';
const API_FIVE_MINUTES = 'public, max-age=30, s-maxage=300, stale-while-revalidate=300';
// Public files whose name does not change with their content: browsers ask again each time.
const PUBLIC_FILE = 'public, max-age=0';

const page = (url: string, cacheControl = PAGE_HOUR): UrlCase => ({
  url,
  status: 200,
  location: null,
  cacheControl,
});
const moved = (url: string, location: string): UrlCase => ({
  url,
  status: 308,
  location,
  cacheControl: REDIRECT,
});
const slashDropped = (url: string, location: string): UrlCase => ({
  url,
  status: 308,
  location,
  cacheControl: null,
});
const missing = (url: string): UrlCase => ({
  url,
  status: 404,
  location: null,
  cacheControl: PAGE_ERROR,
});
const negotiated = (url: string, location: string): UrlCase => ({
  url,
  status: 307,
  location,
  cacheControl: NEGOTIATION,
});
const malformed = (url: string, cacheControl: string): UrlCase => ({
  url,
  status: 400,
  location: null,
  cacheControl,
});

export const URL_TABLE: readonly UrlCase[] = [
  // Canonical pages.
  page('/en', PAGE_MINUTE),
  page('/ne', PAGE_MINUTE),
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
  page('/ne/kalimati-vegetable-price', PAGE_TEN_MINUTES),
  page('/en/gold-and-silver-in-nepal'),
  page('/ne/foreign-currency-exchange'),
  page('/en/nepali-rashifal', PAGE_MINUTE),
  page('/ne/nepali-rashifal/scorpio', PAGE_MINUTE),
  page('/en/nepali-rashifal/aries/weekly', PAGE_MINUTE),
  page('/ne/nepali-rashifal/leo/monthly', PAGE_MINUTE),
  page('/en/nepali-rashifal/pisces/yearly', PAGE_MINUTE),
  page('/en/faq'),
  page('/en/fuel-price-in-nepal'),
  page('/ne/fuel'),
  page('/en/petrol-price'),
  page('/ne/nepali-unicode'),
  page('/en/preeti-to-unicode'),
  page('/en/saait/2083'),
  page('/ne/saait/2082'),
  page('/ne/api'),
  page('/en/search', PER_REQUEST),
  page('/en/widgets'),
  page('/en/privacy-policy'),
  page('/ne/terms-of-service'),
  page('/en/nepali-unicode'),
  page('/ne/preeti-to-unicode'),
  page('/en/unicode-to-preeti'),
  // Alias pages serve the canonical page in place.
  page('/en/forex'),
  page('/ne/vegetables', PAGE_TEN_MINUTES),
  page('/en/metals'),
  page('/ne/date-converter'),
  page('/en/rashifal', PAGE_MINUTE),
  page('/en/nepali-calendar/2083/mangsir'),
  page('/ne/nepalicalendar/2082/jestha/2'),
  page('/en/nepali-calendar/2083'),
  page('/ne/nepali-calendar/2083'),
  page('/en/nepali-calendar-2083'),
  page('/ne/nepali-calendar-2083'),
  page('/en/nepali-calendar/2083/holidays'),
  page('/en/nepali-calendar-2083/holidays'),
  // A query that asks for a view: the per-request twin, same URL. Any other query: the page.
  page('/en/forex?page=2', PER_REQUEST),
  page('/en/nepali-date-converter?bs=2083-08-12', PER_REQUEST),
  page('/ne/kalimati-vegetable-price?q=tomato', PER_REQUEST),
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
  slashDropped('/en/calendar/2083/', '/en/calendar/2083'),
  slashDropped('/ne/calendar/2083/holidays/', '/ne/calendar/2083/holidays'),
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
  // A file name under a locale is a page path like any other; outside them, the English 404.
  missing('/en/xyz.php'),
  missing('/ne/wp-login.php'),
  missing('/en/.env'),
  missing('/en/calendar/2083.json'),
  missing('/ne/calendar/2083/mangsir.html'),
  missing('/nosuch.txt'),
  missing('/wp-login.php'),
  // Unprefixed paths: the locale negotiation, then the judge.
  negotiated('/', '/en'),
  negotiated('/forex', '/en/forex'),
  negotiated('/nepali-calendar/2081/6', '/en/nepali-calendar/2081/6'),
  negotiated('/calendar', '/en/calendar'),
  negotiated('/api', '/en/api'),
  // Escapes that do not decode.
  malformed('/en/%ZZ', PAGE_ERROR),
  malformed('/en/calendar/%E0%A4', PAGE_ERROR),
  malformed('/api/v1/%ZZ', API_ERROR),
  // Beside the pages: the API, the manifest and public files.
  { url: '/api/v1/forex', status: 200, location: null, cacheControl: API_FIVE_MINUTES },
  { url: '/api/v1/nosuch', status: 404, location: null, cacheControl: API_ERROR },
  page('/en/manifest.webmanifest', 's-maxage=31536000'),
  page('/favicon.svg', PUBLIC_FILE),
  page('/robots.txt', PUBLIC_FILE),
];
