import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localeDigits } from '@/lib/bs';
import { buildCalendarMonth, type CalendarDay } from '@/lib/calendar/month';
import { localized, monthTitle, weekdayNames } from '@/lib/i18n/format';
import { todayBs } from '@/lib/time/bs-today';
import { html, type Html } from '@/lib/widgets/html';
import type { WidgetContent } from './document';

/** This month's grid (Sunday first): BS days with their AD day, holidays in red, today ringed. */
export async function monthWidget(locale: Locale): Promise<WidgetContent> {
  const t = await getTranslations({ locale, namespace: 'Widgets.month' });
  const today = todayBs();
  const month = buildCalendarMonth(today.year, today.month);
  const title = monthTitle(month.year, month.month, locale);
  const cells: (CalendarDay | null)[] = [
    ...Array<null>(month.leadingBlanks).fill(null),
    ...month.days,
  ];
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const short = weekdayNames(locale, 'short');
  const long = weekdayNames(locale);
  const cell = (day: CalendarDay | null): Html => {
    if (!day) return html`<td></td>`;
    const off = day.status !== 'working-day';
    const isToday = day.bs.day === today.day;
    const names = day.events.map((event) => localized(event, locale, 'title')).join(', ');
    const classes = [off && 'hol', isToday && 'today'].filter(Boolean).join(' ');
    return html`<td${classes ? html` class="${classes}"` : ''}${names ? html` title="${names}"` : ''}><span>${localeDigits(day.bs.day, locale)}<small>${localeDigits(Number(day.ad.slice(8)), locale)}</small>${
      isToday ? html`<span class="sr"> (${t('today')})</span>` : ''
    }${day.status === 'public-holiday' ? html`<span class="sr"> (${t('holiday')})</span>` : ''}</span></td>`;
  };
  return {
    title,
    body: html`<table class="cal">
        <caption>
          <h1>${title}</h1>
        </caption>
        <thead>
          <tr>
            ${short.map((name, i) => html`<th scope="col"><abbr title="${long[i]!}">${name}</abbr></th>`)}
          </tr>
        </thead>
        <tbody>
          ${weeks.map(
            (week) =>
              html`<tr>
                ${week.map(cell)}${Array<Html>(7 - week.length).fill(html`<td></td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
      <p class="sub mt">${t('legend')}</p>`,
    more: { path: `/calendar/${month.year}/${month.slug}`, label: t('more') },
  };
}
