'use client';

import { useTranslations } from 'use-intl/react';
import { useState, type ReactNode } from 'react';
import { useHydratedMarker } from '@/components/hooks/use-hydrated';
import { NativeSelect } from '@/components/ui/native-select';
import { TREND_FILTERS, type TrendFilter } from '@/lib/market/trend';
import {
  applyView,
  SORT_KEYS,
  toggleSort,
  vegetableName,
  viewQuery,
  type SortKey,
  type VegetableView,
} from '@/lib/market/vegetable-view';
import { cn } from '@/lib/utils';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { UntilHydrated } from '@/components/ui/until-hydrated';
import type { Locale } from '@/i18n/routing';
import { footerArgs } from './table-footer';
import { VegetableNameText } from './vegetable-name';
import type { TableRow as VegetableRow } from '@/lib/market/vegetable-rows';

/*
 * Rows from here on hold their cells' content back until the reader scrolls near them
 * (`held-cell`): on a phone the table starts about two screens down and runs to 5,000–6,000 px,
 * and laying out all ~70 rows' wrapping names and trend lines cost 120–310 ms of the first layout
 * with the CPU slowed 4×. The first rows stay whole, so no screen ever shows a held row.
 */
const HELD_FROM = 12;

// The arrow comes from CSS (`.trend-badge`, app/globals.css): one element less in each of ~70 rows.
const TREND_TONE: Record<string, string> = {
  rising: 'bg-red-50 text-red-700 border-red-200 dark:bg-red-950/40 dark:text-red-300',
  falling: 'bg-green-50 text-green-700 border-green-200 dark:bg-green-950/40 dark:text-green-300',
  stable: 'bg-muted text-muted-foreground',
};

/**
 * The Prices tab's search, trend filter and sortable table. The server renders it with the view
 * from the query string, so it works without JavaScript (the form and the column links reload
 * the page); with JavaScript the same view updates instantly and the URL follows. Its words come
 * from `VegetablesPage.table` (the page wraps it in ClientMessages); numbers and dates reach the
 * messages already written in the page's digits.
 */
