import { getTranslations } from 'next-intl/server';
import { formatAdDate, WEEKDAYS } from '@/lib/bs';
import type { OutlookDay } from '@/lib/rashifal';
import { type Locale, pick } from './format';
import { localeDigits } from '@/lib/bs/digits';
import { localized } from '@/lib/i18n/format';
import { ToneBadge } from './tone-badge';
import { TableScroll } from '@/components/ui/table-scroll';

/** The sign's coming days: the Moon's sign and house at each sunrise and what it means. */
export async function OutlookTable({ days, locale }: { days: OutlookDay[]; locale: Locale }) {
  const t = await getTranslations('RashifalPage.sign');
  return (
    <TableScroll label={t('outlookTable')} className="rounded-xl border">
      <table className="w-full text-sm" data-testid="outlook">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-3">
              {t('date')}
            </th>
            <th scope="col" className="p-3">
              {t('moonIn')}
            </th>
            <th scope="col" className="p-3">
              {t('houseColumn')}
            </th>
            <th scope="col" className="p-3">
              {t('outlook')}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const [year, month, d] = day.date.split('-').map(Number) as [number, number, number];
            const weekday = WEEKDAYS[day.weekday]!;
            return (
              <tr key={day.date} className="border-t align-top" data-tone={day.tone}>
                <th scope="row" className="p-3 font-medium">
                  {localized(weekday, locale)}
                  <span className="text-muted-foreground block text-xs font-normal">
                    {formatAdDate({ year, month, day: d }, locale)}
                  </span>
                </th>
                <td className="p-3">{localized(day.moonSign, locale)}</td>
                <td className="p-3">{localeDigits(day.house, locale)}</td>
                <td className="p-3">
                  <ToneBadge tone={day.tone} />
                  <p className="text-muted-foreground mt-1">{pick(day.general, locale)}</p>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
