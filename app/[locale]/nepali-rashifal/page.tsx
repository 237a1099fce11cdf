import { Sparkles } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { BasisNote } from '@/components/rashifal/basis-note';
import { DayHeader } from '@/components/rashifal/day-header';
import { pick } from '@/components/rashifal/format';
import { LearnSections, rashifalFaq } from '@/components/rashifal/learn-sections';
import { PeriodLinks } from '@/components/rashifal/period-links';
import { RolloverGuard } from '@/components/rashifal/rollover-guard';
import { SignCard } from '@/components/rashifal/sign-card';
import { todaysRashifal } from '@/components/rashifal/today';
import { JsonLd } from '@/components/seo/json-ld';
import { formatBsDate } from '@/lib/bs';
import { breadcrumbJsonLd, faqJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { PAGES } from '@/lib/urls/page-table';

// Today's reading changes at midnight Nepal time: regenerate within a minute of it (the
// rollover guard refreshes a copy served stale across midnight).
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('RashifalPage');
  const day = todaysRashifal();
  return pageMetadata({
    locale,
    path: PAGES.rashifal.path,
    title: t('metaTitle'),
    description: t('metaDescription', { date: formatBsDate(day.bs, locale) }),
  });
}

export default async function RashifalPage() {
  const locale = await getLocale();
  const t = await getTranslations('RashifalPage');
  const day = todaysRashifal();
  const faq = await rashifalFaq();
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8" data-date={day.date}>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('breadcrumbHome'), url: `${SITE_URL}/${locale}` },
          { name: t('breadcrumbRashifal'), url: `${SITE_URL}/${locale}${PAGES.rashifal.path}` },
        ])}
      />
      <JsonLd data={faqJsonLd(faq)} />
      <DayHeader day={day} locale={locale} heading={t('heading')} />
      <BasisNote />
      <section
        aria-labelledby="meditation"
        className="border-primary/30 bg-accent/40 flex gap-3 rounded-xl border p-4"
      >
        <Sparkles className="text-primary mt-1 size-5 shrink-0" aria-hidden="true" />
        <div>
          <h2 id="meditation" className="font-semibold">
            {t('meditationTitle')}
          </h2>
          <p data-testid="meditation" className="text-sm">
            {pick(day.meditation, locale)}
          </p>
        </div>
      </section>
      <section aria-labelledby="signs" className="space-y-4">
        <h2 id="signs" className="text-2xl font-bold">
          {t('signsTitle')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {day.signs.map((reading) => (
            <li key={reading.sign.key} className="flex">
              <SignCard reading={reading} locale={locale} />
            </li>
          ))}
        </ul>
      </section>
      <PeriodLinks />
      <LearnSections faq={faq} />
      <RolloverGuard date={day.date} />
    </div>
  );
}
