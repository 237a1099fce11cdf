import { routing } from '../i18n/routing';
import { isDevelopmentServer } from './env/runtime';
import { WIDGET_NAMES } from './widgets/catalog';

/** The pages' CSP: no nonce, since pages stay static; `next dev` alone allows `eval`. */
export function pageCsp(development = isDevelopmentServer()): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The service worker (/sw.js, lib/sw/worker.ts); no other worker.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export const PAGE_CSP = pageCsp();

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The widgets' CSP: any site may frame them; no script, only their own styles and font. */
export const WIDGET_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

// `/{locale}/widgets/{name}` and its forced themes (lib/widgets/catalog.ts); not the
// `/{locale}/widgets` page that shows them, which keeps the page headers.
const WIDGET_PATH = `(?:${routing.locales.join('|')})/widgets/(?:${WIDGET_NAMES.join('|')})(?:/(?:light|dark))?`;

const COMMON_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

const PAGE_HEADERS = [
  ...COMMON_HEADERS,
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: PAGE_CSP },
];
const WIDGET_HEADERS = [...COMMON_HEADERS, { key: 'Content-Security-Policy', value: WIDGET_CSP }];
const WIDGET_PAGE = new RegExp(`^/${WIDGET_PATH}$`);

export function securityHeaders(): HeaderRule[] {
  return [
    // Pages and files but the widgets; the API rule below overrides the CSP for /api/*.
    { source: `/:path((?!${WIDGET_PATH}$).*)`, headers: PAGE_HEADERS },
    { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
    { source: `/:path(${WIDGET_PATH})`, headers: WIDGET_HEADERS },
  ];
}

/** The page or widget headers for `path`, for answers written outside Next's router. */
export function securityHeadersFor(path: string): Record<string, string> {
  const headers = WIDGET_PAGE.test(path) ? WIDGET_HEADERS : PAGE_HEADERS;
  return Object.fromEntries(headers.map(({ key, value }) => [key, value]));
}
