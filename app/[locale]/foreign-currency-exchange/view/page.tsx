import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { ForexScreen, forexMetadata } from '@/components/forex/forex-screen';

// `?page=`, `?amount=&currency=&direction=`, `?chart=`, `?range=`: the proxy rewrites those
// requests here (lib/urls/pages.ts); rendered per request from the store, canonical to
// the plain page.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return forexMetadata(await getLocale());
}

export default async function ForexQueryView({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ForexScreen locale={await getLocale()} searchParams={await searchParams} />;
}
