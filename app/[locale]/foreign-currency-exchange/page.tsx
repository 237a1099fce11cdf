import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { ForexScreen, forexMetadata } from '@/components/forex/forex-screen';

// NRB publishes once a day, and each ingestion run revalidates this path on demand; the hour is
// the fallback (and keeps 'today' in the heading current). An empty store renders with 60 s.
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  return forexMetadata(await getLocale());
}

export default async function ForexPage() {
  return <ForexScreen locale={await getLocale()} searchParams={{}} />;
}
