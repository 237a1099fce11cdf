import { cache } from 'react';
import { dailyRashifal } from '@/lib/rashifal';
import { todayInNepal } from '@/lib/time';

/** Today's reading in Nepal, computed once per request (metadata and page share it). */
export const todaysRashifal = cache(() => dailyRashifal(todayInNepal()));
