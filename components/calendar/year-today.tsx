'use client';

import { useEffect } from 'react';
import { watchNepalToday } from './use-nepal-today';

/**
 * Marks today's cell on the year page (Nepal's date at view time, never the build's): the
 * grids are server HTML, so the cell is found by its month table and position, not by a
 * per-day attribute that every cell would carry.
 */
export function YearToday({ year }: { year: number }) {
  useEffect(
    () =>
      watchNepalToday((today) => {
        for (const cell of document.querySelectorAll('.yr-grid td[aria-current]')) {
          cell.removeAttribute('aria-current');
        }
        if (today.bs.year !== year) return;
        const table = document.querySelector<HTMLElement>(`.yr-grid[data-m="${today.bs.month}"]`);
        const index = Number(table?.dataset.lead ?? 0) + today.bs.day - 1;
        table?.querySelectorAll('tbody td')[index]?.setAttribute('aria-current', 'date');
      }),
    [year],
  );
  return null;
}
