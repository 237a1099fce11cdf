import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { pick, type Locale } from '@/components/rashifal/format';
import { currentYear } from '@/components/rashifal/period-data';
import {
  datesOf,
  metadataSign,
  PeriodPage,
  periodSign,
  type SignParams,
  span,
} from '@/components/rashifal/period-page';
import { SpanTable } from '@/components/rashifal/period-tables';
import { localeDigits } from '@/lib/bs/digits';
import { SIGNS } from '@/lib/rashifal';
import { pageMetadata } from '@/lib/seo/metadata';

// The BS year turns over at midnight on 1 Baisakh; until then every regeneration is the same
// year, read from memory (period-data), so a short lifetime costs little.
export const revalidate = 60;

type Props = { params: SignParams };

export function generateStaticParams() {
  return SIGNS.map((sign) => ({ sign: sign.key }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const sign = await metadataSign(params);
  if (!sign) return {};
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('RashifalPeriods.year');
  const year = currentYear();
  const names = { sign: sign.name, signNe: sign.nameNe, year: localeDigits(year.bsYear, locale) };
  return pageMetadata({
    locale,
    path: `/nepali-rashifal/${sign.key}/yearly`,
    title: t('metaTitle', names),
    description: t('metaDescription', names),
  });
}

export default async function YearlyPage({ params }: Props) {
  const sign = await periodSign(params);
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('RashifalPeriods');
  const year = currentYear();
  const reading = year.signs[sign.index - 1]!;
  const names = { sign: sign.name, signNe: sign.nameNe };
  const day = (iso: string) => {
    const d = datesOf(iso, locale);
    return d.bs ?? d.ad;
  };
  return (
    <PeriodPage
      sign={sign}
      tab="yearly"
      heading={t('year.heading', { ...names, year: localeDigits(year.bsYear, locale) })}
      period={t('year.period', {
        bsYear: localeDigits(year.bsYear, locale),
        bs: span(year.from, year.to, locale, 'bs'),
        ad: span(year.from, year.to, locale, 'ad'),
      })}
      lastDay={year.to}
      basis={t('year.basis')}
      reading={
        <>
          <p className="font-medium" data-testid="sade-sati">
            {reading.sadeSati
              ? t('year.sadeSati', {
                  phase: reading.sadeSati.phase,
                  from: day(reading.sadeSati.from),
                  to: day(reading.sadeSati.to),
                })
              : t('year.noSadeSati')}
          </p>
          {reading.dhaiya ? (
            <p className="font-medium" data-testid="dhaiya">
              {t('year.dhaiya', names)}
            </p>
          ) : null}
          <p data-testid="prediction">{pick(reading.prediction, locale)}</p>
        </>
      }
      positions={
        <div className="space-y-4">
          <SpanTable sign={sign} planet="saturn" spans={year.saturn} />
          <SpanTable sign={sign} planet="jupiter" spans={year.jupiter} />
          <SpanTable sign={sign} planet="rahu" spans={year.rahu} />
          <SpanTable sign={sign} planet="ketu" spans={year.ketu} />
        </div>
      }
    />
  );
}
