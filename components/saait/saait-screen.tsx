import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { KindSection } from '@/components/saait/kind-section';
import { saaitFaq } from '@/components/saait/faq';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/i18n/server-link';
import { BS_MAX_YEAR, BS_MIN_YEAR, localeDigits } from '@/lib/bs';
import { SAAIT_KINDS, saaitYear } from '@/lib/saait';
import { breadcrumbJsonLd, faqJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { currentBsYear } from '@/lib/time/bs-today';

type Props = { params: Promise<{ year: string }> };

/** Prebuilt: the current BS year and the next; other years render on first request, then stay. */
export function saaitYearStaticParams() {
  const year = currentBsYear();
  return [year, year + 1].map((y) => ({ year: String(y) }));
}

async function parseYear(params: Props['params']): Promise<number> {
  const { year } = await params;
  const n = /^\d{4}$/.test(year) ? Number(year) : Number.NaN;
  if (!(n >= BS_MIN_YEAR && n <= BS_MAX_YEAR)) notFound();
  return n;
}

export async function saaitYearMetadata({ params }: Props): Promise<Metadata> {
  const locale = await getLocale();
  const year = await parseYear(params);
  const t = await getTranslations('SaaitPage');
  const y = localeDigits(year, locale);
  return pageMetadata({
    locale,
    path: `/saait/${year}`,
    title: t('metaTitle', { year: y }),
    description: t('metaDescription', { year: y }),
  });
}

export async function SaaitYearScreen({ params }: Props) {
  const locale = await getLocale();
  const year = await parseYear(params);
  const t = await getTranslations('SaaitPage');
  const faq = await saaitFaq();
  const y = localeDigits(year, locale);
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('breadcrumbHome'), url: `${SITE_URL}/${locale}` },
          { name: t('breadcrumbSaait'), url: `${SITE_URL}/${locale}/saait` },
          { name: t('heading', { year: y }), url: `${SITE_URL}/${locale}/saait/${year}` },
        ])}
      />
      <JsonLd data={faqJsonLd(faq)} />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">{t('heading', { year: y })}</h1>
        <p className="text-muted-foreground max-w-3xl">{t('intro', { year: y })}</p>
        <nav aria-label={t('kindsNav')}>
          <ul className="flex flex-wrap gap-2 text-sm">
            {SAAIT_KINDS.map((kind) => (
              <li key={kind}>
                <a href={`#${kind}`} className="bg-accent block rounded-full px-3 py-1">
                  {t(`kinds.${kind}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {SAAIT_KINDS.map((kind, i) => (
        <KindSection key={kind} saait={saaitYear(year, kind)} locale={locale} held={i > 0} />
      ))}
      <nav aria-label={t('yearsNav')} className="flex justify-between text-sm">
        {year > BS_MIN_YEAR ? (
          <Link href={`/saait/${year - 1}`} rel="prev" className="underline">
            {t('previousYear', { year: localeDigits(year - 1, locale) })}
          </Link>
        ) : (
          <span />
        )}
        {year < BS_MAX_YEAR ? (
          <Link href={`/saait/${year + 1}`} rel="next" className="underline">
            {t('nextYear', { year: localeDigits(year + 1, locale) })}
          </Link>
        ) : null}
      </nav>
      <section aria-labelledby="saait-faq" className="space-y-3">
        <h2 id="saait-faq" className="text-2xl font-bold">
          {t('faqTitle')}
        </h2>
        {faq.map((entry) => (
          <details key={entry.question} className="rounded-lg border p-3">
            <summary className="cursor-pointer font-medium">{entry.question}</summary>
            <p className="mt-2 text-sm">{entry.answer}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
