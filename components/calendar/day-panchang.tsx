import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatClock, localeDigits } from '@/lib/bs';
import type { PanchangDay } from '@/lib/panchang';
import { localized } from '@/lib/i18n/format';

const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', ne: 'ne-NP' };

/** 'D Mon HH:MM' for tithi spans that cross midnight; the date part in the page's language. */
function dayTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat(DATE_LOCALE[locale], {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kathmandu',
  }).format(date);
  return `${day} ${formatClock(iso, locale)}`;
}

/** 'ने.सं. ११४७ कछलाथ्व पारु' as the committee prints it; transliterated on English pages. */
export function nepalSambatValues(ns: PanchangDay['nepalSambat'], locale: Locale) {
  return {
    year: localeDigits(ns.year, locale),
    printed: localized(ns.printed, locale),
    tithi: localized(ns.tithiName, locale),
  };
}

/** The full panchang of one day as a description list, names in the page's language. */
export async function DayPanchang({ day, locale }: { day: PanchangDay; locale: Locale }) {
  const t = await getTranslations('DayPage');
  const tc = await getTranslations('CalendarPage');
  const name = (n: { name: string; nameNe: string }) => localized(n, locale);
  const later = day.tithisInDay.filter((tithi) => tithi.index !== day.tithi.index);
  const rows: [string, React.ReactNode][] = [
    [
      t('tithi'),
      <>
        <span lang="ne">{day.tithi.nameNe}</span>
        {locale === 'en' ? ` (${day.tithi.name})` : null}
        <span className="text-muted-foreground block text-xs">
          {t('tithiSpan', {
            start: dayTime(day.tithi.startsAt, locale),
            end: dayTime(day.tithi.endsAt, locale),
          })}
        </span>
      </>,
    ],
    [t('paksha'), tc(`modal.paksha.${day.tithi.paksha}`)],
    [t('lunarMonth'), `${name(day.lunarMonth)}${day.lunarMonth.adhik ? ` · ${t('adhik')}` : ''}`],
    [
      t('nakshatra'),
      `${name(day.nakshatra)} (${t('nakshatraUntil', { time: dayTime(day.nakshatra.endsAt, locale) })})`,
    ],
    [t('yoga'), name(day.yoga)],
    [t('karana'), name(day.karana)],
    [t('moonSign'), name(day.moonRashi)],
    [t('sunSign'), name(day.sunRashi)],
    [t('sunrise'), formatClock(day.sunrise, locale)],
    [t('sunset'), formatClock(day.sunset, locale)],
    [t('nepalSambat'), t('nepalSambatValue', nepalSambatValues(day.nepalSambat, locale))],
  ];
  if (later.length > 0) {
    rows.splice(1, 0, [
      t('tithiAlso'),
      later
        .map((tithi) => `${localized(tithi, locale)} (${dayTime(tithi.startsAt, locale)})`)
        .join(', '),
    ]);
  }
  return (
    <section aria-labelledby="panchang-title" className="rounded-xl border p-4">
      <h2 id="panchang-title" className="mb-3 text-xl font-semibold">
        {t('panchangTitle')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground font-medium">{label}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground mt-3 text-xs">{t('panchangNote')}</p>
    </section>
  );
}
