'use client';

import { CalendarCheck } from 'lucide-react';
import { useTranslations } from 'use-intl/react';
import { useId } from 'react';
import { useRouter } from '@/i18n/navigation';
import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  BS_MONTHS,
  formatAdDate,
  formatBsDate,
  localeDigits,
  parseIsoDate,
} from '@/lib/bs';
import { localized, weekdayNames } from '@/lib/i18n/format';
import { weekdayOfIso } from '@/lib/time/civil-date';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import type { Locale } from '@/i18n/routing';
import { useNepalToday } from './use-nepal-today';

interface CalendarToolbarProps {
  locale: Locale;
  year: number;
  month: number;
}

const YEARS = Array.from({ length: BS_MAX_YEAR - BS_MIN_YEAR + 1 }, (_, i) => BS_MIN_YEAR + i);

/*
 * Today is known only in the browser, after hydration. The parts that show it are their own
 * components, so that render after hydration does not go over the 143 options of the pickers.
 */

function TodayLine({ locale }: { locale: Locale }) {
  const t = useTranslations('CalendarPage.toolbar');
  const today = useNepalToday();
  const todayAd = today ? parseIsoDate(today.ad, 'ad') : null;
  // The line wraps to two lines on a phone: that space is kept while it is empty, so the grid
  // below does not move when it fills in.
  return (
    <p className="text-muted-foreground min-h-10 text-sm sm:min-h-6" data-testid="today-line">
      {today && todayAd?.ok
        ? t('todayLine', {
            weekday: weekdayNames(locale)[weekdayOfIso(today.ad)] ?? '',
            ad: formatAdDate(todayAd.value, locale, 'medium'),
            bs: formatBsDate(today.bs, locale, 'medium'),
          })
        : null}
    </p>
  );
}

function GoToToday({ go }: { go: (year: number, month: number) => void }) {
  const t = useTranslations('CalendarPage.toolbar');
  const today = useNepalToday();
  return (
    <Button
      type="button"
      variant="secondary"
      className="col-span-2"
      disabled={!today}
      onClick={() => today && go(today.bs.year, today.bs.month)}
    >
      <CalendarCheck aria-hidden="true" />
      {t('goToToday')}
    </Button>
  );
}

/**
 * Today line, 'Go to Today' and the month/year pickers (a plain GET form without JavaScript),
 * worded from `CalendarPage.toolbar` (`CALENDAR_TOOLBAR_MESSAGES` in ./messages).
 */
export function CalendarToolbar({ locale, year, month }: CalendarToolbarProps) {
  const t = useTranslations('CalendarPage.toolbar');
  const router = useRouter();
  const id = useId();
  const go = (y: number, m: number) => router.push(`/calendar/${y}/${BS_MONTHS[m - 1]!.slug}`);
  const num = (n: number) => localeDigits(n, locale);

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <TodayLine locale={locale} />
      <form
        method="get"
        action={`/${locale}/calendar`}
        className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap"
        onSubmit={(e) => e.preventDefault()}
      >
        <GoToToday go={go} />
        <div className="text-sm">
          <label htmlFor={`${id}-month`} className="mb-1 block font-medium">
            {t('monthSelect')}
          </label>
          <NativeSelect
            id={`${id}-month`}
            name="month"
            value={month}
            onChange={(e) => go(year, Number(e.target.value))}
            className="w-full sm:w-36"
          >
            {BS_MONTHS.map((m, i) => (
              <option key={m.slug} value={i + 1}>
                {localized(m, locale)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="text-sm">
          <label htmlFor={`${id}-year`} className="mb-1 block font-medium">
            {t('yearSelect')}
          </label>
          <NativeSelect
            id={`${id}-year`}
            name="year"
            value={year}
            onChange={(e) => go(Number(e.target.value), month)}
            className="w-full sm:w-28"
          >
            {/* 131 years: where the label is the number itself it is also the value. */}
            {YEARS.map((y) =>
              locale === 'en' ? (
                <option key={y}>{y}</option>
              ) : (
                <option key={y} value={y}>
                  {num(y)}
                </option>
              ),
            )}
          </NativeSelect>
        </div>
        <noscript>
          <Button type="submit" variant="outline">
            {t('go')}
          </Button>
        </noscript>
      </form>
    </div>
  );
}
