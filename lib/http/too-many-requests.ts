import type { IncomingMessage, ServerResponse } from 'node:http';
import { createTranslator } from 'use-intl/core';
import { isLocale } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { errorEnvelope } from '@/lib/api/protocol';
import { API_CSP, securityHeadersFor } from '@/lib/security-headers';
import { escapeHtml as e } from '@/lib/widgets/html';
import en from '@/messages/en.json';
import ne from '@/messages/ne.json';

const MESSAGES = { en, ne } as const;

/** The locale a limited page request is answered in: its path's, else the visitor's choice. */
export function localeOf(req: IncomingMessage): Locale {
  const first = (req.url ?? '/').split(/[/?]/)[1];
  const cookie = /(?:^|;\s*)NEXT_LOCALE=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
  const accepted = (req.headers['accept-language'] ?? '')
    .split(',')
    .map((tag) => tag.trim().slice(0, 2).toLowerCase());
  return [first, cookie, ...accepted].find(isLocale) ?? routing.defaultLocale;
}

const documents = new Map<string, string>();

/** The 429 page of one locale, readable without scripts or styles from the site. */
export function tooManyRequestsDocument(locale: Locale, seconds: number): string {
  const key = `${locale} ${seconds}`;
  let html = documents.get(key);
  if (html === undefined) {
    const t = createTranslator({
      locale,
      messages: MESSAGES[locale],
      namespace: 'TooManyRequests',
    });
    const brand = MESSAGES[locale].Metadata.brand;
    html = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t('title'))} | ${e(brand)}</title>
<style>
:root{color-scheme:light dark}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Devanagari',sans-serif;padding:1.5rem}
main{max-width:40rem;text-align:center;line-height:1.6}a{margin:0 .5rem}
</style>
</head>
<body>
<main>
<h1>${e(t('title'))}</h1>
<p>${e(t('body', { seconds }))}</p>
<p><a href="">${e(t('retry'))}</a><a href="/${locale}">${e(t('home'))}</a></p>
</main>
</body>
</html>
`;
    documents.set(key, html);
  }
  return html;
}

/**
 * Answers a limited request: the API's JSON envelope under /api, the localized page elsewhere,
 * with `Retry-After` and nothing any cache may keep.
 */
export function writeTooManyRequests(
  req: IncomingMessage,
  res: ServerResponse,
  retryAfterSeconds: number,
): void {
  const path = (req.url ?? '/').split('?')[0]!;
  const isApi = path === '/api' || path.startsWith('/api/');
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const body = isApi
    ? JSON.stringify(
        errorEnvelope('rate_limited', `Too many requests from this address; retry in ${seconds} s`),
      )
    : tooManyRequestsDocument(localeOf(req), seconds);
  const headers: Record<string, string | number> = {
    ...securityHeadersFor(path),
    'Content-Type': isApi ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'Retry-After': String(seconds),
  };
  if (isApi) {
    headers['Content-Security-Policy'] = API_CSP;
    headers['Access-Control-Allow-Origin'] = '*';
  }
  res.writeHead(429, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
