'use client';

import useSWR from 'swr';
import {
  calendarMonthPath,
  FIXED_DATA,
  getApi,
  yearEventsPath,
  type CalendarMonthBody,
  type YearEventsBody,
} from '@/lib/api/client';

/**
 * A BS month from `GET /api/v1/calendar/{year}/{month}`, or nothing while `month` is null. The
 * day dialog, the home widget's grid and its Today card share one request per month.
 */
export function useCalendarMonth(month: { year: number; month: number } | null) {
  return useSWR<CalendarMonthBody, Error>(
    month ? calendarMonthPath(month.year, month.month) : null,
    getApi,
    FIXED_DATA,
  );
}

/** A BS year's events and overview (`GET /api/v1/calendar/{year}/events`); nothing while null. */
export function useYearEvents(year: number | null) {
  return useSWR<YearEventsBody, Error>(
    year === null ? null : yearEventsPath(year),
    getApi,
    FIXED_DATA,
  );
}
