import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';
import type { Locale } from '@/i18n/routing';
import { MetalsView, metalsMetadata } from './metals-view';

// FENEGOSIDA publishes once a day (not on Saturday), and each ingestion run revalidates this
// path on demand; the hour is the fallback. An empty store renders with 60 s (lib/market/revalidate).
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  return metalsMetadata((await rootLocale()) as Locale);
}

export default async function MetalsPage() {
  return <MetalsView locale={(await rootLocale()) as Locale} searchParams={{}} />;
}
