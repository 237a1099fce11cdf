import type { Locale } from '@/i18n/routing';
import { SITE_URL } from '@/lib/site';
import { WIDGETS, widgetPath, type WidgetName } from '@/lib/widgets/catalog';

/** The sandbox both embeds use: no script in the frame; links open a tab outside it. */
export const WIDGET_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/** The one-line embed, as the widgets page offers it for copying. */
export function scriptEmbed(name: WidgetName, locale: Locale): string {
  return `<script src="${SITE_URL}/widget.js" data-widget="${name}" data-locale="${locale}" async></script>`;
}

/** The same widget for sites that allow no scripts: the iframe widget.js would insert. */
export function iframeEmbed(name: WidgetName, locale: Locale, title: string): string {
  return [
    `<iframe src="${SITE_URL}${widgetPath(locale, name)}"`,
    `  title="${title.replace(/"/g, '&quot;')}"`,
    `  width="100%" height="${WIDGETS[name].height}" loading="lazy"`,
    `  sandbox="${WIDGET_SANDBOX}"`,
    `  referrerpolicy="no-referrer" style="border:0"></iframe>`,
  ].join('\n');
}
