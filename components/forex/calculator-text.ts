import type { Locale } from '@/i18n/routing';
import type { CalculatorResult } from '@/lib/forex/calculator';
import { fillTemplate, formatMoney, formatNumber } from '@/lib/i18n/format';

export interface CalculatorTextLabels {
  /** Templates with {amount} {code} {result} {rate} {unit} placeholders. */
  resultToNpr: string;
  resultFromNpr: string;
  rateToNpr: string;
  rateFromNpr: string;
  errorAmount: string;
  errorCurrency: string;
}

/** The calculator's result line and the rate note under it, in the page's language. */
export function calculatorText(
  outcome: CalculatorResult,
  labels: CalculatorTextLabels,
  locale: Locale,
): { text: string; note: string } {
  if (!outcome.ok)
    return {
      text: outcome.error === 'amount' ? labels.errorAmount : labels.errorCurrency,
      note: '',
    };
  const foreign = (n: number) => `${formatNumber(n, locale)} ${outcome.iso3}`;
  const values = {
    code: outcome.iso3,
    rate: formatMoney(outcome.rate, locale),
    unit: formatNumber(outcome.unit, locale, 0),
  };
  const toNpr = outcome.direction === 'to-npr';
  const text = toNpr
    ? fillTemplate(labels.resultToNpr, {
        ...values,
        amount: foreign(outcome.amount),
        result: formatMoney(outcome.result, locale),
      })
    : fillTemplate(labels.resultFromNpr, {
        ...values,
        amount: formatMoney(outcome.amount, locale),
        result: foreign(outcome.result),
      });
  return { text, note: fillTemplate(toNpr ? labels.rateToNpr : labels.rateFromNpr, values) };
}
