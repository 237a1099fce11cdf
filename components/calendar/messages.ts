import type { MessagesNamespace } from '@/lib/i18n/pick-messages';

/*
 * The message namespaces each calendar client island reads with `useTranslations`, for the
 * `<ClientMessages>` that wraps it where it is rendered. Plain module, not 'use client': the
 * server pages read these lists.
 */

/** `DayGrid`'s day dialog (`DayDialog`, loaded on the first click). */
export const DAY_DIALOG_MESSAGES = [
  'CalendarPage.modal',
  'CalendarPage.status',
  'DayDialog',
  'Common',
] as const satisfies readonly MessagesNamespace[];

/** The home page's calendar widget and Today card, with its grid's day dialog. */
export const HOME_CALENDAR_MESSAGES = [
  'HomeCalendar',
  ...DAY_DIALOG_MESSAGES,
] as const satisfies readonly MessagesNamespace[];

/** The month page's today line, 'Go to Today' and month/year pickers. */
export const CALENDAR_TOOLBAR_MESSAGES = [
  'CalendarPage.toolbar',
] as const satisfies readonly MessagesNamespace[];

/** The month page's Year Events tab: its states, the year's overview and its events. */
export const YEAR_EVENTS_MESSAGES = [
  'CalendarPage.yearEvents',
  'YearOverview',
  'YearEventsPanel',
  'Common',
] as const satisfies readonly MessagesNamespace[];
