import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DayEvents } from '@/components/calendar/day-events';
import { DayPanchang } from '@/components/calendar/day-panchang';
import { DaySaait } from '@/components/saait/day-saait';
import { JsonLd } from '@/components/seo/json-ld';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/i18n/server-link';
import {
  BS_MONTHS,
  formatBsDate,
  formatClock,
  formatIsoDate,
  localeDigits,
  type BsDate,
  formatAdIsoDate,
} from '@/lib/bs';
import { buildCalendarDay, parseDayParam } from '@/lib/calendar/day';
import { parseCalendarParams } from '@/lib/calendar/params';
import { breadcrumbJsonLd, eventJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { localized } from '@/lib/i18n/format';
import { PAGES } from '@/lib/urls/page-table';

type Props = { params: Promise<{ year: string; month: string; day: string }> };

export function calendarDayStaticParams() {
  return [];
}

const dayPath = (bs: BsDate) => `/calendar/${bs.year}/${BS_MONTHS[bs.month - 1]!.slug}/${bs.day}`;

async function resolve(params: Props['params']): Promise<BsDate> {
  const { year, month, day } = await params;
  const parsed = parseCalendarParams(year, month);
  const dayNumber = parsed ? parseDayParam(day, parsed.year, parsed.month) : null;
  if (!parsed || dayNumber === null) notFound();
  const bs = { year: parsed.year, month: parsed.month, day: dayNumber };
  // Other spellings are moved to the one URL before rendering (lib/urls/judge.ts).
  if (month !== BS_MONTHS[bs.month - 1]!.slug || day !== String(dayNumber)) notFound();
  return bs;
}

export async function calendarDayMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const bs = await resolve(params);
  const t = await getTranslations('DayPage');
  const day = buildCalendarDay(bs);
  const name = (n: { name: string; nameNe: string }) => localized(n, locale);
  const events = day.events.map((event) => localized(event, locale)).join(', ');
  const values = {
    bs: formatBsDate(bs, locale, 'medium'),
    ad: formatAdIsoDate(day.ad, locale, 'medium'),
    tithi: name(day.panchang.tithi),
    nakshatra: name(day.panchang.nakshatra),
    sunrise: formatClock(day.panchang.sunrise, locale),
    sunset: formatClock(day.panchang.sunset, locale),
    events: events || 'none',
  };
  return pageMetadata({
    locale,
    path: dayPath(bs),
    title: t('metaTitle', values),
    description: t('metaDescription', values),
  });
}

export async function CalendarDayScreen({ params }: Props) {
  const locale = await getLocale();
  const bs = await resolve(params);
  const t = await getTranslations('DayPage');
  const tc = await getTranslations('CalendarPage');
  const day = buildCalendarDay(bs);
  const month = BS_MONTHS[bs.month - 1]!;
  const monthName = localized(month, locale);
  const yearText = localeDigits(bs.year, locale);
  const bsText = formatBsDate(bs, locale, 'medium');
  const monthPath = `/calendar/${bs.year}/${month.slug}`;

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: tc('breadcrumbHome'), url: `${SITE_URL}/${locale}` },
          { name: tc('breadcrumbCalendar'), url: `${SITE_URL}/${locale}/calendar` },
          { name: `${monthName} ${yearText}`, url: `${SITE_URL}/${locale}${monthPath}` },
          { name: t('breadcrumbDay', { bs: bsText }), url: `${SITE_URL}/${locale}${dayPath(bs)}` },
        ])}
      />
      {day.events.map((event) => (
        <JsonLd
          key={event.id}
          data={eventJsonLd({
            name: localized(event, locale),
            startDate: day.ad,
            description: localized(event, locale, 'description'),
          })}
        />
      ))}
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-bold">{t('heading', { bs: bsText })}</h1>
        <p className="text-muted-foreground text-lg">
          {t('subheading', {
            weekday: formatBsDate(bs, locale, 'long').split(',')[0]!,
            ad: formatAdIsoDate(day.ad, locale, 'medium'),
          })}
        </p>
        <p>
          <span className="sr-only">{t('status')}: </span>
          <Badge
            variant={
              day.status === 'public-holiday'
                ? 'destructive'
                : day.status === 'weekend'
                  ? 'secondary'
                  : 'outline'
            }
          >
            {tc(`status.${day.status}`)}
          </Badge>
        </p>
        {day.confidence === 'projected' ? (
          <p
            role="note"
            className="rounded-lg border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {t('provisional', { year: yearText })}
          </p>
        ) : null}
      </header>
      <DayEvents events={day.events} locale={locale} />
      <DayPanchang day={day.panchang} locale={locale} />
      <DaySaait bs={bs} locale={locale} />
      <nav
        aria-label={t('dayNavigation')}
        className="flex flex-wrap items-center justify-between gap-3"
      >
        {day.prev ? (
          <Link
            href={dayPath(day.prev)}
            rel="prev"
            className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
          >
            <ChevronLeft aria-hidden className="size-4" />
            {t('previousDay', { date: formatBsDate(day.prev, locale, 'medium') })}
          </Link>
        ) : (
          <span />
        )}
        {day.next ? (
          <Link
            href={dayPath(day.next)}
            rel="next"
            className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
          >
            {t('nextDay', { date: formatBsDate(day.next, locale, 'medium') })}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </nav>
      <p className="flex flex-wrap gap-4">
        <Link href={monthPath} className="text-primary underline underline-offset-4">
          {t('monthLink', { month: monthName, year: yearText })}
        </Link>
        <Link
          href={`${PAGES.converter.path}?bs=${formatIsoDate(day.bs)}`}
          className="text-primary underline underline-offset-4"
        >
          {t('converterLink')}
        </Link>
      </p>
    </div>
  );
}
