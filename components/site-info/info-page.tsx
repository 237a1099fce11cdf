import { getFormatter, getTranslations } from 'next-intl/server';
import { CONTACT_EMAIL } from '@/lib/site';

export const INFO_PAGES = [
  { key: 'privacy', path: '/privacy-policy' },
  { key: 'terms', path: '/terms-of-service' },
  { key: 'faq', path: '/faq' },
] as const;

/** The date these texts were last read against what the site does; shown on each page. */
const REVIEWED = '2026-11-23';

/** Values the info texts may mention, kept out of the translations (paths and names stay ASCII). */
export const INFO_VALUES = { email: CONTACT_EMAIL, apiPath: '/api/v1', licence: 'CC BY 4.0' };

/** Heading, sections of prose and the date the text was last reviewed. */
export async function InfoPage({
  heading,
  sections,
}: {
  heading: string;
  sections: { id: string; title: string; body: string }[];
}) {
  const t = await getTranslations('SiteInfo');
  const format = await getFormatter();
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold">{heading}</h1>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="space-y-2">
          <h2 id={`section-${section.id}`} className="text-xl font-semibold">
            {section.title}
          </h2>
          <p className="leading-relaxed">{section.body}</p>
        </section>
      ))}
      <p className="text-muted-foreground text-sm">
        {t('updated', {
          date: format.dateTime(new Date(`${REVIEWED}T12:00:00+05:45`), { dateStyle: 'long' }),
        })}
      </p>
    </article>
  );
}
