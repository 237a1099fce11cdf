import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/server-link';
import { localized } from '@/lib/i18n/format';
import { type Sign, SIGNS } from '@/lib/rashifal';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { SITE_URL } from '@/lib/site';
import { PAGES } from '@/lib/urls/page-table';
import { type PeriodTab, periodPath, PeriodTabs } from './period-tabs';
import { RolloverGuard } from './rollover-guard';

/**
 * One sign's page frame, today's and each period's: breadcrumbs (and their JSON-LD), the way
 * back, the heading, the tabs, the body, the other signs on the same tab, and the rollover guard.
 */
export async function SignFrame({
  sign,
  tab,
  heading,
  subtitle,
  lastDay,
  children,
}: {
  sign: Sign;
  tab: PeriodTab;
  heading: string;
  subtitle: string;
  /** The last day the page's reading holds: past it, an open tab asks for the next one. */
  lastDay: string;
  children: React.ReactNode;
}) {
  const locale = await getLocale();
  const t = await getTranslations('RashifalPage');
  const tp = await getTranslations('RashifalPeriods');
  const name = localized(sign, locale);
  const url = (path: string) => `${SITE_URL}/${locale}${path}`;
  const today = tab === 'today';
  const crumbs = [
    { name: t('breadcrumbHome'), url: url('') },
    { name: t('breadcrumbRashifal'), url: url(PAGES.rashifal.path) },
    { name, url: url(periodPath(sign.key, 'today')) },
  ];
  if (!today) crumbs.push({ name: tp(`tabs.${tab}`), url: url(periodPath(sign.key, tab)) });
  return (
    <div
      className="mx-auto max-w-4xl space-y-8 px-4 py-8"
      data-period={tab}
      data-date={today ? lastDay : undefined}
    >
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <nav aria-label={t('breadcrumbRashifal')} className="text-sm">
        <Link
          href={today ? PAGES.rashifal.path : periodPath(sign.key, 'today')}
          className="text-primary hover:underline"
        >
          ←{' '}
          {today ? t('sign.allSigns') : tp('backToSign', { sign: sign.name, signNe: sign.nameNe })}
        </Link>
      </nav>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">
          <span aria-hidden="true" className="text-primary mr-2">
            {sign.symbol}
          </span>
          {heading}
        </h1>
        <p className="text-muted-foreground" data-testid={today ? undefined : 'period'}>
          {subtitle}
        </p>
      </header>
      <PeriodTabs sign={sign.key} current={tab} />
      {children}
      <nav aria-labelledby="other-signs" className="space-y-2">
        <h2 id="other-signs" className="text-xl font-bold">
          {t('sign.otherSigns')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {SIGNS.filter((s) => s.key !== sign.key).map((s) => (
            <li key={s.key}>
              <Link
                href={periodPath(s.key, tab)}
                className="hover:bg-muted inline-block rounded-md border px-3 py-1 text-sm"
              >
                <span aria-hidden="true">{s.symbol} </span>
                {localized(s, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <RolloverGuard date={lastDay} />
    </div>
  );
}
