'use client';

import { useSyncExternalStore } from 'react';
import { adToBs, formatIsoDate } from '@/lib/bs';
import { todayInNepal } from '@/lib/time';

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void) {
  // Re-check each minute so a page left open past midnight in Nepal moves its ring.
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

let cachedKey = '';
let cached: { ad: string; bs: { year: number; month: number; day: number } } | null = null;

function snapshot() {
  const ad = todayInNepal();
  const key = formatIsoDate(ad);
  if (key !== cachedKey) {
    cachedKey = key;
    cached = { ad: key, bs: adToBs(ad) };
  }
  return cached;
}

/**
 * Today's date in Nepal as the visitor's browser sees it now (not the build date, not the
 * visitor's own time zone). Null during server rendering, so static HTML never claims a today.
 */
export function useNepalToday() {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
