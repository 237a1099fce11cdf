import { ArrowRight, Repeat } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Link } from '@/i18n/server-link';
import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  adToBs,
  bsToAd,
  formatAdDate,
  formatBsDate,
  localeDigits,
} from '@/lib/bs';
import { todayInNepal } from '@/lib/time';
import type { Locale } from '@/i18n/routing';
import { PAGES } from '@/lib/urls/page-table';

/** Home-page promo: the real supported range and two conversions computed now. */
export async function ConverterPromo({ locale }: { locale: Locale }) {
  const t = await getTranslations('ConverterPage');
  const num = (n: number) => localeDigits(n, locale);
  const today = todayInNepal();
  const todayBs = adToBs(today);
  const newYear = { year: Math.min(todayBs.year + 1, BS_MAX_YEAR), month: 1, day: 1 };
  const samples = [
    {
      from: formatAdDate(today, locale, 'long'),
      to: formatBsDate(todayBs, locale, 'long'),
      tag: t('promoTagAdToBs'),
    },
    {
      from: formatBsDate(newYear, locale, 'long'),
      to: formatAdDate(bsToAd(newYear), locale, 'long'),
      tag: t('promoTagBsToAd'),
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" size="xl" className="flex items-center gap-2">
          <Repeat className="text-primary size-5" aria-hidden="true" />
          {t('promoTitle')}
        </CardTitle>
        <CardDescription>
          {t('promoBody', { minYear: num(BS_MIN_YEAR), maxYear: num(BS_MAX_YEAR) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-2">
          {samples.map((sample) => (
            <li
              key={sample.tag}
              className="bg-muted flex flex-wrap items-center gap-2 rounded-lg px-3 py-2 text-sm"
            >
              <span className="bg-card rounded px-1.5 py-0.5 text-xs font-semibold">
                {sample.tag}
              </span>
              <span>{sample.from}</span>
              <ArrowRight className="size-4" aria-hidden="true" />
              <span className="font-semibold">{sample.to}</span>
            </li>
          ))}
        </ul>
        <Link href={PAGES.converter.path} className={buttonVariants()}>
          {t('promoLink')}
        </Link>
      </CardContent>
    </Card>
  );
}
