import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/server-navigation';
import { routing, type Locale } from '@/i18n/routing';
import { SITE_URL } from '@/lib/site';
import { now } from '@/lib/time';
import { OG_IMAGE_SIZE, pageImagePath } from './og';

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ne: 'ne_NP' };

interface PageMetadataInput {
  locale: Locale;
  /** Locale-less path of the canonical page, e.g. `/calendar/2082/jestha`. */
  path: string;
  title?: string;
  description: string;
  /** Query of the link-preview image, for a page whose answer is in its query (the converter). */
  imageQuery?: Record<string, string>;
}

function absolute(locale: Locale, path: string): string {
  return `${SITE_URL}${getPathname({ locale, href: path })}`;
}

/** One page's title, description, canonical, hreflang, Open Graph and Twitter card. */
export async function pageMetadata({
  locale,
  path,
  title,
  description,
  imageQuery,
}: PageMetadataInput): Promise<Metadata> {
  const brand = (await getTranslations({ locale, namespace: 'Metadata' }))('brand');
  const languages: Record<string, string> = {};
  for (const other of routing.locales) languages[other] = absolute(other, path);
  languages['x-default'] = absolute(routing.defaultLocale, path);
  const image = {
    url: `${SITE_URL}${pageImagePath(locale, path, imageQuery ?? {}, now())}`,
    ...OG_IMAGE_SIZE,
    type: 'image/png',
    alt: title ?? brand,
  };
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: absolute(locale, path), languages },
    openGraph: {
      title: title ?? brand,
      description,
      type: 'website',
      url: absolute(locale, path),
      siteName: brand,
      locale: OG_LOCALE[locale],
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: title ?? brand,
      description,
      images: [image],
    },
  };
}
