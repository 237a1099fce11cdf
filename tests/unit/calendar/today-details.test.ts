import { createTranslator } from 'next-intl';
import {
  CALENDAR_TOOLBAR_MESSAGES,
  DAY_DIALOG_MESSAGES,
  HOME_CALENDAR_MESSAGES,
  YEAR_EVENTS_MESSAGES,
} from '@/components/calendar/messages';
import { todayDetails } from '@/components/calendar/today-details';
import { TODAY_EVENTS_SHOWN } from '@/lib/calendar/today-card';
import { localeDigits } from '@/lib/bs';
import { buildCalendarMonth } from '@/lib/calendar/month';
import { type MessagesNamespace, pickMessages } from '@/lib/i18n/pick-messages';
import en from '@/messages/en.json';
import ne from '@/messages/ne.json';

const catalogues = { en, ne } as const;

/** What an island's provider holds, typed as the catalogue for the translator's keys. */
const picked = (locale: 'en' | 'ne', namespaces: readonly MessagesNamespace[]) =>
  pickMessages(catalogues[locale], namespaces) as typeof en;

describe('HomeCalendar.moreEvents', () => {
  // The Today card's line, as HomeCalendarView words it on the server and in the browser.
  const line = (locale: 'en' | 'ne', count: number) =>
    createTranslator({
      locale,
      messages: picked(locale, HOME_CALENDAR_MESSAGES),
      namespace: 'HomeCalendar',
    })('moreEvents', { count, n: localeDigits(count, locale) });

  it('is a plural in English', () => {
    expect(line('en', 1)).toBe('+ 1 more event');
    expect(line('en', 3)).toBe('+ 3 more events');
    expect(line('en', 21)).toBe('+ 21 more events');
  });

  it('prints the count it is given in the page’s digits, not the formatter’s', () => {
    expect(line('ne', 1)).toBe('+ थप १ कार्यक्रम');
    expect(line('ne', 12)).toBe('+ थप १२ कार्यक्रम');
    // No `#`: the browser's Intl may print Latin digits for 'ne'.
    expect(ne.HomeCalendar.moreEvents).not.toContain('#');
    expect(en.HomeCalendar.moreEvents).not.toContain('#');
  });
});

describe('todayDetails', () => {
  const days = [...Array(12).keys()].flatMap((m) => buildCalendarMonth(2082, m + 1).days);

  it('counts the events the card leaves out, with no label in the details', () => {
    const busy = days.find((day) => day.events.length > TODAY_EVENTS_SHOWN)!;
    const quiet = days.find((day) => day.events.length === 0)!;
    expect(todayDetails(busy, 'ne').moreEvents).toBe(busy.events.length - TODAY_EVENTS_SHOWN);
    expect(todayDetails(quiet, 'en').moreEvents).toBe(0);
    const details = todayDetails(busy, 'en');
    expect(details.status).toBe(busy.status);
    expect(details.paksha).toBe(busy.tithi.paksha);
  });

  it('names every status and paksha from the day dialog’s messages in both languages', () => {
    for (const locale of ['en', 'ne'] as const) {
      const messages = picked(locale, DAY_DIALOG_MESSAGES);
      const status = createTranslator({ locale, messages, namespace: 'CalendarPage.status' });
      const modal = createTranslator({ locale, messages, namespace: 'CalendarPage.modal' });
      for (const day of days) {
        const details = todayDetails(day, locale);
        expect(status(details.status)).not.toMatch(/^CalendarPage/);
        expect(modal(`paksha.${details.paksha}`)).not.toMatch(/^CalendarPage/);
      }
    }
  });
});

describe('calendar islands’ messages', () => {
  it('carry what the month page’s leaves read, with the year in the page’s digits', () => {
    const messages = picked('ne', [...CALENDAR_TOOLBAR_MESSAGES, ...YEAR_EVENTS_MESSAGES]);
    expect(Object.keys(messages).sort()).toEqual(
      ['CalendarPage', 'Common', 'YearEventsPanel', 'YearOverview'].sort(),
    );
    expect(Object.keys(messages.CalendarPage).sort()).toEqual(['toolbar', 'yearEvents']);
    const year = { year: localeDigits(2083, 'ne') };
    const t = createTranslator({ locale: 'ne', messages, namespace: 'CalendarPage.yearEvents' });
    expect(t('title', year)).toBe('बि.सं. २०८३का बिदा र कार्यक्रम');
    const to = createTranslator({ locale: 'ne', messages, namespace: 'YearOverview' });
    expect(to('title', year)).toBe('बि.सं. २०८३ एक नजरमा');
    const toolbar = createTranslator({
      locale: 'en',
      messages: picked('en', CALENDAR_TOOLBAR_MESSAGES),
      namespace: 'CalendarPage.toolbar',
    });
    expect(
      toolbar('todayLine', { weekday: 'Friday', ad: 'May 16, 2025', bs: 'Jestha 2, 2082' }),
    ).toBe('Today is Friday, May 16, 2025 · Jestha 2, 2082 BS');
  });
});
