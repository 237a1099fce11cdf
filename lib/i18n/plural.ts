import type { Locale } from '@/i18n/routing';
import { localeDigits } from '@/lib/bs/digits';

const PLURAL_OPTION = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

/**
 * Formats a one-argument ICU plural (`{count, plural, one {+ # more event} other {…}}`, as
 * `t.raw` gives it) in a client leaf with the browser's own plural rules: an exact `=N` option
 * first, then the count's plural category, then `other`; `#` is the count in the page's digits.
 */
export function formatPlural(template: string, count: number, locale: Locale): string {
  const options = new Map([...template.matchAll(PLURAL_OPTION)].map((m) => [m[1]!, m[2]!]));
  const category = new Intl.PluralRules(locale).select(count);
  const text = options.get(`=${count}`) ?? options.get(category) ?? options.get('other') ?? '';
  return text.replaceAll('#', localeDigits(count, locale));
}
