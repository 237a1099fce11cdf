import { BS_MAX_YEAR, BS_MIN_YEAR, BS_MONTHS } from '@/lib/bs';
import { SIGNS } from '@/lib/rashifal/signs';

export interface SitemapPage {
  /** Path without the locale prefix, e.g. '/calendar/2082/jestha' ('' is the home page). */
  path: string;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

const STATIC_PAGES: readonly SitemapPage[] = [
  { path: '', changefreq: 'daily', priority: 1 },
  { path: '/nepali-date-converter', changefreq: 'monthly', priority: 0.9 },
  { path: '/api', changefreq: 'monthly', priority: 0.5 },
  { path: '/nepali-rashifal', changefreq: 'daily', priority: 0.9 },
  ...SIGNS.map((sign) => ({
    path: `/nepali-rashifal/${sign.key}`,
    changefreq: 'daily' as const,
    priority: 0.7,
  })),
];

/**
 * Every indexable page once (per locale it exists in both): the feature pages and every month
 * of every supported BS year, so search engines can reach months no link on the site points to.
 * `currentYear` gets a higher priority and a daily refresh hint.
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
  return [...STATIC_PAGES, ...months];
}
