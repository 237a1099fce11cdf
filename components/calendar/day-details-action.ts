'use server';

import { isLocale } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { adToBs, BsRangeError, parseIsoDate, type BsDate } from '@/lib/bs';
import { buildCalendarMonth } from '@/lib/calendar/month';
import type { CalendarDay } from '@/lib/calendar/month';
import { dayDetails, type DayDetails } from './day-details';
import { calendarLabels } from './labels';
import { todayDetails } from './today-details';
import type { TodayDetails } from './types';

/** The calendar day of an AD date and a locale, or null for what the calendar does not cover. */
function findDay(ad: unknown, locale: unknown): { day: CalendarDay; locale: Locale } | null {
  if (typeof ad !== 'string' || !isLocale(locale)) return null;
  const date = parseIsoDate(ad, 'ad');
  if (!date.ok) return null;
  let bs: BsDate;
  try {
    bs = adToBs(date.value);
  } catch (error) {
    if (error instanceof BsRangeError) return null;
    throw error;
  }
  const day = buildCalendarMonth(bs.year, bs.month).days.find((d) => d.ad === ad);
  return day ? { day, locale } : null;
}

/**
 * One day's dialog details, formatted on the server when a grid cell is first clicked. Shipping
 * the whole month's details with the page would add them to its HTML twice (as client props in
 * the RSC payload) for a dialog most visitors open once or never. Null for a date or locale the
 * calendar does not cover: the dialog then says it could not load.
 */
export async function loadDayDetails(ad: unknown, locale: unknown): Promise<DayDetails | null> {
  const found = findDay(ad, locale);
  if (!found) return null;
  return dayDetails(found.day, found.locale, await calendarLabels(found.locale, ''));
}

/** The home page's Today card for a new day (the page was rendered the day before). */
export async function loadTodayDetails(ad: unknown, locale: unknown): Promise<TodayDetails | null> {
  const found = findDay(ad, locale);
  if (!found) return null;
  return todayDetails(found.day, found.locale, await calendarLabels(found.locale, ''));
}
