import { pick } from '@/components/rashifal/format';
import { currentWeek } from '@/components/rashifal/period-data';
import { PeriodPage, type SignParams, span } from '@/components/rashifal/period-page';
import { periodMetadata, periodSetup, signStaticParams } from '@/components/rashifal/period-setup';
import { ChangesList, WeekTable } from '@/components/rashifal/period-tables';

// The week turns over at midnight Nepal time on Sunday; until then every regeneration is the
// same week, read from memory (period-data), so a short lifetime costs little.
export const revalidate = 60;

export const generateStaticParams = signStaticParams;

export const generateMetadata = periodMetadata('weekly', currentWeek, (week, locale) => ({
  period: span(week.from, week.to, locale, 'bs'),
}));

export default async function WeeklyPage({ params }: { params: SignParams }) {
  const { sign, locale, t, period: week, reading, names } = await periodSetup(params, currentWeek);
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
