'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { dayDetails } from './day-details';
import { DayDialog, type DialogState } from './day-dialog';
import type { DialogLabels } from './types';
import { useCalendarMonth } from './use-calendar-api';
import { watchNepalToday } from './use-nepal-today';

/**
 * The interactive part of a month grid rendered elsewhere (`children`, server HTML or the home
 * widget's grid): one click listener for all day buttons opens the dialog, and today (in Nepal,
 * at view time) gets `data-today` and `aria-current` on its cell. The dialog reads the month
 * from the API (`month`, the BS month the grid shows) on the first click, then keeps it.
 */
export function DayGrid({
  month,
  locale,
  labels,
  children,
}: {
  month: { year: number; month: number };
  locale: Locale;
  labels: DialogLabels;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [openAd, setOpenAd] = useState<string | null>(null);
  const { data, isLoading, mutate } = useCalendarMonth(openAd ? month : null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const ad = (event.target as Element).closest<HTMLElement>('button[data-ad]')?.dataset.ad;
      if (ad) setOpenAd(ad);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // Written to the DOM rather than rendered, so hydration is not followed by a second render.
    // Attribute writes only, no layout reads: no forced reflow.
    return watchNepalToday((today) => {
      for (const cell of root.querySelectorAll<HTMLElement>('button[data-ad]')) {
        const isToday = cell.dataset.ad === today.ad;
        cell.toggleAttribute('data-today', isToday);
        if (isToday) cell.setAttribute('aria-current', 'date');
        else cell.removeAttribute('aria-current');
      }
      root.setAttribute('data-hydrated', '');
    });
    // A new month in `children` (the home widget's next month) needs its today marked.
  }, [children]);

  const day = openAd ? data?.days.find((d) => d.ad === openAd) : undefined;
  const state: DialogState =
    openAd === null
      ? { status: 'closed' }
      : day
        ? { status: 'ready', day: dayDetails(day, locale, labels) }
        : isLoading
          ? { status: 'loading' }
          : { status: 'error' };

  return (
    <div ref={ref}>
      {children}
      <DayDialog
        state={state}
        labels={labels}
        onClose={() => setOpenAd(null)}
        onRetry={() => void mutate()}
      />
    </div>
  );
}
