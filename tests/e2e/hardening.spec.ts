import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sendAsWritten } from '../support/raw-http';
import { SEEDED_DIST_DIR } from './support/servers';

// Requests a browser cannot send (TRACE, `*`, absolute-form targets, raw escapes), written byte for
// byte on a socket to the server under test.
const rawRequest = (baseURL: string, requestLine: string) =>
  sendAsWritten(baseURL, requestLine, { timeoutMs: 10_000 });

const header = (headers: [string, string][], name: string) =>
  headers.filter(([key]) => key === name).map(([, value]) => value);

// The build directory the seeded server (the default baseURL) reads and caches pages in.
const SERVER_DIR = path.join(SEEDED_DIST_DIR, 'server');

function cachedPaths(): string[] {
  return readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' });
}

test.describe('no disk-filling 404s', () => {
  test('distinct bad URLs leave nothing in the build directory', async ({ request }) => {
    const token = `zq${Date.now().toString(36)}`;
    const urls = [
      ...Array.from({ length: 5 }, (_, i) => `/en/calendar/${token}${i}/mangsir`),
      ...Array.from({ length: 5 }, (_, i) => `/ne/calendar/2083/${token}${i}`),
      ...Array.from({ length: 5 }, (_, i) => `/${token}${i}.txt`),
      ...Array.from({ length: 5 }, (_, i) => `/en/${token}${i}`),
    ];
    for (const url of urls) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
    }
    expect(cachedPaths().filter((file) => file.includes(token))).toEqual([]);
  });

  test('a month alias redirect is not stored either', async ({ request }) => {
    // 2100 is outside the prebuilt window, so this renders on demand.
    const response = await request.get('/en/calendar/2100/3', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(cachedPaths().filter((file) => file.includes(`2100${path.sep}3`))).toEqual([]);
  });
});

test.describe('odd methods and request targets', () => {
  for (const target of ['/en', '/api/v1/forex', '/favicon.svg']) {
    test(`TRACE ${target} is a 405 with the security headers`, async ({ baseURL }) => {
      const answer = await rawRequest(baseURL!, `TRACE ${target} HTTP/1.1`);
      expect(answer.status).toBe(405);
      expect(header(answer.headers, 'allow')).toEqual(['GET, HEAD, OPTIONS']);
      expect(header(answer.headers, 'x-frame-options')).toEqual(['DENY']);
      expect(header(answer.headers, 'content-security-policy')).toHaveLength(1);
    });
  }

  test('GET * is a 400 with the security headers', async ({ baseURL }) => {
    const answer = await rawRequest(baseURL!, 'GET * HTTP/1.1');
    expect(answer.status).toBe(400);
    expect(header(answer.headers, 'x-content-type-options')).toEqual(['nosniff']);
  });

  for (const target of [
    'http://evil.example/en',
    'http://evil.example/',
    'http://evil.example/forex',
  ]) {
    test(`an absolute-form target (${target}) never redirects off-site`, async ({ baseURL }) => {
      const answer = await rawRequest(baseURL!, `GET ${target} HTTP/1.1`);
      expect(answer.status).toBeLessThan(500);
      for (const location of header(answer.headers, 'location')) {
        expect(location).toMatch(/^\/(?!\/)/);
      }
      expect(answer.head).not.toContain('evil.example');
    });
  }
});

test.describe('cacheable answers carry no cookie', () => {
  for (const url of [
    '/en',
    '/ne',
    '/en/calendar/2083/mangsir',
    '/ne/nepali-date-converter',
    '/en/nepalicalendar/2083/mangsir',
    '/ne/date-converter',
  ]) {
    test(`${url} has no Set-Cookie`, async ({ request }) => {
      const response = await request.get(url, { headers: { 'Accept-Language': 'ne' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['set-cookie']).toBeUndefined();
    });
  }

  test('the negotiation redirect is not stored for everyone', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'ne' },
    });
    expect(response.status()).toBe(307);
    expect(response.headers()['cache-control'] ?? 'private').not.toMatch(/s-maxage|public/);
  });
});

test.describe('the 404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const cases = [
    {
      url: '/en/no-such-page',
      heading: '404 Page Not Found',
      home: 'Go to the home page',
      lang: 'en',
    },
    { url: '/ne/no-such/page', heading: '४०४ पृष्ठ फेला परेन', home: 'गृहपृष्ठमा जानुहोस्', lang: 'ne' },
    // Pages whose parameters name nothing: a month, a day past the month's end, a sign.
    {
      url: '/en/calendar/2083/nosuch',
      heading: '404 Page Not Found',
      home: 'Go to the home page',
      lang: 'en',
    },
    {
      url: '/ne/calendar/2083/mangsir/30',
      heading: '४०४ पृष्ठ फेला परेन',
      home: 'गृहपृष्ठमा जानुहोस्',
      lang: 'ne',
    },
    {
      url: '/en/nepali-rashifal/nosuch',
      heading: '404 Page Not Found',
      home: 'Go to the home page',
      lang: 'en',
    },
    // Outside both locales: the bilingual global not-found page.
    { url: '/nosuch.txt', heading: '404 Page Not Found', home: 'Go to the home page', lang: 'en' },
  ];
  for (const { url, heading, home, lang } of cases) {
    test(`${url} shows the not-found text and links in its language`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('link', { name: home })).toHaveAttribute('href', `/${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(/404|४०४/);
    });
  }
});

test.describe('odd encodings', () => {
  for (const suffix of ['%00', '%20', '%09']) {
    test(`mangsir${suffix} is a 404 or a redirect to the canonical month`, async ({ baseURL }) => {
      const answer = await rawRequest(baseURL!, `GET /en/calendar/2083/mangsir${suffix} HTTP/1.1`);
      if (answer.status === 404) return;
      expect(answer.status).toBe(308);
      expect(header(answer.headers, 'location')).toEqual(['/en/calendar/2083/mangsir']);
    });
  }

  test('a valid escape of % is no 400', async ({ baseURL }) => {
    const answer = await rawRequest(baseURL!, 'GET /en/calendar/%25ZZ/mangsir HTTP/1.1');
    expect(answer.status).toBe(404);
  });

  test('a broken escape is a 400', async ({ baseURL }) => {
    const answer = await rawRequest(baseURL!, 'GET /en/calendar/%ZZ/mangsir HTTP/1.1');
    expect(answer.status).toBe(400);
  });

  test('the redirect for a padded month sends Location once', async ({ baseURL }) => {
    const answer = await rawRequest(baseURL!, 'GET /en/calendar/2083/%20poush HTTP/1.1');
    expect(answer.status).toBe(308);
    expect(header(answer.headers, 'location')).toEqual(['/en/calendar/2083/poush']);
  });
});

test.describe('a page URL written another way', () => {
  for (const [target, location] of [
    ['/en/calendar/2083/8/8', '/en/calendar/2083/mangsir/8'],
    ['/en/calendar/2083/8', '/en/calendar/2083/mangsir'],
    ['/ne/calendar/2083/mangsir/08', '/ne/calendar/2083/mangsir/8'],
    ['/ne/nepali-rashifal/%E0%A4%AE%E0%A5%87%E0%A4%B7', '/ne/nepali-rashifal/aries'],
  ] as const) {
    test(`${target} redirects once, with one Location and no page`, async ({ baseURL }) => {
      const answer = await rawRequest(baseURL!, `GET ${target} HTTP/1.1`);
      expect(answer.status).toBe(308);
      expect(header(answer.headers, 'location')).toEqual([location]);
      expect(Number(header(answer.headers, 'content-length')[0] ?? 0)).toBeLessThan(1024);
    });
  }
});
