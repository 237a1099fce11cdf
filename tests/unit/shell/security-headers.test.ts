import { API_CSP, PAGE_CSP, securityHeaders } from '@/lib/security-headers';

describe('security headers', () => {
  const rules = securityHeaders();
  const pageHeaders = Object.fromEntries(rules[0]!.headers.map((h) => [h.key, h.value]));

  it('sets the full header set on every path', () => {
    expect(rules[0]!.source).toBe('/:path*');
    expect(pageHeaders).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Content-Security-Policy': PAGE_CSP,
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(pageHeaders['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });

  it('allows nothing third-party in pages', () => {
    expect(PAGE_CSP).toContain("default-src 'self'");
    expect(PAGE_CSP).toContain("frame-ancestors 'none'");
    expect(PAGE_CSP).not.toMatch(/https?:/);
  });

  it('gives the JSON API a deny-all CSP', () => {
    const api = rules.find((r) => r.source === '/api/:path*');
    expect(api?.headers).toEqual([{ key: 'Content-Security-Policy', value: API_CSP }]);
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
