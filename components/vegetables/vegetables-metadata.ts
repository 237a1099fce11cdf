import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { VEGETABLES_PATH } from './vegetable-json-ld';

export async function vegetablesMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations('VegetablesPage');
  return pageMetadata({
    locale,
    path: VEGETABLES_PATH,
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}
