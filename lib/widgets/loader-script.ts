import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { WIDGET_NAMES, WIDGETS } from '@/lib/widgets/catalog';

/**
 * The one-line embed's script: a lazy, sandboxed, referrer-free iframe where the script stands.
 * No cookie or storage; the widget's origin is the script's own, so a copy on another host works.
 */
export async function widgetLoaderScript(): Promise<string> {
  const titles: Record<string, Record<string, string>> = {};
  for (const locale of routing.locales) {
    const t = await getTranslations({ locale, namespace: 'Widgets' });
    titles[locale] = Object.fromEntries(
      WIDGET_NAMES.map((name) => [name, t('frameTitle', { title: t(`${name}.title`) })]),
    );
  }
  const heights = Object.fromEntries(WIDGET_NAMES.map((name) => [name, WIDGETS[name].height]));
  return `/* Nepali Patro Hub widgets: ${'/'}{locale}/widgets */
(function () {
  var script = document.currentScript;
  if (!script || !script.src) return;
  var heights = ${JSON.stringify(heights)};
  var titles = ${JSON.stringify(titles)};
  var name = script.getAttribute('data-widget');
  if (!Object.prototype.hasOwnProperty.call(heights, name)) return;
  var locale = script.getAttribute('data-locale') === 'ne' ? 'ne' : 'en';
  var theme = script.getAttribute('data-theme');
  var path = '/' + locale + '/widgets/' + name + (theme === 'light' || theme === 'dark' ? '/' + theme : '');
  var frame = document.createElement('iframe');
  frame.src = new URL(path, script.src).href;
  frame.title = titles[locale][name];
  frame.loading = 'lazy';
  frame.referrerPolicy = 'no-referrer';
  frame.setAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  frame.style.cssText = 'display:block;width:100%;height:' + heights[name] + 'px;border:0';
  script.parentNode.insertBefore(frame, script);
})();
`;
}
