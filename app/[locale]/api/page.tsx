import { CalendarPlus, Check, FileJson } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import type { ReactNode } from 'react';
import { codeClass, EndpointCard, type EndpointLabels } from '@/components/api/endpoint-card';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { API_ENDPOINTS, API_GROUPS, type ApiEndpoint } from '@/lib/api/openapi';
import { MAX_HISTORY_DAYS } from '@/lib/api/schemas/market';
import { AD_MAX, AD_MIN, BS_MAX_YEAR, BS_MIN_YEAR, formatIsoDate, localeDigits } from '@/lib/bs';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { SOURCE_META } from '@/lib/sources/meta';

// Static (the layout's hourly revalidation is all it needs): the API's description does not change by the day.

const OPENAPI_PATH = '/api/v1/openapi.json';
const FEED_PATH = '/api/v1/calendar.ics';
const SOURCES_PATH = '/api/v1/sources';

const ERROR_EXAMPLE = JSON.stringify(
  { error: { code: 'invalid_query', message: "'from' must be 'bs' or 'ad'" } },
  null,
  2,
);

const linkClass = 'font-medium text-primary underline underline-offset-4 hover:no-underline';

/** The numbers the messages quote, in the page's digits. */
function rangeValues(locale: Locale) {
  const digits = (value: number | string) => localeDigits(value, locale);
  return {
    minYear: digits(BS_MIN_YEAR),
    maxYear: digits(BS_MAX_YEAR),
    adMin: digits(formatIsoDate(AD_MIN)),
    adMax: digits(formatIsoDate(AD_MAX)),
    maxDays: digits(MAX_HISTORY_DAYS),
  };
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = (await rootLocale()) as Locale;
  const t = await getTranslations('ApiPage');
  return pageMetadata({
    locale,
    path: '/api',
    title: t('metaTitle'),
    description: t('metaDescription', rangeValues(locale)),
  });
}

export default async function ApiPage() {
  const locale = (await rootLocale()) as Locale;
  const t = await getTranslations('ApiPage');
  const values = rangeValues(locale);
  // Keys built from operation ids and parameter names; tests/unit/api/openapi.test.ts checks that
  // every one exists in both catalogues.
  const byKey = t as unknown as (key: string, values?: Record<string, string | number>) => string;
  const code = (chunks: ReactNode) => <code className={codeClass}>{chunks}</code>;
  const source = (href: string, chunks: ReactNode) => (
    <a href={href} className={linkClass} rel="noopener noreferrer" target="_blank">
      {chunks}
    </a>
  );

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
  const card = (endpoint: ApiEndpoint) => (
    <EndpointCard
      key={endpoint.operationId}
      endpoint={endpoint}
      summary={byKey(`operations.${endpoint.operationId}.summary`)}
      parameterText={Object.fromEntries(
        endpoint.parameters.map((p) => [
          p.name,
          byKey(`operations.${endpoint.operationId}.params.${p.name}`, values),
        ]),
      )}
      cache={cache(endpoint.sMaxAge)}
      labels={labels}
    />
  );

  const facts = ['free', 'readOnly', 'json', 'cors', 'cached'] as const;
  const basics = [
    {
      term: t('basics.baseUrl'),
      detail: <code className={codeClass}>{`${SITE_URL}/api/v1`}</code>,
    },
    { term: t('basics.formats'), detail: t('basics.formatsValue') },
    { term: t('basics.dates'), detail: t('basics.datesValue') },
    { term: t('basics.range'), detail: t('basics.rangeValue', values) },
    { term: t('basics.methods'), detail: t('basics.methodsValue') },
  ];
  const statuses = [
    { status: 400, text: t('errors.status400') },
    { status: 404, text: t('errors.status404') },
    { status: 503, text: t('errors.status503') },
  ];

  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
      <header className="space-y-5">
        <h1 className="text-3xl font-bold">{t('heading')}</h1>
        <p className="text-muted-foreground max-w-3xl text-lg">{t('intro', values)}</p>
        <ul className="grid max-w-3xl gap-2 text-sm sm:grid-cols-2">
          {facts.map((key) => (
            <li key={key} className="flex items-start gap-2">
              <Check className="text-success mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t(`facts.${key}`)}
            </li>
          ))}
        </ul>
        <p
          role="note"
          className="bg-muted/40 text-muted-foreground max-w-3xl rounded-lg border p-3 text-sm"
        >
          {t.rich('fairUse', { code })}
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={OPENAPI_PATH} className={buttonVariants()}>
            <FileJson aria-hidden="true" />
            {t('openApi')}
          </a>
          <a href={FEED_PATH} className={buttonVariants({ variant: 'outline' })}>
            <CalendarPlus aria-hidden="true" />
            {t('subscribe')}
          </a>
        </div>
      </header>

      <section aria-labelledby="basics" className="space-y-4">
        <h2 id="basics" className="text-2xl font-semibold">
          {t('basics.title')}
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

      <section aria-labelledby="errors" className="space-y-4">
        <h2 id="errors" className="text-2xl font-semibold">
          {t('errors.title')}
        </h2>
        <p className="text-muted-foreground">{t('errors.body')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          <figure className="min-w-0 space-y-2">
            <figcaption className="text-sm font-medium">{t('errors.example')}</figcaption>
            {/* Focusable, so keyboard users can scroll the example on a narrow screen. */}
            <pre
              tabIndex={0}
              aria-label={t('errors.example')}
              className="bg-muted/40 overflow-x-auto rounded-xl border p-4 text-sm"
            >
              <code>{ERROR_EXAMPLE}</code>
            </pre>
          </figure>
          <dl className="space-y-3 text-sm">
            {statuses.map(({ status, text }) => (
              <div key={status} className="flex gap-3">
                <dt>
                  <code className={`${codeClass} font-semibold`}>{status}</code>
                </dt>
                <dd className="text-muted-foreground">{text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {API_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className="space-y-4">
          <h2 id={`group-${group}`} className="text-2xl font-semibold">
            {t(`groups.${group}`)}
          </h2>
          {group === 'market' ? (
            <p className="text-muted-foreground max-w-3xl">
              {t.rich('marketSources', {
                sourcesPath: SOURCES_PATH,
                code,
                nrb: (chunks) => source(SOURCE_META.forex.url, chunks),
                kalimati: (chunks) => source(SOURCE_META.vegetables.url, chunks),
                fenegosida: (chunks) => source(SOURCE_META.metals.url, chunks),
              })}
            </p>
          ) : null}
          <div className="grid gap-4 md:grid-cols-2">
            {API_ENDPOINTS.filter((e) => e.group === group).map(card)}
          </div>
        </section>
      ))}
    </div>
  );
}
