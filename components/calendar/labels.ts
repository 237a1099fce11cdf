import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { CalendarLabels } from './types';
import { weekdayNames } from '@/lib/i18n/format';

/** The translated labels of the month grid and day dialog, built once on the server. */
export async function calendarLabels(locale: Locale, caption: string): Promise<CalendarLabels> {
  const t = await getTranslations({ locale, namespace: 'CalendarPage' });
  const tc = await getTranslations({ locale, namespace: 'Common' });
  const td = await getTranslations({ locale, namespace: 'DayDialog' });
  return {
    weekdaysShort: weekdayNames(locale, 'short'),
    weekdaysLong: weekdayNames(locale),
    status: {
      'public-holiday': t('status.public-holiday'),
      weekend: t('status.weekend'),
      'working-day': t('status.working-day'),
    },
    paksha: { shukla: t('modal.paksha.shukla'), krishna: t('modal.paksha.krishna') },
    bsDate: t('modal.bsDate'),
    adDate: t('modal.adDate'),
    tithi: t('modal.tithi'),
    nakshatra: t('modal.nakshatra'),
    sunrise: t('modal.sunrise'),
    sunset: t('modal.sunset'),
    events: t('modal.events'),
    noEvents: t('modal.noEvents'),
    close: tc('close'),
    dayPage: td('dayPage'),
    loading: td('loading'),
    loadError: td('loadError'),
    retry: tc('tryAgain'),
    today: t('today'),
    caption,
  };
}
