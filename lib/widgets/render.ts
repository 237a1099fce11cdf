import type { Locale } from '@/i18n/routing';
import type { WidgetName, WidgetTheme } from '@/lib/widgets/catalog';
import { widgetDocument, type WidgetContent } from './document';
import { forexWidget } from './forex';
import { fuelWidget } from './fuel';
import { goldWidget } from './gold';
import { monthWidget } from './month';
import { todayWidget } from './today';
import { vegetablesWidget } from './vegetables';

const CONTENT: Record<WidgetName, (locale: Locale) => Promise<WidgetContent>> = {
  today: todayWidget,
  month: monthWidget,
  forex: forexWidget,
  gold: goldWidget,
  vegetables: vegetablesWidget,
  fuel: fuelWidget,
};

/** One widget's document as an HTML response (its caching comes from the route's `revalidate`). */
export async function widgetResponse(
  name: WidgetName,
  locale: Locale,
  theme: WidgetTheme,
): Promise<Response> {
  const body = await widgetDocument(locale, theme, await CONTENT[name](locale));
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
