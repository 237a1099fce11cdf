'use client';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Link } from '@/i18n/navigation';
import type { DayDetails } from './day-details';
import type { DialogLabels } from './types';

export type DialogState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; day: DayDetails };

export function DayDialog({
  state,
  labels,
  onClose,
  onRetry,
}: {
  state: DialogState;
  labels: DialogLabels;
  onClose: () => void;
  onRetry: () => void;
}) {
  const day = state.status === 'ready' ? state.day : null;
  const closeButton = (
    <DialogClose>
      <Button type="submit" variant="outline" className="w-full">
        {labels.close}
      </Button>
    </DialogClose>
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} closeLabel={labels.close}>
      {state.status === 'loading' ? (
        <DialogTitle aria-busy="true">{labels.loading}</DialogTitle>
      ) : state.status === 'error' ? (
        <>
          <DialogTitle>{labels.loadError}</DialogTitle>
          <Button type="button" onClick={onRetry}>
            {labels.retry}
          </Button>
          {closeButton}
        </>
      ) : day ? (
        <>
          <DialogTitle>{day.title}</DialogTitle>
          <DialogDescription>{day.adLong}</DialogDescription>
          <Badge
            variant={
              day.status === 'public-holiday'
                ? 'destructive'
                : day.status === 'weekend'
                  ? 'secondary'
                  : 'outline'
            }
            className="w-fit"
          >
            {day.statusLabel}
          </Badge>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{labels.bsDate}</dt>
            <dd>{day.bsLong}</dd>
            <dt className="text-muted-foreground">{labels.adDate}</dt>
            <dd>{day.adLong}</dd>
            <dt className="text-muted-foreground">{labels.tithi}</dt>
            <dd>
              <span lang="ne">{day.tithiNe}</span>
              {day.tithiEn ? ` (${day.tithiEn})` : ''}, {day.paksha}
            </dd>
            <dt className="text-muted-foreground">{labels.nakshatra}</dt>
            <dd>{day.nakshatra}</dd>
            <dt className="text-muted-foreground">{labels.sunrise}</dt>
            <dd>{day.sunrise}</dd>
            <dt className="text-muted-foreground">{labels.sunset}</dt>
            <dd>{day.sunset}</dd>
          </dl>
          <section>
            <h3 className="mb-2 font-semibold">{labels.events}</h3>
            {day.events.length === 0 ? (
              <p className="text-muted-foreground text-sm">{labels.noEvents}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {day.events.map((event, i) => (
                  <li key={i} className={event.holiday ? 'text-destructive' : undefined}>
                    {event.title}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Link
            href={day.path}
            className="text-primary text-sm font-medium underline-offset-4 hover:underline"
          >
            {labels.dayPage}
          </Link>
          {closeButton}
        </>
      ) : null}
    </Dialog>
  );
}
