'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { watchNepalToday } from './use-nepal-today';

// The dialog and its API read (SWR) load when a day is about to be chosen, not with the page.
const loadReader = () => import('./day-dialog-reader');
const DayDialogReader = lazy(() => loadReader().then((m) => ({ default: m.DayDialogReader })));

/**
 * The interactive part of a month grid rendered elsewhere (`children`, server HTML or the home
 * widget's grid): one click listener for all day buttons opens the dialog, and today (in Nepal,
 * at view time) gets `data-today` and `aria-current` on its cell. The dialog reads the month
 * (`month`, the BS month the grid shows) from the API on the first click. The dialog's words
 * come from the island's messages (`DAY_DIALOG_MESSAGES` in ./messages).
 */
export function DayGrid({
  month,
  locale,
  children,
}: {
  month: { year: number; month: number };
  locale: Locale;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [openAd, setOpenAd] = useState<string | null>(null);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const ad = (event.target as Element).closest<HTMLElement>('button[data-ad]')?.dataset.ad;
      if (ad) setOpenAd(ad);
    };
    // A pointer over the grid or focus in it (a tap starts with pointerover) fetches the
    // dialog's code ahead of the click.
    const prefetch = () => void loadReader();
    root.addEventListener('click', onClick);
    root.addEventListener('pointerover', prefetch, { once: true });
    root.addEventListener('focusin', prefetch, { once: true });
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('pointerover', prefetch);
      root.removeEventListener('focusin', prefetch);
    };
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

  return (
    <div ref={ref}>
      {children}
      {openAd === null ? null : (
        <Suspense fallback={null}>
          <DayDialogReader
            ad={openAd}
            month={month}
            locale={locale}
            onClose={() => setOpenAd(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
