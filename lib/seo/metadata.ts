import type { Metadata } from 'next';
import { getPathname } from '@/i18n/server-navigation';
import { routing, type Locale } from '@/i18n/routing';
import { SITE_URL } from '@/lib/site';

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ne: 'ne_NP' };

interface PageMetadataInput {
  locale: Locale;
  /** Locale-less path of the canonical page, e.g. `/calendar/2082/jestha`. */
  path: string;
  title?: string;
  description: string;
}

function absolute(locale: Locale, path: string): string {
  return `${SITE_URL}${getPathname({ locale, href: path })}`;
}

/**
 * Title, description, canonical URL, hreflang alternates (en, ne, x-default) and Open Graph for
 * one page. The title template of the root layout adds the brand suffix.
 */
export function pageMetadata({ locale, path, title, description }: PageMetadataInput): Metadata {
  const languages: Record<string, string> = {};
  for (const other of routing.locales) languages[other] = absolute(other, path);
  languages['x-default'] = absolute(routing.defaultLocale, path);
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: absolute(locale, path), languages },
    openGraph: {
      ...(title ? { title } : {}),
      description,
      type: 'website',
      url: absolute(locale, path),
      locale: OG_LOCALE[locale],
    },
  };
}
