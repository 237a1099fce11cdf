import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { FaqSection } from '@/components/ui/faq-section';
import { Link } from '@/i18n/server-link';
import { adToBs, formatAdDate, formatBsDate } from '@/lib/bs';
import { localized } from '@/lib/i18n/format';
import { type Sign, signByKey, SIGNS } from '@/lib/rashifal';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { SITE_URL } from '@/lib/site';
import { parseIsoDay } from '@/lib/time/civil-date';
import type { Locale } from './format';
import { type PeriodTab, periodPath, PeriodTabs } from './period-tabs';
import { RolloverGuard } from './rollover-guard';
import { PAGES } from '@/lib/urls/page-table';

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

/**
 * A period page's frame: breadcrumbs (and their JSON-LD), heading, the period in both calendars,
 * the tabs, the reading, the positions it came from, the basis, the FAQ and the other signs.
 */
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
  /** The period's last day: past it, an open tab asks for the next period. */
  lastDay: string;
  positions: React.ReactNode;
  basis: string;
}) {
  const locale = await getLocale();
  const t = await getTranslations('RashifalPeriods');
  const tr = await getTranslations('RashifalPage');
  const name = localized(sign, locale);
  const url = (path: string) => `${SITE_URL}/${locale}${path}`;
  const faq = ([1, 2, 3] as const).map((n) => ({
    question: t(`faq.q${n}`),
    answer: t(`faq.a${n}`),
  }));
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8" data-period={tab}>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: tr('breadcrumbHome'), url: url('') },
          { name: tr('breadcrumbRashifal'), url: url(PAGES.rashifal.path) },
          { name, url: url(periodPath(sign.key, 'today')) },
          { name: t(`tabs.${tab}`), url: url(periodPath(sign.key, tab)) },
        ])}
      />
      <nav aria-label={tr('breadcrumbRashifal')} className="text-sm">
        <Link href={periodPath(sign.key, 'today')} className="text-primary hover:underline">
          ← {t('backToSign', { sign: sign.name, signNe: sign.nameNe })}
        </Link>
      </nav>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">
          <span aria-hidden="true" className="text-primary mr-2">
            {sign.symbol}
          </span>
          {heading}
        </h1>
        <p className="text-muted-foreground" data-testid="period">
          {period}
        </p>
      </header>
      <PeriodTabs sign={sign.key} current={tab} />
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
      <nav aria-labelledby="other-signs" className="space-y-2">
        <h2 id="other-signs" className="text-xl font-bold">
          {tr('sign.otherSigns')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {SIGNS.filter((s) => s.key !== sign.key).map((s) => (
            <li key={s.key}>
              <Link
                href={periodPath(s.key, tab)}
                className="hover:bg-muted inline-block rounded-md border px-3 py-1 text-sm"
              >
                <span aria-hidden="true">{s.symbol} </span>
                {localized(s, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <RolloverGuard date={lastDay} />
    </div>
  );
}
