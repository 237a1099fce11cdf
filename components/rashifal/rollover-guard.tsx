'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { addDays } from '@/lib/time/civil-date';
import { todayIsoInNepal } from '@/lib/time';

const MINUTE_MS = 60_000;
const MAX_REFRESHES = 3;

/**
 * The page shows the reading of `date` (Nepal). When Nepal's midnight has passed since (a tab
 * left open, or the one stale copy a revalidating cache hands out first), ask the server for
 * the page again: it renders the new day. Only the day after counts, so a page viewed with a
 * pinned or wildly wrong clock is left alone.
 */
export function RolloverGuard({ date }: { date: string }) {
  const router = useRouter();
  useEffect(() => {
    let refreshes = 0;
    const check = () => {
      if (refreshes < MAX_REFRESHES && todayIsoInNepal() === addDays(date, 1)) {
        refreshes += 1;
        router.refresh();
      }
    };
    check();
    const timer = setInterval(check, MINUTE_MS);
    return () => clearInterval(timer);
  }, [date, router]);
  return null;
}
