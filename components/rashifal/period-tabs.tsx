import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/server-link';
import type { SignKey } from '@/lib/rashifal';
import { cn } from '@/lib/utils';
import { PAGES } from '@/lib/urls/page-table';

export type PeriodTab = 'today' | 'weekly' | 'monthly' | 'yearly';
export const PERIOD_TABS: readonly PeriodTab[] = ['today', 'weekly', 'monthly', 'yearly'];

/** The sign page's path for a tab: today's reading at the sign itself, the others beneath it. */
export const periodPath = (sign: SignKey, tab: PeriodTab): string =>
  tab === 'today' ? `${PAGES.rashifal.path}/${sign}` : `${PAGES.rashifal.path}/${sign}/${tab}`;

/** Today / Weekly / Monthly / Yearly for one sign, the current one marked. */
export async function PeriodTabs({ sign, current }: { sign: SignKey; current: PeriodTab }) {
  const t = await getTranslations('RashifalPeriods');
  return (
    <nav aria-label={t('tabsLabel')}>
      <ul className="flex flex-wrap gap-2 border-b pb-2">
        {PERIOD_TABS.map((tab) => (
          <li key={tab}>
            <Link
              href={periodPath(sign, tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={cn(
                'inline-block rounded-md px-3 py-1.5 text-sm font-medium',
                tab === current ? 'bg-primary text-primary-foreground' : 'hover:bg-muted border',
              )}
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
