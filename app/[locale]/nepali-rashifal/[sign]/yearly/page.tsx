import { pick } from '@/components/rashifal/format';
import { currentYear } from '@/components/rashifal/period-data';
import { datesOf, PeriodPage, type SignParams, span } from '@/components/rashifal/period-page';
import { periodMetadata, periodSetup, signStaticParams } from '@/components/rashifal/period-setup';
import { SpanTable } from '@/components/rashifal/period-tables';
import { localeDigits } from '@/lib/bs/digits';

// The BS year turns over at midnight on 1 Baisakh; until then every regeneration is the same
// year, read from memory (period-data), so a short lifetime costs little.
export const revalidate = 60;

export const generateStaticParams = signStaticParams;

export const generateMetadata = periodMetadata('yearly', currentYear, (year, locale) => ({
  year: localeDigits(year.bsYear, locale),
}));

export default async function YearlyPage({ params }: { params: SignParams }) {
  const { sign, locale, t, period: year, reading, names } = await periodSetup(params, currentYear);
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
