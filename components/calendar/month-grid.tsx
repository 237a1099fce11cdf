'use client';

import { useState } from 'react';
import { toDevanagariDigits } from '@/lib/bs';
import type { CalendarDay } from '@/lib/calendar/month';
import { cn } from '@/lib/utils';
import { DayDialog } from './day-dialog';
import type { CalendarLabels } from './types';
import { useNepalToday } from './use-nepal-today';

interface MonthGridProps {
  locale: 'en' | 'ne';
  days: CalendarDay[];
  leadingBlanks: number;
  labels: CalendarLabels;
  compact?: boolean;
}

function weeks(days: CalendarDay[], leadingBlanks: number): (CalendarDay | null)[][] {
  const cells: (CalendarDay | null)[] = [...Array<null>(leadingBlanks).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const rows: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}

/** The month as a Sunday-first table; a day opens its details, today is ringed in Nepal time. */
export function MonthGrid({ locale, days, leadingBlanks, labels, compact = false }: MonthGridProps) {
  const today = useNepalToday();
  const [open, setOpen] = useState<CalendarDay | null>(null);
  const isToday = (day: CalendarDay) => today?.ad === day.ad;
  const title = (event: CalendarDay['events'][number]) => (locale === 'ne' ? event.titleNe : event.title);

  return (
    <>
      <table className="w-full table-fixed border-separate border-spacing-1">
        <caption className="sr-only">{labels.caption}</caption>
        <thead>
          <tr>
            {labels.weekdaysShort.map((name, i) => (
              <th key={name} scope="col" abbr={labels.weekdaysLong[i]} className={cn('py-1 text-xs font-semibold sm:text-sm', i === 6 ? 'text-destructive' : i === 0 ? 'text-primary' : 'text-muted-foreground')}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks(days, leadingBlanks).map((row, r) => (
            <tr key={r}>
              {row.map((day, c) =>
                day ? (
                  <td key={day.ad} className="p-0 align-top">
                    <button
                      type="button"
                      onClick={() => setOpen(day)}
                      data-bs-day={day.bs.day}
                      data-today={isToday(day) ? 'true' : undefined}
                      aria-current={isToday(day) ? 'date' : undefined}
                      className={cn(
                        'flex w-full flex-col items-stretch rounded-lg border bg-card p-1 text-left transition-colors hover:bg-accent sm:p-1.5',
                        compact ? 'min-h-14' : 'min-h-20 sm:min-h-24',
                        (day.weekday === 6 || day.isHoliday) && 'text-destructive',
                        day.isHoliday && 'bg-destructive/5',
                        isToday(day) && 'ring-2 ring-success',
                      )}
                    >
                      <span className="flex items-start justify-between gap-1">
                        <span
                          lang="ne"
                          className={cn('text-base font-bold sm:text-lg', isToday(day) && 'inline-flex size-7 items-center justify-center rounded-full bg-success text-white')}
                        >
                          {toDevanagariDigits(day.bs.day)}
                        </span>
                        <span className="text-[10px] text-muted-foreground sm:text-xs">
                          {locale === 'ne' ? toDevanagariDigits(Number(day.ad.slice(8))) : Number(day.ad.slice(8))}
                        </span>
                      </span>
                      <span className="truncate text-[10px] text-muted-foreground sm:text-xs" title={locale === 'en' ? day.tithi.name : undefined}>
                        <span lang="ne">{day.tithi.nameNe}</span>
                        {/* English readers get the romanised name too where the cell has room. */}
                        {locale === 'en' ? <span className="hidden xl:inline"> · {day.tithi.name}</span> : null}
                      </span>
                      {!compact && day.events[0] ? (
                        <span className="hidden truncate text-[11px] sm:block">
                          {title(day.events[0])}
                          {day.events.length > 1 ? ` +${locale === 'ne' ? toDevanagariDigits(day.events.length - 1) : day.events.length - 1}` : ''}
                        </span>
                      ) : null}
                    </button>
                  </td>
                ) : (
                  <td key={`blank-${r}-${c}`} aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <DayDialog day={open} locale={locale} labels={labels} onClose={() => setOpen(null)} />
    </>
  );
}
