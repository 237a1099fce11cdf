'use client';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatAdDate, formatBsDate, parseIsoDate } from '@/lib/bs';
import type { CalendarDay } from '@/lib/calendar/month';
import type { CalendarLabels } from './types';

const time = (iso: string, locale: 'en' | 'ne') => {
  // The ISO string already carries Nepal time (+05:45): show its clock digits as they are.
  const hhmm = iso.slice(11, 16);
  return locale === 'ne' ? hhmm.replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]!) : hhmm;
};

export function DayDialog({
  day,
  locale,
  labels,
  onClose,
}: {
  day: CalendarDay | null;
  locale: 'en' | 'ne';
  labels: CalendarLabels;
  onClose: () => void;
}) {
  const ad = day ? parseIsoDate(day.ad, 'ad') : null;
  return (
    <Dialog open={day !== null && ad?.ok === true} onOpenChange={(open) => (open ? undefined : onClose())} closeLabel={labels.close}>
      {day && ad?.ok ? (
        <>
          <DialogTitle>{formatBsDate(day.bs, locale, 'medium')}</DialogTitle>
          <DialogDescription>
            {formatAdDate(ad.value, locale, 'long')}
          </DialogDescription>
          <Badge variant={day.status === 'public-holiday' ? 'destructive' : day.status === 'weekend' ? 'secondary' : 'outline'} className="w-fit">
            {labels.status[day.status]}
          </Badge>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{labels.bsDate}</dt>
            <dd>{formatBsDate(day.bs, locale, 'long')}</dd>
            <dt className="text-muted-foreground">{labels.adDate}</dt>
            <dd>{formatAdDate(ad.value, locale, 'long')}</dd>
            <dt className="text-muted-foreground">{labels.tithi}</dt>
            <dd>
              <span lang="ne">{day.tithi.nameNe}</span>
              {locale === 'en' ? ` (${day.tithi.name})` : ''}, {labels.paksha[day.tithi.paksha]}
            </dd>
            <dt className="text-muted-foreground">{labels.nakshatra}</dt>
            <dd>{locale === 'ne' ? day.nakshatra.nameNe : day.nakshatra.name}</dd>
            <dt className="text-muted-foreground">{labels.sunrise}</dt>
            <dd>{time(day.sunrise, locale)}</dd>
            <dt className="text-muted-foreground">{labels.sunset}</dt>
            <dd>{time(day.sunset, locale)}</dd>
          </dl>
          <section>
            <h3 className="mb-2 font-semibold">{labels.events}</h3>
            {day.events.length === 0 ? (
              <p className="text-sm text-muted-foreground">{labels.noEvents}</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {day.events.map((event) => (
                  <li key={event.id} className={event.isHoliday ? 'text-destructive' : undefined}>
                    {locale === 'ne' ? event.titleNe : event.title}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <DialogClose>
            <Button type="submit" variant="outline" className="w-full">
              {labels.close}
            </Button>
          </DialogClose>
        </>
      ) : null}
    </Dialog>
  );
}
