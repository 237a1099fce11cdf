'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { useYearEvents } from './use-calendar-api';
import { YearEventsList } from './year-events-list';
import type { YearEventsLabels } from './year-events-panel';
import { YearOverview } from './year-overview';

/** The Year Events tab once shown: the year's overview and events from the API, or their state. */
export function YearEventsReader({
  year,
  locale,
  labels,
  loading,
}: {
  year: number;
  locale: Locale;
  labels: YearEventsLabels;
  loading: ReactNode;
}) {
  const { data, isLoading, mutate } = useYearEvents(year);
  if (data) {
    return (
      <>
        <YearOverview data={data} locale={locale} labels={labels.overview} />
        <YearEventsList data={data} locale={locale} labels={labels.list} />
      </>
    );
  }
  if (isLoading) return loading;
  return (
    <div role="alert" className="space-y-2 rounded-xl border p-6 text-center">
      <p>{labels.error}</p>
      <Button type="button" variant="outline" onClick={() => void mutate()}>
        {labels.retry}
      </Button>
    </div>
  );
}
