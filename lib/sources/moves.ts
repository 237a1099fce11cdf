import 'server-only';

/**
 * The largest relative move accepted between a day and the last stored one `gapDays` earlier.
 * Up to `shortGap` days the source's day-over-day band applies as is. After a longer gap (an
 * outage, a holiday season, a backfill joining older data) prices have had time to drift, so the
 * band widens, doubled and then growing with the square root of the gap (a random walk's spread),
 * instead of the check being skipped: a decimal slip (×10 or ÷10) is still caught after years.
 */
export function gapBand(base: number, gapDays: number, shortGap: number): number {
  if (gapDays <= shortGap) return base;
  return 2 * base * Math.sqrt(gapDays / shortGap);
}

/** `0.05` → `5 %`, `0.107` → `10.7 %`. */
export function percent(fraction: number): string {
  return `${Number((fraction * 100).toFixed(1))} %`;
}
