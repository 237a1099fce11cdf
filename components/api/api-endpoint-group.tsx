import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { codeClass, EndpointCard, type EndpointLabels } from '@/components/api/endpoint-card';
import { API_ENDPOINTS, type ApiEndpoint, type ApiGroup } from '@/lib/api/openapi';
import type { ApiRangeValues } from './api-values';

const SOURCES_PATH = '/api/v1/sources';
const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

type OperationsTranslator = Awaited<ReturnType<typeof getTranslations<'ApiPage.operations'>>>;
type OperationKey = Parameters<OperationsTranslator>[0];

/**
 * An operation's summary and parameter texts from the catalogue, by its id in the registry and
 * its parameters' names. tests/unit/api/openapi.test.ts checks that both catalogues describe
 * every operation and every parameter.
 */
function operationTexts(t: OperationsTranslator, endpoint: ApiEndpoint, values: ApiRangeValues) {
  const id = endpoint.operationId;
  const key = (path: string) => `${id}.${path}` as OperationKey;
  if (!t.has(key('summary'))) throw new Error(`ApiPage.operations has no ${id}`);
  return {
    summary: t(key('summary')),
    parameterText: Object.fromEntries(
      endpoint.parameters.map(({ name }) => [name, t(key(`params.${name}`), values)]),
    ),
  };
}

/** One group of operations (calendar, market, ...), each as an endpoint card. */
export async function ApiEndpointGroup({
  group,
  values,
  sourceUrls,
}: {
  group: ApiGroup;
  values: ApiRangeValues;
  /** The upstream pages the market group's note links to. */
  sourceUrls: { forex: string; vegetables: string; metals: string };
}) {
  const t = await getTranslations('ApiPage');
  const operations = await getTranslations('ApiPage.operations');
  const labels: EndpointLabels = {
    parameters: t('endpoint.parameters'),
    noParameters: t('endpoint.noParameters'),
    required: t('endpoint.required'),
    optional: t('endpoint.optional'),
    inPath: t('endpoint.inPath'),
    inQuery: t('endpoint.inQuery'),
    oneOf: t('endpoint.oneOf'),
    default: t('endpoint.default'),
    returns: t('endpoint.returns'),
    example: t('endpoint.example'),
  };
  const cache = (sMaxAge: number) =>
    sMaxAge >= 3600
      ? t('endpoint.cacheHours', { hours: sMaxAge / 3600 })
      : t('endpoint.cacheMinutes', { minutes: sMaxAge / 60 });
  const code = (chunks: ReactNode) => <code className={codeClass}>{chunks}</code>;
  const source = (href: string, chunks: ReactNode) => (
    <a href={href} className={linkClass} rel="noopener noreferrer" target="_blank">
      {chunks}
    </a>
  );
  return (
    <section aria-labelledby={`group-${group}`} className="space-y-4">
      <h2 id={`group-${group}`} className="text-2xl font-semibold">
        {t(`groups.${group}`)}
      </h2>
      {group === 'market' ? (
        <p className="text-muted-foreground max-w-3xl">
          {t.rich('marketSources', {
            sourcesPath: SOURCES_PATH,
            code,
            nrb: (chunks) => source(sourceUrls.forex, chunks),
            kalimati: (chunks) => source(sourceUrls.vegetables, chunks),
            fenegosida: (chunks) => source(sourceUrls.metals, chunks),
          })}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {API_ENDPOINTS.filter((e) => e.group === group).map((endpoint) => (
          <EndpointCard
            key={endpoint.operationId}
            endpoint={endpoint}
            {...operationTexts(operations, endpoint, values)}
            cache={cache(endpoint.sMaxAge)}
            labels={labels}
          />
        ))}
      </div>
    </section>
  );
}
