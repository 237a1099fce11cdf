import type { Locale } from '@/i18n/routing';
import type { CalculatorResult } from '@/lib/forex/calculator';
import { formatMoney, formatNumber } from '@/lib/i18n/format';

/** The `ForexPage.calculator` messages the result line and its note are written from. */
export type CalculatorTextKey =
  'resultToNpr' | 'resultFromNpr' | 'rateToNpr' | 'rateFromNpr' | 'errorAmount' | 'errorCurrency';

/**
 * A translator of the `ForexPage.calculator` namespace: next-intl's `t` on the server
 * (getTranslations) and in the browser (useTranslations), or any stand-in in tests.
 */
export type CalculatorTranslate = (
  key: CalculatorTextKey,
  values?: Record<string, string>,
) => string;

/**
 * The calculator's result line and the rate note under it, in the page's language. Every number
 * is formatted here (lakh grouping and Devanagari digits on /ne) and reaches the message as a
 * plain argument, so the browser's ICU never formats a number and the server and the browser
 * write the same digits.
 */
export function calculatorText(
  outcome: CalculatorResult,
  t: CalculatorTranslate,
  locale: Locale,
): { text: string; note: string } {
  if (!outcome.ok)
    return { text: t(outcome.error === 'amount' ? 'errorAmount' : 'errorCurrency'), note: '' };
  const foreign = (n: number) => `${formatNumber(n, locale)} ${outcome.iso3}`;
  const values = {
    code: outcome.iso3,
    rate: formatMoney(outcome.rate, locale),
    unit: formatNumber(outcome.unit, locale, 0),
  };
  const toNpr = outcome.direction === 'to-npr';
  const text = toNpr
    ? t('resultToNpr', {
        ...values,
        amount: foreign(outcome.amount),
        result: formatMoney(outcome.result, locale),
      })
    : t('resultFromNpr', {
        ...values,
        amount: formatMoney(outcome.amount, locale),
        result: foreign(outcome.result),
      });
  return { text, note: t(toNpr ? 'rateToNpr' : 'rateFromNpr', values) };
}
