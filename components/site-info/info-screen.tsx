import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { faqJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { INFO_PAGES, INFO_VALUES, InfoPage } from './info-page';

type InfoKey = (typeof INFO_PAGES)[number]['key'];

interface InfoTexts {
  metaTitle: string;
  metaDescription: string;
  heading: string;
  sections: { id: string; title: string; body: string }[];
}

/** Each page's texts; the FAQ's entries are question/answer pairs, the others' title/body. */
const TEXTS: Record<InfoKey, () => Promise<InfoTexts>> = {
  async privacy() {
    const t = await getTranslations('SiteInfo.PrivacyPage');
    const ids = ['stored', 'cookies', 'logs', 'data', 'contact'] as const;
    return {
      metaTitle: t('metaTitle'),
      metaDescription: t('metaDescription'),
      heading: t('heading'),
      sections: ids.map((id) => ({
        id,
        title: t(`sections.${id}.title`),
        body: id === 'contact' ? t('sections.contact.body', INFO_VALUES) : t(`sections.${id}.body`),
      })),
    };
  },
  async terms() {
    const t = await getTranslations('SiteInfo.TermsPage');
    const ids = ['use', 'sources', 'licence', 'warranty', 'changes'] as const;
    return {
      metaTitle: t('metaTitle'),
      metaDescription: t('metaDescription'),
      heading: t('heading'),
      sections: ids.map((id) => ({
        id,
        title: t(`sections.${id}.title`),
        body: id === 'licence' ? t('sections.licence.body', INFO_VALUES) : t(`sections.${id}.body`),
      })),
    };
  },
  async faq() {
    const t = await getTranslations('SiteInfo.FaqPage');
    const ids = ['today', 'tithi', 'holidays', 'prices', 'rashifal', 'reuse', 'mistakes'] as const;
    const withValues = {
      reuse: t('entries.reuse.answer', INFO_VALUES),
      mistakes: t('entries.mistakes.answer', INFO_VALUES),
    };
    return {
      metaTitle: t('metaTitle'),
      metaDescription: t('metaDescription'),
      heading: t('heading'),
      sections: ids.map((id) => ({
        id,
        title: t(`entries.${id}.question`),
        body: id === 'reuse' || id === 'mistakes' ? withValues[id] : t(`entries.${id}.answer`),
      })),
    };
  },
};

/** `generateMetadata` and the page component of one info page (privacy, terms, FAQ). */
export function infoRoute(key: InfoKey) {
  const path = INFO_PAGES.find((page) => page.key === key)!.path;
  return {
    async generateMetadata(): Promise<Metadata> {
      const texts = await TEXTS[key]();
      return pageMetadata({
        locale: await getLocale(),
        path,
        title: texts.metaTitle,
        description: texts.metaDescription,
      });
    },
    async Page() {
      const texts = await TEXTS[key]();
      return (
        <>
          {key === 'faq' ? (
            <JsonLd
              data={faqJsonLd(texts.sections.map((s) => ({ question: s.title, answer: s.body })))}
            />
          ) : null}
          <InfoPage heading={texts.heading} sections={texts.sections} />
        </>
      );
    },
  };
}
