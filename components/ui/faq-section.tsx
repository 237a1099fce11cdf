/**
 * <FaqSection>: a page's FAQ as native <details> (no JavaScript), the same entries the page
 * feeds to `faqJsonLd` (lib/seo/json-ld.ts) so the visible text and the structured data agree.
 *
 * Usage: <FaqSection title={t('faq.title')} entries={[{ question, answer }]} />
 */
export function FaqSection({
  id = 'faq',
  title,
  entries,
}: {
  id?: string;
  title: string;
  entries: { question: string; answer: string }[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="bg-card divide-y rounded-xl border">
        {entries.map((entry) => (
          <details key={entry.question} className="group p-4">
            <summary className="cursor-pointer font-medium">{entry.question}</summary>
            <p className="text-muted-foreground mt-2 text-sm">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** Educational prose: a heading and paragraphs, server-rendered (never sent to client bundles). */
export function ProseSection({
  id,
  title,
  paragraphs,
}: {
  id: string;
  title: string;
  paragraphs: string[];
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="text-muted-foreground max-w-3xl space-y-3">
        {paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </section>
  );
}
