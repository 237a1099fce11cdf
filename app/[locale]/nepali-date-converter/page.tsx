import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';
import { ConverterScreen, converterMetadata } from '@/components/converter/converter-screen';
import type { Locale } from '@/i18n/routing';

// Cached like the calendar and rebuilt hourly for today's date. A conversion in the query
// (`?bs=`, `?ad=`, the no-JS form) is rewritten to ./view, which renders per request
// (lib/routing/query-views.ts).
export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  return converterMetadata((await rootLocale()) as Locale);
}

export default async function ConverterPage() {
  return <ConverterScreen locale={(await rootLocale()) as Locale} />;
}
