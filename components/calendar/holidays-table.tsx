import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatAdIsoDate, formatBsDate, localeDigits } from '@/lib/bs';
import type { HolidayRow } from '@/lib/calendar/year-holidays';
import { localized, weekdayNames } from '@/lib/i18n/format';

/** The year's holidays as a table to copy and pin: one row per holiday, ranges as 'from to'. */
export async function HolidaysTable({
  rows,
  caption,
  locale,
}: {
  rows: HolidayRow[];
  caption: string;
  locale: Locale;
}) {
  const t = await getTranslations('YearPage.holidays');
  const groups = await getTranslations('DayPage.groups');
  const weekdays = weekdayNames(locale);
  const span = (row: HolidayRow, one: (r: HolidayRow['start']) => string) =>
    row.days > 1 ? t('range', { start: one(row.start), end: one(row.end) }) : one(row.start);
  const bs = (d: HolidayRow['start']) => formatBsDate(d.bs, locale);
  const ad = (d: HolidayRow['start']) => formatAdIsoDate(d.ad, locale);
  return (
    // Below the small breakpoint each row is a block of labelled lines (app/globals.css).
    <div className="yr-table-wrap">
      <table className="yr-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bsDate')}</th>
            <th scope="col">{t('adDate')}</th>
            <th scope="col">{t('weekday')}</th>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('days')}</th>
            <th scope="col">{t('holidayFor')}</th>
            <th scope="col">{t('source')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={`${row.id}-${row.start.ad}`}
              className={row.holidayFor.includes('national') ? 'h' : undefined}
            >
              <td data-label={t('bsDate')}>{span(row, bs)}</td>
              <td data-label={t('adDate')}>{span(row, ad)}</td>
              <td data-label={t('weekday')}>{weekdays[row.weekday]}</td>
              <th scope="row">{localized(row, locale)}</th>
              <td data-label={t('days')}>{localeDigits(row.days, locale)}</td>
              <td data-label={t('holidayFor')}>
                {row.holidayFor.map((g) => groups(g)).join(', ')}
              </td>
              <td data-label={t('source')}>
                {row.source === 'official' ? t('sourceOfficial') : t('sourceRule')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
