import { Flame, Mountain, Waves, Wind } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { nepaliRun } from '@/components/i18n/nepali-run';

const ELEMENTS = [
  { key: 'fire', Icon: Flame },
  { key: 'earth', Icon: Mountain },
  { key: 'air', Icon: Wind },
  { key: 'water', Icon: Waves },
] as const;
const GUNAS = ['sattva', 'rajas', 'tamas'] as const;
const FAQ_KEYS = [1, 2, 3, 4, 5] as const;

/** The FAQ as question/answer pairs (also fed to the FAQPage JSON-LD). */
export async function rashifalFaq() {
  const t = await getTranslations('RashifalPage.faq');
  return FAQ_KEYS.map((n) => ({ question: t(`q${n}`), answer: t(`a${n}`) }));
}

/** The static cards on the elements and the gunas, the educational text and the FAQ. */
export async function LearnSections({ faq }: { faq: { question: string; answer: string }[] }) {
  const t = await getTranslations('RashifalPage');
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle size="xl">{t('elementsTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-3 text-sm">
              {ELEMENTS.map(({ key, Icon }) => (
                <li key={key} className="flex gap-3">
                  <Icon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <p>
                    <strong>{t(`element.${key}`)}: </strong>
                    {t(`elements.${key}`)}
                  </p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle size="xl">{t('gunasTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-3 text-sm">
              {GUNAS.map((key) => (
                <li key={key}>{t(`gunas.${key}`)}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <section aria-labelledby="about" className="space-y-3">
        <h2 id="about" className="text-2xl font-bold">
          {t('aboutTitle')}
        </h2>
        {(['p1', 'p2', 'p3', 'p4'] as const).map((key) => (
          <p key={key} className="text-muted-foreground">
            {t.rich(`about.${key}`, nepaliRun)}
          </p>
        ))}
      </section>
      <section aria-labelledby="faq" className="space-y-3">
        <h2 id="faq" className="text-2xl font-bold">
          {t('faqTitle')}
        </h2>
        <div className="bg-card divide-y rounded-xl border">
          {faq.map((entry) => (
            <details key={entry.question} className="p-4">
              <summary className="cursor-pointer font-medium">{entry.question}</summary>
              <p className="text-muted-foreground mt-2 text-sm">{entry.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}
