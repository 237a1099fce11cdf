import { getTranslations } from 'next-intl/server';

/** What the reading is computed from, said plainly. */
export async function BasisNote() {
  const t = await getTranslations('RashifalPage');
  return (
    <section aria-labelledby="basis" className="bg-muted/40 rounded-xl border p-4 text-sm">
      <h2 id="basis" className="mb-1 font-semibold">
        {t('basisTitle')}
      </h2>
      <p className="text-muted-foreground">{t('basis')}</p>
    </section>
  );
}
