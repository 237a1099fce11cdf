import { cache } from 'react';
import { dailyRashifal } from '@/lib/rashifal';
import { isoDate, todayInNepal } from '@/lib/time';

/** Today's reading in Nepal, computed once per request (metadata and page share it). */
export const todaysRashifal = cache(() => dailyRashifal(todayInNepal()));

/** Today's Nepal date as 'YYYY-MM-DD'. */
export const todayIso = () => isoDate(todayInNepal());
