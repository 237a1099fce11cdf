import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { SITE_URL } from '@/lib/site';
import type { WidgetTheme } from '@/lib/widgets/catalog';
import { html, trusted, type Html } from '@/lib/widgets/html';
import { WIDGET_CSS } from './styles';

export interface WidgetContent {
  title: string;
  body: Html;
  /** The full page (locale-less path) and the words of the link back to it. */
  more: { path: string; label: string };
}

/**
 * A widget's whole HTML document: no script, one inline stylesheet, links that open the full
 * page in a new tab (out of the frame). `noindex`: the full pages are what search engines list.
 */
export async function widgetDocument(
  locale: Locale,
  theme: WidgetTheme,
  content: WidgetContent,
): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const brand = t('brand');
  // Links resolve against the frame's URL (this site); only the canonical names the public origin.
  const page = `/${locale}${content.more.path}`;
  const doc = html`<!doctype html>
    <html lang="${locale}" ${theme === 'auto' ? '' : html` data-theme="${theme}"`}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${content.title} · ${brand}</title>
        <link rel="canonical" href="${SITE_URL}${page}" />
        <style>
          ${trusted(WIDGET_CSS)}
        </style>
      </head>
      <body>
        <main>
          ${content.body}
          <footer>
            <a href="${page}" target="_blank" rel="noopener">${content.more.label}</a
            ><a class="brand" href="/${locale}" target="_blank" rel="noopener">${brand}</a>
          </footer>
        </main>
      </body>
    </html> `;
  return doc.value;
}
