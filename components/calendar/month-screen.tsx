import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CalendarFaq, calendarFaqEntries } from '@/components/calendar/calendar-faq';
import { CalendarToolbar } from '@/components/calendar/calendar-toolbar';
import { nepalSambatValues } from '@/components/calendar/day-panchang';
import { DayGrid } from '@/components/calendar/day-grid';
import {
  CALENDAR_TOOLBAR_MESSAGES,
  DAY_DIALOG_MESSAGES,
  YEAR_EVENTS_MESSAGES,
} from '@/components/calendar/messages';
import { MonthGrid } from '@/components/calendar/month-grid';
import { PrintButton } from '@/components/calendar/print-button';
import { AboutMonth } from '@/components/calendar/about-month';
import { ExploreMonths } from '@/components/calendar/explore-months';
import { ExploreTools } from '@/components/calendar/explore-tools';
import { KeyEvents } from '@/components/calendar/key-events';
import { TraditionalFestivals } from '@/components/calendar/traditional-festivals';
import { SubscribeCard } from '@/components/calendar/subscribe-card';
import { YearEventsPanel } from '@/components/calendar/year-events-panel';
import { ClientMessages } from '@/components/i18n/client-messages';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Link } from '@/i18n/server-link';
import type { Locale } from '@/i18n/routing';
import {
  BS_MONTHS,
  formatAdIsoDate,
  localeDigits,
  parseIsoDate,
  toDevanagariDigits,
} from '@/lib/bs';
import { buildCalendarMonth } from '@/lib/calendar/month';
import { parseCalendarParams } from '@/lib/calendar/params';
import { yearEvents } from '@/lib/calendar/year-events';
import { breadcrumbJsonLd, pageListJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { currentBsYear } from '@/lib/time/bs-today';
import { localized } from '@/lib/i18n/format';
import { panchang } from '@/lib/panchang';

type Props = { params: Promise<{ year: string; month: string }> };

/** Prebuilt: the current BS year ± 2; other supported months render on first request, cached. */
export function calendarMonthStaticParams() {
  const year = currentBsYear();
  return [year - 2, year - 1, year, year + 1, year + 2].flatMap((y) =>
    BS_MONTHS.map((m) => ({ year: String(y), month: m.slug })),
  );
}

async function resolve(params: Props['params']) {
  const { year, month } = await params;
  const parsed = parseCalendarParams(year, month);
  if (!parsed) notFound();
  const slug = BS_MONTHS[parsed.month - 1]!.slug;
  // Other spellings are moved to the one URL before rendering (lib/urls/judge.ts).
  if (month !== slug) notFound();
  return parsed;
}

function names(view: { year: number; month: number; days: { ad: string }[] }, locale: Locale) {
  const info = BS_MONTHS[view.month - 1]!;
  const ad = (iso: string) => formatAdIsoDate(iso, locale, 'long');
  return {
    month: localized(info, locale),
    year: localeDigits(view.year, locale),
    start: ad(view.days[0]!.ad),
    end: ad(view.days.at(-1)!.ad),
  };
}

export async function calendarMonthMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const { year, month } = await resolve(params);
  const t = await getTranslations('CalendarPage');
  const n = names(buildCalendarMonth(year, month), locale);
  const adSpan = t('adSpan', { start: n.start, end: n.end });
  return pageMetadata({
    locale,
    path: `/calendar/${year}/${BS_MONTHS[month - 1]!.slug}`,
    title: t('metaTitle', { year: n.year, month: n.month, adSpan }),
    description: t('metaDescription', { year: n.year, month: n.month, adSpan }),
  });
}

