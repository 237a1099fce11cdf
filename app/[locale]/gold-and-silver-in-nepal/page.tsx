import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { MetalsScreen, metalsMetadata } from '@/components/metals/metals-screen';

// FENEGOSIDA publishes once a day (not on Saturday), and each ingestion run revalidates this path
// on demand; the hour is a fallback. An empty store gets 60 s (lib/market/unavailable-store).
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  return metalsMetadata(await getLocale());
}

export default async function MetalsPage() {
  return <MetalsScreen locale={await getLocale()} searchParams={{}} />;
}
