import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { type Sign, SIGNS } from '@/lib/rashifal';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Locale } from './format';
import { metadataSign, periodSign, type SignParams } from './period-page';
import { type PeriodTab, periodPath } from './period-tabs';

// What the weekly, monthly and yearly pages share before their own markup.

type Tab = Exclude<PeriodTab, 'today'>;

/** Each tab's messages under `RashifalPeriods`. */
const MESSAGES = { weekly: 'week', monthly: 'month', yearly: 'year' } as const;

const namesOf = (sign: Sign) => ({ sign: sign.name, signNe: sign.nameNe });

/** One page per sign, by its English key. */
export function signStaticParams() {
  return SIGNS.map((sign) => ({ sign: sign.key }));
}

/**
 * A period page's `generateMetadata`: its title and description from the tab's messages, with the
 * sign's names and what `values` reads from the current period.
 */
export function periodMetadata<P>(
  tab: Tab,
  current: () => P,
  values: (period: P, locale: Locale) => Record<string, string>,
) {
  return async function generateMetadata({ params }: { params: SignParams }): Promise<Metadata> {
    const sign = await metadataSign(params);
    if (!sign) return {};
    const locale = await getLocale();
    const t = await getTranslations(`RashifalPeriods.${MESSAGES[tab]}`);
    const names = { ...namesOf(sign), ...values(current(), locale) };
    return pageMetadata({
      locale,
      path: periodPath(sign.key, tab),
      title: t('metaTitle', names),
      description: t('metaDescription', names),
    });
  };
}

/** A period page's inputs: its sign (else the 404), the current period and the sign's reading. */
export async function periodSetup<P extends { signs: readonly unknown[] }>(
  params: SignParams,
  current: () => P,
) {
  const sign = await periodSign(params);
  const locale = await getLocale();
  const t = await getTranslations('RashifalPeriods');
  const period = current();
  const reading = period.signs[sign.index - 1] as P['signs'][number];
  return { sign, locale, t, period, reading, names: namesOf(sign) };
}
