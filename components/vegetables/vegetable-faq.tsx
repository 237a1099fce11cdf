import { getTranslations } from 'next-intl/server';

export const FAQ_KEYS = ['1', '2', '3', '4', '5'] as const;

/** The FAQ entries in the page language (also fed to the FAQPage JSON-LD). */
export async function vegetableFaq(): Promise<{ question: string; answer: string }[]> {
  const t = await getTranslations('VegetablesPage.faq');
  return FAQ_KEYS.map((k) => ({ question: t(`q${k}`), answer: t(`a${k}`) }));
}

export async function VegetableFaq() {
  const t = await getTranslations('VegetablesPage');
  const entries = await vegetableFaq();
  return (
    // At the page's foot: skipped until near, held above the tallest measured (498 px on a 320 px
    // phone, 326 px from sm), answers closed.
    <section
      aria-labelledby="faq-title"
      className="below-fold space-y-3 [--fold-size:40rem] sm:[--fold-size:26rem]"
    >
      <h2 id="faq-title" className="text-xl font-semibold">
        {t('faqTitle')}
      </h2>
      <div className="bg-card divide-y rounded-xl border">
        {entries.map((entry) => (
          <details key={entry.question} className="group p-4">
            <summary className="cursor-pointer font-medium">{entry.question}</summary>
            <p className="text-muted-foreground mt-2 leading-relaxed">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
