import { widgetHandler, widgetParams } from '@/lib/widgets/route';

// GET /{locale}/widgets/today[/light|/dark]: today's date, tithi and next holiday, to be framed
// (lib/widgets/catalog.ts).
// Shows today: regenerated within a minute of midnight in Nepal, like the home page.
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = widgetParams;
export const GET = widgetHandler('today');
