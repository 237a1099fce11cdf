import { standaloneDocument } from '@/lib/http/standalone-document';
import { escapeHtml as e } from '@/lib/widgets/html';
import en from '@/messages/en.json';
import ne from '@/messages/ne.json';

const MESSAGES = { en, ne } as const;

export type NotFoundLocale = keyof typeof MESSAGES;

/**
 * The not-found page of one locale as a complete HTML document. Next 16 sends only an empty
 * `__next_error__` shell (filled in by JavaScript) when a page calls notFound(), so an unmatched
 * URL under /en or /ne is answered with this instead: readable without JavaScript, in the URL's
 * language, '404' in the tab title, no cookie, nothing stored.
 */
export function notFoundDocument(locale: NotFoundLocale): string {
  const t = MESSAGES[locale].NotFound;
  const brand = MESSAGES[locale].Metadata.brand;
  const other: NotFoundLocale = locale === 'en' ? 'ne' : 'en';
  return standaloneDocument(
    locale,
    `${t.title} | ${brand}`,
    `<h1>${e(t.title)}</h1>
<p>${e(t.body)}</p>
<nav aria-label="${e(brand)}">
<a class="primary" href="/${locale}">${e(t.home)}</a>
<a href="/${locale}/calendar">${e(t.calendar)}</a>
<a href="/${other}" lang="${other}" hreflang="${other}">${e(MESSAGES[other].NotFound.home)}</a>
</nav>`,
  );
}
