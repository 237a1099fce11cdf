import { Sparkles } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { BasisNote } from './basis-note';
import { DayHeader } from './day-header';
import { pick } from './format';
import { LearnSections, rashifalFaq } from './learn-sections';
import { PeriodLinks } from './period-links';
import { RolloverGuard } from './rollover-guard';
import { SignCard } from './sign-card';
import { todaysRashifal } from './today';
import { JsonLd } from '@/components/seo/json-ld';
import { formatBsDate } from '@/lib/bs';
import { breadcrumbJsonLd, faqJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { PAGES } from '@/lib/urls/page-table';

export async function rashifalMetadata(): Promise<Metadata> {
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

/** The twelve signs today, with the day's meditation and how the readings are made. */
export async function RashifalScreen() {
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
