import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { FuelScreen, fuelMetadata } from '@/components/fuel/fuel-screen';

// NOC revises prices about every two weeks; each ingestion run that stores a revision
// revalidates this path on demand, and the hour is the fallback. An empty store renders with
// 60 s (lib/market/unavailable-store).
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  return fuelMetadata(await getLocale());
}

export default async function FuelPage() {
  return <FuelScreen locale={await getLocale()} />;
}
