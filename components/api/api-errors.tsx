import { getTranslations } from 'next-intl/server';
import type { ApiRangeValues } from '@/components/api/api-values';
import { codeClass } from '@/components/api/endpoint-card';
import { API_ERROR_CODES, type ApiErrorCode } from '@/lib/api/error-codes';

const ERROR_EXAMPLE = JSON.stringify(
  { error: { code: 'invalid_query', message: "'from' must be 'bs' or 'ad'" } },
  null,
  2,
);

const CODES = Object.keys(API_ERROR_CODES) as ApiErrorCode[];

/** The error envelope with an example, what each status means, and every code. */
export async function ApiErrors({ values }: { values: ApiRangeValues }) {
  const t = await getTranslations('ApiPage.errors');
  const statuses = [
    { status: 400, text: t('status400') },
    { status: 404, text: t('status404') },
    { status: 503, text: t('status503') },
  ];
  return (
    <section aria-labelledby="errors" className="space-y-4">
      <h2 id="errors" className="text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-muted-foreground">{t('body')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <figure className="min-w-0 space-y-2">
          <figcaption id="error-example" className="text-sm font-medium">
            {t('example')}
          </figcaption>
          {/* Focusable, so keyboard users can scroll the example on a narrow screen: a named
              region around the <pre>, which may not carry a name itself. */}
          <section
            tabIndex={0}
            aria-labelledby="error-example"
            className="bg-muted/40 overflow-x-auto rounded-xl border p-4 text-sm"
          >
            <pre>
              <code>{ERROR_EXAMPLE}</code>
            </pre>
          </section>
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
      <h3 id="error-codes" className="text-lg font-semibold">
        {t('codesTitle')}
      </h3>
      <dl className="space-y-2 text-sm">
        {CODES.map((code) => (
          <div key={code} className="flex flex-wrap gap-x-3">
            <dt>
              <code className={codeClass}>{code}</code>
            </dt>
            <dd className="text-muted-foreground">{t(`codes.${code}`, values)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
