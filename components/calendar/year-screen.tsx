import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { nepalSambatValues } from '@/components/calendar/day-panchang';
import { HolidaysTable } from '@/components/calendar/holidays-table';
import { PrintButton } from '@/components/calendar/print-button';
import { YearMonthGrid } from '@/components/calendar/year-month-grid';
import { YearToday } from '@/components/calendar/year-today';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { FaqSection } from '@/components/ui/faq-section';
import { Link } from '@/i18n/server-link';
import type { Locale } from '@/i18n/routing';
import {
  BS_MONTHS,
  bsYearConfidence,
  formatAdIsoDate,
  formatBsDate,
  localeDigits,
  parseIsoDate,
  toDevanagariDigits,
} from '@/lib/bs';
import { parseBsYearParam } from '@/lib/calendar/params';
import { yearEvents } from '@/lib/calendar/year-events';
import { yearGrid } from '@/lib/calendar/year-grid';
import { yearHolidays, type HolidayRow } from '@/lib/calendar/year-holidays';
import { adjacentYears, yearNames } from '@/lib/calendar/year-page';
import { bsMonthName, localized } from '@/lib/i18n/format';
import { panchang } from '@/lib/panchang';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { currentBsYear } from '@/lib/time/bs-today';

type Props = { params: Promise<{ year: string }> };

/** Prebuilt: the current BS year ± 2; other supported years render on first request, cached. */
export function calendarYearStaticParams() {
  const year = currentBsYear();
  return [year - 2, year - 1, year, year + 1, year + 2].map((y) => ({ year: String(y) }));
}

async function resolve(params: Props['params']): Promise<number> {
  const year = parseBsYearParam((await params).year);
  // Other spellings (Devanagari digits, aliases) reach here already judged (lib/urls/judge.ts).
  if (year === null) notFound();
  return year;
}

export async function calendarYearMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const year = await resolve(params);
  const t = await getTranslations('YearPage');
  const n = yearNames(year, locale);
  const adSpan = t('adSpan', { start: n.start, end: n.end });
  return pageMetadata({
    locale,
    path: `/calendar/${year}`,
    title: t('metaTitle', { year: n.year, adYears: n.adYears }),
    description: t('metaDescription', {
      year: n.year,
      adSpan,
      holidays: localeDigits(n.overview.holidayDays, locale),
    }),
  });
}

/** The FAQ, answered from the year's own events and holiday rows. */
async function yearFaq(year: number, rows: HolidayRow[], locale: Locale) {
  const t = await getTranslations('YearPage.faq');
  const n = yearNames(year, locale);
  const events = yearEvents(year);
  const on = (id: string) => {
    const event = events.find((e) => e.id === id);
    return event
      ? formatBsDate(event.bs, locale) + ` (${formatAdIsoDate(event.ad, locale)})`
      : null;
  };
  const range = (id: string) => rows.find((r) => r.id === id);
  const bsOf = (d: HolidayRow['start']) => formatBsDate(d.bs, locale);
  const entries = [];
  const dashain = range('dashain');
  const [ghatasthapana, dashami] = [on('ghatasthapana'), on('vijaya-dashami')];
  if (dashain && ghatasthapana && dashami) {
    entries.push({
      question: t('dashainQ', { year: n.year }),
      answer: t('dashainA', {
        ghatasthapana,
        dashami,
        start: bsOf(dashain.start),
        end: bsOf(dashain.end),
      }),
    });
  }
  const tihar = range('tihar');
  const [laxmi, bhaiTika] = [on('laxmi-puja'), on('bhai-tika')];
  if (tihar && laxmi && bhaiTika) {
    entries.push({
      question: t('tiharQ', { year: n.year }),
      answer: t('tiharA', { laxmi, bhaiTika, start: bsOf(tihar.start), end: bsOf(tihar.end) }),
    });
  }
  const national = new Set(
    events.filter((e) => e.holidayFor?.includes('national')).map((e) => e.ad),
  );
  const groupDays = new Set(
    events.filter((e) => e.holidayFor && !national.has(e.ad)).map((e) => e.ad),
  );
  entries.push(
    {
      question: t('holidaysQ', { year: n.year }),
      answer: t('holidaysA', {
        year: n.year,
        n: localeDigits(n.overview.holidayDays, locale),
        groups: localeDigits(groupDays.size, locale),
      }),
    },
    {
      question: t('spanQ', { year: n.year }),
      answer: t('spanA', {
        year: n.year,
        start: n.start,
        end: n.end,
        days: localeDigits(n.overview.days, locale),
      }),
    },
  );
  return entries;
}

