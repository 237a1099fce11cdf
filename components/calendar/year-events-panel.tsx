'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTabsValue } from '@/components/ui/tabs';
import type { Locale } from '@/i18n/routing';
import { useYearEvents } from './use-calendar-api';
import { YearEventsList, type YearEventsListLabels } from './year-events-list';
import { YearOverview, type YearOverviewLabels } from './year-overview';

export interface YearEventsLabels {
  loading: string;
  error: string;
  retry: string;
  list: YearEventsListLabels;
  overview: YearOverviewLabels;
}

/**
 * The Year Events tab's content, read from the API the first time the tab is shown: it would
 * otherwise be most of every month page's HTML, for a tab most visitors never open.
 */
export function YearEventsPanel({
  year,
  locale,
  tab,
  labels,
}: {
  year: number;
  locale: Locale;
  tab: string;
  labels: YearEventsLabels;
}) {
  const shown = useTabsValue() === tab;
  // Once asked for, the answer stays (SWR keeps it) while the other tab is shown.
  const [wanted, setWanted] = useState(shown);
  if (shown && !wanted) setWanted(true);
  const { data, isLoading, mutate } = useYearEvents(wanted ? year : null);

  if (data) {
    return (
      <>
        <YearOverview data={data} locale={locale} labels={labels.overview} />
        <YearEventsList data={data} locale={locale} labels={labels.list} />
      </>
    );
  }
  if (wanted && !isLoading) {
    return (
      <div role="alert" className="space-y-2 rounded-xl border p-6 text-center">
        <p>{labels.error}</p>
        <Button type="button" variant="outline" onClick={() => void mutate()}>
          {labels.retry}
        </Button>
      </div>
    );
  }
  return (
    <p aria-busy="true" className="text-muted-foreground py-10 text-center">
      {labels.loading}
    </p>
  );
}
