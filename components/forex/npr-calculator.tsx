import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { localeDigits } from '@/lib/bs/digits';
import { convert, parseAmount, parseDirection, type CalculatorRate } from '@/lib/forex/calculator';
import { calculatorText } from './calculator-text';
import { NprCalculatorClient } from './npr-calculator-client';
import type { Locale } from '@/i18n/routing';

export interface CalculatorQuery {
  amount?: string;
  currency?: string;
  direction?: string;
}

/**
 * The NPR calculator section: the server renders the conversion the query asks for
 * (`?amount=100&currency=USD[&direction=from-npr]`, default 100 USD → NPR), so a shared link and
 * a browser without JavaScript both show the result; the client leaf takes over when it loads.
 */
export async function NprCalculator({
  locale,
  action,
  rates,
  query,
}: {
  locale: Locale;
  action: string;
  rates: (CalculatorRate & { label: string })[];
  query: CalculatorQuery;
}) {
  const t = await getTranslations('ForexPage.calculator');
  const currency = (query.currency ?? 'USD').trim().toUpperCase();
  const initial = {
    // In the page's digits: the field accepts both digit sets (parseAmount).
    amount: query.amount ?? localeDigits('100', locale),
    currency,
    direction: parseDirection(query.direction),
  };
  const outcome = convert(
    parseAmount(initial.amount),
    rates.find((rate) => rate.iso3 === currency),
    initial.direction,
  );
  return (
    <section
      id="calculator"
      aria-labelledby="calculator-heading"
      className="bg-card scroll-mt-20 space-y-4 rounded-xl border p-4 shadow-sm sm:p-6"
    >
      <div className="space-y-1">
        <h2 id="calculator-heading" className="text-2xl font-bold">
          {t('title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('intro')}</p>
      </div>
      <ClientMessages namespaces={['ForexPage.calculator']}>
        <NprCalculatorClient
          locale={locale}
          action={`${action}#calculator`}
          rates={rates}
          initial={initial}
          initialResult={calculatorText(outcome, t, locale)}
        />
      </ClientMessages>
    </section>
  );
}
