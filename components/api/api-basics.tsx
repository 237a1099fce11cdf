import { getTranslations } from 'next-intl/server';
import { codeClass } from '@/components/api/endpoint-card';
import { SITE_URL } from '@/lib/site';
import type { ApiRangeValues } from './api-values';

/** Base URL, formats, dates, range and methods, as a definition list. */
export async function ApiBasics({ values }: { values: ApiRangeValues }) {
  const t = await getTranslations('ApiPage.basics');
  const basics = [
    { term: t('baseUrl'), detail: <code className={codeClass}>{`${SITE_URL}/api/v1`}</code> },
    { term: t('formats'), detail: t('formatsValue') },
    { term: t('dates'), detail: t('datesValue') },
    { term: t('range'), detail: t('rangeValue', values) },
    { term: t('methods'), detail: t('methodsValue') },
  ];
  return (
    <section aria-labelledby="basics" className="space-y-4">
      <h2 id="basics" className="text-2xl font-semibold">
        {t('title')}
      </h2>
      <dl className="bg-card grid gap-x-6 gap-y-3 rounded-xl border p-5 text-sm sm:grid-cols-[max-content_1fr]">
        {basics.map(({ term, detail }) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd className="text-muted-foreground">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
