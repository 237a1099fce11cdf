import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { html, type Html } from '@/lib/widgets/html';

/** A market widget's empty or unreadable-store state, in the market pages' own words. */
export async function marketStateNote(
  locale: Locale,
  kind: 'forex' | 'metals' | 'vegetables',
  status: 'empty' | 'error',
): Promise<Html> {
  const t = await getTranslations({ locale, namespace: 'Market.states' });
  return html`<p class="note mt" role="status">${t(`${status}.${kind}`)}</p>`;
}
