import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { WIDGET_THEMES, type WidgetName, type WidgetTheme } from '@/lib/widgets/catalog';
import { widgetResponse } from './render';

// What each widget route (`app/[locale]/widgets/{name}/[[...theme]]/route.ts`) exports besides its
// own `revalidate`: every locale and theme is prebuilt, and nothing else exists.
type Context = { params: Promise<{ locale: string; theme?: string[] }> };

export function widgetParams(): { locale: string; theme: string[] }[] {
  return routing.locales.flatMap((locale) =>
    WIDGET_THEMES.map((theme) => ({ locale, theme: theme === 'auto' ? [] : [theme] })),
  );
}

function themeOf(segments: string[] | undefined): WidgetTheme | null {
  if (!segments || segments.length === 0) return 'auto';
  const [theme] = segments;
  return segments.length === 1 && theme !== 'auto' && WIDGET_THEMES.includes(theme as WidgetTheme)
    ? (theme as WidgetTheme)
    : null;
}

export function widgetHandler(name: WidgetName) {
  return async function GET(_request: Request, { params }: Context): Promise<Response> {
    const { locale, theme: segments } = await params;
    const theme = themeOf(segments);
    if (!hasLocale(routing.locales, locale) || !theme) {
      return new Response('404 Not Found\n', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    return widgetResponse(name, locale, theme);
  };
}
