import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { FaqSection } from '@/components/ui/faq-section';
import { adToBs, formatAdDate, formatBsDate } from '@/lib/bs';
import { type Sign, signByKey } from '@/lib/rashifal';
import { parseIsoDay } from '@/lib/time/civil-date';
import type { Locale } from './format';
import type { PeriodTab } from './period-tabs';
import { SignFrame } from './sign-frame';

export type SignParams = Promise<{ sign: string }>;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The sign of a period page's URL; a transliteration (mesh, brischik) reads as its sign, with the
 * canonical link on the English key; anything else is the 404. (A page's own redirect here would
 * answer a doubled Location header; the proxy's checks cover only single-segment sign URLs.)
 */
export async function periodSign(params: SignParams): Promise<Sign> {
  const sign = await metadataSign(params);
  if (!sign) notFound();
  return sign;
}

/** The sign named by the URL's key (other names were moved there, lib/urls/judge.ts), or null. */
export async function metadataSign(params: SignParams): Promise<Sign | null> {
  return signByKey(decode((await params).sign)) ?? null;
}

/** An AD 'YYYY-MM-DD' in the page's language, and its BS date (null past the BS table). */
export function datesOf(iso: string, locale: Locale): { ad: string; bs: string | null } {
  const ad = parseIsoDay(iso)!;
  let bs: string | null = null;
  try {
    bs = formatBsDate(adToBs(ad), locale);
  } catch {
    bs = null;
  }
  return { ad: formatAdDate(ad, locale), bs };
}

/** 'a – b' of two dates in one calendar. */
export function span(iso1: string, iso2: string, locale: Locale, calendar: 'ad' | 'bs'): string {
  const a = datesOf(iso1, locale)[calendar] ?? datesOf(iso1, locale).ad;
  const b = datesOf(iso2, locale)[calendar] ?? datesOf(iso2, locale).ad;
  return `${a} – ${b}`;
}

/** A period page: the sign's frame around the reading, its positions, basis and FAQ. */
export async function PeriodPage({
  sign,
  tab,
  heading,
  period,
  reading,
  lastDay,
  positions,
  basis,
}: {
  sign: Sign;
  tab: Exclude<PeriodTab, 'today'>;
  heading: string;
  period: string;
  reading: React.ReactNode;
  lastDay: string;
  positions: React.ReactNode;
  basis: string;
}) {
  const t = await getTranslations('RashifalPeriods');
  const faq = ([1, 2, 3] as const).map((n) => ({
    question: t(`faq.q${n}`),
    answer: t(`faq.a${n}`),
  }));
  return (
    <SignFrame sign={sign} tab={tab} heading={heading} subtitle={period} lastDay={lastDay}>
      <section aria-labelledby="reading" className="bg-card space-y-2 rounded-xl border p-4">
        <h2 id="reading" className="text-xl font-bold">
          {t('readingTitle')}
        </h2>
        {reading}
      </section>
      <section aria-labelledby="positions" className="space-y-3">
        <h2 id="positions" className="text-2xl font-bold">
          {t('positionsTitle')}
        </h2>
        {positions}
      </section>
      <section aria-labelledby="basis" className="bg-muted/40 rounded-xl border p-4 text-sm">
        <h2 id="basis" className="mb-1 font-semibold">
          {t('basisTitle')}
        </h2>
        <p className="text-muted-foreground">{basis}</p>
      </section>
      <FaqSection title={t('faq.title')} entries={faq} />
    </SignFrame>
  );
}
