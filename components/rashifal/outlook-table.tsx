import { getTranslations } from 'next-intl/server';
import { formatAdDate, WEEKDAYS } from '@/lib/bs';
import type { OutlookDay } from '@/lib/rashifal';
import { type Locale, pick } from './format';
import { localeDigits } from '@/lib/bs/digits';
import { localized } from '@/lib/i18n/format';
import { ToneBadge } from './tone-badge';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

/** The sign's coming days: the Moon's sign and house at each sunrise and what it means. */
export async function OutlookTable({ days, locale }: { days: OutlookDay[]; locale: Locale }) {
  const t = await getTranslations('RashifalPage.sign');
  return (
    <Table label={t('outlookTable')} containerClassName="rounded-xl border" data-testid="outlook">
      <TableHeader className="bg-muted/50 text-left">
        <TableRow>
          <TableHead scope="col">{t('date')}</TableHead>
          <TableHead scope="col">{t('moonIn')}</TableHead>
          <TableHead scope="col">{t('houseColumn')}</TableHead>
          <TableHead scope="col">{t('outlook')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {days.map((day) => {
          const [year, month, d] = day.date.split('-').map(Number) as [number, number, number];
          const weekday = WEEKDAYS[day.weekday]!;
          return (
            <TableRow key={day.date} className="border-t align-top" data-tone={day.tone}>
              <TableHead scope="row" className="font-medium">
                {localized(weekday, locale)}
                <span className="text-muted-foreground block text-xs font-normal">
                  {formatAdDate({ year, month, day: d }, locale)}
                </span>
              </TableHead>
              <TableCell>{localized(day.moonSign, locale)}</TableCell>
              <TableCell>{localeDigits(day.house, locale)}</TableCell>
              <TableCell>
                <ToneBadge tone={day.tone} />
                <p className="text-muted-foreground mt-1">{pick(day.general, locale)}</p>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
