/**
 * The embeddable widgets: small pages under `/{locale}/widgets/{name}` made to be framed by other
 * sites, each with the full page it links back to and the height its frame is given. The
 * heights hold the widget's content at 300 px wide and up in both languages
 * (tests/e2e/widgets.spec.ts); public/widget.js carries the same table (a unit test pins it).
 */
export const WIDGET_NAMES = ['today', 'month', 'forex', 'gold', 'vegetables'] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** `auto` follows the reader's system (prefers-color-scheme); the others force one. */
export const WIDGET_THEMES = ['auto', 'light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

export interface WidgetInfo {
  /** The full page, without the locale prefix. */
  page: string;
  /** The frame's height in CSS pixels. */
  height: number;
}

export const WIDGETS: Record<WidgetName, WidgetInfo> = {
  today: { page: '/calendar', height: 250 },
  month: { page: '/calendar', height: 360 },
  forex: { page: '/foreign-currency-exchange', height: 340 },
  gold: { page: '/gold-and-silver-in-nepal', height: 230 },
  vegetables: { page: '/kalimati-vegetable-price', height: 340 },
};

/** The narrowest frame every widget is made to fit. */
export const WIDGET_MIN_WIDTH = 300;

export function isWidgetName(value: unknown): value is WidgetName {
  return typeof value === 'string' && (WIDGET_NAMES as readonly string[]).includes(value);
}

/**
 * A widget's path without the locale prefix: the theme is a path segment (not a query), so each
 * variant is a cached page of its own.
 */
export function widgetPage(name: WidgetName, theme: WidgetTheme = 'auto'): string {
  return `/widgets/${name}${theme === 'auto' ? '' : `/${theme}`}`;
}

export function widgetPath(locale: string, name: WidgetName, theme: WidgetTheme = 'auto'): string {
  return `/${locale}${widgetPage(name, theme)}`;
}
