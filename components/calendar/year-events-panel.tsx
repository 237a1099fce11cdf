'use client';

import { useTranslations } from 'use-intl/react';
import { lazy, Suspense, useState } from 'react';
import { useTabsValue } from '@/components/ui/tabs';
import type { Locale } from '@/i18n/routing';

// The tab's reader and its rendering load with its first showing, not with the page.
const YearEventsReader = lazy(() =>
  import('./year-events-reader').then((m) => ({ default: m.YearEventsReader })),
);

/**
 * The Year Events tab's content, read from the API the first time the tab is shown: it would
 * otherwise be most of every month page's HTML, for a tab most visitors never open. Its words
 * come from the island's messages (`YEAR_EVENTS_MESSAGES` in ./messages).
 */
export function YearEventsPanel({
  year,
  locale,
  tab,
}: {
  year: number;
  locale: Locale;
  tab: string;
}) {
  const tc = useTranslations('Common');
  const shown = useTabsValue() === tab;
  // Once asked for, the answer stays while the other tab is shown.
  const [wanted, setWanted] = useState(shown);
  if (shown && !wanted) setWanted(true);
  const loading = (
    <p aria-busy="true" className="text-muted-foreground py-10 text-center">
      {tc('loading')}
    </p>
  );
  if (!wanted) return loading;
  return (
    <Suspense fallback={loading}>
      <YearEventsReader year={year} locale={locale} loading={loading} />
    </Suspense>
  );
}
