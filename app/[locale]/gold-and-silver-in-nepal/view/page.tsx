import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { MetalsScreen, metalsMetadata } from '@/components/metals/metals-screen';

// `?range=`: the proxy rewrites those requests here (lib/urls/pages.ts); rendered per
// request from the store, canonical to the plain page.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return metalsMetadata(await getLocale());
}

export default async function MetalsQueryView({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <MetalsScreen locale={await getLocale()} searchParams={await searchParams} />;
}
