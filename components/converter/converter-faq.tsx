import { FaqSection } from '@/components/ui/faq-section';
import { getTranslations } from 'next-intl/server';
import { PAGES } from '@/lib/urls/page-table';
import type { AdDate } from '@/lib/bs';
import {
  BS_MAX_YEAR,
  BS_MIN_YEAR,
  bsToAd,
  bsYearConfidence,
  daysInBsMonth,
  daysInBsYear,
  formatAdDate,
  formatBsDate,
  localeDigits,
} from '@/lib/bs';
import type { Locale } from '@/i18n/routing';

export interface FaqEntry {
  question: string;
  answer: string;
}

const YEARS = Array.from({ length: BS_MAX_YEAR - BS_MIN_YEAR + 1 }, (_, i) => BS_MIN_YEAR + i);

/** The converter's FAQ, answered from the month table and today's date (also FAQPage JSON-LD). */
export async function converterFaqEntries(
  locale: Locale,
  today: AdDate,
  todayBs: { year: number; month: number; day: number },
): Promise<FaqEntry[]> {
  const t = await getTranslations('ConverterFaq');
  const num = (n: number) => localeDigits(n, locale);
  const official = YEARS.filter((y) => bsYearConfidence(y) === 'official');
  const lastOfficial = Math.max(...official);
  const monthDays = YEARS.flatMap((y) =>
    Array.from({ length: 12 }, (_, m) => daysInBsMonth(y, m + 1)),
  );
  const yearDays = official.map(daysInBsYear);
  const nextYear = Math.min(todayBs.year + 1, BS_MAX_YEAR);
  const newYear = { year: nextYear, month: 1, day: 1 };
  const values = {
    minYear: num(BS_MIN_YEAR),
    maxYear: num(BS_MAX_YEAR),
    firstOfficial: num(Math.min(...official)),
    lastOfficial: num(lastOfficial),
    todayBs: formatBsDate(todayBs, locale, 'long'),
    todayAd: formatAdDate(today, locale, 'long'),
    nextYear: num(nextYear),
    newYearAd: formatAdDate(bsToAd(newYear), locale, 'long'),
    minMonth: num(Math.min(...monthDays)),
    maxMonth: num(Math.max(...monthDays)),
    minYearDays: num(Math.min(...yearDays)),
    maxYearDays: num(Math.max(...yearDays)),
    example: `${PAGES.converter.path}?bs=2083-08-08`,
  };
  return (['today', 'how', 'range', 'newYear', 'lengths', 'provisional', 'link'] as const).map(
    (key) => ({
      question: t(`${key}.q`, values),
      answer: t(`${key}.a`, values),
    }),
  );
}

export async function ConverterFaq({ entries }: { entries: FaqEntry[] }) {
  const t = await getTranslations('ConverterFaq');
  return <FaqSection id="converter-faq" title={t('title')} entries={entries} />;
}
