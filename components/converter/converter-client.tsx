'use client';

import { ArrowRightLeft, Link2 } from 'lucide-react';
import { useTranslations } from 'use-intl/react';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toast';
import {
  AD_MAX,
  AD_MIN,
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  daysInAdMonth,
  daysInBsMonth,
  localeDigits,
} from '@/lib/bs';
import { formatIsoDay } from '@/lib/time/civil-date';
import { convertDate, type Calendar, type ConversionResult } from '@/lib/calendar/convert';
import { useHydratedMarker } from '@/components/hooks/use-hydrated';
import type { Locale } from '@/i18n/routing';
import { ConversionText } from './conversion-text';
import { adMonthNames, bsMonthNames } from '@/lib/i18n/format';

interface Parts {
  year: number;
  month: number;
  day: number;
}

/** Reads its words from `ConverterPage.form` (the page wraps it in ClientMessages). */
interface ConverterClientProps {
  locale: Locale;
  initialBs: Parts;
  initialAd: Parts;
  /** The conversion the URL asked for, already done on the server. */
  initialResult: { from: Calendar; result: ConversionResult } | null;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export function ConverterClient({
  locale,
  initialBs,
  initialAd,
  initialResult,
}: ConverterClientProps) {
  const t = useTranslations('ConverterPage.form');
  const [bs, setBs] = useState(initialBs);
  const [ad, setAd] = useState(initialAd);
  const [results, setResults] = useState(() => ({
    bs: initialResult?.from === 'bs' ? initialResult.result : null,
    ad: initialResult?.from === 'ad' ? initialResult.result : null,
  }));
  const [pending, startTransition] = useTransition();
  const num = (n: number) => localeDigits(n, locale);

  // Conversion is local and instant; the URL is updated so the link reproduces the result.
  const run = (from: Calendar, parts: Parts) => {
    startTransition(() => {
      const date = formatIsoDay(parts);
      setResults((previous) => ({ ...previous, [from]: convertDate(from, date) }));
      window.history.replaceState(null, '', `?${from}=${date}`);
    });
  };

  const copyLink = async () => {
    await navigator.clipboard?.writeText(window.location.href);
    toast({ title: t('linkCopied'), description: t('linkCopiedBody') });
  };

  const forms: {
    from: Calendar;
    title: string;
    parts: Parts;
    set: (p: Parts) => void;
    years: number[];
    months: string[];
    days: number;
  }[] = [
    {
      from: 'bs',
      title: t('bsToAdTitle'),
      parts: bs,
      set: setBs,
      years: range(BS_MIN_YEAR, BS_MAX_YEAR),
      months: bsMonthNames(locale),
      days: daysInBsMonth(bs.year, bs.month),
    },
    {
      from: 'ad',
      title: t('adToBsTitle'),
      parts: ad,
      set: setAd,
      years: range(AD_MIN.year, AD_MAX.year),
      months: adMonthNames(locale),
      days: daysInAdMonth(ad.year, ad.month),
    },
  ];

  // Marks when the instant (client) converter has taken over from the server form.
  const marker = useHydratedMarker<HTMLDivElement>();
  return (
    <div className="grid gap-6 md:grid-cols-2" ref={marker}>
      {forms.map(({ from, title, parts, set, years, months, days }) => {
        const result = results[from];
        // Keep the chosen day valid when the month gets shorter.
        const update = (patch: Partial<Parts>) => {
          const next = { ...parts, ...patch };
          const max =
            from === 'bs'
              ? daysInBsMonth(next.year, next.month)
              : daysInAdMonth(next.year, next.month);
          set({ ...next, day: Math.min(next.day, max) });
        };
        const id = (field: string) => `${from}-${field}`;
        return (
          <Card key={from}>
            <CardHeader>
              <CardTitle as="h2" size="xl" className="flex items-center gap-2 leading-tight">
                <ArrowRightLeft className="text-primary size-5" aria-hidden="true" />
                <span id={`${from}-title`}>{title}</span>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <form
                method="get"
                aria-labelledby={`${from}-title`}
                onSubmit={(event) => {
                  event.preventDefault();
                  run(from, parts);
                }}
                className="space-y-4"
              >
                <input type="hidden" name="from" value={from} />
                <div className="grid grid-cols-3 gap-2">
                  <div>
                    <label htmlFor={id('year')} className="mb-1 block text-sm font-medium">
                      {t('year')}
                    </label>
                    <NativeSelect
                      id={id('year')}
                      name="y"
                      value={parts.year}
                      onChange={(e) => update({ year: Number(e.target.value) })}
                    >
                      {years.map((y) => (
                        <option key={y} value={y}>
                          {num(y)}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <div>
                    <label htmlFor={id('month')} className="mb-1 block text-sm font-medium">
                      {t('month')}
                    </label>
                    <NativeSelect
                      id={id('month')}
                      name="m"
                      value={parts.month}
                      onChange={(e) => update({ month: Number(e.target.value) })}
                    >
                      {months.map((name, i) => (
                        <option key={name} value={i + 1}>
                          {name}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <div>
                    <label htmlFor={id('day')} className="mb-1 block text-sm font-medium">
                      {t('day')}
                    </label>
                    <NativeSelect
                      id={id('day')}
                      name="d"
                      value={parts.day}
                      onChange={(e) => update({ day: Number(e.target.value) })}
                    >
                      {range(1, days).map((d) => (
                        <option key={d} value={d}>
                          {num(d)}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                </div>
                <Button type="submit" className="w-full" disabled={pending}>
                  {pending ? t('converting') : t('convert')}
                </Button>
              </form>
              <div
                aria-live="polite"
                data-testid={`${from}-result`}
                className="bg-muted mt-4 min-h-16 rounded-lg p-4 text-sm"
              >
                {result ? (
                  <ConversionText from={from} result={result} locale={locale} />
                ) : (
                  t('initialResult')
                )}
              </div>
              {result?.ok ? (
                <Button type="button" variant="ghost" size="sm" className="mt-2" onClick={copyLink}>
                  <Link2 aria-hidden="true" />
                  {t('copyLink')}
                </Button>
              ) : null}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
