import { getTranslations } from 'next-intl/server';

const INFO = ['market', 'seasonal', 'factors', 'imports', 'tips'] as const;
const GROUPS = ['leafy', 'roots', 'gourds', 'legumes'] as const;

/** The Market Info tab: static text on the market, seasons, price factors, imports and shopping. */
export async function MarketInfo() {
  const t = await getTranslations('VegetablesPage.info');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {INFO.map((key) => (
        <section key={key} className="bg-card rounded-xl border p-5">
          {/* h2: the tab panel sits right under the page's h1. */}
          <h2 className="font-semibold">{t(`${key}Title`)}</h2>
          <p className="text-muted-foreground mt-2 leading-relaxed">{t(key)}</p>
        </section>
      ))}
    </div>
  );
}

/** Nutrition notes shown below the tabs: four vegetable groups, key nutrients, eating tips. */
export async function NutritionInfo() {
  const t = await getTranslations('VegetablesPage.nutrition');
  return (
    // Below the table and the history: skipped until near, held above the tallest measured
    // (1,008 px on a 320 px phone, 634 px at md, 418 px from lg).
    <section
      aria-labelledby="nutrition-title"
      className="below-fold space-y-4 [--fold-size:76rem] md:[--fold-size:48rem] lg:[--fold-size:32rem]"
    >
      <h2 id="nutrition-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="bg-card rounded-xl border p-5">
          <h3 className="font-semibold">{t('groupsTitle')}</h3>
          <ul className="text-muted-foreground mt-2 list-disc space-y-1 pl-5">
            {GROUPS.map((key) => (
              <li key={key}>{t(`groups.${key}`)}</li>
            ))}
          </ul>
        </div>
        <div className="bg-card rounded-xl border p-5">
          <h3 className="font-semibold">{t('nutrientsTitle')}</h3>
          <p className="text-muted-foreground mt-2 leading-relaxed">{t('nutrients')}</p>
        </div>
        <div className="bg-card rounded-xl border p-5">
          <h3 className="font-semibold">{t('tipsTitle')}</h3>
          <p className="text-muted-foreground mt-2 leading-relaxed">{t('tips')}</p>
        </div>
      </div>
    </section>
  );
}
