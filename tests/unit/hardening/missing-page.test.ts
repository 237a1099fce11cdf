import { guardRequest } from '@/lib/http/request-guard';
import { missingPageLocale } from '@/lib/http/missing-page';

describe('missingPageLocale', () => {
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
    expect(missingPageLocale(path)).toBe(locale);
  });

  it.each([
    '/en/calendar/2083/mangsir',
    '/en/calendar/2083/mangsir/29',
    '/en/calendar/2083/baisakh/31',
    // Aliases: their pages redirect them to the canonical URL.
    '/en/calendar/2083/8',
    '/en/calendar/2083/jeth',
    '/en/calendar/2083/8/08',
    '/en/nepalicalendar/2083/mangsir',
    '/en/nepali-rashifal/aries',
    '/en/nepali-rashifal/mesh',
    '/ne/nepali-rashifal/%E0%A4%AE%E0%A5%87%E0%A4%B7',
    // Not a page this module judges, or the proxy's to answer.
    '/en/calendar',
    '/en/calendar/2083',
    '/en/calendar/%ZZ/mangsir',
    '/en/kalimati-vegetable-price',
    '/api/v1/calendar/2083/nosuch',
  ])('%s is left to its page', (path) => {
    expect(missingPageLocale(path)).toBeNull();
  });
});

describe('the request guard on missing pages', () => {
  it('sends GET and HEAD of a missing page to the localized 404 document', () => {
    expect(guardRequest('GET', '/ne/calendar/2083/mangsir/40?x=1')).toEqual({
      kind: 'rewrite',
      url: '/ne/page-not-found',
    });
    expect(guardRequest('HEAD', 'http://evil.example/en/nepali-rashifal/x')).toEqual({
      kind: 'rewrite',
      url: '/en/page-not-found',
    });
  });

  it('leaves a server function call to its page', () => {
    expect(guardRequest('POST', '/en/calendar/2083/nosuch', true)).toEqual({ kind: 'pass' });
  });
});
