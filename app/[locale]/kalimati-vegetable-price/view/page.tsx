import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { vegetablesMetadata } from '@/components/vegetables/vegetables-metadata';
import { VegetablesScreen } from '@/components/vegetables/vegetables-screen';
import { loadVegetablesPage } from '@/lib/market/vegetable-page';
import { readView } from '@/lib/market/vegetable-view';

// The vegetables page with a query string (?q=&trend=&sort=&dir=&item=&range=), reached through
// the proxy's rewrite: rendered per request so the view works without JavaScript and can be
// shared. Its canonical URL is the page without the query.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return vegetablesMetadata(await getLocale());
}

export default async function VegetablesViewPage({ searchParams }: Props) {
  const params = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const item = one(params.item);
  return (
    <VegetablesScreen
      locale={await getLocale()}
      data={await loadVegetablesPage(item)}
      query={{ view: readView(params), item, range: one(params.range) }}
    />
  );
}
