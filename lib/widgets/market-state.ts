import { getTranslations } from 'next-intl/server';
import { publicationDates } from '@/lib/market/format';
import type { Locale } from '@/i18n/routing';
import { markUnavailable } from '@/lib/market/unavailable-store';
import { html, type Html, type Part } from '@/lib/widgets/html';
import type { WidgetContent } from './document';

/**
 * A market widget on an empty or unreadable store: its title and the market pages' own words for
 * the state, kept only a minute (like those pages) so it fills in soon after ingestion.
 */
export async function unavailableWidget(
  locale: Locale,
  kind: 'forex' | 'metals' | 'vegetables' | 'fuel',
  status: 'empty' | 'error',
  { title, more }: Pick<WidgetContent, 'title' | 'more'>,
): Promise<WidgetContent> {
  await markUnavailable(status);
  const t = await getTranslations({ locale, namespace: 'Market.states' });
  return {
    title,
    body: html`<h1>${title}</h1>
      <p class="note mt" role="status">${t(`${status}.${kind}`)}</p>`,
    more,
  };
}

/** A market widget's heading and the BS date its publisher's figures are for. */
export async function publishedHeading(locale: Locale, title: string, date: string): Promise<Html> {
  const t = await getTranslations({ locale, namespace: 'Widgets' });
  return html`<h1>${title}</h1>
    <p class="sub">${t('published', { date: publicationDates(date, locale).bs })}</p>`;
}

/** One row of a market widget's table: its row header (in `lang` when that differs) and cells. */
export interface WidgetRow {
  head: Part;
  lang?: string;
  cells: Part[];
}

export function widgetTable(columns: string[], rows: WidgetRow[]): Html {
  return html`<table>
    <thead>
      <tr>
        ${columns.map((column) => html`<th scope="col">${column}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        ({ head, lang, cells }) =>
          html`<tr>
            <th scope="row" ${lang ? html` lang="${lang}"` : ''}>${head}</th>
            ${cells.map((cell) => html`<td>${cell}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}
