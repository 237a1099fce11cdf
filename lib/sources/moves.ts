import 'server-only';

/**
 * The largest relative move accepted between a day and the last stored one `gapDays` earlier:
 * after a long gap the band widens with the square root of the gap rather than being skipped.
 */
export function gapBand(base: number, gapDays: number, shortGap: number): number {
  if (gapDays <= shortGap) return base;
  return 2 * base * Math.sqrt(gapDays / shortGap);
}

/** `0.05` → `5 %`, `0.107` → `10.7 %`. */
export function percent(fraction: number): string {
  return `${Number((fraction * 100).toFixed(1))} %`;
}
