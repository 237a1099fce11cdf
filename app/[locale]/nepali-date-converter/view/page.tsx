import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { ConverterScreen, converterMetadata } from '@/components/converter/converter-screen';
import type { SearchParams } from '@/components/converter/converter-state';

// The converter with a conversion in its query, reached through next.config's rewrite: rendered
// per request so a shared `?bs=` link shows its result without JavaScript. Its canonical URL is
// the page without the query.
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return converterMetadata(await getLocale(), await searchParams);
}

export default async function ConverterViewPage({ searchParams }: Props) {
  return <ConverterScreen locale={await getLocale()} params={await searchParams} />;
}
