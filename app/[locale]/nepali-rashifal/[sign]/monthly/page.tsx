import { pick } from '@/components/rashifal/format';
import { currentMonth } from '@/components/rashifal/period-data';
import { PeriodPage, type SignParams, span } from '@/components/rashifal/period-page';
import { periodMetadata, periodSetup, signStaticParams } from '@/components/rashifal/period-setup';
import { ChangesList } from '@/components/rashifal/period-tables';
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

// The BS month turns over at a Nepal midnight; until then every regeneration is the same
// month, read from memory (period-data), so a short lifetime costs little.
export const revalidate = 60;

export const generateStaticParams = signStaticParams;

export const generateMetadata = periodMetadata('monthly', currentMonth, (month, locale) => ({
  month: `${bsMonthName(month.bs.month, locale)} ${localeDigits(month.bs.year, locale)}`,
}));

export default async function MonthlyPage({ params }: { params: SignParams }) {
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
