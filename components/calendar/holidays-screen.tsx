import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { HolidaysTable } from '@/components/calendar/holidays-table';
import { PrintButton } from '@/components/calendar/print-button';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/server-link';
import { formatBsDate, localeDigits } from '@/lib/bs';
import { parseBsYearParam } from '@/lib/calendar/params';
import { yearHolidays } from '@/lib/calendar/year-holidays';
import { yearNames } from '@/lib/calendar/year-page';
import { localized } from '@/lib/i18n/format';
import { breadcrumbJsonLd, eventListJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { currentBsYear } from '@/lib/time/bs-today';

type Props = { params: Promise<{ year: string }> };

/** Prebuilt: the current BS year and the next; other supported years render on first request. */
export function yearHolidaysStaticParams() {
  const year = currentBsYear();
  return [year, year + 1].map((y) => ({ year: String(y) }));
}

async function resolve(params: Props['params']): Promise<number> {
  const year = parseBsYearParam((await params).year);
  if (year === null) notFound();
  return year;
}

export async function yearHolidaysMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const year = await resolve(params);
  const t = await getTranslations('YearPage');
  const n = yearNames(year, locale);
  return pageMetadata({
    locale,
    path: `/calendar/${year}/holidays`,
    title: t('holidays.metaTitle', { year: n.year, adYears: n.adYears }),
    description: t('holidays.metaDescription', {
      year: n.year,
      adSpan: t('adSpan', { start: n.start, end: n.end }),
    }),
  });
}

export async function YearHolidaysScreen({ params }: Props) {
  const locale = await getLocale();
  const year = await resolve(params);
  const t = await getTranslations('YearPage');
  const n = yearNames(year, locale);
  const { list, rows } = yearHolidays(year);
  const adSpan = t('adSpan', { start: n.start, end: n.end });
  const path = `/calendar/${year}/holidays`;
  const note = {
    official: t('holidays.listOfficial', { year: n.year }),
    partial: t('holidays.listPartial', { year: n.year }),
    computed: t('holidays.listComputed', { year: n.year }),
  }[list];

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-3 py-8 sm:px-4">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('breadcrumbHome'), url: `${SITE_URL}/${locale}` },
          { name: t('breadcrumbCalendar'), url: `${SITE_URL}/${locale}/calendar` },
          { name: t('heading', { year: n.year }), url: `${SITE_URL}/${locale}/calendar/${year}` },
          { name: t('holidays.heading', { year: n.year }), url: `${SITE_URL}/${locale}${path}` },
        ])}
      />
      <JsonLd
        data={eventListJsonLd(
          t('holidays.caption', { year: n.year }),
          rows.map((row) => ({
            name: localized(row, locale),
            startDate: row.start.ad,
            endDate: row.end.ad,
            // schema.org dates are Gregorian; the BS date goes in the description.
            description:
              row.days > 1
                ? t('holidays.range', {
                    start: formatBsDate(row.start.bs, locale),
                    end: formatBsDate(row.end.bs, locale),
                  })
                : formatBsDate(row.start.bs, locale),
          })),
        )}
      />
      <header className="space-y-2">
        <h1 className="text-2xl font-bold md:text-3xl">
          {t('holidays.heading', { year: n.year })}
        </h1>
        <p className="text-muted-foreground">{t('holidays.intro', { year: n.year, adSpan })}</p>
        <p role="note" className="yr-note" data-testid="holiday-list-note" data-list={list}>
          {note}
        </p>
        <div className="yr-actions">
          <Link
            href={`/calendar/${year}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {t('holidays.yearLink', { year: n.year })}
          </Link>
          <a
            href={`/api/v1/calendar/${year}.ics`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {t('holidays.ical')}
          </a>
          <a
            href={`/api/v1/calendar/${year}/holidays?format=csv`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            download
          >
            {t('holidays.csv')}
          </a>
          <PrintButton label={t('print')} />
        </div>
      </header>
      <HolidaysTable
        rows={rows}
        caption={t('holidays.caption', { year: n.year })}
        locale={locale}
      />
      <p className="text-muted-foreground text-sm">
        {t('holidayCount', {
          count: n.overview.holidayDays,
          n: localeDigits(n.overview.holidayDays, locale),
        })}
      </p>
    </div>
  );
}
