import { ArrowRight } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/server-link';
import { formatIsoDate, localeDigits } from '@/lib/bs';
import { saaitYear } from '@/lib/saait';
import { todayBs } from '@/lib/time/bs-today';
import { bsText, dayPath, reasonWords } from './format';

/** Home: the next marriage saait from today in Nepal (this year's, else next year's first). */
export async function SaaitTeaser({ locale }: { locale: Locale }) {
  const t = await getTranslations('SaaitTeaser');
  const tp = await getTranslations('SaaitPage');
  const today = todayBs();
  const iso = formatIsoDate(today);
  const next =
    saaitYear(today.year, 'bibaha').days.find((d) => d.date >= iso) ??
    saaitYear(today.year + 1, 'bibaha').days[0];
  const year = next ? Number(next.date.slice(0, 4)) : today.year;
  return (
    <section
      aria-labelledby="saait-teaser"
      data-testid="saait-teaser"
      className="rounded-xl border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="saait-teaser" className="text-xl font-bold">
            {t('title')}
          </h2>
          {next ? (
            <p>
              <Link href={dayPath(next)} className="font-medium underline-offset-2 hover:underline">
                {t('body', {
                  date: bsText(next.date, locale, 'long'),
                  ...reasonWords(next, locale),
                })}
              </Link>{' '}
              <span className="text-muted-foreground text-xs">({tp(next.basis)})</span>
            </p>
          ) : (
            <p className="text-muted-foreground">{t('none')}</p>
          )}
        </div>
        <Link href={`/saait/${year}#bibaha`} className={buttonVariants({ variant: 'outline' })}>
          {t('viewAll', { year: localeDigits(year, locale) })}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
