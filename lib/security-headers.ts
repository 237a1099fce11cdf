/**
 * Response headers for every route. Pages stay static, so the CSP carries no per-request nonce
 * and allows inline scripts and styles (Next's bootstrap); nothing third-party is allowed.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ');

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const COMMON_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

export function securityHeaders(): HeaderRule[] {
  return [
    // Pages and files; the API rule below overrides the CSP for /api/*.
    {
      source: '/:path*',
      headers: [...COMMON_HEADERS, { key: 'Content-Security-Policy', value: PAGE_CSP }],
    },
    { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
  ];
}
