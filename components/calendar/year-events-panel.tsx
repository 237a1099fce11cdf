'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTabsValue } from '@/components/ui/tabs';
import type { Locale } from '@/i18n/routing';
import { yearEventsPanel } from './year-events-action';

interface YearEventsPanelProps {
  year: number;
  locale: Locale;
  tab: string;
  labels: { loading: string; error: string; retry: string };
}

/** Loads the year's events from the server the first time their tab is shown. */
export function YearEventsPanel({ year, locale, tab, labels }: YearEventsPanelProps) {
  const shown = useTabsValue() === tab;
  const [result, setResult] = useState<{ content: ReactNode } | 'error' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const requested = useRef(-1);

  useEffect(() => {
    if (!shown || requested.current === attempt) return;
    requested.current = attempt;
    yearEventsPanel(year, locale).then(
      (content) => setResult({ content }),
      () => setResult('error'),
    );
  }, [shown, attempt, year, locale]);

  if (result === 'error') {
    return (
      <div role="alert" className="space-y-2 rounded-xl border p-6 text-center">
        <p>{labels.error}</p>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setResult(null);
            setAttempt((n) => n + 1);
          }}
        >
          {labels.retry}
        </Button>
      </div>
    );
  }
  if (result) return result.content;
  return (
    <p aria-busy="true" className="text-muted-foreground py-10 text-center">
      {labels.loading}
    </p>
  );
}
