/**
 * Which page numbers a pager shows: at most `max` (default 5), sliding so the current page sits
 * in the middle, anchored to the first or last `max` pages near either end (the spec's forex
 * pager). Pages are 1-based; an empty list when there is one page or none.
 *
 *   pageWindow(1, 9)  // [1, 2, 3, 4, 5]
 *   pageWindow(5, 9)  // [3, 4, 5, 6, 7]
 *   pageWindow(9, 9)  // [5, 6, 7, 8, 9]
 */
export function pageWindow(current: number, total: number, max = 5): number[] {
  if (total <= 1) return [];
  const count = Math.min(max, total);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** `?page=` as a page in 1…total; junk or out-of-range values give the nearest real page. */
export function parsePage(raw: unknown, total: number): number {
  const value = Number.parseInt(String(Array.isArray(raw) ? raw[0] : (raw ?? '')), 10);
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, Math.max(total, 1));
}
