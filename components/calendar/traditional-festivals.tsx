import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localized } from '@/lib/i18n/format';

/** 'Traditional Festivals': this month's festivals with their descriptions. */
export async function TraditionalFestivals({
  festivals,
  locale,
}: {
  festivals: {
    id: string;
    title: string;
    titleNe: string;
    description: string;
    descriptionNe: string;
  }[];
  locale: Locale;
}) {
  const t = await getTranslations('CalendarPage');
  return (
    <section aria-labelledby="traditional" className="space-y-3">
      <h2 id="traditional" className="text-2xl font-bold">
        {t('traditional.title')}
      </h2>
      {festivals.length === 0 ? (
        <p className="text-muted-foreground">{t('traditional.empty')}</p>
      ) : (
        <dl className="grid gap-3 md:grid-cols-2">
          {festivals.map((festival) => (
            <div key={festival.id} className="bg-card rounded-xl border p-4">
              <dt className="font-semibold">{localized(festival, locale, 'title')}</dt>
              <dd className="text-muted-foreground mt-1 text-sm">
                {localized(festival, locale, 'description')}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
