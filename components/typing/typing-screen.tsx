import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { JsonLd } from '@/components/seo/json-ld';
import { FaqSection } from '@/components/ui/faq-section';
import { Link } from '@/i18n/server-link';
import type { Locale } from '@/i18n/routing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_URL } from '@/lib/site';
import { RomanizedKeys } from './romanized-keys';
import { TypingHelp } from './typing-help';
import { TYPING_PAGES, typingPath, type TypingMode } from './typing-pages';

const FAQ_KEYS = {
  romanized: ['private', 'case', 'english'],
  preeti: ['why', 'order', 'private'],
  unicode: ['when', 'latin', 'private'],
} as const;

export async function typingMetadata(mode: TypingMode, locale: Locale): Promise<Metadata> {
  const t = await getTranslations('Typing');
  return pageMetadata({
    locale,
    path: typingPath(mode),
    title: t(`pages.${mode}.metaTitle`),
    description: t(`pages.${mode}.metaDescription`),
  });
}

/**
 * A typing page: the converter (a client island, `tool`), then the conventions, the romanized
 * scheme's key table or the fonts note for the Preeti pages, the other tools and the FAQ.
 * Static: nothing on it depends on the day.
 */
export async function TypingScreen({
  mode,
  locale,
  tool,
}: {
  mode: TypingMode;
  locale: Locale;
  tool: ReactNode;
}) {
  const t = await getTranslations('Typing');
  const faq = FAQ_KEYS[mode].map((key) => ({
    question: t(`faq.${mode}.${key}.q` as 'faq.preeti.why.q'),
    answer: t(`faq.${mode}.${key}.a` as 'faq.preeti.why.a'),
  }));
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t('breadcrumbHome'), url: `${SITE_URL}/${locale}` },
          { name: t(`pages.${mode}.heading`), url: `${SITE_URL}/${locale}${typingPath(mode)}` },
        ])}
      />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{t(`pages.${mode}.heading`)}</h1>
        <p className="text-muted-foreground">{t(`pages.${mode}.intro`)}</p>
      </header>
      <noscript>
        <p className="bg-card rounded-lg border p-4 font-medium">{t('noscript')}</p>
      </noscript>
      <ClientMessages namespaces={['Typing.tool']}>{tool}</ClientMessages>
      <p className="text-muted-foreground text-sm">{t('privacyNote')}</p>
      <TypingHelp mode={mode} />
      {mode === 'romanized' && <RomanizedKeys />}
      {mode !== 'romanized' && (
        <section aria-labelledby="typing-fonts" className="space-y-2">
          <h2 id="typing-fonts" className="text-2xl font-bold">
            {t('fonts.title')}
          </h2>
          <p>{t('fonts.body')}</p>
        </section>
      )}
      <nav aria-labelledby="typing-other" className="space-y-2">
        <h2 id="typing-other" className="text-xl font-bold">
          {t('otherTools')}
        </h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {TYPING_PAGES.filter((page) => page.mode !== mode).map((page) => (
            <li key={page.mode}>
              <Link href={page.path} className="text-primary underline-offset-4 hover:underline">
                {t(`pages.${page.mode}.link`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FaqSection id="typing-faq" title={t('faqTitle')} entries={faq} />
    </div>
  );
}
