import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import {
  API_CSP,
  PAGE_CSP,
  pageCsp,
  WIDGET_CSP,
  securityHeaders,
  securityHeadersFor,
} from '@/lib/security-headers';

/** The headers Next sends for `path` with these rules, by Next's own config matcher. */
async function headersFor(path: string): Promise<Record<string, string>> {
  const response = await unstable_getResponseFromNextConfig({
    url: `http://localhost${path}`,
    nextConfig: { headers: async () => securityHeaders() },
  });
  // Header names come back lower-cased; the rules spell them as sent.
  const spelled = new Map(
    securityHeaders().flatMap((rule) => rule.headers.map(({ key }) => [key.toLowerCase(), key])),
  );
  // The response's own content-type is the test helper's, not a rule's.
  return Object.fromEntries(
    [...response.headers].flatMap(([key, value]) =>
      spelled.has(key) ? [[spelled.get(key)!, value]] : [],
    ),
  );
}

describe('security headers', () => {
  it('sets the full header set on pages and files', async () => {
    for (const path of ['/', '/en', '/ne/calendar/2082/jestha', '/widget.js', '/favicon.ico']) {
      const headers = await headersFor(path);
      expect(headers).toMatchObject({
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Content-Security-Policy': PAGE_CSP,
      });
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
        expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
      }
    }
  });

  it('allows nothing third-party in pages', () => {
    expect(PAGE_CSP).toContain("default-src 'self'");
    expect(PAGE_CSP).toContain("frame-ancestors 'none'");
    expect(PAGE_CSP).not.toMatch(/https?:/);
  });

  it('allows eval in pages under next dev only', () => {
    const production = pageCsp(false);
    expect(production).not.toContain('unsafe-eval');
    expect(pageCsp(true)).toBe(
      production.replace(
        "script-src 'self' 'unsafe-inline'",
        "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
      ),
    );
    expect(PAGE_CSP).toBe(production);
  });

  it('gives the JSON API a deny-all CSP', async () => {
    expect((await headersFor('/api/v1/forex'))['Content-Security-Policy']).toBe(API_CSP);
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('lets any site frame the widgets, and them alone', async () => {
    for (const path of ['/en/widgets/today', '/ne/widgets/forex', '/en/widgets/month/dark']) {
      const headers = await headersFor(path);
      expect(headers['Content-Security-Policy']).toBe(WIDGET_CSP);
      expect(headers).not.toHaveProperty('X-Frame-Options');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    }
    expect(WIDGET_CSP).toContain('frame-ancestors *');
    expect(WIDGET_CSP).toContain("default-src 'none'");
    expect(WIDGET_CSP).not.toContain('script-src');
    // The page that shows them, and look-alikes, keep 'none'.
    for (const path of [
      '/en/widgets',
      '/en/widgets/weather',
      '/en/widgets/forex/blue',
      '/de/widgets/forex',
    ]) {
      expect((await headersFor(path))['Content-Security-Policy']).toBe(PAGE_CSP);
      expect((await headersFor(path))['X-Frame-Options']).toBe('DENY');
    }
  });

  it('gives answers written outside the router the headers the rules give their path', async () => {
    for (const path of [
      '/',
      '/en',
      '/en/widgets',
      '/en/widgets/today',
      '/ne/widgets/gold/light',
      '/x.txt',
    ]) {
      expect(securityHeadersFor(path)).toEqual(await headersFor(path));
    }
  });
});
