'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { adToBs, formatIsoDate } from '@/lib/bs';
import { todayInNepal } from '@/lib/time';

const MINUTE_MS = 60_000;

export interface NepalToday {
  ad: string;
  bs: { year: number; month: number; day: number };
}

function subscribe(onChange: () => void) {
  // Re-check each minute so a page left open past midnight in Nepal moves on with the date.
  const timer = setInterval(onChange, MINUTE_MS);
  return () => clearInterval(timer);
}

let cached: NepalToday | null = null;

function snapshot(): NepalToday {
  const date = todayInNepal();
  const ad = formatIsoDate(date);
  if (ad !== cached?.ad) cached = { ad, bs: adToBs(date) };
  return cached;
}

/**
 * Today's date in Nepal as the visitor's browser sees it now (not the build date, not the
 * visitor's own time zone). Null during server rendering, so static HTML never claims a today;
 * the component renders once more after hydration, so keep the ones that call it small.
 */
export function useNepalToday(): NepalToday | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Calls `onDay` with Nepal's date now, and again each time it changes. Returns the stop. */
export function watchNepalToday(onDay: (today: NepalToday) => void): () => void {
  let last: NepalToday | null = null;
  const check = () => {
    const now = snapshot();
    if (now !== last) onDay((last = now));
  };
  check();
  return subscribe(check);
}

/**
 * Nepal's date now, or null while it is still `renderedAd`, the day the server rendered the
 * HTML for: a page read on the day it was rendered does not render again after hydration.
 */
export function useNepalTodayIfNot(renderedAd: string | null): NepalToday | null {
  const [today, setToday] = useState<NepalToday | null>(null);
  useEffect(
    () => watchNepalToday((now) => setToday(now.ad === renderedAd ? null : now)),
    [renderedAd],
  );
  return today;
}
