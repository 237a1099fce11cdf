import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { codeClass } from '@/components/api/endpoint-card';
import { CheckList } from '@/components/ui/check-list';
import { WidgetShowcase } from '@/components/widgets/widget-showcase';
import { Link } from '@/i18n/server-link';
import { pageMetadata } from '@/lib/seo/metadata';
import { WIDGET_NAMES, WIDGET_THEMES } from '@/lib/widgets/catalog';
import { routing } from '@/i18n/routing';

export async function widgetsMetadata(): Promise<Metadata> {
  const t = await getTranslations('WidgetsPage');
  return pageMetadata({
    locale: await getLocale(),
    path: '/widgets',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

const FACTS = ['free', 'small', 'privacy', 'fits'] as const;

export async function WidgetsScreen() {
  const locale = await getLocale();
  const t = await getTranslations('WidgetsPage');
  const options = [
    { attribute: 'data-widget', values: WIDGET_NAMES, meaning: t('options.widget') },
    { attribute: 'data-locale', values: routing.locales, meaning: t('options.locale') },
    { attribute: 'data-theme', values: WIDGET_THEMES, meaning: t('options.theme') },
  ];
  const link = (chunks: ReactNode) => (
    <Link href="/api" className="text-primary underline underline-offset-4">
      {chunks}
    </Link>
  );
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <header className="space-y-5">
        <h1 className="text-3xl font-bold">{t('heading')}</h1>
        <p className="text-muted-foreground max-w-3xl text-lg">{t('intro')}</p>
        <CheckList items={FACTS.map((key) => ({ key, text: t(`facts.${key}`) }))} />
        <p className="text-muted-foreground">{t.rich('apiNote', { link })}</p>
      </header>
      <section aria-labelledby="widget-options" className="space-y-3">
        <h2 id="widget-options" className="text-2xl font-semibold">
          {t('optionsTitle')}
        </h2>
        <p className="text-muted-foreground max-w-3xl">{t('optionsBody')}</p>
        <dl className="grid max-w-3xl gap-3 text-sm">
          {options.map(({ attribute, values, meaning }) => (
            <div key={attribute} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
              <dt>
                <code className={`${codeClass} font-semibold`}>{attribute}</code>
              </dt>
              <dd>
                <span className="flex flex-wrap gap-1">
                  {values.map((value) => (
                    <code key={value} className={codeClass}>
                      {value}
                    </code>
                  ))}
                </span>
                <span className="text-muted-foreground mt-1 block">{meaning}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {WIDGET_NAMES.map((name) => (
        <WidgetShowcase key={name} name={name} locale={locale} />
      ))}
    </div>
  );
}
