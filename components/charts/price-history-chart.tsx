/**
 * <PriceHistoryChart>: a server-rendered SVG price-history chart for the market pages. It ships
 * no JavaScript: the range choice and downloads are plain links, the numbers are in a <details>
 * table, and the SVG carries role="img" with a text summary (first, last, low, high, change).
 *
 * Usage (server component; slice with series-summary.ts first):
 *   const offered = availableRanges(points);
 *   const days = pickRange(searchParams.range, offered);
 *   <PriceHistoryChart
 *     id="usd-history" locale={locale} title="US Dollar" unitLabel="NPR per 1 USD"
 *     lines={[{ key: 'buy', label: 'Buying', points: sliceToRange(buyPoints, days) }]}
 *     range={days} ranges={offered.map((d) => ({ days: d, href: `?currency=USD&range=${d}` }))}
 *     downloads={{
 *       csv: '/api/v1/forex/history?currency=USD&format=csv',
 *       json: '/api/v1/forex/history?currency=USD',
 *     }}
 *   />
 * The first line is the one the summary describes; a second line (e.g. selling rate) is drawn
 * and tabulated too. Texts come from the `Market.chart` messages in the page's language.
 */
import { Download } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import {
  formatNumber,
  formatPercent,
  formatShortAdDate,
  formatSignedChange,
} from '@/lib/market/format';
import { cn } from '@/lib/utils';
import { chartGeometry, type ChartGeometry } from './chart-geometry';
import { summarizeSeries, type ChartRange, type SeriesPoint } from '@/lib/market/series-summary';
import type { Locale } from '@/i18n/routing';
import type { ReactNode } from 'react';

export interface PriceHistoryChartProps {
  /** Unique on the page; prefixes the SVG's title/desc ids. */
  id: string;
  locale: Locale;
  title: string;
  /** The visible heading when it needs markup (a name in two languages); defaults to `title`. */
  heading?: ReactNode;
  /** What the values are, e.g. 'NPR per 10 JPY' or 'NPR per tola'. */
  unitLabel: string;
  /** The visible unit when it needs markup (a Nepali unit word); defaults to `unitLabel`. */
  unitHeading?: ReactNode;
  lines: { key: string; label: string; points: readonly SeriesPoint[] }[];
  range: ChartRange;
  ranges: readonly { days: ChartRange; href: string }[];
  downloads: { csv: string; json: string };
  digits?: number;
  className?: string;
}

const STROKES = ['stroke-primary', 'stroke-sky-600'];
const FILLS = ['fill-primary', 'fill-sky-600'];

