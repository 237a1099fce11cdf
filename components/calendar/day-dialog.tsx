'use client';

import { useTranslations } from 'use-intl/react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Link } from '@/i18n/navigation';
import type { DayDetails } from './day-details';

export type DialogState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; day: DayDetails };

/** The day's dialog, worded from `CalendarPage.modal` and `.status`, `DayDialog` and `Common`. */
export function DayDialog({
  state,
  onClose,
  onRetry,
}: {
  state: DialogState;
  onClose: () => void;
  onRetry: () => void;
}) {
  const t = useTranslations('CalendarPage.modal');
  const status = useTranslations('CalendarPage.status');
  const td = useTranslations('DayDialog');
  const tc = useTranslations('Common');
  const day = state.status === 'ready' ? state.day : null;
  const closeButton = (
    <DialogClose>
      <Button type="submit" variant="outline" className="w-full">
        {tc('close')}
      </Button>
    </DialogClose>
  );
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} closeLabel={tc('close')}>
      {state.status === 'loading' ? (
        <DialogTitle aria-busy="true">{td('loading')}</DialogTitle>
      ) : state.status === 'error' ? (
        <>
          <DialogTitle>{td('loadError')}</DialogTitle>
          <Button type="button" onClick={onRetry}>
            {tc('tryAgain')}
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
            {status(day.status)}
          </Badge>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('bsDate')}</dt>
            <dd>{day.bsLong}</dd>
            <dt className="text-muted-foreground">{t('adDate')}</dt>
            <dd>{day.adLong}</dd>
            <dt className="text-muted-foreground">{t('tithi')}</dt>
            <dd>
              <span lang="ne">{day.tithiNe}</span>
              {day.tithiEn ? ` (${day.tithiEn})` : ''}, {t(`paksha.${day.paksha}`)}
            </dd>
            <dt className="text-muted-foreground">{t('nakshatra')}</dt>
            <dd>{day.nakshatra}</dd>
            <dt className="text-muted-foreground">{t('sunrise')}</dt>
            <dd>{day.sunrise}</dd>
            <dt className="text-muted-foreground">{t('sunset')}</dt>
            <dd>{day.sunset}</dd>
          </dl>
          <section>
            <h3 className="mb-2 font-semibold">{t('events')}</h3>
            {day.events.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('noEvents')}</p>
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
            {td('dayPage')}
          </Link>
          {closeButton}
        </>
      ) : null}
    </Dialog>
  );
}
