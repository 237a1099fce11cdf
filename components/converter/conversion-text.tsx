import { formatAdDate, formatBsDate, localeDigits, parseIsoDate } from '@/lib/bs';
import type { Calendar, ConversionResult } from '@/lib/calendar/convert';
import type { Locale } from '@/i18n/routing';

export interface ConversionLabels {
  error: string;
  resultBsToAd: string;
  resultAdToBs: string;
  provisional: string;
  historical: string;
}

/** ICU-free interpolation for the few client-side strings (the server passes them in raw). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** The sentence that states a conversion (or the error), shared by the server page and the client form. */
export function ConversionText({
  from,
  result,
  locale,
  labels,
}: {
  from: Calendar;
  result: ConversionResult;
  locale: Locale;
  labels: ConversionLabels;
}) {
  if (!result.ok)
    return (
      <p role="alert" className="text-destructive">
        {labels.error}
      </p>
    );
  const { bs, ad, confidence } = result.value;
  const adParts = parseIsoDate(ad, 'ad');
  if (!adParts.ok)
    return (
      <p role="alert" className="text-destructive">
        {labels.error}
      </p>
    );
  const values = {
    bs: formatBsDate(bs, locale, 'long'),
    ad: formatAdDate(adParts.value, locale, 'long'),
    year: localeDigits(bs.year, locale),
  };
  return (
    <>
      <p className="font-semibold">
        {fill(from === 'bs' ? labels.resultBsToAd : labels.resultAdToBs, values)}
      </p>
      {confidence === 'projected' ? (
        <p className="mt-1 text-amber-800 dark:text-amber-300">
          {fill(labels.provisional, values)}
        </p>
      ) : null}
      {confidence === 'historical' ? (
        <p className="text-muted-foreground mt-1">{fill(labels.historical, values)}</p>
      ) : null}
    </>
  );
}