export function VegetableTable({
  rows,
  initialView,
  initialFooter,
  captionDate,
  locale,
  keep,
}: {
  rows: VegetableRow[];
  initialView: VegetableView;
  /** The footer for `initialView`, as the server formatted it. */
  initialFooter: string;
  /** The market day the caption names, as the server wrote it. */
  captionDate: string;
  locale: Locale;
  /** Other query parameters the page uses (the chart's item), kept across view changes. */
  keep: Record<string, string>;
}) {
  const t = useTranslations('VegetablesPage.table');
  const caption = t('caption', { date: captionDate });
  const marker = useHydratedMarker<HTMLDivElement>();
  const [view, setView] = useState(initialView);
  const shown = applyView(rows, view, locale);

  const update = (next: VegetableView) => {
    setView(next);
    window.history.replaceState(
      null,
      '',
      `${window.location.pathname}${viewQuery(next, keep) || '?'}`,
    );
  };

  const header = (key: SortKey) => {
    const active = view.sort === key;
    return (
      <TableHead
        key={key}
        scope="col"
        size="compact"
        numeric={key !== 'name'}
        aria-sort={active ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined}
        className={cn('whitespace-nowrap', key === 'name' && 'text-left')}
      >
        <a
          href={viewQuery(toggleSort(view, key), keep) || '?'}
          onClick={(event) => {
            event.preventDefault();
            update(toggleSort(view, key));
          }}
          className="inline-flex items-center gap-1 hover:underline"
          aria-label={t('sortBy', { column: t(`columns.${key}`) })}
          data-sort={key}
        >
          {t(`columns.${key}`)}
          <span
            aria-hidden="true"
            className={cn('text-xs', active ? 'text-foreground' : 'text-muted-foreground/50')}
          >
            {active ? (view.dir === 'asc' ? '↑' : '↓') : '↕'}
          </span>
          {active && (
            <span className="sr-only">, {t(view.dir === 'asc' ? 'sortedAsc' : 'sortedDesc')}</span>
          )}
        </a>
      </TableHead>
    );
  };

  return (
    <div ref={marker} className="space-y-4">
      <form
        method="get"
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
          {t('search')}
          <input
            type="search"
            name="q"
            value={view.q}
            onChange={(event) => update({ ...view, q: event.target.value })}
            placeholder={t('searchPlaceholder')}
            maxLength={100}
            className="bg-card focus-visible:outline-ring h-10 rounded-md border px-3 text-sm font-normal shadow-sm focus-visible:outline-2"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium sm:w-48">
          {t('trendLabel')}
          <NativeSelect
            name="trend"
            value={view.trend}
            onChange={(event) => update({ ...view, trend: event.target.value as TrendFilter })}
          >
            {TREND_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`trendOptions.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        {view.sort && <input type="hidden" name="sort" value={view.sort} />}
        {view.sort && <input type="hidden" name="dir" value={view.dir} />}
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {/* Without JavaScript the form reloads the page with the view in the query string. */}
        <UntilHydrated>
          <button
            type="submit"
            className="bg-primary text-primary-foreground h-10 rounded-md px-4 text-sm font-medium"
          >
            {t('apply')}
          </button>
        </UntilHydrated>
      </form>

      <Table
        label={caption}
        className="min-w-[46rem] table-fixed md:min-w-0"
        containerClassName="bg-card rounded-xl border"
        below={
          // Sticky, so a reader who had scrolled the wide table sideways still sees it.
          shown.length === 0 && (
            <p className="text-muted-foreground sticky left-0 px-4 py-6 text-center">
              {t('noMatches')}
            </p>
          )
        }
      >
        <TableCaption className="sr-only">{caption}</TableCaption>
        {/* Fixed widths: columns do not move as held rows render; the name takes the rest. */}
        <colgroup>
          <col />
          <col className="w-16 lg:w-[8%]" />
          <col span={3} className="w-28 lg:w-[13%]" />
          <col className="w-44 lg:w-[20%]" />
        </colgroup>
        <TableHeader className="bg-muted/50 border-b">
          <TableRow>
            {header('name')}
            <TableHead scope="col" size="compact" className="text-left">
              {t('columns.unit')}
            </TableHead>
            {SORT_KEYS.filter((k) => k !== 'name').map(header)}
            <TableHead scope="col" size="compact" className="text-left">
              {t('columns.trend')}
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((row, index) => {
            const direction = row.trend.kind === 'change' ? row.trend.direction : row.trend.kind;
            const cell = index < HELD_FROM ? unheld : held;
            return (
              <TableRow key={row.id} className="border-b last:border-0" data-row={row.id}>
                <TableHead scope="row" size="compact" className="text-left font-medium">
                  {cell(
                    <VegetableNameText
                      name={vegetableName(row, locale)}
                      secondaryClassName="text-muted-foreground font-normal"
                    />,
                  )}
                </TableHead>
                <TableCell lang={row.unit.lang} size="compact">
                  {cell(row.unit.text)}
                </TableCell>
                <TableCell size="compact" numeric>
                  {cell(row.minText)}
                </TableCell>
                <TableCell size="compact" numeric>
                  {cell(row.maxText)}
                </TableCell>
                <TableCell size="compact" numeric className="font-semibold">
                  {cell(row.avgText)}
                </TableCell>
                {/* The detail is a bare text line under the badge: no element of its own. */}
                <TableCell size="compact" className="text-muted-foreground text-xs tabular-nums">
                  {cell(
                    <>
                      <span
                        className={cn(
                          'badge trend-badge',
                          TREND_TONE[direction] ?? 'bg-card text-foreground',
                        )}
                        data-trend={direction}
                      >
                        {row.trendLabel}
                      </span>
                      {row.trendDetail}
                    </>,
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <p className="text-muted-foreground text-sm" aria-live="polite" data-footer>
        {/* The server wrote the footer for the view it rendered: the browser formats one (ICU
            plural rules and locale data, a long task at start-up) only when the reader changes it. */}
        {view === initialView
          ? initialFooter
          : t('footer', footerArgs(shown.length, view, locale, t(`trendNames.${view.trend}`)))}
      </p>
    </div>
  );
}

const unheld = (content: ReactNode) => content;
const held = (content: ReactNode) => <div className="held-cell">{content}</div>;
