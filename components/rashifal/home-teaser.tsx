import { ArrowRight } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/server-link';
import { formatBsDate } from '@/lib/bs';
import { type Locale, pick } from './format';
import { localized } from '@/lib/i18n/format';
import { RolloverGuard } from './rollover-guard';
import { todaysRashifal } from './today';
import { ToneBadge } from './tone-badge';
import { PAGES } from '@/lib/urls/page-table';

/** Home: one card per sign with today's prediction, and the way to the full page. */
export async function RashifalTeaser({ locale }: { locale: Locale }) {
  const t = await getTranslations('RashifalTeaser');
  const day = todaysRashifal();
  return (
    <section
      aria-labelledby="rashifal-teaser"
      data-testid="rashifal-teaser"
      data-date={day.date}
      className="space-y-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="rashifal-teaser" className="text-2xl font-bold">
            {t('title')}
          </h2>
          <p className="text-muted-foreground text-sm">
            {t('body', { date: formatBsDate(day.bs, locale) })}
          </p>
        </div>
        <Link href={PAGES.rashifal.path} className={buttonVariants({ variant: 'outline' })}>
          {t('viewAll')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {day.signs.map(({ sign, tone, themes }) => (
          <li key={sign.key}>
            <Link
              href={`${PAGES.rashifal.path}/${sign.key}`}
              data-testid="teaser-card"
              className="bg-card block h-full rounded-xl border p-4 transition-shadow hover:shadow-md focus-visible:outline-2"
            >
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className="text-primary text-2xl">
                  {sign.symbol}
                </span>
                <span className="flex-1 font-semibold">{localized(sign, locale)}</span>
                <ToneBadge tone={tone} />
              </span>
              <span className="text-muted-foreground mt-2 block text-sm">
                {pick(themes.general, locale)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <RolloverGuard date={day.date} />
    </section>
  );
}
