import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { ConverterScreen, converterMetadata } from '@/components/converter/converter-screen';

// Cached like the calendar and rebuilt hourly for today's date. A conversion in the query
// (`?bs=`, `?ad=`, the no-JS form) is rewritten to ./view, which renders per request
// (lib/urls/pages.ts).
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  return converterMetadata(await getLocale());
}

export default async function ConverterPage() {
  return <ConverterScreen locale={await getLocale()} />;
}