export async function CalendarYearScreen({ params }: Props) {
  const locale = await getLocale();
  const year = await resolve(params);
  const t = await getTranslations('YearPage');
  const tc = await getTranslations('CalendarPage');
  const td = await getTranslations('DayPage');
  const n = yearNames(year, locale);
  const { prev, next } = adjacentYears(year);
  const nsOf = (ad: string) => {
    const date = parseIsoDate(ad, 'ad');
    return date.ok
      ? td('nepalSambatValue', nepalSambatValues(panchang(date.value).nepalSambat, locale))
      : '';
  };
  const events = yearEvents(year);
  const highlights = n.overview.highlights.flatMap(
    (ref) => events.find((e) => e.id === ref.id && e.ad === ref.ad) ?? [],
  );
  const holidays = yearHolidays(year);
  const faq = await yearFaq(year, holidays.rows, locale);
  const path = `/calendar/${year}`;

  return (
    <div className="yr-page mx-auto max-w-6xl space-y-8 px-3 py-8 sm:px-4">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('breadcrumbHome'), url: `${SITE_URL}/${locale}` },
          { name: t('breadcrumbCalendar'), url: `${SITE_URL}/${locale}/calendar` },
          { name: t('heading', { year: n.year }), url: `${SITE_URL}/${locale}${path}` },
        ])}
      />
      <YearToday year={year} />
      <header className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          {prev ? (
            <Link
              href={`/calendar/${prev}`}
              className={buttonVariants({ variant: 'outline', size: 'icon' })}
              aria-label={`${t('previousYear')}: ${localeDigits(prev, locale)}`}
              rel="prev"
            >
              <ChevronLeft />
            </Link>
          ) : (
            <span className="size-10" />
          )}
          <div className="text-center">
            <h1 className="text-2xl font-bold md:text-3xl">{t('heading', { year: n.year })}</h1>
            <p className="text-muted-foreground" lang={locale === 'en' ? 'ne' : 'en'}>
              {t('subtitle', { yearNe: toDevanagariDigits(year), yearEn: String(year) })}
            </p>
            <p className="text-muted-foreground text-sm">
              {t('adSpan', { start: n.start, end: n.end })}
            </p>
            <p className="text-muted-foreground text-sm" data-testid="year-nepal-sambat">
              {t('nsSpan', { start: nsOf(n.overview.start), end: nsOf(n.overview.end) })}
            </p>
          </div>
          {next ? (
            <Link
              href={`/calendar/${next}`}
              className={buttonVariants({ variant: 'outline', size: 'icon' })}
              aria-label={`${t('nextYear')}: ${localeDigits(next, locale)}`}
              rel="next"
            >
              <ChevronRight />
            </Link>
          ) : (
            <span className="size-10" />
          )}
        </div>
        {bsYearConfidence(year) === 'projected' ? (
          <p role="note" className="yr-note">
            {tc('provisional', { year: n.year })}
          </p>
        ) : null}
        <p className="text-center font-semibold" data-testid="year-holiday-count">
          {t('holidayCount', {
            count: n.overview.holidayDays,
            n: localeDigits(n.overview.holidayDays, locale),
          })}
        </p>
        <div className="yr-actions">
          <Link
            href={`/calendar/${year}/holidays`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {t('holidaysLink', { year: n.year })}
          </Link>
          <a
            href={`/api/v1/calendar/${year}.ics`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {t('holidays.ical')}
          </a>
          <PrintButton label={t('print')} />
        </div>
      </header>
      <div className="yr-months">
        {yearGrid(year).map((month) => (
          <YearMonthGrid
            key={month.month}
            locale={locale}
            year={year}
            month={month}
            caption={t('gridCaption', {
              month: bsMonthName(month.month, locale),
              year: n.year,
            })}
            holidayLabel={(names) => t('holidayMark', { names })}
            adMonths={(first, last) => (first === last ? first : t('adMonths', { first, last }))}
          />
        ))}
      </div>
      <p className="text-muted-foreground text-xs">{t('legend')}</p>
      <section className="space-y-3" aria-labelledby="festivals">
        <h2 id="festivals" className="text-xl font-bold">
          {t('festivalsTitle', { year: n.year })}
        </h2>
        <ul className="yr-festivals">
          {highlights.map((event) => (
            <li key={event.id}>
              <Link
                href={`/calendar/${year}/${BS_MONTHS[event.bs.month - 1]!.slug}/${event.bs.day}`}
              >
                {localized(event, locale, 'title')}
              </Link>
              {': '}
              {formatBsDate(event.bs, locale)} · {formatAdIsoDate(event.ad, locale)}
            </li>
          ))}
        </ul>
      </section>
      <section className="yr-holidays space-y-3" aria-labelledby="holidays">
        <h2 id="holidays" className="text-xl font-bold">
          {t('holidays.heading', { year: n.year })}
        </h2>
        <HolidaysTable
          rows={holidays.rows}
          caption={t('holidays.caption', { year: n.year })}
          locale={locale}
        />
      </section>
      <div className="print:hidden">
        <FaqSection title={t('faq.title', { year: n.year })} entries={faq} />
      </div>
    </div>
  );
}
