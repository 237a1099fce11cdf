import { getTranslations } from 'next-intl/server';

const FAQ_KEYS = [1, 2, 3, 4] as const;

/** The saait FAQ as question/answer pairs (also fed to the FAQPage JSON-LD). */
export async function saaitFaq() {
  const t = await getTranslations('SaaitPage.faq');
  return FAQ_KEYS.map((n) => ({ question: t(`q${n}`), answer: t(`a${n}`) }));
}
