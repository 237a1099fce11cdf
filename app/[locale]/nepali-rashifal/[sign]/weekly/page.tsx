import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { pick, type Locale } from '@/components/rashifal/format';
import { currentWeek } from '@/components/rashifal/period-data';
import {
  metadataSign,
  PeriodPage,
  periodSign,
  type SignParams,
  span,
} from '@/components/rashifal/period-page';
import { ChangesList, WeekTable } from '@/components/rashifal/period-tables';
import { SIGNS } from '@/lib/rashifal';
import { pageMetadata } from '@/lib/seo/metadata';

// The week turns over at midnight Nepal time on Sunday; until then every regeneration is the
// same week, read from memory (period-data), so a short lifetime costs little.
export const revalidate = 60;

type Props = { params: SignParams };

export function generateStaticParams() {
  return SIGNS.map((sign) => ({ sign: sign.key }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const sign = await metadataSign(params);
  if (!sign) return {};
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('RashifalPeriods.week');
  const week = currentWeek();
  const names = { sign: sign.name, signNe: sign.nameNe };
  return pageMetadata({
    locale,
    path: `/nepali-rashifal/${sign.key}/weekly`,
    title: t('metaTitle', names),
    description: t('metaDescription', { ...names, period: span(week.from, week.to, locale, 'bs') }),
  });
}

export default async function WeeklyPage({ params }: Props) {
  const sign = await periodSign(params);
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('RashifalPeriods');
  const week = currentWeek();
  const reading = week.signs[sign.index - 1]!;
  const names = { sign: sign.name, signNe: sign.nameNe };
  return (
    <PeriodPage
      sign={sign}
      tab="weekly"
      heading={t('week.heading', names)}
      period={t('week.period', {
        ad: span(week.from, week.to, locale, 'ad'),
        bs: span(week.from, week.to, locale, 'bs'),
      })}
      lastDay={week.to}
      basis={t('week.basis')}
      reading={<p data-testid="prediction">{pick(reading.prediction, locale)}</p>}
      positions={
        <>
          <WeekTable sign={sign} days={week.days} reading={reading} />
          <ChangesList sign={sign} title={t('week.changesTitle')} ingresses={week.ingresses} />
        </>
      }
    />
  );
}
