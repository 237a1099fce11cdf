import { getLocale, getTranslations } from 'next-intl/server';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { WEEKDAYS } from '@/lib/bs';
import { localeDigits } from '@/lib/bs/digits';
import { localized } from '@/lib/i18n/format';
import {
  houseFrom,
  houseOrdinal,
  type PeriodIngress,
  type PeriodStation,
  type PlanetSpan,
  type Sign,
  type WeekDay,
  type WeekSignReading,
} from '@/lib/rashifal';
import { datesOf } from './period-page';

/** The week's days: date in both calendars, the Moon's sign at sunrise, the house, the verdict. */
export async function WeekTable({
  sign,
  days,
  reading,
}: {
  sign: Sign;
  days: WeekDay[];
  reading: WeekSignReading;
}) {
  const locale = await getLocale();
  const t = await getTranslations('RashifalPeriods');
  const names = { sign: sign.name, signNe: sign.nameNe };
  return (
    <Table
      label={t('week.moonSign')}
      containerClassName="rounded-xl border"
      data-testid="week-table"
    >
      <TableHeader className="bg-muted/50 text-left">
        <TableRow>
          <TableHead scope="col">{t('week.day')}</TableHead>
          <TableHead scope="col">{t('week.moonSign')}</TableHead>
          <TableHead scope="col">{t('house', names)}</TableHead>
          <TableHead scope="col">{t('week.mark', names)}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {days.map((day, i) => {
          const own = reading.days[i]!;
          const dates = datesOf(day.date, locale);
          const mark =
            own.house === 8
              ? 'chandrashtama'
              : own.favourable
                ? 'good'
                : own.tone === 'adverse'
                  ? 'hard'
                  : 'plain';
          return (
            <TableRow key={day.date} className="border-t" data-date={day.date} data-mark={mark}>
              <TableHead scope="row" className="font-medium">
                {localized(WEEKDAYS[day.weekday]!, locale)}
                <span className="text-muted-foreground block text-xs font-normal">
                  {dates.bs ?? dates.ad}
                  {dates.bs ? ` · ${dates.ad}` : ''}
                </span>
              </TableHead>
              <TableCell>{localized(day.moonSign, locale)}</TableCell>
              <TableCell>{localeDigits(own.house, locale)}</TableCell>
              <TableCell>{t(`week.${mark}`)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Changes of sign (and of direction) inside the period, read as houses from the sign. */
export async function ChangesList({
  sign,
  title,
  ingresses,
  stations = [],
}: {
  sign: Sign;
  title: string;
  ingresses: PeriodIngress[];
  stations?: PeriodStation[];
}) {
  const locale = await getLocale();
  const t = await getTranslations('RashifalPeriods');
  const rows = [
    ...ingresses.map((i) => {
      const house = houseOrdinal(houseFrom(sign.index, i.sign.index))[locale];
      return {
        at: i.at,
        date: i.date,
        planet: i.planet,
        text: t('entersSign', { sign: i.sign.name, signNe: i.sign.nameNe, house }),
      };
    }),
    ...stations.map((s) => ({
      at: s.at,
      date: s.date,
      planet: s.planet,
      text: t('station', { kind: s.kind }),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('noChanges')}</p>
      ) : (
        <ul className="space-y-1 text-sm" data-testid="changes">
          {rows.map((row) => {
            const dates = datesOf(row.date, locale);
            return (
              <li key={`${row.planet}|${row.at}`}>
                <span className="font-medium">{dates.bs ?? dates.ad}</span>
                {dates.bs ? (
                  <span className="text-muted-foreground"> ({dates.ad})</span>
                ) : null}: {t(`planets.${row.planet}`)} {row.text}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A slow planet's signs with the dates it enters and leaves each, and the house from the sign. */
export async function SpanTable({
  sign,
  planet,
  spans,
}: {
  sign: Sign;
  planet: 'jupiter' | 'saturn' | 'rahu' | 'ketu';
  spans: PlanetSpan[];
}) {
  const locale = await getLocale();
  const t = await getTranslations('RashifalPeriods');
  const when = (iso: string) => {
    const d = datesOf(iso, locale);
    return d.bs ? `${d.bs} (${d.ad})` : d.ad;
  };
  return (
    <Table
      label={t(`planets.${planet}`)}
      containerClassName="rounded-xl border"
      data-testid={`${planet}-table`}
    >
      <TableCaption className="p-3 font-semibold">{t(`planets.${planet}`)}</TableCaption>
      <TableHeader className="bg-muted/50 text-left">
        <TableRow>
          <TableHead scope="col">{t('sign')}</TableHead>
          <TableHead scope="col">{t('from')}</TableHead>
          <TableHead scope="col">{t('to')}</TableHead>
          <TableHead scope="col">{t('house', { sign: sign.name, signNe: sign.nameNe })}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {spans.map((s) => (
          <TableRow key={s.fromAt} className="border-t">
            <TableHead scope="row" className="font-medium">
              {localized(s.sign, locale)}
            </TableHead>
            <TableCell>{when(s.from)}</TableCell>
            <TableCell>{when(s.to)}</TableCell>
            <TableCell>{localeDigits(houseFrom(sign.index, s.sign.index), locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
