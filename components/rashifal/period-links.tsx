import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/server-link';
import { localized } from '@/lib/i18n/format';
import { SIGNS } from '@/lib/rashifal';
import { PERIOD_TABS, periodPath } from './period-tabs';

/** Every sign's weekly, monthly and yearly reading, from the all-signs page. */
export async function PeriodLinks() {
  const locale = await getLocale();
  const t = await getTranslations('RashifalPeriods');
  const tabs = PERIOD_TABS.filter((tab) => tab !== 'today');
  return (
    <section aria-labelledby="periods" className="space-y-3">
      <h2 id="periods" className="text-2xl font-bold">
        {t('periodsTitle')}
      </h2>
      <p className="text-muted-foreground">{t('periodsIntro')}</p>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="period-links">
        {SIGNS.map((sign) => (
          <li key={sign.key} className="flex flex-wrap items-center gap-2 rounded-lg border p-2">
            <span className="min-w-24 font-medium">
              <span aria-hidden="true">{sign.symbol} </span>
              {localized(sign, locale)}
            </span>
            {tabs.map((tab) => (
              <Link
                key={tab}
                href={periodPath(sign.key, tab)}
                className="text-primary text-sm hover:underline"
              >
                <span className="sr-only">{localized(sign, locale)}: </span>
                {t(`tabs.${tab}`)}
              </Link>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
