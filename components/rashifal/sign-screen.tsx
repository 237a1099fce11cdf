import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatBsDate } from '@/lib/bs';
import { localized } from '@/lib/i18n/format';
import { signOutlook } from '@/lib/rashifal';
import { pageMetadata } from '@/lib/seo/metadata';
import { todayInNepal } from '@/lib/time';
import { BasisNote } from './basis-note';
import { OutlookTable } from './outlook-table';
import { metadataSign, periodSign, type SignParams } from './period-page';
import { periodPath } from './period-tabs';
import { SignCard } from './sign-card';
import { SignFrame } from './sign-frame';
import { todaysRashifal } from './today';

export async function signMetadata(params: SignParams): Promise<Metadata> {
  // Only the page answers the 404, so a bad sign's metadata stays empty.
  const sign = await metadataSign(params);
  if (!sign) return {};
  const locale = await getLocale();
  const t = await getTranslations('RashifalPage.sign');
  const names = { sign: sign.name, signNe: sign.nameNe };
  return pageMetadata({
    locale,
    path: periodPath(sign.key, 'today'),
    title: t('metaTitle', names),
    description: t('metaDescription', names),
  });
}

/** One sign today: its reading and the week ahead, day by day. */
export async function SignScreen({ params }: { params: SignParams }) {
  const sign = await periodSign(params);
  const locale = await getLocale();
  const t = await getTranslations('RashifalPage');
  const day = todaysRashifal();
  const reading = day.signs.find((s) => s.sign.key === sign.key)!;
  const outlook = signOutlook(sign.key, todayInNepal(), 7);
  return (
    <SignFrame
      sign={sign}
      tab="today"
      heading={t('sign.heading', { sign: sign.name, signNe: sign.nameNe })}
      subtitle={t('sign.todayTitle', { date: formatBsDate(day.bs, locale, 'long') })}
      lastDay={day.date}
    >
      <SignCard reading={reading} locale={locale} showLink={false} titleAs="h2" />
      <section aria-labelledby="outlook" className="space-y-3">
        <h2 id="outlook" className="text-2xl font-bold">
          {t('sign.outlookTitle')}
        </h2>
        <p className="text-muted-foreground">
          {t('sign.outlookIntro', { sign: localized(sign, locale) })}
        </p>
        <OutlookTable days={outlook} locale={locale} />
      </section>
      <BasisNote />
    </SignFrame>
  );
}
