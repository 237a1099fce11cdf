// The page types the browser benchmarks measure (bench:lighthouse, bench:bytes): one URL each,
// and `again`, another page of the same type, for a reader's return visit (the same URL where the
// type has one page). A page that answers 404 is skipped with a note. A month's `again` is one the
// service worker does not save ahead at install (this and next month), so it reaches the server.
export const PAGES = [
  { name: 'home en', path: '/en' },
  { name: 'home ne', path: '/ne' },
  {
    name: 'calendar month en',
    path: '/en/calendar/2083/mangsir',
    again: '/en/calendar/2083/jestha',
  },
  {
    name: 'calendar month ne',
    path: '/ne/calendar/2083/mangsir',
    again: '/ne/calendar/2083/jestha',
  },
  { name: 'calendar year en', path: '/en/calendar/2083', again: '/en/calendar/2084' },
  { name: 'calendar year ne', path: '/ne/calendar/2083', again: '/ne/calendar/2084' },
  {
    name: 'year holidays',
    path: '/en/calendar/2083/holidays',
    again: '/en/calendar/2084/holidays',
  },
  { name: 'converter', path: '/en/nepali-date-converter' },
  {
    name: 'calendar day',
    path: '/en/calendar/2083/mangsir/8',
    again: '/en/calendar/2083/mangsir/9',
  },
  { name: 'API page', path: '/en/api' },
  { name: 'widgets page', path: '/en/widgets' },
  { name: 'widget', path: '/en/widgets/month', again: '/en/widgets/today' },
  { name: 'info page', path: '/en/privacy-policy', again: '/en/terms-of-service' },
  { name: 'vegetables', path: '/en/kalimati-vegetable-price' },
  { name: 'gold and silver', path: '/en/gold-and-silver-in-nepal' },
  { name: 'forex', path: '/en/foreign-currency-exchange' },
  { name: 'fuel', path: '/en/fuel-price-in-nepal' },
  { name: 'rashifal', path: '/en/nepali-rashifal' },
  { name: 'rashifal sign', path: '/en/nepali-rashifal/aries', again: '/en/nepali-rashifal/leo' },
  {
    name: 'rashifal weekly',
    path: '/en/nepali-rashifal/aries/weekly',
    again: '/en/nepali-rashifal/leo/weekly',
  },
  { name: 'vegetables ne', path: '/ne/kalimati-vegetable-price' },
  { name: 'search', path: '/en/search?q=tihar', again: '/en/search?q=dashain' },
  { name: 'saait year', path: '/ne/saait/2083', again: '/ne/saait/2084' },
  { name: 'typing', path: '/en/nepali-unicode', again: '/en/preeti-to-unicode' },
  { name: 'preeti', path: '/ne/preeti-to-unicode', again: '/ne/unicode-to-preeti' },
];
