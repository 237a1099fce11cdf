import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';
import type { Locale } from '@/i18n/routing';
import { MetalsView, metalsMetadata } from '../metals-view';

// `?range=`: the proxy rewrites those requests here (lib/routing/query-views.ts); rendered per
// request from the store, canonical to the plain page.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return metalsMetadata((await rootLocale()) as Locale);
}

export default async function MetalsQueryView({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <MetalsView locale={(await rootLocale()) as Locale} searchParams={await searchParams} />;
}