export async function CalendarMonthScreen({ params }: Props) {
  const locale = await getLocale();
  const { year, month } = await resolve(params);
  const t = await getTranslations('CalendarPage');
  const td = await getTranslations('DayPage');
  const ty = await getTranslations('YearPage');
  const view = buildCalendarMonth(year, month);
  const n = names(view, locale);
  const nsOf = (ad: string) => {
    const date = parseIsoDate(ad, 'ad');
    return date.ok
      ? td('nepalSambatValue', nepalSambatValues(panchang(date.value).nepalSambat, locale))
      : '';
  };
  const info = BS_MONTHS[month - 1]!;
  const festivals = yearEvents(year).filter(
    (e) => e.bs.month === month && e.type !== 'international' && e.type !== 'national',
  );
  const uniqueFestivals = [...new Map(festivals.map((f) => [f.id, f])).values()];
  const faq = await calendarFaqEntries(view, locale);
  const path = `/calendar/${year}/${info.slug}`;

  return (
    <div className="print-month mx-auto max-w-6xl space-y-10 px-3 py-8 sm:px-4">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('breadcrumbHome'), url: `${SITE_URL}/${locale}` },
          { name: t('breadcrumbCalendar'), url: `${SITE_URL}/${locale}/calendar` },
          { name: `${n.month} ${n.year}`, url: `${SITE_URL}/${locale}${path}` },
        ])}
      />
      <JsonLd
        data={pageListJsonLd(
          t('keyEvents.title', { month: n.month }),
          view.days
            .filter((day) => day.events.length > 0)
            .map((day) => `${SITE_URL}/${locale}${path}/${day.bs.day}`),
        )}
      />
      <header className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          {view.prev ? (
            <Link
              href={`/calendar/${view.prev.year}/${view.prev.slug}`}
              className={buttonVariants({ variant: 'outline', size: 'icon' })}
              aria-label={t('previousMonth')}
              rel="prev"
            >
              <ChevronLeft />
            </Link>
          ) : (
            <span className="size-10" />
          )}
          <div className="text-center">
            <h1 className="text-2xl font-bold md:text-3xl">
              {t('heading', { year: n.year, month: n.month })}
            </h1>
            <p className="text-muted-foreground" lang={locale === 'en' ? 'ne' : undefined}>
              {t('subtitle', {
                yearNe: toDevanagariDigits(year),
                monthNe: info.nameNe,
                yearEn: String(year),
                monthEn: info.name,
              })}
            </p>
            <p className="text-muted-foreground text-sm">
              {t('adSpan', { start: n.start, end: n.end })}
            </p>
            <p className="text-muted-foreground text-sm" data-testid="month-nepal-sambat">
              {t('nsSpan', { start: nsOf(view.days[0]!.ad), end: nsOf(view.days.at(-1)!.ad) })}
            </p>
          </div>
          {view.next ? (
            <Link
              href={`/calendar/${view.next.year}/${view.next.slug}`}
              className={buttonVariants({ variant: 'outline', size: 'icon' })}
              aria-label={t('nextMonth')}
              rel="next"
            >
              <ChevronRight />
            </Link>
          ) : (
            <span className="size-10" />
          )}
        </div>
        {view.confidence === 'projected' ? (
          <p
            role="note"
            className="rounded-lg border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
          >
            {t('provisional', { year: n.year })}
          </p>
        ) : null}
        <div className="space-y-3 print:hidden">
          <ClientMessages namespaces={CALENDAR_TOOLBAR_MESSAGES}>
            <CalendarToolbar locale={locale} year={year} month={month} />
          </ClientMessages>
          <div className="yr-actions">
            <Link
              href={`/calendar/${year}`}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {ty('nav.year', { year: n.year })}
            </Link>
            <Link
              href={`/calendar/${year}/holidays`}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {ty('nav.holidays', { year: n.year })}
            </Link>
            <PrintButton label={ty('print')} />
          </div>
        </div>
      </header>
      <Tabs defaultValue="calendar" className="print-keep">
        <TabsList>
          <TabsTrigger value="calendar">{t('tabs.calendar')}</TabsTrigger>
          <TabsTrigger value="events">{t('tabs.yearEvents')}</TabsTrigger>
        </TabsList>
        <TabsContent value="calendar" className="space-y-3">
          <ClientMessages namespaces={DAY_DIALOG_MESSAGES}>
            <DayGrid month={{ year, month }} locale={locale}>
              <MonthGrid
                locale={locale}
                days={view.days}
                leadingBlanks={view.leadingBlanks}
                caption={t('gridCaption', { month: n.month, year: n.year })}
              />
            </DayGrid>
          </ClientMessages>
          <p className="text-muted-foreground text-xs">{t('holidayLegend')}</p>
        </TabsContent>
        <TabsContent value="events" className="space-y-6">
          <ClientMessages namespaces={YEAR_EVENTS_MESSAGES}>
            <YearEventsPanel year={year} locale={locale} tab="events" />
          </ClientMessages>
        </TabsContent>
      </Tabs>
      <SubscribeCard year={year} locale={locale} />
      <KeyEvents view={view} locale={locale} />
      <TraditionalFestivals festivals={uniqueFestivals} locale={locale} />
      <AboutMonth
        view={view}
        locale={locale}
        festivals={uniqueFestivals.map((f) => localized(f, locale, 'title'))}
      />
      <ExploreMonths year={year} current={month} locale={locale} />
      <CalendarFaq entries={faq} />
      <ExploreTools />
    </div>
  );
}
