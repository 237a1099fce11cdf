import { widgetHandler, widgetParams } from '@/lib/widgets/route';

// GET /{locale}/widgets/month[/light|/dark]: this month, to be framed (lib/widgets/catalog.ts).
// Rings today: regenerated within a minute of midnight in Nepal, like the home page.
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = widgetParams;
export const GET = widgetHandler('month');
