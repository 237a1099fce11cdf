'use client';

import type { Locale } from '@/i18n/routing';
import { dayDetails } from './day-details';
import { DayDialog, type DialogState } from './day-dialog';
import { useCalendarMonth } from './use-calendar-api';

/**
 * The open day dialog: reads the day's month from the API (once per month; SWR keeps it for the
 * next click) and formats the day in the page's language. Loaded on demand by `DayGrid`.
 */
export function DayDialogReader({
  ad,
  month,
  locale,
  onClose,
}: {
  ad: string;
  month: { year: number; month: number };
  locale: Locale;
  onClose: () => void;
}) {
  const { data, isLoading, mutate } = useCalendarMonth(month);
  const day = data?.days.find((d) => d.ad === ad);
  const state: DialogState = day
    ? { status: 'ready', day: dayDetails(day, locale) }
    : isLoading
      ? { status: 'loading' }
      : { status: 'error' };
  return <DayDialog state={state} onClose={onClose} onRetry={() => void mutate()} />;
}
