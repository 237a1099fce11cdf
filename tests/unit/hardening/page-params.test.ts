import { checkPageParams } from '@/lib/routing/page-params';

describe('checkPageParams', () => {
  it.each([
    ['/en/calendar/2083/nosuch', 'en'],
    ['/ne/calendar/2083/mangsir/40', 'ne'],
    // Mangsir 2083 has 29 days, Baisakh 2083 has 31.
    ['/en/calendar/2083/mangsir/30', 'en'],
    ['/en/calendar/1800/baisakh', 'en'],
    ['/en/calendar/20x3/baisakh', 'en'],
    ['/en/calendar/2083/mangsir/0', 'en'],
    ['/en/calendar/2083/mangsir/x', 'en'],
    ['/en/nepalicalendar/2083/nosuch', 'en'],
    ['/ne/nepali-rashifal/nosuch', 'ne'],
    ['/en/calendar/%25ZZ/mangsir', 'en'],
  ])('%s names nothing: the %s 404', (path, locale) => {
    expect(checkPageParams(path)).toEqual({ kind: 'missing', locale });
  });

  it.each([
    ['/en/calendar/2083/8', '/en/calendar/2083/mangsir'],
    ['/en/calendar/2083/jeth', '/en/calendar/2083/jestha'],
    ['/en/calendar/2083/8/8', '/en/calendar/2083/mangsir/8'],
    ['/en/calendar/2083/8/08', '/en/calendar/2083/mangsir/8'],
    ['/ne/calendar/2083/mangsir/08', '/ne/calendar/2083/mangsir/8'],
    [
      '/ne/calendar/2083/%E0%A4%AE%E0%A4%82%E0%A4%B8%E0%A4%BF%E0%A4%B0',
      '/ne/calendar/2083/mangsir',
    ],
  ])('%s is written another way: one redirect to %s', (path, target) => {
    expect(checkPageParams(path)).toEqual({ kind: 'redirect', path: target });
  });

  it.each([
    '/en/calendar/2083/mangsir',
    '/en/calendar/2083/mangsir/29',
    '/en/calendar/2083/baishakh/31',
    // An alias page serves the calendar in place and declares the canonical URL.
    '/en/nepalicalendar/2083/mangsir',
    '/en/nepalicalendar/2083/8',
    '/en/nepali-rashifal/aries',
    // Not a page this module judges, or the proxy's to answer.
    '/en/calendar',
    '/en/calendar/2083',
    '/en/calendar/%ZZ/mangsir',
    '/en/kalimati-vegetable-price',
    '/api/v1/calendar/2083/nosuch',
  ])('%s is left to its page', (path) => {
    expect(checkPageParams(path)).toBeNull();
  });
});
