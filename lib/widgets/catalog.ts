// Embeddable widgets and frame heights (fit 300 px up, both languages: tests/e2e/widgets.spec.ts).
export const WIDGET_NAMES = ['today', 'month', 'forex', 'gold', 'vegetables', 'fuel'] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** `auto` follows the reader's system (prefers-color-scheme); the others force one. */
export const WIDGET_THEMES = ['auto', 'light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

export interface WidgetInfo {
  /** The frame's height in CSS pixels. */
  height: number;
}

export const WIDGETS: Record<WidgetName, WidgetInfo> = {
  today: { height: 250 },
  month: { height: 360 },
  forex: { height: 340 },
  gold: { height: 230 },
  vegetables: { height: 340 },
  fuel: { height: 300 },
};

/** A widget's path without the locale; the theme is a path segment so each variant caches apart. */
export function widgetPage(name: WidgetName, theme: WidgetTheme = 'auto'): string {
  return `/widgets/${name}${theme === 'auto' ? '' : `/${theme}`}`;
}

export function widgetPath(locale: string, name: WidgetName, theme: WidgetTheme = 'auto'): string {
  return `/${locale}${widgetPage(name, theme)}`;
}
