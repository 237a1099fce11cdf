import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { BasisNote } from '@/components/rashifal/basis-note';
import { localized } from '@/lib/i18n/format';
import { OutlookTable } from '@/components/rashifal/outlook-table';
import { PeriodTabs } from '@/components/rashifal/period-tabs';
import { RolloverGuard } from '@/components/rashifal/rollover-guard';
import { SignCard } from '@/components/rashifal/sign-card';
import { todaysRashifal } from '@/components/rashifal/today';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/server-link';
import { formatBsDate } from '@/lib/bs';
import { type Sign, signByKey, SIGNS, signOutlook } from '@/lib/rashifal';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { todayInNepal } from '@/lib/time';
import { PAGES } from '@/lib/urls/page-table';

// Today's reading and the week from today change at midnight Nepal time.
export const revalidate = 60;

type Props = { params: Promise<{ sign: string }> };

export function generateStaticParams() {
  return SIGNS.map((sign) => ({ sign: sign.key }));
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The sign of the URL; other names were moved to the English key (lib/urls/judge.ts). */
async function resolve(params: Props['params']): Promise<Sign> {
  return signByKey(decode((await params).sign)) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  // Only the page redirects or answers 404, so the redirect is sent once.
  const sign = signByKey(decode((await params).sign));
  if (!sign) return {};
  const t = await getTranslations('RashifalPage.sign');
  const names = { sign: sign.name, signNe: sign.nameNe };
  return pageMetadata({
    locale,
    path: `${PAGES.rashifal.path}/${sign.key}`,
    title: t('metaTitle', names),
    description: t('metaDescription', names),
  });
}

export default async function SignPage({ params }: Props) {
  const locale = await getLocale();
  const sign = await resolve(params);
  const t = await getTranslations('RashifalPage');
  const day = todaysRashifal();
  const reading = day.signs.find((s) => s.sign.key === sign.key)!;
  const outlook = signOutlook(sign.key, todayInNepal(), 7);
  const name = localized(sign, locale);
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8" data-date={day.date}>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('breadcrumbHome'), url: `${SITE_URL}/${locale}` },
          { name: t('breadcrumbRashifal'), url: `${SITE_URL}/${locale}${PAGES.rashifal.path}` },
          { name, url: `${SITE_URL}/${locale}${PAGES.rashifal.path}/${sign.key}` },
        ])}
      />
      <nav aria-label={t('breadcrumbRashifal')} className="text-sm">
        <Link href={PAGES.rashifal.path} className="text-primary hover:underline">
          ← {t('sign.allSigns')}
        </Link>
      </nav>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">
          <span aria-hidden="true" className="text-primary mr-2">
            {sign.symbol}
          </span>
          {t('sign.heading', { sign: sign.name, signNe: sign.nameNe })}
        </h1>
        <p className="text-muted-foreground">
          {t('sign.todayTitle', { date: formatBsDate(day.bs, locale, 'long') })}
        </p>
      </header>
      <PeriodTabs sign={sign.key} current="today" />
      <SignCard reading={reading} locale={locale} showLink={false} titleAs="h2" />
      <section aria-labelledby="outlook" className="space-y-3">
        <h2 id="outlook" className="text-2xl font-bold">
          {t('sign.outlookTitle')}
        </h2>
        <p className="text-muted-foreground">{t('sign.outlookIntro', { sign: name })}</p>
        <OutlookTable days={outlook} locale={locale} />
      </section>
      <BasisNote />
      <nav aria-labelledby="other-signs" className="space-y-2">
        <h2 id="other-signs" className="text-xl font-bold">
          {t('sign.otherSigns')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {SIGNS.filter((s) => s.key !== sign.key).map((s) => (
            <li key={s.key}>
              <Link
                href={`${PAGES.rashifal.path}/${s.key}`}
                className="hover:bg-muted inline-block rounded-md border px-3 py-1 text-sm"
              >
                <span aria-hidden="true">{s.symbol} </span>
                {localized(s, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <RolloverGuard date={day.date} />
    </div>
  );
}
