// Which paths run the proxy, computed with Next's own matcher compiler from `config.matcher`.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers: (matcher: string[], config: object) => { regexp: string }[];
};

jest.mock('next-intl/middleware', () => ({ __esModule: true, default: () => () => null }));
import { config } from '@/proxy';

const matchers = getMiddlewareMatchers(config.matcher, {}).map((m) => new RegExp(m.regexp));
const runsProxy = (path: string) => matchers.some((re: RegExp) => re.test(path));

describe('proxy matcher', () => {
  it.each(['/', '/calendar', '/forex', '/nepalicalendar/2082/jestha', '/english', '/nepali'])(
    'runs on the unprefixed path %s (locale negotiation)',
    (path) => expect(runsProxy(path)).toBe(true),
  );

  it.each(['/en/calendar/2083/mangsir%00', '/en/%ZZ', '/api/v1/%ZZ', '/en/calendar/%25ZZ/mangsir'])(
    'runs on %s (a percent-escape to check)',
    (path) => expect(runsProxy(path)).toBe(true),
  );

  it.each([
    '/en/calendar/2083/8',
    '/en/calendar/2083/8/8',
    '/ne/calendar/2083/mangsir/8',
    '/en/calendar/1800/baishakh',
    '/en/calendar/2083/nosuch',
    '/en/nepalicalendar/2083/jeth',
    '/en/nepali-rashifal/aries',
  ])('runs on %s (a calendar or sign page whose parameters it checks)', (path) =>
    expect(runsProxy(path)).toBe(true),
  );

  it.each([
    '/en',
    '/ne/calendar/2100/chaitra',
    '/en/calendar/1970/baishakh',
    '/ne',
    '/en/calendar/2083/mangsir',
    '/ne/nepali-date-converter',
    '/en/forex',
    '/api/v1/forex',
    '/favicon.svg',
    '/robots.txt',
    '/_next/static/chunks/a.js',
  ])('stays off %s (cacheable pages, the API and files)', (path) =>
    expect(runsProxy(path)).toBe(false),
  );
});
