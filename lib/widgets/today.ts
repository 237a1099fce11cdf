import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { BS_MONTHS, formatAdDate, formatBsDate, parseIsoDate } from '@/lib/bs';
import { buildCalendarMonth } from '@/lib/calendar/month';
import { nextPublicHoliday } from '@/lib/calendar/next-holiday';
import { localized } from '@/lib/i18n/format';
import { todayBs } from '@/lib/time/bs-today';
import { html } from '@/lib/widgets/html';
import { TODAY_EVENTS_SHOWN } from '@/lib/calendar/today-card';
import type { WidgetContent } from './document';

const dayPath = (bs: { year: number; month: number; day: number }) =>
  `/calendar/${bs.year}/${BS_MONTHS[bs.month - 1]!.slug}/${bs.day}`;

/** Today in Nepal: the BS and AD date, the tithi, today's events and the next public holiday. */
export async function todayWidget(locale: Locale): Promise<WidgetContent> {
  const t = await getTranslations({ locale, namespace: 'Widgets.today' });
  const tc = await getTranslations({ locale, namespace: 'CalendarPage' });
  const bs = todayBs();
  const day = buildCalendarMonth(bs.year, bs.month).days[bs.day - 1]!;
  const ad = parseIsoDate(day.ad, 'ad');
  const next = nextPublicHoliday(bs);
  const holiday = next?.day.events.find((event) => event.isHoliday) ?? next?.day.events[0];
  const tithi = `${localized(day.tithi, locale)}, ${tc(`modal.paksha.${day.tithi.paksha}`)}`;
  return {
    title: t('title'),
    body: html`<h1 class="sub">${t('title')}</h1>
      <p class="big">${formatBsDate(bs, locale, 'long')}</p>
      <p class="sub">${ad.ok ? formatAdDate(ad.value, locale, 'long') : day.ad}</p>
      <p class="mt">${t('tithi')}: <strong>${tithi}</strong></p>
      ${
        day.events.length > 0 &&
        html`<ul>
          ${day.events
            .slice(0, TODAY_EVENTS_SHOWN)
            .map(
              (event) =>
                html`<li${event.isHoliday ? html` class="hol"` : ''}>${localized(event, locale, 'title')}${
                  event.isHoliday ? html` <span class="sr">(${t('holiday')})</span>` : ''
                }</li>`,
            )}
        </ul>`
      }
      <p class="note">
        ${
          next && holiday
            ? html`${t('nextHoliday')}: <strong>${localized(holiday, locale, 'title')}</strong>,
                ${formatBsDate(next.day.bs, locale)} (${t('inDays', { days: next.daysAway })})`
            : t('noHoliday')
        }
      </p>`,
    more: { path: dayPath(bs), label: t('more') },
  };
}
