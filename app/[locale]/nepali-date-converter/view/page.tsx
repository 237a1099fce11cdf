import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';
import { ConverterScreen, converterMetadata } from '@/components/converter/converter-screen';
import type { SearchParams } from '@/components/converter/converter-state';
import type { Locale } from '@/i18n/routing';

// The converter with a conversion in its query, reached through next.config's rewrite: rendered
// per request so a shared `?bs=` link shows its result without JavaScript. Its canonical URL is
// the page without the query.
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return converterMetadata((await rootLocale()) as Locale, await searchParams);
}

export default async function ConverterViewPage({ searchParams }: Props) {
  return <ConverterScreen locale={(await rootLocale()) as Locale} params={await searchParams} />;
}
