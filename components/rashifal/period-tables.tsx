import { getLocale, getTranslations } from 'next-intl/server';
import { TableScroll } from '@/components/ui/table-scroll';
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
import type { Locale } from './format';
import { datesOf } from './period-page';

const cell = 'p-3';

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
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('RashifalPeriods');
  const names = { sign: sign.name, signNe: sign.nameNe };
  return (
    <TableScroll label={t('week.moonSign')} className="rounded-xl border">
      <table className="w-full text-sm" data-testid="week-table">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className={cell}>
              {t('week.day')}
            </th>
            <th scope="col" className={cell}>
              {t('week.moonSign')}
            </th>
            <th scope="col" className={cell}>
              {t('house', names)}
            </th>
            <th scope="col" className={cell}>
              {t('week.mark', names)}
            </th>
          </tr>
        </thead>
        <tbody>
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
              <tr key={day.date} className="border-t" data-date={day.date} data-mark={mark}>
                <th scope="row" className={`${cell} font-medium`}>
                  {localized(WEEKDAYS[day.weekday]!, locale)}
                  <span className="text-muted-foreground block text-xs font-normal">
                    {dates.bs ?? dates.ad}
                    {dates.bs ? ` · ${dates.ad}` : ''}
                  </span>
                </th>
                <td className={cell}>{localized(day.moonSign, locale)}</td>
                <td className={cell}>{localeDigits(own.house, locale)}</td>
                <td className={cell}>{t(`week.${mark}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
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
  const locale = (await getLocale()) as Locale;
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
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('RashifalPeriods');
  const when = (iso: string) => {
    const d = datesOf(iso, locale);
    return d.bs ? `${d.bs} (${d.ad})` : d.ad;
  };
  return (
    <TableScroll label={t(`planets.${planet}`)} className="rounded-xl border">
      <table className="w-full text-sm" data-testid={`${planet}-table`}>
        <caption className="p-3 text-left font-semibold">{t(`planets.${planet}`)}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className={cell}>
              {t('sign')}
            </th>
            <th scope="col" className={cell}>
              {t('from')}
            </th>
            <th scope="col" className={cell}>
              {t('to')}
            </th>
            <th scope="col" className={cell}>
              {t('house', { sign: sign.name, signNe: sign.nameNe })}
            </th>
          </tr>
        </thead>
        <tbody>
          {spans.map((s) => (
            <tr key={s.fromAt} className="border-t">
              <th scope="row" className={`${cell} font-medium`}>
                {localized(s.sign, locale)}
              </th>
              <td className={cell}>{when(s.from)}</td>
              <td className={cell}>{when(s.to)}</td>
              <td className={cell}>{localeDigits(houseFrom(sign.index, s.sign.index), locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
