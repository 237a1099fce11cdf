import { getTranslations } from 'next-intl/server';
import { formatBsDate, WEEKDAYS } from '@/lib/bs';
import type { RashifalDay } from '@/lib/rashifal';
import { clock, type Locale, pick } from './format';
import { localized } from '@/lib/i18n/format';

/** The day's date line, Nepali weekday and almanac line (tithi, nakshatra, sunrise, Moon sign). */
export async function DayHeader({
  day,
  locale,
  heading,
}: {
  day: RashifalDay;
  locale: Locale;
  heading: string;
}) {
  const t = await getTranslations('RashifalPage');
  const weekday = WEEKDAYS[day.weekday]!;
  const name = (v: { name: string; nameNe: string }) => localized(v, locale);
  const items = [
    {
      label: t('almanac.tithi'),
      value: `${name(day.tithi)} (${t('almanac.paksha', { paksha: day.tithi.paksha })})`,
    },
    { label: t('almanac.nakshatra'), value: name(day.nakshatra) },
    { label: t('almanac.sunrise'), value: clock(day.sunrise, locale) },
    { label: t('almanac.moonSign'), value: name(day.moonSign) },
  ];
  return (
    <header className="space-y-3">
      <h1 className="text-3xl font-bold md:text-4xl">{heading}</h1>
      <p className="text-lg">
        <span data-testid="date-line">{t('dateLine', { date: formatBsDate(day.bs, locale) })}</span>
        {' · '}
        <span lang="ne" data-testid="weekday-ne">
          {t('weekdayNe', { weekday: weekday.nameNe })}
        </span>
      </p>
      <dl data-testid="almanac-line" className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {items.map((item) => (
          <div key={item.label} className="flex gap-1">
            <dt className="text-muted-foreground">{item.label}:</dt>
            <dd className="font-medium">{item.value}</dd>
          </div>
        ))}
      </dl>
      {day.moonChange ? (
        <p className="text-sm">
          {t('almanac.moonChange', {
            sign: name(day.moonChange.to),
            time: clock(day.moonChange.at, locale),
          })}
        </p>
      ) : null}
      <p className="text-muted-foreground text-sm">{pick(day.tithiNote, locale)}</p>
    </header>
  );
}
