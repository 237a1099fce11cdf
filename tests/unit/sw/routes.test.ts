import { localeOfPath, nextMonthHref, routeKind } from '@/lib/sw/routes';

describe('routeKind', () => {
  it.each([
    ['/en/calendar/2082/jestha', 'kept'],
    ['/ne/calendar/2082/jestha/2', 'kept'],
    // A year page and its holidays opened once are there offline.
    ['/en/calendar/2083', 'kept'],
    ['/ne/calendar/2083/holidays', 'kept'],
    ['/en/nepali-date-converter', 'kept'],
    ['/en/nepali-unicode', 'kept'],
    ['/ne/preeti-to-unicode', 'kept'],
    ['/en/unicode-to-preeti', 'kept'],
    ['/ne/nepali-rashifal', 'kept'],
    ['/en/nepali-rashifal/mesh', 'kept'],
    ['/en/nepali-rashifal/aries/weekly', 'kept'],
    ['/ne/nepali-rashifal/leo/monthly', 'kept'],
    ['/en/nepali-rashifal/pisces/yearly/', 'kept'],
    ['/ne/saait/2083', 'kept'],
    ['/en', 'market'],
    ['/ne/kalimati-vegetable-price', 'market'],
    ['/en/gold-and-silver-in-nepal', 'market'],
    ['/ne/fuel-price-in-nepal', 'market'],
    ['/en/foreign-currency-exchange', 'market'],
    ['/en/faq', 'page'],
    ['/ne/widgets', 'page'],
    ['/en/calendar', 'page'],
    ['/en/saait', 'page'],
    ['/en/nepali-rashifal/aries/daily', 'page'],
    ['/en/saait/2083/baishakh', 'page'],
  ])('keeps the page %s as %s', (path, kind) => {
    expect(routeKind(path, true)).toBe(kind);
  });

  it.each([
    '/en/search',
    '/en/og/calendar/2082/jestha',
    '/en/widgets/today',
    '/en/manifest.webmanifest',
    '/sw.js',
    '/_next/static/chunks/a.js',
    '/fr/calendar/2082/jestha',
  ])('leaves %s to the browser', (path) => {
    expect(routeKind(path, true)).toBe('none');
  });

  it('answers only /api/v1 reads from the API cache, never search or internal paths', () => {
    expect(routeKind('/api/v1/forex', false)).toBe('api');
    expect(routeKind('/api/v1/calendar/2082/2', false)).toBe('api');
    expect(routeKind('/api/v1/search', false)).toBe('none');
    expect(routeKind('/api/internal/revalidate', false)).toBe('none');
  });

  it('keeps no page a script fetched (a page is kept as a document)', () => {
    expect(routeKind('/en/calendar/2082/jestha', false)).toBe('none');
  });
});

describe('localeOfPath', () => {
  it('reads the locale prefix, English otherwise', () => {
    expect(localeOfPath('/ne')).toBe('ne');
    expect(localeOfPath('/ne/faq')).toBe('ne');
    expect(localeOfPath('/en/faq')).toBe('en');
    expect(localeOfPath('/nepali')).toBe('en');
  });
});

describe('nextMonthHref', () => {
  it("finds the month page's rel=next link", () => {
    const html =
      '<a href="/en/calendar/2082/baishakh" rel="prev">‹</a><a href="/en/calendar/2082/ashadh" class="btn" aria-label="Next month" rel="next">›</a>';
    expect(nextMonthHref(html)).toBe('/en/calendar/2082/ashadh');
    expect(nextMonthHref('<p>none</p>')).toBeNull();
  });
});
