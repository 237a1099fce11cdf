'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { DayDetails } from './day-details';
import { DayDialog } from './day-dialog';
import type { DialogLabels } from './types';
import { useNepalToday } from './use-nepal-today';

/**
 * The interactive part of a month grid rendered elsewhere (server HTML as `children`): one click
 * listener for all day buttons opens the dialog, and today (in Nepal, at view time) gets
 * `data-today` and `aria-current` on its cell. It receives only what the dialog shows.
 */
export function DayGrid({
  days,
  labels,
  children,
}: {
  days: DayDetails[];
  labels: DialogLabels;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const today = useNepalToday();
  const [open, setOpen] = useState<DayDetails | null>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const byAd = new Map(days.map((day) => [day.ad, day]));
    const onClick = (event: MouseEvent) => {
      const cell = (event.target as Element).closest<HTMLElement>('button[data-ad]');
      const day = cell && byAd.get(cell.dataset.ad ?? '');
      if (day) setOpen(day);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [days]);

  useEffect(() => {
    // Attribute writes only, no layout reads: no forced reflow.
    for (const cell of ref.current?.querySelectorAll<HTMLElement>('button[data-ad]') ?? []) {
      const isToday = cell.dataset.ad === today?.ad;
      cell.toggleAttribute('data-today', isToday);
      if (isToday) cell.setAttribute('aria-current', 'date');
      else cell.removeAttribute('aria-current');
    }
  }, [today, days, children]);

  return (
    <div ref={ref} data-hydrated={today ? '' : undefined}>
      {children}
      <DayDialog day={open} labels={labels} onClose={() => setOpen(null)} />
    </div>
  );
}
