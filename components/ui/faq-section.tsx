// Both sections sit at a page's foot: skipped until near, held at heights above the longest
// measured (760 px on a phone, 444 px from md up; see `below-fold` in app/globals.css).
const SECTION_CLASS = 'below-fold space-y-3 md:[--fold-size:30rem]';

/**
 * <FaqSection>: a page's FAQ as native <details> (no JavaScript), marked up as a schema.org
 * FAQPage in microdata. The visible text is the structured data: a JSON-LD copy would send every
 * answer twice more (in the HTML and again in the RSC payload), so pages with this section do not
 * add `faqJsonLd`.
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
    <section
      aria-labelledby={id}
      className={SECTION_CLASS}
      itemScope
      itemType="https://schema.org/FAQPage"
    >
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <div className="bg-card divide-y rounded-xl border">
        {entries.map((entry) => (
          <details
            key={entry.question}
            className="group p-4"
            itemScope
            itemProp="mainEntity"
            itemType="https://schema.org/Question"
          >
            <summary className="cursor-pointer font-medium" itemProp="name">
              {entry.question}
            </summary>
            <div itemScope itemProp="acceptedAnswer" itemType="https://schema.org/Answer">
              <p className="text-muted-foreground mt-2 text-sm" itemProp="text">
                {entry.answer}
              </p>
            </div>
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
    <section aria-labelledby={id} className={SECTION_CLASS}>
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
