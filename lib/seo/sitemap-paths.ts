import { BS_MAX_YEAR, BS_MIN_YEAR, BS_MONTHS, daysInBsMonth } from '@/lib/bs';
import { SIGNS } from '@/lib/rashifal/signs';
import { PAGES, SITEMAP_PAGES } from '@/lib/urls/page-table';
import { SIGN_PERIODS } from '@/lib/urls/pages';

export interface SitemapPage {
  /** Path without the locale prefix, e.g. '/calendar/2082/jestha' ('' is the home page). */
  path: string;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

const RASHIFAL = PAGES.rashifal.path;
const STATIC_PAGES: readonly SitemapPage[] = [
  ...SITEMAP_PAGES,
  ...SIGNS.map((sign) => ({
    path: `${RASHIFAL}/${sign.key}`,
    changefreq: 'daily' as const,
    priority: 0.7,
  })),
  ...SIGNS.flatMap((sign) =>
    [...SIGN_PERIODS].map((period) => ({
      path: `${RASHIFAL}/${sign.key}/${period}`,
      changefreq: period === 'yearly' ? ('monthly' as const) : ('weekly' as const),
      priority: 0.6,
    })),
  ),
];

/**
 * Every indexable page once per locale: every BS year, its holidays and months, and every day of
 * the current year ± 1, which no link may reach.
 */
export function sitemapPages(currentYear: number): SitemapPage[] {
  const months: SitemapPage[] = [];
  for (let year = BS_MIN_YEAR; year <= BS_MAX_YEAR; year++) {
    const near = Math.abs(year - currentYear) <= 1;
    for (const month of BS_MONTHS) {
      months.push({
        path: `/calendar/${year}/${month.slug}`,
        changefreq: near ? 'weekly' : 'yearly',
        priority: year === currentYear ? 0.8 : near ? 0.6 : 0.3,
      });
    }
  }
  // Readers search the year itself ('nepali calendar 2083', 'holidays 2083'), this and next most.
  const years: SitemapPage[] = [];
  for (let year = BS_MIN_YEAR; year <= BS_MAX_YEAR; year++) {
    const ahead = year === currentYear || year === currentYear + 1;
    for (const path of [`/calendar/${year}`, `/calendar/${year}/holidays`]) {
      years.push({
        path,
        changefreq: ahead ? 'weekly' : 'yearly',
        priority: ahead ? 0.9 : Math.abs(year - currentYear) <= 2 ? 0.6 : 0.3,
      });
    }
  }
  const saait = [currentYear, currentYear + 1]
    .filter((year) => year <= BS_MAX_YEAR)
    .map((year): SitemapPage => ({ path: `/saait/${year}`, changefreq: 'monthly', priority: 0.7 }));
  return [...STATIC_PAGES, ...saait, ...years, ...months, ...dayPages(currentYear)];
}

/** A page per day of this BS year and those either side (readers search '2083 Mangsir 8 tithi'). */
function dayPages(currentYear: number): SitemapPage[] {
  const days: SitemapPage[] = [];
  for (
    let year = Math.max(BS_MIN_YEAR, currentYear - 1);
    year <= Math.min(BS_MAX_YEAR, currentYear + 1);
    year++
  ) {
    BS_MONTHS.forEach((month, index) => {
      for (let day = 1; day <= daysInBsMonth(year, index + 1); day++) {
        days.push({
          path: `/calendar/${year}/${month.slug}/${day}`,
          changefreq: 'yearly',
          priority: year === currentYear ? 0.5 : 0.4,
        });
      }
    });
  }
  return days;
}
