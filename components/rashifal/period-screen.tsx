// The weekly, monthly and yearly readings of one sign, each in the sign's period frame.
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { localeDigits } from '@/lib/bs/digits';
import { bsMonthName, localized } from '@/lib/i18n/format';
import { houseOrdinal } from '@/lib/rashifal';
import { pick } from './format';
import { currentMonth, currentWeek, currentYear } from './period-data';
import { datesOf, PeriodPage, type SignParams, span } from './period-page';
import { periodMetadata, periodSetup } from './period-setup';
import { ChangesList, SpanTable, WeekTable } from './period-tables';

export const weeklyMetadata = periodMetadata('weekly', currentWeek, (week, locale) => ({
  period: span(week.from, week.to, locale, 'bs'),
}));

export async function WeeklyScreen({ params }: { params: SignParams }) {
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

export const monthlyMetadata = periodMetadata('monthly', currentMonth, (month, locale) => ({
  month: `${bsMonthName(month.bs.month, locale)} ${localeDigits(month.bs.year, locale)}`,
}));

export async function MonthlyScreen({ params }: { params: SignParams }) {
  const {
    sign,
    locale,
    t,
    period: month,
    reading,
    names,
  } = await periodSetup(params, currentMonth);
  const rows = [
    { planet: 'sun', sign: month.sunSign, retrograde: false },
    ...month.planets,
  ] as const;
  const houses: Record<string, number> = { sun: reading.sunHouse, ...reading.planets };
  return (
    <PeriodPage
      sign={sign}
      tab="monthly"
      heading={t('month.heading', names)}
      period={t('month.period', {
        bs: `${bsMonthName(month.bs.month, locale)} ${localeDigits(month.bs.year, locale)}`,
        ad: span(month.from, month.to, locale, 'ad'),
      })}
      lastDay={month.to}
      basis={t('month.basis')}
      reading={
        <>
          <p className="font-medium" data-testid="sun-line">
            {t('month.sunLine', {
              sunSign: localized(month.sunSign, locale),
              house: houseOrdinal(reading.sunHouse)[locale],
              verdict: reading.favourable ? 'good' : 'care',
            })}
          </p>
          <p data-testid="prediction">{pick(reading.prediction, locale)}</p>
        </>
      }
      positions={
        <>
          <Table
            label={t('month.atStart')}
            containerClassName="rounded-xl border"
            data-testid="month-table"
          >
            <TableHeader className="bg-muted/50 text-left">
              <TableRow>
                <TableHead scope="col">{t('planet')}</TableHead>
                <TableHead scope="col">{t('month.atStart')}</TableHead>
                <TableHead scope="col">{t('house', names)}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.planet} className="border-t">
                  <TableHead scope="row" className="font-medium">
                    {t(`planets.${row.planet}`)}
                  </TableHead>
                  <TableCell>
                    {localized(row.sign, locale)}
                    {row.retrograde ? ` (${t('month.retrograde')})` : ''}
                  </TableCell>
                  <TableCell>{localeDigits(houses[row.planet]!, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <ChangesList
            sign={sign}
            title={t('month.changesTitle')}
            ingresses={month.ingresses}
            stations={month.stations}
          />
        </>
      }
    />
  );
}

export const yearlyMetadata = periodMetadata('yearly', currentYear, (year, locale) => ({
  year: localeDigits(year.bsYear, locale),
}));

export async function YearlyScreen({ params }: { params: SignParams }) {
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