export async function PriceHistoryChart({
  id,
  locale,
  title,
  heading = title,
  unitLabel,
  unitHeading = unitLabel,
  lines,
  range,
  ranges,
  downloads,
  digits = 2,
  className,
}: PriceHistoryChartProps) {
  const t = await getTranslations('Market.chart');
  const primary = lines[0];
  const summary = primary ? summarizeSeries(primary.points) : null;
  const num = (v: number) => formatNumber(v, locale, digits);
  const date = (iso: string) => formatShortAdDate(iso, locale, true);
  const days = formatNumber(range, locale, 0);

  const summaryText = summary
    ? summary.count === 1
      ? t('summarySingle', {
          label: primary!.label,
          unit: unitLabel,
          value: num(summary.last.value),
          date: date(summary.last.date),
        })
      : t('summary', {
          label: primary!.label,
          unit: unitLabel,
          days,
          first: num(summary.first.value),
          firstDate: date(summary.first.date),
          last: num(summary.last.value),
          lastDate: date(summary.last.date),
          change: formatSignedChange(summary.change, locale, digits),
          percent: summary.changeRatio === null ? '—' : formatPercent(summary.changeRatio, locale),
          min: num(summary.min.value),
          minDate: date(summary.min.date),
          max: num(summary.max.value),
          maxDate: date(summary.max.date),
        })
    : t('noHistory');

  // Axis labels drop decimals once ticks are a rupee or more apart (3,05,000, not 3,05,000.00).
  const axis = (g: ChartGeometry) => {
    const step = Math.abs((g.yTicks[1]?.value ?? 0) - (g.yTicks[0]?.value ?? 0));
    return (v: number) => formatNumber(v, locale, step >= 1 ? 0 : digits);
  };
  const wide = chartGeometry(lines, { width: 640, height: 260 });
  const compact = chartGeometry(
    lines,
    { width: 340, height: 230, margin: { top: 10, right: 10, bottom: 26, left: 58 } },
    { x: 3, y: 4 },
  );
  const dates = [...new Set(lines.flatMap((l) => l.points.map((p) => p.date)))].sort().reverse();
  const valueAt = lines.map((l) => new Map(l.points.map((p) => [p.date, p.value])));

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn('bg-card space-y-3 rounded-xl border p-4 shadow-sm sm:p-5', className)}
      data-chart={id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          {heading}{' '}
          <span className="text-muted-foreground text-sm font-normal">({unitHeading})</span>
        </h3>
        {ranges.length > 0 && (
          <nav aria-label={t('rangesLabel', { chart: title })} className="flex gap-1 text-sm">
            {ranges.map((r) => (
              <a
                key={r.days}
                href={r.href}
                aria-current={r.days === range ? 'true' : undefined}
                className={cn(
                  'rounded-md border px-2.5 py-1',
                  r.days === range
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'hover:bg-muted',
                )}
              >
                {t('rangeDays', { days: formatNumber(r.days, locale, 0) })}
              </a>
            ))}
          </nav>
        )}
      </div>

      {summary && (
        <>
          {/* Two drawings of one chart: a narrow viewBox keeps axis text legible on a phone. */}
          <ChartSvg
            id={id}
            variant="compact"
            geometry={compact}
            title={`${title} (${unitLabel})`}
            desc={summaryText}
            num={axis(compact)}
            locale={locale}
            className="sm:hidden"
          />
          <ChartSvg
            id={id}
            variant="wide"
            geometry={wide}
            title={`${title} (${unitLabel})`}
            desc={summaryText}
            num={axis(wide)}
            locale={locale}
            className="hidden sm:block"
          />
        </>
      )}

      {lines.length > 1 && summary && (
        <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
          {lines.map((l, i) => (
            <li key={l.key} className="flex items-center gap-1.5">
              <span
                className={cn('inline-block h-0.5 w-4', i === 0 ? 'bg-primary' : 'bg-sky-600')}
              />
              {l.label}
            </li>
          ))}
        </ul>
      )}

      <p className="text-muted-foreground text-sm" data-chart-summary>
        {summaryText}
      </p>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {summary && (
          <details className="w-full sm:w-auto">
            <summary className="text-primary cursor-pointer font-medium">{t('showTable')}</summary>
            <div className="mt-2 max-h-80 overflow-auto rounded-md border">
              <table className="w-full text-sm">
                <caption className="sr-only">{`${title} (${unitLabel})`}</caption>
                <thead className="bg-muted sticky top-0">
                  <tr>
                    <th scope="col" className="px-3 py-1.5 text-left">
                      {t('date')}
                    </th>
                    {lines.map((l) => (
                      <th key={l.key} scope="col" className="px-3 py-1.5 text-right">
                        {l.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {dates.map((d) => (
                    <tr key={d} className="border-t">
                      <th scope="row" className="px-3 py-1 text-left font-normal">
                        {date(d)}
                      </th>
                      {valueAt.map((values, i) => {
                        const v = values.get(d);
                        return (
                          <td key={lines[i]!.key} className="px-3 py-1 text-right tabular-nums">
                            {v === undefined ? '—' : num(v)}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        )}
        <a
          href={downloads.csv}
          download
          className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
        >
          <Download className="size-4" aria-hidden="true" />
          {t('downloadCsv')}
        </a>
        <a
          href={downloads.json}
          className="text-primary inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
        >
          <Download className="size-4" aria-hidden="true" />
          {t('downloadJson')}
        </a>
      </div>
    </section>
  );
}

interface ChartSvgProps {
  id: string;
  variant: string;
  geometry: ChartGeometry;
  title: string;
  desc: string;
  num: (v: number) => string;
  locale: Locale;
  className: string;
}

function ChartSvg({ id, variant, geometry, title, desc, num, locale, className }: ChartSvgProps) {
  const { plot } = geometry;
  // Edge labels hang inwards so a date never runs off the drawing.
  const anchor = (x: number) =>
    x - plot.left < 30 ? 'start' : plot.right - x < 30 ? 'end' : 'middle';
  return (
    <svg
      viewBox={`0 0 ${geometry.width} ${geometry.height}`}
      role="img"
      aria-labelledby={`${id}-${variant}-title ${id}-${variant}-desc`}
      className={cn('text-muted-foreground h-auto w-full', className)}
    >
      <title id={`${id}-${variant}-title`}>{title}</title>
      <desc id={`${id}-${variant}-desc`}>{desc}</desc>
      {geometry.yTicks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={plot.left}
            x2={plot.right}
            y1={tick.y}
            y2={tick.y}
            className="stroke-border"
            strokeWidth={1}
          />
          <text
            x={plot.left - 6}
            y={tick.y}
            dy="0.32em"
            textAnchor="end"
            className="fill-current text-[12px]"
          >
            {num(tick.value)}
          </text>
        </g>
      ))}
      {geometry.xTicks.map((tick) => (
        <text
          key={tick.date}
          x={tick.x}
          y={plot.bottom + 18}
          textAnchor={anchor(tick.x)}
          className="fill-current text-[12px]"
        >
          {formatShortAdDate(tick.date, locale)}
        </text>
      ))}
      {geometry.lines.map((l, i) => (
        <g key={l.key}>
          {i === 0 && l.area && <path d={l.area} className={cn(FILLS[0], 'opacity-10')} />}
          {l.path && (
            <path
              d={l.path}
              fill="none"
              strokeWidth={2.5}
              strokeLinejoin="round"
              className={STROKES[i % STROKES.length]}
            />
          )}
          {l.last && (
            <circle
              cx={l.last.x}
              cy={l.last.y}
              r={l.single ? 5 : 3.5}
              className={FILLS[i % FILLS.length]}
            />
          )}
        </g>
      ))}
    </svg>
  );
}
