import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ApiBasics } from '@/components/api/api-basics';
import { ApiEndpointGroup } from '@/components/api/api-endpoint-group';
import { ApiErrors } from '@/components/api/api-errors';
import { ApiIntro } from '@/components/api/api-intro';
import { apiRangeValues } from '@/components/api/api-values';
import { API_GROUPS } from '@/lib/api/openapi';
import { pageMetadata } from '@/lib/seo/metadata';
import { SOURCES } from '@/lib/sources/registry';

export async function apiMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  const t = await getTranslations('ApiPage');
  return pageMetadata({
    locale,
    path: '/api',
    title: t('metaTitle'),
    description: t('metaDescription', apiRangeValues(locale)),
  });
}

export async function ApiScreen() {
  const values = apiRangeValues(await getLocale());
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
      <ApiIntro values={values} />
      <ApiBasics values={values} />
      <ApiErrors values={values} />
      {API_GROUPS.map((group) => (
        <ApiEndpointGroup
          key={group}
          group={group}
          values={values}
          sourceUrls={{
            forex: SOURCES.forex.publisher.url,
            vegetables: SOURCES.vegetables.publisher.url,
            metals: SOURCES.metals.publisher.url,
          }}
        />
      ))}
    </div>
  );
}
