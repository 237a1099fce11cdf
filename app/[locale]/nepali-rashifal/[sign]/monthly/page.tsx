import { pick } from '@/components/rashifal/format';
import { currentMonth } from '@/components/rashifal/period-data';
import { PeriodPage, type SignParams, span } from '@/components/rashifal/period-page';
import { periodMetadata, periodSetup, signStaticParams } from '@/components/rashifal/period-setup';
import { ChangesList } from '@/components/rashifal/period-tables';
import { TableScroll } from '@/components/ui/table-scroll';
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
          <TableScroll label={t('month.atStart')} className="rounded-xl border">
            <table className="w-full text-sm" data-testid="month-table">
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="p-3">
                    {t('planet')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('month.atStart')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('house', names)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.planet} className="border-t">
                    <th scope="row" className="p-3 font-medium">
                      {t(`planets.${row.planet}`)}
                    </th>
                    <td className="p-3">
                      {localized(row.sign, locale)}
                      {row.retrograde ? ` (${t('month.retrograde')})` : ''}
                    </td>
                    <td className="p-3">{localeDigits(houses[row.planet]!, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
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
