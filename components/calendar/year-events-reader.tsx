'use client';

import { useTranslations } from 'use-intl/react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { useYearEvents } from './use-calendar-api';
import { YearEventsList } from './year-events-list';
import { YearOverview } from './year-overview';

/** The Year Events tab once shown: the year's overview and events from the API, or their state. */
export function YearEventsReader({
  year,
  locale,
  loading,
}: {
  year: number;
  locale: Locale;
  loading: ReactNode;
}) {
  const t = useTranslations('YearEventsPanel');
  const tc = useTranslations('Common');
  const { data, isLoading, mutate } = useYearEvents(year);
  if (data) {
    return (
      <>
        <YearOverview data={data} locale={locale} />
        <YearEventsList data={data} locale={locale} />
      </>
    );
  }
  if (isLoading) return loading;
  return (
    <div role="alert" className="space-y-2 rounded-xl border p-6 text-center">
      <p>{t('error')}</p>
      <Button type="button" variant="outline" onClick={() => void mutate()}>
        {tc('tryAgain')}
      </Button>
    </div>
  );
}
