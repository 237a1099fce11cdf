import type { IncomingMessage, ServerResponse } from 'node:http';
import { createTranslator } from 'use-intl/core';
import { isLocale } from '@/i18n/paths';
import { routing, type Locale } from '@/i18n/routing';
import { errorEnvelope } from '@/lib/api/protocol';
import { API_CSP, securityHeadersFor } from '@/lib/security-headers';
import { escapeHtml as e } from '@/lib/widgets/html';
import { standaloneDocument } from './standalone-document';
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

/** The 429 page of one locale, readable without scripts. */
export function tooManyRequestsDocument(locale: Locale, seconds: number): string {
  const key = `${locale} ${seconds}`;
  let html = documents.get(key);
  if (html === undefined) {
    const t = createTranslator({
      locale,
      messages: MESSAGES[locale],
      namespace: 'TooManyRequests',
    });
    html = standaloneDocument(
      locale,
      `${t('title')} | ${MESSAGES[locale].Metadata.brand}`,
      `<h1>${e(t('title'))}</h1>
<p>${e(t('body', { seconds }))}</p>
<nav aria-label="${e(MESSAGES[locale].Metadata.brand)}">
<a class="primary" href="">${e(t('retry'))}</a>
<a href="/${locale}">${e(t('home'))}</a>
</nav>`,
    );
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
