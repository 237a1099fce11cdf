import { Link } from '@/i18n/server-link';
import type { Locale } from '@/i18n/routing';
import { adMonthNames, bsMonthName, localized, weekdayNames } from '@/lib/i18n/format';
import { localeDigits, toDevanagariDigits } from '@/lib/bs';
import type { YearGridMonth } from '@/lib/calendar/year-grid';

interface YearMonthGridProps {
  locale: Locale;
  year: number;
  month: YearGridMonth;
  caption: string;
  /** 'public holiday: {names}' for a holiday cell's screen-reader text. */
  holidayLabel: (names: string) => string;
  adMonths: (first: string, last: string) => string;
}

/**
 * One month of the year page: a plain table, one cell per day with the BS day and the AD day,
 * and nothing per day that runs in the browser (365 cells, sent twice: HTML and RSC payload).
 * Classes `h` (holiday) and the Saturday column are styled in app/globals.css; the year page's
 * one client island marks today by the table's `data-m` and the cell's position.
 */
export function YearMonthGrid({
  locale,
  year,
  month,
  caption,
  holidayLabel,
  adMonths,
}: YearMonthGridProps) {
  const short = weekdayNames(locale, 'short');
  const long = weekdayNames(locale);
  const cells = [...Array<null>(month.leadingBlanks).fill(null), ...month.days];
  while (cells.length % 7 !== 0) cells.push(null);
  const rows = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const adNames = adMonthNames(locale);
  const adOf = (iso: string) => adNames[Number(iso.slice(5, 7)) - 1]!;
  const first = adOf(month.days[0]!.ad);
  const last = adOf(month.days.at(-1)!.ad);
  const nepali = locale === 'en' ? { lang: 'ne' } : {};
  return (
    <section className="yr-month" aria-labelledby={`m${month.month}`}>
      <h2 id={`m${month.month}`} className="yr-head">
        <Link href={`/calendar/${year}/${month.slug}`}>{bsMonthName(month.month, locale)}</Link>
        <span className="yr-ad">{adMonths(first, last)}</span>
      </h2>
      <table className="yr-grid" data-m={month.month} data-lead={month.leadingBlanks}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {short.map((name, i) => (
              <th key={name} scope="col" abbr={long[i]}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((day, c) =>
                day ? (
                  <td key={c} className={day.holiday ? 'h' : undefined}>
                    <b {...nepali}>{toDevanagariDigits(day.day)}</b>
                    <small>{localeDigits(Number(day.ad.slice(8)), locale)}</small>
                    {day.holiday ? (
                      <span className="sr-only">
                        {holidayLabel(
                          day.holidayNames.map((n) => localized(n, locale)).join(', ') || '',
                        )}
                      </span>
                    ) : null}
                  </td>
                ) : (
                  <td key={c} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
