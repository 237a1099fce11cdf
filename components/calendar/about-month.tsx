import { CloudRain, Flower2, Leaf, Snowflake, Sun } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Locale } from '@/i18n/routing';
import { BS_MONTHS, formatAdDate, localeDigits, parseIsoDate } from '@/lib/bs';
import type { CalendarMonth } from '@/lib/calendar/month';
import { bsMonthName } from '@/lib/i18n/format';
import { nepaliRun } from '@/components/i18n/nepali-run';

// The message keys of each month's facts ('1' … '12'), as literals next-intl can check.
const MONTH_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

function SeasonIcon({ month }: { month: number }) {
  const Icon =
    month <= 1 || month === 12
      ? Flower2
      : month <= 3
        ? Sun
        : month <= 5
          ? CloudRain
          : month <= 8
            ? Leaf
            : Snowflake;
  return <Icon className="text-primary size-10" aria-hidden="true" />;
}

/** 'About {month} Month': position, length this year, season and the month's facts. */
export async function AboutMonth({
  view,
  locale,
  festivals,
}: {
  view: CalendarMonth;
  locale: Locale;
  festivals: string[];
}) {
  const t = await getTranslations('CalendarPage');
  const key = MONTH_KEYS[view.month - 1]!;
  const first = parseIsoDate(view.days[0]!.ad, 'ad');
  const last = parseIsoDate(view.days.at(-1)!.ad, 'ad');
  const span = (d: typeof first) => (d.ok ? formatAdDate(d.value, locale, 'long') : '');
  const month = bsMonthName(view.month, locale);
  const facts = [
    [t('about.gregorian'), t(`facts.${key}.gregorian`)],
    [t('about.days'), localeDigits(view.days.length, locale)],
    [t('about.temperature'), t(`facts.${key}.temperature`)],
    [t('about.highlights'), t(`facts.${key}.highlights`)],
    [t('about.agriculture'), t(`facts.${key}.agriculture`)],
    [t('about.festivals'), festivals.length > 0 ? festivals.join(', ') : '—'],
  ] as const;
  return (
    <section aria-labelledby="about-month" className="space-y-4">
      <h2 id="about-month" className="text-2xl font-bold">
        {t('about.title', { month })}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <Card className="md:col-span-2">
          <CardContent alone className="space-y-3">
            <p>
              {t.rich('about.ordinal', {
                ...nepaliRun,
                month: BS_MONTHS[view.month - 1]!.name,
                monthNe: BS_MONTHS[view.month - 1]!.nameNe,
                position: localeDigits(view.month, locale),
                year: localeDigits(view.year, locale),
                days: localeDigits(view.days.length, locale),
                start: span(first),
                end: span(last),
              })}
            </p>
            <p>
              <span className="font-semibold">{t('about.season')}: </span>
              {t(`seasons.${key}`)}
            </p>
            <div className="bg-muted flex items-center gap-3 rounded-lg p-3">
              <SeasonIcon month={view.month} />
              <p className="text-sm">
                <span className="font-semibold">{t('about.terai')}: </span>
                {t(`facts.${key}.temperature`)}
              </p>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('about.facts')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-2 text-sm">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
