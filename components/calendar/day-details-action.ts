'use server';

import { isLocale } from '@/i18n/paths';
import { adToBs, BsRangeError, parseIsoDate, type BsDate } from '@/lib/bs';
import { buildCalendarMonth } from '@/lib/calendar/month';
import { dayDetails, type DayDetails } from './day-details';
import { calendarLabels } from './labels';

/**
 * One day's dialog details, formatted on the server when a grid cell is first clicked. Shipping
 * the whole month's details with the page would add them to its HTML twice (as client props in
 * the RSC payload) for a dialog most visitors open once or never. Null for a date or locale the
 * calendar does not cover: the dialog then says it could not load.
 */
export async function loadDayDetails(ad: unknown, locale: unknown): Promise<DayDetails | null> {
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
  if (!day) return null;
  return dayDetails(day, locale, await calendarLabels(locale, ''));
}
