import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/server-link';
import type { Locale } from '@/i18n/routing';
import { BS_MONTHS } from '@/lib/bs';
import { cn } from '@/lib/utils';
import { monthTitle } from '@/lib/i18n/format';

/** 'Explore Other Months' of the year (canonical URLs, so search engines see one page each). */
export async function ExploreMonths({
  year,
  current,
  locale,
}: {
  year: number;
  current: number;
  locale: Locale;
}) {
  const t = await getTranslations('CalendarPage');
  return (
    <nav aria-labelledby="explore-months" className="space-y-3">
      <h2 id="explore-months" className="text-2xl font-bold">
        {t('exploreMonths')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {BS_MONTHS.map((m, i) => (
          <li key={m.slug}>
            <Link
              href={`/calendar/${year}/${m.slug}`}
              aria-current={i + 1 === current ? 'page' : undefined}
              className={cn('tile-link', i + 1 === current && 'bg-accent font-semibold')}
            >
              {monthTitle(year, i + 1, locale)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
