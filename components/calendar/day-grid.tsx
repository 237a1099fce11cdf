'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { loadDayDetails } from './day-details-action';
import type { DayDetails } from './day-details';
import { DayDialog, type DialogState } from './day-dialog';
import type { DialogLabels } from './types';
import { watchNepalToday } from './use-nepal-today';

/**
 * The interactive part of a month grid rendered elsewhere (server HTML as `children`): one click
 * listener for all day buttons opens the dialog, and today (in Nepal, at view time) gets
 * `data-today` and `aria-current` on its cell. The dialog shows `days` when given (the home
 * widget has them for its Today card anyway); otherwise a day's details load from the server on
 * its first click and are kept for the next.
 */
export function DayGrid({
  days,
  locale,
  labels,
  children,
}: {
  days?: DayDetails[];
  locale: Locale;
  labels: DialogLabels;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const loaded = useRef(new Map<string, DayDetails>());
  const [dialog, setDialog] = useState<DialogState>({ status: 'closed' });

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const day of days ?? []) loaded.current.set(day.ad, day);
    const show = (ad: string) => {
      const known = loaded.current.get(ad);
      if (known) return setDialog({ status: 'ready', day: known });
      setDialog({ status: 'loading', ad });
      loadDayDetails(ad, locale).then(
        (day) => {
          if (day) loaded.current.set(ad, day);
          // A later click (or a close) while this loaded wins.
          setDialog((now) =>
            now.status === 'loading' && now.ad === ad
              ? day
                ? { status: 'ready', day }
                : { status: 'error' }
              : now,
          );
        },
        () =>
          setDialog((now) =>
            now.status === 'loading' && now.ad === ad ? { status: 'error' } : now,
          ),
      );
    };
    const onClick = (event: MouseEvent) => {
      const ad = (event.target as Element).closest<HTMLElement>('button[data-ad]')?.dataset.ad;
      if (ad) show(ad);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [days, locale]);

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

  return (
    <div ref={ref}>
      {children}
      <DayDialog state={dialog} labels={labels} onClose={() => setDialog({ status: 'closed' })} />
    </div>
  );
}
