import { CalendarPlus, FileJson } from '@/components/ui/icons';
import { CheckList } from '@/components/ui/check-list';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { codeClass } from '@/components/api/endpoint-card';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/server-link';
import type { ApiRangeValues } from './api-values';

const OPENAPI_PATH = '/api/v1/openapi.json';
const FEED_PATH = '/api/v1/calendar.ics';
const FACTS = ['free', 'readOnly', 'json', 'cors', 'cached'] as const;

/** The page's heading, what the API promises, its fair-use note and the two downloads. */
export async function ApiIntro({ values }: { values: ApiRangeValues }) {
  const t = await getTranslations('ApiPage');
  const code = (chunks: ReactNode) => <code className={codeClass}>{chunks}</code>;
  return (
    <header className="space-y-5">
      <h1 className="text-3xl font-bold">{t('heading')}</h1>
      <p className="text-muted-foreground max-w-3xl text-lg">{t('intro', values)}</p>
      <CheckList items={FACTS.map((key) => ({ key, text: t(`facts.${key}`) }))} />
      <p
        role="note"
        className="bg-muted/40 text-muted-foreground max-w-3xl rounded-lg border p-3 text-sm"
      >
        {t.rich('fairUse', { code })}
      </p>
      <p className="max-w-3xl">
        {t.rich('widgetsNote', {
          link: (chunks) => (
            <Link href="/widgets" className="text-primary font-medium underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
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
  );
}
