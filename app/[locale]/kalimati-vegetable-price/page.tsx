import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';
import { vegetablesMetadata } from '@/components/vegetables/vegetables-metadata';
import { VegetablesScreen } from '@/components/vegetables/vegetables-screen';
import type { Locale } from '@/i18n/routing';

// Cached and regenerated in the background: Kalimati publishes once a morning and an ingestion
// run revalidates this path when it stores a day; 10 minutes is the fallback that still shows a
// new day "within minutes" if that call is missed. A query string (search, filter, sort, chart
// item) is rewritten by the proxy to ./view, which renders per request.
export const revalidate = 600;

export async function generateMetadata(): Promise<Metadata> {
  return vegetablesMetadata((await rootLocale()) as Locale);
}

export default async function VegetablesPage() {
  return <VegetablesScreen locale={(await rootLocale()) as Locale} />;
}
