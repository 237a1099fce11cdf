import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { vegetablesMetadata } from '@/components/vegetables/vegetables-metadata';
import { VegetablesScreen } from '@/components/vegetables/vegetables-screen';
import { loadVegetablesPage } from '@/lib/market/vegetable-page';

// Cached and regenerated in the background: Kalimati publishes once a morning and an ingestion
// run revalidates this path when it stores a day; 10 minutes is the fallback that still shows a
// new day "within minutes" if that call is missed. A query string (search, filter, sort, chart
// item) is rewritten by the proxy to ./view, which renders per request.
export const revalidate = 600;

export async function generateMetadata(): Promise<Metadata> {
  return vegetablesMetadata(await getLocale());
}

export default async function VegetablesPage() {
  return <VegetablesScreen locale={await getLocale()} data={await loadVegetablesPage()} />;
}
