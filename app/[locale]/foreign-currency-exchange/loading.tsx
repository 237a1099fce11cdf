import { getTranslations } from 'next-intl/server';
import { MarketSkeleton } from '@/components/market/market-skeleton';

export default async function Loading() {
  const t = await getTranslations('ForexPage');
  return <MarketSkeleton label={t('loading')} cards={6} />;
}
