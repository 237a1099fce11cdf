import { useTranslations } from 'use-intl/react';
import { formatAdDate, formatBsDate, localeDigits, parseIsoDate } from '@/lib/bs';
import type { Calendar, ConversionResult } from '@/lib/calendar/convert';
import type { Locale } from '@/i18n/routing';

/**
 * The sentence that states a conversion (or the error), in the converter form's leaf. Its dates
 * and year go into the message already written in the page's script, so the server and the
 * browser render the same digits.
 */
export function ConversionText({
  from,
  result,
  locale,
}: {
  from: Calendar;
  result: ConversionResult;
  locale: Locale;
}) {
  const t = useTranslations('ConverterPage.form');
  if (!result.ok)
    return (
      <p role="alert" className="text-destructive">
        {t('error')}
      </p>
    );
  const { bs, ad, confidence } = result.value;
  const adParts = parseIsoDate(ad, 'ad');
  if (!adParts.ok)
    return (
      <p role="alert" className="text-destructive">
        {t('error')}
      </p>
    );
  const values = {
    bs: formatBsDate(bs, locale, 'long'),
    ad: formatAdDate(adParts.value, locale, 'long'),
    year: localeDigits(bs.year, locale),
  };
  return (
    <>
      <p className="font-semibold">{t(from === 'bs' ? 'resultBsToAd' : 'resultAdToBs', values)}</p>
      {confidence === 'projected' ? (
        <p className="mt-1 text-amber-800 dark:text-amber-300">{t('provisional', values)}</p>
      ) : null}
      {confidence === 'historical' ? (
        <p className="text-muted-foreground mt-1">{t('historical', values)}</p>
      ) : null}
    </>
  );
}
