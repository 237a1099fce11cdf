import { localeDigits, toDevanagariDigits } from '@/lib/bs';
import type { CalendarDay } from '@/lib/calendar/month';
import { cn } from '@/lib/utils';
import type { Locale } from '@/i18n/routing';
import { localized, weekdayNames } from '@/lib/i18n/format';

interface MonthGridProps {
  locale: Locale;
  days: CalendarDay[];
  leadingBlanks: number;
  /** The table's caption for screen readers: the month and year. */
  caption: string;
  compact?: boolean;
}

function weeks(days: CalendarDay[], leadingBlanks: number): (CalendarDay | null)[][] {
  const cells: (CalendarDay | null)[] = [...Array<null>(leadingBlanks).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const rows: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}

/**
 * The month as a Sunday-first table of day buttons, plain markup without hooks: the server
 * renders it (and the home widget's client part when it loads another month). `DayGrid` opens a
 * day's dialog and marks today by setting `data-today` on the cell, which the classes here style.
 * On phones a day's first event is a coloured bar (its text stays for screen readers); from the
 * small breakpoint it is a label with '+N' for the rest.
 */
export function MonthGrid({
  locale,
  days,
  leadingBlanks,
  caption,
  compact = false,
}: MonthGridProps) {
  const weekdaysLong = weekdayNames(locale);
  const num = (n: number) => localeDigits(n, locale);
  // Nepali text is marked only on English pages: a Nepali page already says lang="ne". Spread,
  // not `lang={undefined}`, which the RSC payload would still carry ~60 times per month.
  const nepali = locale === 'en' ? { lang: 'ne' } : {};
  return (
    <table className={cn('cal-grid', compact && 'cal-compact')}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {weekdayNames(locale, 'short').map((name, i) => (
            <th key={name} scope="col" abbr={weekdaysLong[i]}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks(days, leadingBlanks).map((row, r) => (
          <tr key={r}>
            {row.map((day, c) => {
              if (!day) return <td key={`blank-${c}`} aria-hidden="true" />;
              const event = day.events[0];
              const holidayEvent = day.events.some((e) => e.isHoliday);
              return (
                <td key={day.bs.day}>
                  <button
                    type="button"
                    data-bs-day={day.bs.day}
                    data-ad={day.ad}
                    {...(event ? { 'data-events': day.events.length } : {})}
                    className={cn(
                      'cal-day',
                      (day.weekday === 6 || day.isHoliday) && 'text-destructive',
                      day.isHoliday && 'bg-destructive/5',
                    )}
                  >
                    <span className="cal-top">
                      <span {...nepali} className="cal-num">
                        {toDevanagariDigits(day.bs.day)}
                      </span>
                      <span className="cal-ad">{num(Number(day.ad.slice(8)))}</span>
                    </span>
                    <span {...nepali} className="cal-tithi">
                      {day.tithi.nameNe}
                      {/* English readers get the romanised name too where the cell has room. */}
                      {locale === 'en' ? (
                        <span lang="en" className="cal-en">
                          {` · ${day.tithi.name}`}
                        </span>
                      ) : null}
                    </span>
                    {event ? (
                      <>
                        <span
                          aria-hidden="true"
                          data-event-marker=""
                          className={cn('cal-marker', holidayEvent && 'bg-destructive')}
                        />
                        <span className="cal-label">
                          {localized(event, locale, 'title')}
                          {day.events.length > 1 ? ` +${num(day.events.length - 1)}` : ''}
                        </span>
                      </>
                    ) : null}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
