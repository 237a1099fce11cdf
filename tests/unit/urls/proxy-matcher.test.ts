import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';

jest.mock('next-intl/middleware', () => ({ __esModule: true, default: () => () => null }));
import { config } from '@/proxy';

const runsProxy = (path: string) =>
  unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}` });

describe('proxy matcher', () => {
  it.each([
    '/',
    '/calendar',
    '/forex',
    '/en',
    '/ne/calendar/2083/mangsir',
    '/en/calendar/2083/8',
    '/en/nepalicalendar/2083/jeth',
    '/en/nepali-rashifal/mesh',
    '/ne/nepali-date-converter',
    '/en/forex',
    '/en/no-such-page',
    '/en/xyz.php',
    '/ne/wp-login.php',
    '/en/.env',
    '/en/calendar/2083.json',
    '/en/manifest.webmanifest',
  ])('runs on the page path %s, which the URL judge decides', (path) =>
    expect(runsProxy(path)).toBe(true),
  );

  it.each(['/en/calendar/2083/mangsir%00', '/en/%ZZ', '/api/v1/%ZZ', '/favicon.svg%00'])(
    'runs on %s (a percent-escape to check)',
    (path) => expect(runsProxy(path)).toBe(true),
  );

  it.each([
    '/api/v1/forex',
    '/api/v1/calendar/2083/nosuch',
    '/favicon.svg',
    '/robots.txt',
    '/wp-login.php',
    '/fonts/noto.woff2',
    '/english/x.php',
    '/_next/static/chunks/a.js',
    '/_next/image',
  ])('stays off %s (the API and files outside the locales)', (path) =>
    expect(runsProxy(path)).toBe(false),
  );
});
